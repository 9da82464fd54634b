/**
 * @backoffice/api-platform: the platform's API (docs/areas/platform.md): sign-in (password, the SuperAdmin's PIN),
 * sign-up (and the SuperAdmin's Create User), the signed-in user, password change and the PIN step-up under /user,
 * the caller's notifications under /ticket (their old path), a record's audit trail under /audit, the mail queue
 * (Sent Mail) under /outbox, the one search across the areas under /search (docs/areas/search.md), the dashboard under /dashboard
 * (docs/areas/dashboard.md), the saved views under /views (docs/areas/platform.md, "Saved views") and the bulk runs under
 * /bulk-runs with their job queue `bulk-run` (docs/areas/platform.md, "Bulk runs"). Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import auditRepository from './audit/repository';
import auditRoutes from './audit/routes';
import bulkRunsRepository from './bulk/repository';
import bulkRunRoutes from './bulk/routes';
import { platformConfig } from './config';
import dashboardRoutes from './dashboard/routes';
import notificationRoutes from './notifications/routes';
import outboxRepository from './outbox/repository';
import outboxRoutes from './outbox/routes';
import { platformSchema } from './platform.schema';
import searchRepository from './search/repository';
import searchRoutes from './search/routes';
import usersRepository from './users/repository';
import userRoutes from './users/routes';
import stepUpRoutes from './users/step-up';
import viewsRepository from './views/repository';
import viewRoutes from './views/routes';

export { platformConfig, type PlatformConfig } from './config';

export const platformArea: ApiArea = {
  name: 'platform',
  // The platform's tables (users, departments, tokens, PINs, notifications, outbox) are the shared ones; its own
  // are the saved views and the bulk runs (platform.schema.ts).
  schema: platformSchema,
  config: platformConfig,
  async routes(app) {
    await app.register(usersRepository);
    await app.register(userRoutes, { prefix: '/user' });
    await app.register(stepUpRoutes, { prefix: '/user' });
    await app.register(notificationRoutes, { prefix: '/ticket' });
    await app.register(auditRepository);
    await app.register(auditRoutes, { prefix: '/audit' });
    await app.register(outboxRepository);
    await app.register(outboxRoutes, { prefix: '/outbox' });
    await app.register(searchRepository);
    await app.register(searchRoutes, { prefix: '/search' });
    await app.register(dashboardRoutes, { prefix: '/dashboard' });
    await app.register(viewsRepository);
    await app.register(viewRoutes, { prefix: '/views' });
    await app.register(bulkRunsRepository);
    await app.register(bulkRunRoutes, { prefix: '/bulk-runs' });
  },
};
