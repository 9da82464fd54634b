/**
 * @backoffice/api-bookings: the bookings area's API (docs/areas/bookings.md): reservations with their list,
 * export and details, exclusion from billing, cancellation, partial refunds and no-show charges through the payment
 * provider (four-eyes approval above a threshold, /approvals; the `noShows.approve` bulk action), reviews, customer
 * records with bans and the guest password reset. The VAT/GST list the money display reads (GET /vatgst/all) is the
 * pricing area's. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import approvalRepository from './approvals/repository';
import approvalRoutes from './approvals/routes';
import { bookingsSchema } from './bookings.schema';
import customerRepository from './customers/repository';
import { banRoutes, customerUserRoutes } from './customers/routes';
import { bookingsBulkActions } from './reservations/bulk';
import reservationRepository from './reservations/repository';
import reservationRoutes from './reservations/routes';
import reviewRoutes from './reviews/routes';
import { bookingsSeed } from './seed/seed';

export { bookingsSchema } from './bookings.schema';
export { SEED_COUNTRIES } from './seed/seed';

export const bookingsArea: ApiArea = {
  name: 'bookings',
  schema: bookingsSchema,
  async routes(app) {
    await app.register(approvalRepository);
    await app.register(reservationRepository);
    await app.register(customerRepository);
    await app.register(reservationRoutes, { prefix: '/reservation' });
    await app.register(reviewRoutes, { prefix: '/review' });
    await app.register(customerUserRoutes, { prefix: '/user' });
    await app.register(banRoutes, { prefix: '/hotel' });
    await app.register(approvalRoutes, { prefix: '/approvals' });
    for (const definition of bookingsBulkActions(app)) app.bulk.define(definition);
  },
  seed: bookingsSeed,
};
