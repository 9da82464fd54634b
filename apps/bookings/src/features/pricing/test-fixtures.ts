import type { Coupon, HotelPricing, VatDetail, VatRecord } from '@backoffice/contracts';
import { fakeChain } from '@backoffice/test-utils';

/** A pricing table row for the component tests, with `over` laid on top. */
export const hotelPricing = (over: Partial<HotelPricing> = {}): HotelPricing => ({
  _id: 'h1',
  name: 'Harbour View',
  city: 'Sydney',
  commission: { _id: 'c1', clientTypeName: 'Accor' },
  overNightRatePercentage: { three: 0.3, six: 0.5, twelve: 0.8 },
  ...over,
});

/** A chain of listChains (test-utils' Accor). */
export const chain = fakeChain;

export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  _id: 'k1',
  code: 'SUMMER26',
  value: 15,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  endedAt: null,
  appliedTo: 'total',
  scope: 'chain',
  scopeChain: [{ _id: 'c1', clientTypeName: 'Accor' }],
  scopeHotel: [],
  status: 'active',
  used: 2,
  createdBy: { _id: 'a1', fullName: 'Asha Admin' },
  createdAt: '2025-12-01T00:00:00.000Z',
  updatedAt: '2025-12-01T00:00:00.000Z',
  ...over,
});

/** What Add Country sends for New Zealand (POST /vatgst/addvat): the fields of {@link country} but its id. */
export const countryInput = (): Omit<VatRecord, '_id'> => ({
  countryname: 'New Zealand',
  countryflag: 'NZ',
  currencyFor: 'NZD',
  shortName: 'NZ$',
  currencyFullName: 'New Zealand Dollar',
  exchangeRate: 1.09,
  vat: 15,
  isDeleted: false,
});

/** A country of the VAT/GST list (New Zealand), with `over` laid on top. */
export const country = (over: Partial<VatRecord> = {}): VatRecord => ({ _id: 'v1', ...countryInput(), ...over });

export const countryDetail = (over: Partial<VatDetail> = {}): VatDetail => ({
  ...country(),
  versions: [
    { _id: 'ver2', effectiveFrom: '2026-03-01', exchangeRate: 1.09, vat: 15, source: 'edit', createdBy: { _id: 'a1', fullName: 'Asha Admin' }, createdAt: '2026-02-20T03:00:00.000Z' },
    { _id: 'ver1', effectiveFrom: '2025-01-01', exchangeRate: 1.05, vat: 15, source: 'create', createdBy: null, createdAt: '2025-01-01T00:00:00.000Z' },
  ],
  ...over,
});
