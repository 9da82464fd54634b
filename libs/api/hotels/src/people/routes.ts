/**
 * POST /user/checkAdmin (docs/areas/hotels.md, "Owners, contacts and managers", "Add flow"; SuperAdmin): finds
 * or registers the hotel owner's account by e-mail and answers `{ _id, token }`, `token` being the owner
 * reference POST /hotel takes (people/owner-token.ts).
 * - The signed-in SuperAdmin's own e-mail (what the Add Hotel form sends): that account becomes an owner too
 *   (userType ADMIN, accessLevel OWNER); its console role, e-mail and password stay.
 * - An owner account's e-mail: that account, unchanged.
 * - An unknown e-mail: a new owner account (no console role; a password only when one is given).
 * - Any other account is refused with 409 and changes nothing, since this call never changes an account's type
 *   (hotels/repository.ts `assertMayOwn`): another console account (HotelsMessages.hotel.emailIsStaff), a customer
 *   or guest (HotelsMessages.hotel.customerLocked, role management's words), a contact or a manager
 *   (HotelsMessages.hotel.emailIsOtherHotelAccount).
 * Each change of an account is audited ('user.create' / 'user.update').
 */
import { CheckAdminBodySchema, CheckAdminResponseSchema } from '@backoffice/contracts';
import { actorOf, audit } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { assertMayOwn, makeOwner } from '../hotels/repository';
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
        const [found] = await tx
          .select({ id: users.id, role: users.role, userType: users.userType, accessLevel: users.accessLevel })
          .from(users)
          .where(and(eq(users.email, email), isNull(users.deletedAt)));
        if (found) {
          assertMayOwn(found, request.user?.id);
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
