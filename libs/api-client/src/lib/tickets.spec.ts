import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import {
  changeTicketStatus,
  createTicket,
  getTicketById,
  listTicketDepartment,
  listTicketDiscussion,
  loadUploadedImage,
  manageTicket,
  setTicketAbout,
} from './tickets';
import { listTicket } from './ticket-list';

const mock = useMockAdapter();

const ticket = {
  _id: 't1',
  title: 'Printer',
  message: '<p>Broken</p>',
  status: 1,
  priorityLevels: 1,
  createdAt: '2026-01-02T03:04:05.000Z',
  department: { _id: 'd1', name: 'IT' },
  userId: { _id: 'u1', firstName: 'Asha', lastName: 'Rao' },
  ticketImage: null,
};

const formOf = (): FormData => mock.last?.data as FormData;

describe('ticket calls', () => {
  it('listTicket posts the filters and paging and answers the page with its total', async () => {
    mock.on(() => ({ status: 200, data: { ticket: [ticket], total: 11, page: 2, limit: 10 } }));
    await expect(listTicket({ status: 3, departmentId: 'd1', page: 2, limit: 10 })).resolves.toEqual({
      ticket: [ticket],
      total: 11,
      page: 2,
      limit: 10,
    });
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe('/ticket/listTicket');
    expect(JSON.parse(String(mock.last?.data))).toEqual({
      status: 3,
      departmentId: 'd1',
      page: 2,
      limit: 10,
    });
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it('listTicketDepartment calls the own-tickets route', async () => {
    mock.on(() => ({ status: 200, data: { ticket: [], total: 0, page: 1, limit: 10 } }));
    await expect(listTicketDepartment({ page: 1, limit: 10 })).resolves.toMatchObject({ total: 0 });
    expect(mock.last?.url).toBe('/ticket/listTicketDepartment');
  });

  it('createTicket sends multipart fields and the image', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Ticket Added Successfully', data: ticket } }));
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const result = await createTicket({
      title: 'Printer',
      message: '<p>Broken</p>',
      departmentId: 'd1',
      priorityLevels: 2,
      ticketImage: image,
    });
    expect(result.message).toBe('Ticket Added Successfully');
    expect(mock.last?.url).toBe('/ticket/createTicket');
    const form = formOf();
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Printer');
    expect(form.get('message')).toBe('<p>Broken</p>');
    expect(form.get('departmentId')).toBe('d1');
    expect(form.get('priorityLevels')).toBe('2');
    const sent = form.get('ticketImage') as File;
    expect(sent.name).toBe('ticket-image.png');
    expect(sent.size).toBe(4);
  });

  it('createTicket leaves the image and the record out when there are none, and sends the record it is about', async () => {
    mock.on(() => ({ status: 200, data: { message: 'ok', data: ticket } }));
    const base = { title: 'T', message: '<p>m</p>', departmentId: 'd1', priorityLevels: 1, ticketImage: null };
    await createTicket(base);
    expect(formOf().has('ticketImage')).toBe(false);
    expect(formOf().has('aboutType')).toBe(false);
    await createTicket({ ...base, about: { type: 'hotel', id: 'h1' } });
    expect([formOf().get('aboutType'), formOf().get('aboutId')]).toEqual(['hotel', 'h1']);
  });

  it('setTicketAbout puts the ticket and its record (or null) and answers the ticket', async () => {
    const about = { type: 'hotel', id: 'h1', name: 'Harbour' };
    mock.on(() => ({ status: 200, data: { message: 'saved', data: { ...ticket, about } } }));
    await expect(setTicketAbout({ ticketId: 't1', about: { type: 'hotel', id: 'h1' } })).resolves.toMatchObject({ data: { about } });
    expect([mock.last?.method, mock.last?.url]).toEqual(['put', '/ticket/ticket-about']);
    expect(JSON.parse(String(mock.last?.data))).toEqual({ ticketId: 't1', about: { type: 'hotel', id: 'h1' } });
  });

  it("createTicket rejects with the server's 413 message", async () => {
    mock.on(() => ({ status: 413, data: { statusCode: 413, message: 'Please upload file within 1 MB' } }));
    await expect(
      createTicket({ title: 'T', message: '<p>m</p>', departmentId: 'd1', priorityLevels: 1 }),
    ).rejects.toMatchObject({ status: 413, message: 'Please upload file within 1 MB' });
  });

  it('changeTicketStatus puts the id and status', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Ticket status updated successfully!' } }));
    await expect(changeTicketStatus({ ticketId: 't1', ticketStatus: 2 })).resolves.toEqual({
      message: 'Ticket status updated successfully!',
    });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/ticket/change-ticket-status');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ ticketId: 't1', ticketStatus: 2 });
  });

  it('getTicketById answers the ticket and rejects 404 with the message', async () => {
    mock.on((config) =>
      config.params?.ticketId === 't1'
        ? { status: 200, data: { data: ticket } }
        : { status: 404, data: { statusCode: 404, message: 'Ticket not found' } },
    );
    await expect(getTicketById('t1')).resolves.toEqual(ticket);
    expect(mock.last?.url).toBe('/ticket/get-ticket-by-id');
    const err = await getTicketById('nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, message: 'Ticket not found' });
  });

  it('listTicketDiscussion answers the entries', async () => {
    const entry = {
      _id: 'r1',
      message: '<p>On it</p>',
      createdAt: '2026-01-02T04:00:00.000Z',
      department_info: { name: 'IT' },
      user_info: { firstName: 'Ravi' },
      discussionImage: null,
    };
    mock.on(() => ({ status: 200, data: { ticket: [entry] } }));
    await expect(listTicketDiscussion('t1')).resolves.toEqual([entry]);
    expect(mock.last?.url).toBe('/ticket/listTicketDiscussion');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ ticketId: 't1' });
  });

  it('manageTicket sends the reply as multipart', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Post added regarding this ticket Successfully' } }));
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' });
    await manageTicket({ ticketId: 't1', message: '<p>Done</p>', ticketStatus: 3, discussionImage: image });
    expect(mock.last?.url).toBe('/ticket/manageTicket');
    const form = formOf();
    expect(form.get('ticketId')).toBe('t1');
    expect(form.get('message')).toBe('<p>Done</p>');
    expect(form.get('ticketStatus')).toBe('3');
    expect((form.get('discussionImage') as File).name).toBe('shot.jpg');
    expect(form.has('internal')).toBe(false);
    expect(form.has('waitingOnRaiser')).toBe(false);
  });

  it('manageTicket sends an internal note and a reply waiting on the raiser as their flags', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Post added regarding this ticket Successfully' } }));
    await manageTicket({ ticketId: 't1', message: '<p>Note</p>', ticketStatus: 1, internal: true });
    expect(formOf().get('internal')).toBe('true');
    expect(formOf().has('waitingOnRaiser')).toBe(false);
    await manageTicket({ ticketId: 't1', message: '<p>Any news?</p>', ticketStatus: 2, waitingOnRaiser: true });
    expect(formOf().get('waitingOnRaiser')).toBe('true');
    expect(formOf().has('internal')).toBe(false);
  });

  it('loadUploadedImage fetches the upload as a blob with the token, relative to the base URL', async () => {
    const bytes = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    mock.on(() => ({ status: 200, data: bytes }));
    await expect(loadUploadedImage('/api/uploads/abc-1.png')).resolves.toBe(bytes);
    expect(mock.last?.url).toBe('/uploads/abc-1.png');
    expect(mock.last?.baseURL).toBe('/api');
    expect(mock.last?.responseType).toBe('blob');
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it('loadUploadedImage refuses an address that is not an upload (the token stays home)', async () => {
    mock.on(() => ({ status: 200, data: new Blob() }));
    await expect(loadUploadedImage('https://evil.example/x.png')).rejects.toBeInstanceOf(ApiError);
    await expect(loadUploadedImage('/api/uploads/../secret')).rejects.toBeInstanceOf(ApiError);
    expect(mock.last).toBeUndefined();
  });
});
