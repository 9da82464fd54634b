/**
 * User accounts' calls under `/user` (docs/areas/users.md, "Calls"; SuperAdmin): the list, its export, a user's
 * info, Edit User and role management, a department request's decision, Delete, Disable Account and Reactivate. Each
 * route is registered from its operation of libs/contracts/src/users.ts (routeOperation); the SQL and rules are in
 * repository.ts (`app.userAccounts`).
 */
import { UsersMessages, UsersOperations as op, usersExportFileName } from '@backoffice/contracts';
import { actorOf, callerOf, routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './repository';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The caller of a write: the audit actor and the session its PIN step-up belongs to. */
const callerFrom = (request: FastifyRequest): Caller => {
  const me = callerOf(request);
  return { actor: actorOf(request), session: { id: me.id, jti: me.jti } };
};

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listUsers, superAdminRoute, async (request) => app.userAccounts.list(request.query));

  // The filtered list without paging (page and limit are ignored), streamed as Users-{date}.xlsx.
  routeOperation(app, op.exportUsers, superAdminRoute, async (request, reply) =>
    reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${usersExportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(app.userAccounts.export(request.query)),
  );

  routeOperation(app, op.getUserInfo, superAdminRoute, async (request) => ({ data: await app.userAccounts.info(request.params.userId) }));

  routeOperation(app, op.updateUserInfo, superAdminRoute, async (request) => ({
    message: UsersMessages.edit.success,
    data: await app.userAccounts.update(request.params.userId, request.body, callerFrom(request)),
  }));

  routeOperation(app, op.decideDepartmentRequest, superAdminRoute, async (request) => {
    const { decision } = request.body;
    const data = await app.userAccounts.decideRequest(request.params.userId, decision, callerFrom(request));
    const { approved, refused } = UsersMessages.departmentRequest;
    return { message: decision === 'approve' ? approved : refused, data };
  });

  routeOperation(app, op.removeUser, superAdminRoute, async (request) => {
    await app.userAccounts.remove(request.params.id, callerFrom(request));
    return { message: UsersMessages.account.deleted };
  });

  routeOperation(app, op.setAccountExpiry, superAdminRoute, async (request) => {
    const { data, reactivated } = await app.userAccounts.setExpiry(request.params.id, request.body.expireDate, callerFrom(request));
    return { message: reactivated ? UsersMessages.account.reactivated : UsersMessages.account.disabled, data };
  });
};
