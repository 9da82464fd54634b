import type { HotelListItem, HotelListResponse } from '@backoffice/contracts';

/** A row of a hotel list for the area's specs: Harbour View in Sydney, Pending, owned by Ann Lee; `overrides` win. */
export function hotelListItem(overrides: Partial<HotelListItem> = {}): HotelListItem {
  return {
    _id: 'h1',
    name: 'Harbour View',
    propertyId: 'P-100',
    streetAddress: '1 George St',
    city: 'Sydney',
    state: 'NSW',
    country: 'Australia',
    isActive: 'Pending',
    paymentMethodID: null,
    commission: null,
    owner: { _id: 'o1', fullName: 'Ann Lee', email: 'ann@example.com' },
    contact: null,
    photo: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /hotel/list's answer for page 1 of 10 rows: `data`, and `total` (default: the rows given). */
export const hotelListPage = (data: HotelListItem[], total = data.length): HotelListResponse => ({
  data,
  total,
  page: 1,
  limit: 10,
});
