/**
 * The admins list and Add Admin (docs/areas/users.md, "Calls", "PIN step-up"), under /user, SuperAdmin only:
 * POST /adminList (a page of the admins, oldest first, searched by name or e-mail) and POST /addAdmin `{ email }` (needs the caller's fresh PIN
 * step-up; the old client sent it without a token: a token is required). Each route is registered from its operation
 * of libs/contracts/src/users.ts (routeOperation).
 */
import { ADMINS_PAGE_SIZE, EMAIL_SHAPE, UsersMessages, UsersOperations as op } from '@backoffice/contracts';
import { Access, actorOf, badRequest, callerOf, requireStepUp, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addAdmin, listAdmins } from './repository';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listAdmins, { config: { access: Access.superAdmin } }, async (request) =>
    listAdmins(app.db, request.body?.page ?? 1, request.body?.limit ?? ADMINS_PAGE_SIZE, request.body?.search),
  );

  routeOperation(
    app,
    op.addAdmin,
    {
      config: { access: Access.superAdmin },
      // The step-up is checked before the body: without it the caller learns nothing about the e-mail.
      preValidation: async (request) => {
        await requireStepUp(app.db, callerOf(request));
      },
    },
    async (request, reply) => {
      const email = (request.body.email ?? '').trim().toLowerCase();
      if (!email) throw badRequest(UsersMessages.admins.emailRequired);
      if (!EMAIL_SHAPE.test(email)) throw badRequest(UsersMessages.create.emailInvalid);
      const { admin, promoted } = await addAdmin(app, email, actorOf(request));
      // A promoted user's tokens were revoked with its new role: its open sessions end too (session_ended).
      if (promoted) await app.endSessions(admin._id);
      return reply.status(201).send({ message: UsersMessages.admins.added, data: admin });
    },
  );
};
