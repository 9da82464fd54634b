/**
 * The admins list and Add Admin (docs/areas/users.md, "Calls", "PIN step-up"), under /user, SuperAdmin only:
 * POST /adminList (a page of the admins, oldest first, searched by name or e-mail) and POST /addAdmin `{ email }` (needs the caller's fresh PIN
 * step-up; the old client sent it without a token: a token is required).
 */
import {
  AddAdminBodySchema,
  AddAdminResponseSchema,
  AdminListBodySchema,
  AdminListResponseSchema,
  ADMINS_PAGE_SIZE,
  EMAIL_SHAPE,
  UsersMessages,
} from '@backoffice/contracts';
import { actorOf, badRequest, callerOf, requireStepUp } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';
import { addAdmin, listAdmins } from './repository';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/adminList',
    {
      config: { access: SUPER_ADMIN },
      schema: { body: AdminListBodySchema, response: { 200: AdminListResponseSchema } },
    },
    async (request) => listAdmins(app.db, request.body?.page ?? 1, request.body?.limit ?? ADMINS_PAGE_SIZE, request.body?.search),
  );

  app.post(
    '/addAdmin',
    {
      config: { access: SUPER_ADMIN },
      // The step-up is checked before the body: without it the caller learns nothing about the e-mail.
      preValidation: async (request) => {
        await requireStepUp(app.db, callerOf(request));
      },
      schema: { body: AddAdminBodySchema, response: { 201: AddAdminResponseSchema } },
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
