/**
 * Decorates `app.media` (the content and banner images and their references) for the cms area's routes.
 * Stored images the storage lacks are regenerated from the seed's images (seed/content-images.ts). The lock per
 * media name is `app.locks` (across instances with REDIS_URL).
 */
import fp from 'fastify-plugin';
import { seedImageBytes } from '../seed/content-images';
import { MediaLibrary } from './media-library';

export default fp(
  async function media(app) {
    app.decorate('media', new MediaLibrary(app.storage, app.db, seedImageBytes, app.locks));
  },
  { name: 'cms-media', dependencies: ['db', 'providers'] },
);
