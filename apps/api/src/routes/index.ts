import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedImageBytes } from '../seed/content-images';
import { MediaLibrary } from '../services/images';
import cmsRoutes from './cms';
import contactRoutes from './contact';
import departmentRoutes from './department';
import faqRoutes from './faq';
import imagesForYouRoutes from './imagesforyou';
import mediaRoutes from './media';
import subscriptionRoutes from './subscription';
import ticketRoutes from './ticket';
import notificationRoutes from './ticket/notifications';
import uploadRoutes from './uploads';
import userRoutes from './user';

/** Every HTTP route of the spec's call tables, under `/api` (docs/decisions.md, Platform). */
export default async function routes(app: FastifyInstance) {
  // Readiness for start scripts and load balancers: answers 503 while the database does not answer.
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' });
    }
  });
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(departmentRoutes, { prefix: '/department' });
  await app.register(notificationRoutes, { prefix: '/ticket' });
  await app.register(ticketRoutes, { prefix: '/ticket' });
  await app.register(uploadRoutes, { prefix: '/uploads' });
  // Website content (issue 4): banner sets, content blocks, FAQ, the public forms' lists, public images.
  app.decorate('media', new MediaLibrary(app.storage, app.db, seedImageBytes));
  await app.register(imagesForYouRoutes, { prefix: '/imagesforyou' });
  await app.register(cmsRoutes, { prefix: '/cms' });
  await app.register(faqRoutes, { prefix: '/faq' });
  await app.register(subscriptionRoutes, { prefix: '/subscription' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(mediaRoutes, { prefix: '/media' });
}
