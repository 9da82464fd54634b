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
    '/approvals',
    '/approvals/thresholds',
    '/reviews/:hotelId',
    '/customerRecords/:customerID',
    '/customers/:customerID',
    '/pricing',
    '/coupons',
    '/coupons/create',
    '/coupons/:id',
    '/vatgst',
    '/add-vat',
    '/edit-vat/:vatId',
    '/logs/rate-gain',
    '/logs/exchange-rate-gain',
    '/logs/cancellation-period',
    '/exchange-rate-history',
    '/jobs',
  ],
});
