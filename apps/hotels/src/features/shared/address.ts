import type { HotelListItem } from '@backoffice/contracts';

/** A hotel's address on one line: street, city, state, country (the parts it has), e.g. '1 George St, Sydney, NSW, Australia'. */
export const addressOf = (h: Pick<HotelListItem, 'streetAddress' | 'city' | 'state' | 'country'>) =>
  [h.streetAddress, h.city, h.state, h.country].filter((part) => part.trim()).join(', ');
