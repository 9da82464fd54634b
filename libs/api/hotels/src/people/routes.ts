/**
 * POST /user/checkAdmin (docs/areas/hotels.md, "Owners, contacts and managers", "Add flow"; SuperAdmin): finds
 * or registers the hotel owner's account by e-mail and answers `{ _id, token }`, `token` being the owner
 * reference POST /hotel takes (people/owner-token.ts).
 * - The signed-in SuperAdmin's own e-mail (what the Add Hotel form sends): that account becomes an owner.
 * - A hotel account's e-mail: that account, made an owner (userType ADMIN, accessLevel OWNER).
 * - An unknown e-mail: a new owner account (no console role; a password only when one is given).
 * - Another console account's e-mail: 409 HotelsMessages.hotel.emailIsStaff.
 * Each change of an account is audited ('user.create' / 'user.update').
 */
import { CheckAdminBodySchema, CheckAdminResponseSchema, HotelsMessages } from '@backoffice/contracts';
import { actorOf, audit, conflict } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { makeOwner } from '../hotels/repository';
import { signOwnerReference } from './owner-token';

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/checkAdmin',
    {
      config: { access: SUPER_ADMIN },
      schema: { body: CheckAdminBodySchema, response: { 201: CheckAdminResponseSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const actor = actorOf(request);
      const email = body.email.trim().toLowerCase();
      const passwordHash = body.password ? await app.passwords.hash(body.password) : null;
      const id = await app.db.transaction(async (tx) => {
        const [found] = await tx.select({ id: users.id, role: users.role }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
        if (found) {
          if (found.role && found.id !== request.user?.id) throw conflict(HotelsMessages.hotel.emailIsStaff);
          await makeOwner(tx, found.id, actor);
          return found.id;
        }
        const values = {
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          userType: 'ADMIN' as const,
          accessLevel: 'OWNER' as const,
        };
        const [created] = await tx
          .insert(users)
          .values({ ...values, role: null, passwordHash })
          .returning({ id: users.id });
        await audit(tx, actor, { action: 'user.create', entityType: 'user', entityId: created.id, before: null, after: values });
        return created.id;
      });
      return reply.status(201).send({ _id: id, token: await signOwnerReference(app.config.jwtSecret, id) });
    },
  );
};

export default peopleRoutes;
