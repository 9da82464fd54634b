/**
 * GET /api/uploads/{name}: a stored ticket or discussion image, for a signed-in caller who may see that
 * ticket (DECISIONS.md: only the website's public reads and writes go without a token). The UI fetches it
 * with the bearer token (as a blob). Another ticket's image is "not found".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, or } from 'drizzle-orm';
import { Type } from 'typebox';
import { ticketDiscussions, tickets } from '../db/schema';
import { SIGNED_IN, callerOf } from '../plugins/app/auth';
import { notFound } from '../services/http-errors';
import { STORED_NAME } from '../services/storage';
import { ticketsVisibleTo } from './ticket';

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:name',
    { config: { access: SIGNED_IN }, schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!STORED_NAME.test(name)) throw notFound();
      const [owner] = await app.db
        .select({ id: tickets.id })
        .from(tickets)
        .leftJoin(ticketDiscussions, eq(ticketDiscussions.ticketId, tickets.id))
        .where(and(or(eq(tickets.imagePath, name), eq(ticketDiscussions.imagePath, name)), ticketsVisibleTo(callerOf(request))))
        .limit(1);
      const bytes = owner ? await app.storage.read(name) : null;
      if (!bytes) throw notFound();
      return reply
        .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(bytes);
    },
  );
};

export default uploadRoutes;
