import type { Chain, HotelListItem } from '@backoffice/contracts';

/** A property chain of role management's Property Chain select. */
export const chain = (id: string, name: string): Chain => ({
  _id: id,
  clientTypeName: name,
  commissionRate: 11,
  commissionRateNotGST: 10,
  commissionRateGST: 1,
  commissionUrl: '',
  hotelCount: 2,
});

/** A hotel of the listing with only what role management reads (id, name, chain). */
export const hotel = (id: string, name: string, chainId: string | null, chainName = chainId ?? ''): HotelListItem =>
  ({ _id: id, name, commission: chainId ? { _id: chainId, clientTypeName: chainName } : null }) as unknown as HotelListItem;
