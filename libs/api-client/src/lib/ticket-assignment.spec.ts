import { ApiError } from './client';
import { useMockAdapter } from './test-adapter';
import { assignTicket, listTicketAssignees } from './ticket-assignment';

const mock = useMockAdapter();

describe('ticket assignment calls', () => {
  it('assignTicket puts the ticket and its assignee and answers the ticket as it now is', async () => {
    const data = { _id: 't1', assignee: { _id: 'u2', firstName: 'Sam', lastName: 'Agent' } };
    mock.on(() => ({ status: 200, data: { message: 'Ticket assigned', data } }));
    await expect(assignTicket({ ticketId: 't1', assigneeId: 'u2' })).resolves.toEqual({ message: 'Ticket assigned', data });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/ticket/assign');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ ticketId: 't1', assigneeId: 'u2' });
  });

  it('assignTicket sends null to unassign, and surfaces a refusal as ApiError with its message', async () => {
    mock.on(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'No such assignee' } }));
    const failed = assignTicket({ ticketId: 't1', assigneeId: null });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 400, message: 'No such assignee' });
    expect(JSON.parse(String(mock.last?.data))).toEqual({ ticketId: 't1', assigneeId: null });
  });

  it('listTicketAssignees asks for one ticket and answers the people', async () => {
    const people = [{ _id: 'u2', firstName: 'Sam', lastName: 'Agent' }];
    mock.on(() => ({ status: 200, data: { data: people } }));
    await expect(listTicketAssignees('t 1')).resolves.toEqual(people);
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/ticket/assignees');
    expect(mock.last?.params).toEqual({ ticketId: 't 1' });
  });
});
