import { describeAreaModule } from '@backoffice/test-utils';
import BookingsModule from './remote-entry';
import { AREA } from './area';

// The pages remote-entry.tsx maps to a feature; every other page of the table is still a placeholder.
describeAreaModule(AREA, BookingsModule, {
  built: [
    '/reservations',
    '/reservationDetails/:reserveID',
    '/noShow/unapproved',
    '/noShow/approved',
    '/reviews/:hotelId',
    '/customerRecords/:customerID',
    '/customers/:customerID',
    '/logs/rate-gain',
    '/logs/cancellation-period',
    '/logs/exchange-rate-gain',
    '/exchange-rate-history',
    '/jobs',
  ],
});
