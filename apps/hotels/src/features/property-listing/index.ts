/** The property listing, /property/{hotelAdminID} (docs/areas/hotels.md, "Property listing"). */
export { PropertyListingPage } from './property-listing-page';
