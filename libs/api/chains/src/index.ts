/**
 * @backoffice/api-chains: the chains area's API (docs/areas/chains.md): property chains with their rates, their
 * Revenue Managers and Hotel Managers (users, invited by e-mail), and the Expedia error list with the customer
 * app's public report. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import { chainsSchema } from './chains.schema';
import { chainsConfig } from './config';
import chainRepository from './chains/repository';
import managerRepository from './managers/repository';
import expediaReportRepository from './reports/repository';
import { chainRoutes, managerRoutes, reportRoutes } from './routes';
import { chainsSeed } from './seed/seed';

export { chainsSchema } from './chains.schema';
export { chainsConfig, type ChainsConfig } from './config';

export const chainsArea: ApiArea = {
  name: 'chains',
  schema: chainsSchema,
  config: chainsConfig,
  async routes(app) {
    await app.register(chainRepository);
    await app.register(managerRepository);
    await app.register(expediaReportRepository);
    await app.register(chainRoutes, { prefix: '/admin/commission' });
    await app.register(managerRoutes, { prefix: '/user' });
    await app.register(reportRoutes, { prefix: '/report' });
  },
  seed: chainsSeed,
};
