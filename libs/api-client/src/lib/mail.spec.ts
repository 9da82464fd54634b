import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import { fetchOutboxAttachment, getOutboxMessage, listOutbox, retryOutboxMessage } from './mail';

const mock = useMockAdapter();

describe('mail queue calls', () => {
  it('listOutbox gets the page with the filters as query parameters', async () => {
    mock.on(() => ({ status: 200, data: { data: [], total: 0, page: 2, limit: 20 } }));
    await expect(listOutbox({ page: 2, limit: 20, status: 'failed', search: 'guest' })).resolves.toEqual({ data: [], total: 0, page: 2, limit: 20 });
    expect([mock.last?.method, mock.last?.url]).toEqual(['get', '/outbox']);
    expect(mock.last?.params).toEqual({ page: 2, limit: 20, status: 'failed', search: 'guest' });
  });

  it('gets a message and its attachment as a blob, ids encoded', async () => {
    mock.on(() => ({ status: 200, data: { _id: 'a b' } }));
    await getOutboxMessage('a b');
    expect(mock.last?.url).toBe('/outbox/a%20b');
    mock.on(() => ({ status: 200, data: new Blob(['%PDF']) }));
    await fetchOutboxAttachment('m1', 2);
    expect([mock.last?.url, mock.last?.responseType]).toEqual(['/outbox/m1/attachments/2', 'blob']);
  });

  it('retries with a POST; a refusal carries the server message', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Message queued again', data: { _id: 'm1' } } }));
    await expect(retryOutboxMessage('m1')).resolves.toMatchObject({ message: 'Message queued again' });
    expect([mock.last?.method, mock.last?.url]).toEqual(['post', '/outbox/m1/retry']);
    mock.on(() => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'Only a failed message can be sent again' } }));
    const refused = retryOutboxMessage('m1');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(retryOutboxMessage('m1')).rejects.toEqual(expect.objectContaining({ message: 'Only a failed message can be sent again' }));
  });
});
