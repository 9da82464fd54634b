/** /hotels: the real hotels with a working search (docs/areas/hotels.md, "Property listing"). */
export { HotelsPage } from './hotels-page';
