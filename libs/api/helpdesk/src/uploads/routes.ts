/**
 * GET /api/uploads/{name}: a stored ticket or discussion image, for a signed-in caller who may see that
 * ticket (docs/areas/platform.md, "Roles and access": only the website's public reads and writes go without a
 * token). The UI fetches it with the bearer token (as a blob; docs/areas/helpdesk.md, "Calls"). Another
 * ticket's image is "not found". Which tickets the caller may see is the tickets repository's rule
 * (`app.tickets.imageVisibleTo`).
 */
import { HelpdeskOperations as op } from '@backoffice/contracts';
import { callerOf, notFound, routeOperation, SIGNED_IN, STORED_NAME } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.loadUploadedImage, { config: { access: SIGNED_IN } }, async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) throw notFound();
    const visible = await app.tickets.imageVisibleTo(callerOf(request), name);
    const bytes = visible ? await app.storage.read(name) : null;
    if (!bytes) throw notFound();
    return reply
      .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(bytes);
  });
};

export default uploadRoutes;
