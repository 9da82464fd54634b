/**
 * GET /api/media/{name}: a stored content or banner image, public (the website shows them without a token).
 * Names are the SHA-256 of the bytes, so an address never changes its content: cached for a year, immutable,
 * and loadable by other origins (the public website). Registered from its operation of libs/contracts/src/cms.ts
 * (`CmsOperations.getMedia`, routeOperation).
 */
import { CmsOperations } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEDIA_NAME, notFound, routeOperation } from '@backoffice/api-server';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, CmsOperations.getMedia, { config: { access: 'public' } }, async (request, reply) => {
    const { name } = request.params;
    const bytes = MEDIA_NAME.test(name) ? await app.media.read(name) : null;
    if (!bytes) throw notFound();
    return reply
      .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes);
  });
};

export default mediaRoutes;
