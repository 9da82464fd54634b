import type { AuditEvent } from '@backoffice/contracts';
import { ApiError } from './client';
import { getAuditHistory } from './audit';
import { useMockAdapter } from './test-adapter';

const mock = useMockAdapter();

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
  requestId: 'r1',
  ip: '127.0.0.1',
};

describe('audit calls', () => {
  it('getAuditHistory gets /audit with the record and answers its events', async () => {
    mock.on(() => ({ status: 200, data: { data: [event] } }));
    await expect(getAuditHistory({ entityType: 'department', entityId: 'd1' })).resolves.toEqual([event]);
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/audit');
    expect(mock.last?.params).toEqual({ entityType: 'department', entityId: 'd1' });
  });

  it('getAuditHistory answers [] for a record with no history', async () => {
    mock.on(() => ({ status: 200, data: { data: [] } }));
    await expect(getAuditHistory({ entityType: 'ticket', entityId: 't9' })).resolves.toEqual([]);
  });

  it('getAuditHistory throws the 403 of another role', async () => {
    mock.on(() => ({ status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' } }));
    await expect(getAuditHistory({ entityType: 'ticket', entityId: 't1' })).rejects.toEqual(new ApiError(403, 'Forbidden'));
  });
});
