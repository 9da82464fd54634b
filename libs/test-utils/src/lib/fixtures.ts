import type { Chain } from '@backoffice/contracts';

/**
 * A property chain as GET /admin/commission lists it (docs/areas/chains.md, "Property Chain management"): Accor,
 * 11% including GST (10% + 1%), two hotels; `over` is laid on top ('Hilton', another id). Shared by the specs of
 * the areas that list or filter by chains (hotels' chain pages, bookings' pricing and coupons).
 */
export const fakeChain = (over: Partial<Chain> = {}): Chain => ({
  _id: 'c1',
  clientTypeName: 'Accor',
  commissionRate: 11,
  commissionRateNotGST: 10,
  commissionRateGST: 1,
  commissionUrl: 'https://example.test/Accor',
  hotelCount: 2,
  ...over,
});
