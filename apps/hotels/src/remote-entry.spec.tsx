import { describeAreaModule } from '@backoffice/test-utils';
import HotelsModule from './remote-entry';
import { AREA } from './area';

// The pages remote-entry.tsx maps to a feature; every other page of the table is still a placeholder.
describeAreaModule(AREA, HotelsModule, {
  built: [
    '/addHotel',
    '/editHotel/:hotelId',
    '/property/:hotelAdminID',
    '/hotels',
    '/addProperty',
    '/editProperty/:propertyId',
    '/missingPropertyID',
    '/billing/:propertyId',
    '/billingDetails/:propertyId/:invoiceId',
    '/reporting',
    '/monthlyBillingPaymentFails',
    '/execute-billing',
    '/execute-billing/:billingId',
    '/reportingPropertyType',
    '/propertyType',
    '/groupRegionalManagers',
    '/expediaURLError',
    '/archives',
  ],
});
