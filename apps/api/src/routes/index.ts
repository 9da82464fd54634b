import type { FastifyInstance } from 'fastify';
import departmentRoutes from './department';
import notificationRoutes from './ticket/notifications';
import userRoutes from './user';

/** Every HTTP route of the spec's call tables, under `/api` (docs/decisions.md, Platform). */
export default async function routes(app: FastifyInstance) {
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(departmentRoutes, { prefix: '/department' });
  await app.register(notificationRoutes, { prefix: '/ticket' });
}
