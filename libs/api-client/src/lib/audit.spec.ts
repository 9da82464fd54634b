import type { AuditEvent } from '@backoffice/contracts';
import { ApiError } from './client';
import { getAuditHistory, getAuditHistoryPage } from './audit';
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

  it('getAuditHistoryPage gets /audit with the record and the page size, and answers the events and `next`', async () => {
    mock.on(() => ({ status: 200, data: { data: [event], next: 'Y3Vyc29y' } }));
    await expect(getAuditHistoryPage({ entityType: 'department', entityId: 'd1', limit: 50 })).resolves.toEqual({ data: [event], next: 'Y3Vyc29y' });
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/audit');
    expect(mock.last?.params).toEqual({ entityType: 'department', entityId: 'd1', limit: 50 });
  });

  it('getAuditHistoryPage sends the cursor of the older events as `before`, and answers next null at the end', async () => {
    mock.on(() => ({ status: 200, data: { data: [event], next: null } }));
    await expect(getAuditHistoryPage({ entityType: 'department', entityId: 'd1', limit: 50, before: 'Y3Vyc29y' })).resolves.toEqual({
      data: [event],
      next: null,
    });
    expect(mock.last?.params).toEqual({ entityType: 'department', entityId: 'd1', limit: 50, before: 'Y3Vyc29y' });
  });

  it('getAuditHistoryPage throws the 400 of a bad cursor with its message', async () => {
    const message = 'The history cursor "before" is not valid.';
    mock.on(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message } }));
    await expect(getAuditHistoryPage({ entityType: 'ticket', entityId: 't1', limit: 50, before: 'x' })).rejects.toEqual(new ApiError(400, message));
  });
});
