/**
 * @backoffice/api-pricing: the pricing area's API (docs/areas/pricing.md): hotels' overnight percentages (per
 * hotel and per chain), coupons, country VAT/GST and exchange rates with their effective-dated versions, the
 * logs and the availability archives, and the scheduled jobs that feed them (check-in, funds transfer, exchange
 * rates, market rates, availability snapshots) with their SuperAdmin page. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import { pricingConfig } from './config';
import { pricingSchema } from './pricing.schema';
import pricingRepository from './pricing/repository';
import couponRepository from './coupons/repository';
import vatgstRepository from './vatgst/repository';
import { pricingRoutes } from './pricing/routes';
import { couponRoutes } from './coupons/routes';
import { vatgstRoutes } from './vatgst/routes';
import { logRoutes } from './logs/routes';
import { archiveRoutes } from './archives/routes';
import { jobRoutes } from './jobs/routes';
import { defineJobs } from './jobs/definitions';
import { pricingSeed } from './seed/seed';

export { pricingSchema } from './pricing.schema';
export { pricingConfig, type PricingConfig } from './config';

export const pricingArea: ApiArea = {
  name: 'pricing',
  schema: pricingSchema,
  config: pricingConfig,
  async routes(app) {
    await app.register(pricingRepository);
    await app.register(couponRepository);
    await app.register(vatgstRepository);
    defineJobs(app);
    await app.register(pricingRoutes, { prefix: '/hotel' });
    await app.register(couponRoutes, { prefix: '/coupons' });
    await app.register(vatgstRoutes, { prefix: '/vatgst' });
    await app.register(logRoutes, { prefix: '/logs' });
    await app.register(archiveRoutes, { prefix: '/archives' });
    await app.register(jobRoutes, { prefix: '/jobs' });
  },
  seed: pricingSeed,
};
