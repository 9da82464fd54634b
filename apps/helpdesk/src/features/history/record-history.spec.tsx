import * as api from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, type AuditEvent } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { RecordHistory } from './record-history';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'getAuditHistoryPage',
  ]),
);

const getMock = jest.mocked(api.getAuditHistoryPage);
const superAdmin = fakeUser({ role: 'SuperAdmin', displayName: 'Admin' });

const event: AuditEvent = {
  _id: 'e1',
  at: '2026-03-04T20:05:00.000Z',
  actorId: 'u1',
  actorRole: 'SuperAdmin',
  actorName: 'Asha Rao',
  action: 'department.update',
  entityType: 'department',
  entityId: 'd1',
  before: { name: 'IT' },
  after: { name: 'IT Support' },
  requestId: null,
  ip: null,
};

function renderHistory(user = superAdmin) {
  // Our own client (no retries), so this spec does not depend on the shell's provider.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <RecordHistory entityType="department" entityId="d1" />
    </QueryClientProvider>,
    { shell: { user } },
  );
}

beforeEach(() => getMock.mockReset());

describe('RecordHistory', () => {
  it("fetches the record's history for a SuperAdmin and shows it", async () => {
    getMock.mockResolvedValue({ data: [event], next: null });
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading history…');
    const section = await screen.findByRole('region', { name: 'History' });
    expect(await within(section).findByText('updated the department')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledWith({ entityType: 'department', entityId: 'd1', limit: AUDIT_HISTORY_PAGE });
  });

  it('shows the failure with a Retry that fetches again', async () => {
    getMock.mockRejectedValueOnce(new api.ApiError(500, 'Server down')).mockResolvedValueOnce({ data: [], next: null });
    const { user } = renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('shows the newest page and loads the older events on "Show older"', async () => {
    const older: AuditEvent = { ...event, _id: 'e0', action: 'department.create', before: null, after: { name: 'IT' } };
    getMock.mockResolvedValueOnce({ data: [event], next: 'c1' }).mockResolvedValueOnce({ data: [older], next: null });
    const { user } = renderHistory();
    const section = await screen.findByRole('region', { name: 'History' });
    expect(await within(section).findByText('updated the department')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show older' }));
    expect(await within(section).findByText('created the department')).toBeInTheDocument();
    expect(within(section).getByText('updated the department')).toBeInTheDocument();
    expect(getMock).toHaveBeenLastCalledWith({ entityType: 'department', entityId: 'd1', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
    expect(within(section).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('shows nothing and fetches nothing for other roles', () => {
    renderHistory(fakeUser({ role: 'Department', departmentId: 'd1' }));
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(getMock).not.toHaveBeenCalled();
  });
});
