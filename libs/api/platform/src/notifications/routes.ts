/**
 * The caller's notifications (docs/areas/platform.md, "Calls": they live under /ticket in the old API). Each route
 * is registered from its operation (`NotificationsOperations` of libs/contracts/src/auth.ts; routeOperation).
 */
import { NotificationsOperations as op, PlatformMessages } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, routeOperation, SIGNED_IN } from '@backoffice/api-server';

const signedIn = { config: { access: SIGNED_IN } };

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listNotifications, signedIn, async (request) => ({
    data: await app.notifications.list(callerOf(request).id),
  }));

  routeOperation(app, op.markNotificationsRead, signedIn, async (request) => {
    await app.notifications.markAllRead(callerOf(request).id);
    return { message: PlatformMessages.notifications.markedRead };
  });
};

export default notificationRoutes;
