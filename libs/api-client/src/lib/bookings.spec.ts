import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import { approveNoShowCharge, cancelReservation, excludeReservations, exportReservations, listReservations, refundReservation, setCustomerBan } from './bookings';

const mock = useMockAdapter();

describe('bookings calls', () => {
  it('listReservations gets the list with the filters as query parameters', async () => {
    mock.on(() => ({ status: 200, data: { data: [], total: 0, page: 2, limit: 10 } }));
    await expect(listReservations({ page: 2, limit: 10, search: 'smith', billing: 'no' })).resolves.toEqual({ data: [], total: 0, page: 2, limit: 10 });
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/reservation/getReservations');
    expect(mock.last?.params).toEqual({ page: 2, limit: 10, search: 'smith', billing: 'no' });
  });

  it('money actions send their idempotency key; a refusal carries the provider message', async () => {
    mock.on(() => ({ status: 200, data: { message: 'ok', refundId: 're_1', amount: 100, currency: 'AUD' } }));
    await expect(refundReservation({ chargeId: 'ch1', amount: 100, reason: 'Goodwill' }, 'key-1')).resolves.toEqual(expect.objectContaining({ kind: 'refunded', refundId: 're_1' }));
    expect(mock.last?.data).toBe(JSON.stringify({ chargeId: 'ch1', amount: 100, reason: 'Goodwill' }));
    expect(mock.last?.headers?.['Idempotency-Key']).toBe('key-1');
    mock.on(() => ({ status: 202, data: { message: 'needs approval', approval: { id: 'ap1' } } }));
    await expect(refundReservation({ chargeId: 'ch1' }, 'key-3')).resolves.toEqual(expect.objectContaining({ kind: 'approvalRequested', approval: { id: 'ap1' } }));
    mock.on(() => ({ status: 402, data: { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.' } }));
    await expect(approveNoShowCharge('ch2', 'key-2')).rejects.toEqual(expect.objectContaining({ message: 'Your card was declined.' }));
    await expect(approveNoShowCharge('ch2', 'key-2')).rejects.toBeInstanceOf(ApiError);
    expect([mock.last?.url, mock.last?.data, mock.last?.headers?.['Idempotency-Key']]).toEqual(['/reservation/chargeStripeIntent', JSON.stringify({ charges: 'ch2' }), 'key-2']);
  });

  it('excludes an array of ids, cancels by hotel, room and id, and picks the ban call by scope', async () => {
    mock.on(() => ({ status: 200, data: { message: 'm', excluded: ['a'], alreadyProcessed: [] } }));
    await excludeReservations(['a', 'b']);
    expect(mock.last?.data).toBe(JSON.stringify(['a', 'b']));
    mock.on(() => ({ status: 200, data: { message: 'm' } }));
    await cancelReservation({ hotelId: 'h 1', roomId: 'r1', id: 'x1' });
    expect(mock.last?.url).toBe('/reservation/hotel/h%201/room/r1/reservation/x1');
    expect(mock.last?.data).toBe(JSON.stringify({ status: 'Cancelled' }));
    await setCustomerBan({ kind: 'linked', hotelId: 'h1' }, 'u1', true);
    expect([mock.last?.method, mock.last?.url, mock.last?.data]).toEqual(['put', '/hotel/blockAllFromOwner', JSON.stringify({ blockUserId: 'u1', hotelId: 'h1', ban: true })]);
    await setCustomerBan({ kind: 'all' }, 'u1', false);
    expect([mock.last?.url, mock.last?.data]).toEqual(['/hotel/blockAll', JSON.stringify({ blockUserId: 'u1', ban: false })]);
  });

  it('exportReservations asks for a blob of the whole filtered set and answers its row count', async () => {
    mock.on(() => ({ status: 200, data: new Blob(['xlsx']), headers: { 'x-total-count': '42' } }));
    const { rows } = await exportReservations({ page: 3, limit: 10, search: 'smith' });
    expect(rows).toBe(42);
    expect(mock.last?.responseType).toBe('blob');
    expect(mock.last?.params).toEqual({ search: 'smith', page: undefined, limit: undefined });
  });
});
