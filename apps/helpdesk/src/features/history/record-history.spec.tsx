import * as api from '@backoffice/api-client';
import type { AuditEvent } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { RecordHistory } from './record-history';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  getAuditHistory: jest.fn(),
}));

const getMock = jest.mocked(api.getAuditHistory);
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
    getMock.mockResolvedValue([event]);
    renderHistory();
    expect(screen.getByRole('status')).toHaveTextContent('Loading history…');
    const section = await screen.findByRole('region', { name: 'History' });
    expect(await within(section).findByText('updated the department')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledWith({ entityType: 'department', entityId: 'd1' });
  });

  it('shows the failure with a Retry that fetches again', async () => {
    getMock.mockRejectedValueOnce(new api.ApiError(500, 'Server down')).mockResolvedValueOnce([]);
    const { user } = renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('shows nothing and fetches nothing for other roles', () => {
    renderHistory(fakeUser({ role: 'Department', departmentId: 'd1' }));
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(getMock).not.toHaveBeenCalled();
  });
});
