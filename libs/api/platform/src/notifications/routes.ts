/**
 * The caller's notifications (docs/areas/platform.md, "Calls": they live under /ticket in the old API).
 */
import { EmptyBodySchema, ListNotificationResponseSchema, PlatformMessages, MessageResponseSchema } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, SIGNED_IN } from '@backoffice/api-server';

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/list-notification',
    { config: { access: SIGNED_IN }, schema: { body: EmptyBodySchema, response: { 200: ListNotificationResponseSchema } } },
    async (request) => ({ data: await app.notifications.list(callerOf(request).id) }),
  );

  app.post(
    '/update-notification',
    { config: { access: SIGNED_IN }, schema: { body: EmptyBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.notifications.markAllRead(callerOf(request).id);
      return { message: PlatformMessages.notifications.markedRead };
    },
  );
};

export default notificationRoutes;
