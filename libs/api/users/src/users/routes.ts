/**
 * User accounts' calls under `/user` (docs/areas/users.md, "Calls"; SuperAdmin): the list, its export, a user's
 * info, Edit User and role management, a department request's decision, Delete, Disable Account and Reactivate. The SQL and rules are in
 * repository.ts (`app.userAccounts`).
 */
import {
  DepartmentRequestBodySchema,
  DisableAccountBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  UpdateUserInfoBodySchema,
  UserIdParamsSchema,
  UserInfoResponseSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserSavedResponseSchema,
  UsersMessages,
  usersExportFileName,
} from '@backoffice/contracts';
import { actorOf, callerOf, fileAnswer } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN } from '../common';
import type { Caller } from './repository';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The caller of a write: the audit actor and the session its PIN step-up belongs to. */
const callerFrom = (request: FastifyRequest): Caller => {
  const me = callerOf(request);
  return { actor: actorOf(request), session: { id: me.id, jti: me.jti } };
};

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/all',
    { config: { access: SUPER_ADMIN }, schema: { querystring: UserListQuerySchema, response: { 200: UserListResponseSchema } } },
    async (request) => app.userAccounts.list(request.query),
  );

  // The filtered list without paging (page and limit are ignored), streamed as Users-{date}.xlsx.
  app.get(
    '/export',
    { config: { access: SUPER_ADMIN }, schema: { querystring: UserListQuerySchema, response: { 200: fileAnswer(XLSX, 'The matching users as an .xlsx workbook') } } },
    async (request, reply) =>
      reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${usersExportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(app.userAccounts.export(request.query)),
  );

  app.get(
    '/info/:userId',
    { config: { access: SUPER_ADMIN }, schema: { params: UserIdParamsSchema, response: { 200: UserInfoResponseSchema } } },
    async (request) => ({ data: await app.userAccounts.info(request.params.userId) }),
  );

  app.put(
    '/info/:userId',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: UserIdParamsSchema, body: UpdateUserInfoBodySchema, response: { 200: UserSavedResponseSchema } },
    },
    async (request) => ({
      message: UsersMessages.edit.success,
      data: await app.userAccounts.update(request.params.userId, request.body, callerFrom(request)),
    }),
  );

  app.put(
    '/departmentRequest/:userId',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: UserIdParamsSchema, body: DepartmentRequestBodySchema, response: { 200: UserSavedResponseSchema } },
    },
    async (request) => {
      const { decision } = request.body;
      const data = await app.userAccounts.decideRequest(request.params.userId, decision, callerFrom(request));
      const { approved, refused } = UsersMessages.departmentRequest;
      return { message: decision === 'approve' ? approved : refused, data };
    },
  );

  app.put(
    '/removeUser/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: IdParamsSchema, noBody: true, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.userAccounts.remove(request.params.id, callerFrom(request));
      return { message: UsersMessages.account.deleted };
    },
  );

  app.put(
    '/disableAccount/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: IdParamsSchema, body: DisableAccountBodySchema, response: { 200: UserSavedResponseSchema } },
    },
    async (request) => {
      const { data, reactivated } = await app.userAccounts.setExpiry(request.params.id, request.body.expireDate, callerFrom(request));
      return { message: reactivated ? UsersMessages.account.reactivated : UsersMessages.account.disabled, data };
    },
  );
};
