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
import { HotelsOperations } from '@backoffice/contracts';
import { Access, actorOf, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findOrRegisterOwner } from './repository';
import { signOwnerReference } from './owner-token';

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    HotelsOperations.checkAdmin,
    { config: { access: Access.superAdmin } },
    async (request, reply) => {
      const body = request.body;
      const actor = actorOf(request);
      const email = body.email.trim().toLowerCase();
      const passwordHash = body.password ? await app.passwords.hash(body.password) : null;
      const id = await findOrRegisterOwner(
        app.db,
        { email, firstName: body.firstName, lastName: body.lastName, passwordHash },
        request.user?.id,
        actor,
      );
      return reply.status(201).send({ _id: id, token: await signOwnerReference(app.config.jwtSecret, id) });
    },
  );
};

export default peopleRoutes;
