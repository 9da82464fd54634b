/**
 * @backoffice/api-billing: the billing area's API (docs/areas/billing.md): billing periods with a statement per
 * hotel e-mailed with its PDF, invoices charged through the payment provider with their PDFs, monthly payment
 * failure records, and the reporting by hotel and by property chain. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import { billingSchema } from './billing.schema';

export { billingSchema } from './billing.schema';

export const billingArea: ApiArea = {
  name: 'billing',
  schema: billingSchema,
  async routes() {
    // Routes come with the billing work (docs/areas/billing.md).
  },
};
