import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import { approveRequest, getApproval, listApprovals, rejectRequest, setApprovalThreshold } from './approvals';

const mock = useMockAdapter();

describe('approvals calls', () => {
  it('approving sends the Idempotency-Key and the note to the request named in the path', async () => {
    mock.on(() => ({ status: 200, data: { id: 'a/1', status: 'approved' } }));
    await expect(approveRequest('a/1', { note: 'ok' }, 'key-9')).resolves.toEqual({ id: 'a/1', status: 'approved' });
    expect([mock.last?.method, mock.last?.url, mock.last?.data]).toEqual(['post', '/approvals/a%2F1/approve', JSON.stringify({ note: 'ok' })]);
    expect(mock.last?.headers?.['Idempotency-Key']).toBe('key-9');
  });

  it('rejecting sends no key; a decided request answers its message', async () => {
    mock.on(() => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This request has already been decided.' } }));
    await expect(rejectRequest('a1', {})).rejects.toEqual(expect.objectContaining({ message: 'This request has already been decided.', status: 409 }));
    await expect(rejectRequest('a1', {})).rejects.toBeInstanceOf(ApiError);
    expect(mock.last?.url).toBe('/approvals/a1/reject');
    expect(mock.last?.headers?.['Idempotency-Key']).toBeUndefined();
  });

  it('lists with the filters as query parameters, gets one, and sets a threshold', async () => {
    mock.on(() => ({ status: 200, data: { data: [], total: 0 } }));
    await listApprovals({ status: 'pending', page: 2 });
    expect([mock.last?.method, mock.last?.url, mock.last?.params]).toEqual(['get', '/approvals', { status: 'pending', page: 2 }]);
    await getApproval('a1');
    expect(mock.last?.url).toBe('/approvals/a1');
    await setApprovalThreshold({ currency: 'AUD', amount: null });
    expect([mock.last?.method, mock.last?.url, mock.last?.data]).toEqual(['put', '/approvals/thresholds', JSON.stringify({ currency: 'AUD', amount: null })]);
  });
});
