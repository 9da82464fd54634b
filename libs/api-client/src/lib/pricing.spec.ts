import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import {
  addCountry,
  createCoupon,
  deleteCountry,
  deleteCoupon,
  editCountry,
  endCoupon,
  getCoupon,
  getCountry,
  getCountryAt,
  listCountries,
  listCoupons,
  listPricing,
  queryByProperty,
  setChainOvernight,
  setHotelOvernight,
  updateCoupon,
} from './pricing';

const mock = useMockAdapter();
const sent = () => JSON.parse(String(mock.last?.data));
const call = () => [mock.last?.method, mock.last?.url];

describe('pricing calls', () => {
  it('lists the pricing table and searches hotels by name or chains', async () => {
    mock.on(() => ({ status: 200, data: { data: [], total: 0 } }));
    await expect(listPricing({ search: 'harb', chain: 'other', page: 2, limit: 10 })).resolves.toEqual({ data: [], total: 0 });
    expect(call()).toEqual(['get', '/hotel/pricing']);
    expect(mock.last?.params).toEqual({ search: 'harb', chain: 'other', page: 2, limit: 10 });

    await expect(queryByProperty('harb')).resolves.toEqual([]);
    expect(call()).toEqual(['post', '/hotel/querybyproperty']);
    expect(sent()).toEqual({ inputValue: 'harb' });
    await queryByProperty(['c1', 'c2']);
    expect(sent()).toEqual({ inputValue: ['c1', 'c2'] });
  });

  it('sends the overnight fractions of a hotel and of a chain', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Overnight Rate Updated Successfully', data: { updated: 1 } } }));
    const fractions = { three: 0.3, six: 0.5, twelve: 0.8 };
    await expect(setHotelOvernight('h1', fractions)).resolves.toEqual({ message: 'Overnight Rate Updated Successfully', data: { updated: 1 } });
    expect(call()).toEqual(['post', '/hotel/overNight']);
    expect(sent()).toEqual({ hotelId: 'h1', overNightRatePercentage: fractions });
    await setChainOvernight('other', fractions);
    expect(call()).toEqual(['put', '/hotel/OvernightUpdateBytype']);
    expect(sent()).toEqual({ commissionId: 'other', overNightRatePercentage: fractions });
  });

  it('calls the coupon paths', async () => {
    mock.on(() => ({ status: 200, data: { data: { _id: 'k1' }, message: 'ok' } }));
    await listCoupons({ status: 'active', search: 'SUM', page: 1 });
    expect(call()).toEqual(['get', '/coupons']);
    expect(mock.last?.params).toEqual({ status: 'active', search: 'SUM', page: 1 });
    await expect(getCoupon('a/b')).resolves.toEqual({ _id: 'k1' });
    expect(call()).toEqual(['get', '/coupons/a%2Fb']);
    await createCoupon({ code: 'SUMMER26', value: 10 });
    expect(call()).toEqual(['post', '/coupons']);
    expect(sent()).toEqual({ code: 'SUMMER26', value: 10 });
    await updateCoupon('k1', { value: 12.5 });
    expect(call()).toEqual(['put', '/coupons/k1']);
    expect(sent()).toEqual({ value: 12.5 });
    await deleteCoupon('k1');
    expect(call()).toEqual(['delete', '/coupons/k1']);
    await endCoupon('k1');
    expect(call()).toEqual(['post', '/coupons/k1/end']);
  });

  it("carries a coupon 409's message", async () => {
    mock.on(() => ({ status: 409, data: { message: 'This coupon was used by 2 reservations: it cannot be deleted, only ended' } }));
    await expect(deleteCoupon('k1')).rejects.toEqual(new ApiError(409, 'This coupon was used by 2 reservations: it cannot be deleted, only ended'));
  });

  it('calls the country VAT/GST paths with their bodies', async () => {
    mock.on(() => ({ status: 200, data: { data: [], message: 'ok' } }));
    await expect(listCountries()).resolves.toEqual([]);
    expect(call()).toEqual(['get', '/vatgst/all']);
    await getCountry('v1');
    expect(call()).toEqual(['post', '/vatgst/getBannerById']);
    expect(sent()).toEqual({ vatgstId: 'v1' });
    await getCountryAt('NZ', '2026-03-01');
    expect(call()).toEqual(['get', '/vatgst/NZ']);
    expect(mock.last?.params).toEqual({ date: '2026-03-01' });
    await deleteCountry('v1');
    expect(call()).toEqual(['post', '/vatgst/deletevatgst']);
    expect(sent()).toEqual({ vatId: 'v1', isDeleted: true });
    await editCountry({ vatgstId: 'v1', exchangeRate: 1.1, effectiveFrom: '2026-04-01' });
    expect(call()).toEqual(['post', '/vatgst/editvat']);
    expect(sent()).toEqual({ vatgstId: 'v1', exchangeRate: 1.1, effectiveFrom: '2026-04-01' });
  });

  it("answers addvat's data false (the country exists) as a result, not an error", async () => {
    mock.on(() => ({ status: 200, data: { message: 'Data already exist.', data: false } }));
    await expect(addCountry({ countryname: 'New Zealand' })).resolves.toEqual({ message: 'Data already exist.', data: false });
    expect(call()).toEqual(['post', '/vatgst/addvat']);
    expect(sent()).toEqual({ countryname: 'New Zealand' });
  });
});
