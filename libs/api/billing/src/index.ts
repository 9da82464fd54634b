/**
 * @backoffice/api-billing: the billing area's API (docs/areas/billing.md): billing periods with a statement per
 * hotel e-mailed with its PDF, invoices charged through the payment provider with their PDFs, monthly payment
 * failure records, and the reporting by hotel and by property chain. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import { billingSchema } from './billing.schema';
import invoiceRepository from './invoices/repository';
import billingPeriodRepository from './periods/repository';
import { billingBulkActions } from './bulk';
import { billingReservationRoutes, failureRoutes, invoiceRoutes, statementRoutes } from './routes';
import { billingSeed } from './seed/seed';

export { billingSchema } from './billing.schema';

export const billingArea: ApiArea = {
  name: 'billing',
  schema: billingSchema,
  async routes(app) {
    await app.register(billingPeriodRepository);
    await app.register(invoiceRepository);
    await app.register(invoiceRoutes, { prefix: '/invoice' });
    await app.register(statementRoutes, { prefix: '/reservationStatement' });
    await app.register(billingReservationRoutes, { prefix: '/reservation' });
    await app.register(failureRoutes, { prefix: '/monthlyFailureReport' });
    for (const definition of billingBulkActions(app)) app.bulk.define(definition);
  },
  seed: billingSeed,
};
