/**
 * Departments (docs/areas/helpdesk.md, "Calls"): the HTTP side; the SQL is in repository.ts
 * (`app.departments`). Adding, editing and removing are SuperAdmin only (docs/areas/platform.md, "Roles and
 * access"): a Department user gets the list read-only, with counts of the tickets it may see
 * (docs/areas/helpdesk.md, "Department list, read-only"). Removing is a soft delete (the name becomes free
 * again, tickets keep their department) that disables the department's Department users and ends their
 * sessions (docs/decisions.md, "A removed department's users").
 */
import { HelpdeskMessages, HelpdeskOperations as op, Roles } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Access,
  actorOf,
  bearerToken,
  callerOf,
  conflict,
  forbidden,
  isUniqueViolation,
  isUuid,
  notFound,
  routeOperation,
  SIGNED_IN,
  unauthorized,
} from '@backoffice/api-server';

const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Throws 409 when a live department other than `exceptId` has this name (case-insensitively). */
  const assertNameFree = async (name: string, exceptId?: string) => {
    if (await app.departments.nameTaken(name, exceptId))
      throw conflict(HelpdeskMessages.departments.nameTaken);
  };

  routeOperation(app, op.addDepartment, { config: { access: Access.superAdmin } }, async (request) => {
    const name = request.body.name.trim();
    await assertNameFree(name);
    try {
      return {
        message: HelpdeskMessages.departments.added,
        data: await app.departments.add(name, actorOf(request)),
      };
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(HelpdeskMessages.departments.nameTaken);
      throw e;
    }
  });

  routeOperation(app, op.updateDepartment, { config: { access: Access.superAdmin } }, async (request) => {
    const name = request.body.name.trim();
    const { departmentId } = request.body;
    if (!isUuid(departmentId)) throw notFound(HelpdeskMessages.departments.notFound);
    await assertNameFree(name, departmentId);
    try {
      if (!(await app.departments.rename(departmentId, name, actorOf(request))))
        throw notFound(HelpdeskMessages.departments.notFound);
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(HelpdeskMessages.departments.nameTaken);
      throw e;
    }
    return { message: HelpdeskMessages.departments.updated };
  });

  routeOperation(app, op.removeDepartment, { config: { access: Access.superAdmin } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(HelpdeskMessages.departments.notFound);
    // The department's Department users are disabled with it, in one transaction (repository.ts).
    const disabled = await app.departments.remove(id, actorOf(request));
    if (!disabled) throw notFound(HelpdeskMessages.departments.notFound);
    // Their open sockets close once the change is committed (a socket re-checks nothing by itself).
    for (const userId of disabled) await app.disconnectUser(userId);
    return { data: 'OK' as const, message: HelpdeskMessages.departments.deleted };
  });

  routeOperation(app, op.getDepartmentById, { config: { access: SIGNED_IN } }, async (request) => {
    const me = callerOf(request);
    const { departmentId } = request.query;
    // A Department user reads only its own department; another one is "not found"
    // (docs/areas/platform.md, "Roles and access"; docs/areas/helpdesk.md, "Who sees which ticket").
    if (!isUuid(departmentId) || (me.role === Roles.Department && me.departmentId !== departmentId)) {
      throw notFound(HelpdeskMessages.departments.notFound);
    }
    const dept = await app.departments.findLive(departmentId);
    if (!dept) throw notFound(HelpdeskMessages.departments.notFound);
    return { data: dept };
  });

  // The Create User form's Department select (docs/areas/users.md, "Calls"): the live departments by name.
  routeOperation(app, op.listDepartmentOptions, { config: { access: Access.superAdmin } }, async () => ({
    data: await app.departments.list(undefined),
  }));

  routeOperation(
    app,
    op.listDepartments,
    // Public: the signed-out sign-up form offers the departments (docs/api-database.md, "Rulings"). Rate limited.
    { config: { access: 'public' } },
    async (request) => {
      await app.limiter.enforce(`public:address:${request.ip}`, app.config.rateLimits.publicPerAddress);
      const name = request.body?.name?.trim();
      const status = request.body?.status;
      if (status) {
        // The status filter counts tickets: signed-in SuperAdmin or Department users only, each counting the
        // tickets it may see (a Department user's read-only list, docs/areas/helpdesk.md).
        const me = await app.tokens.verify(bearerToken(request));
        if (!me) throw unauthorized();
        if (me.role === Roles.Employee) throw forbidden();
        return { department: await app.departments.listWithTicketCounts(name, status, me) };
      }
      return { department: await app.departments.list(name) };
    },
  );
};

export default departmentRoutes;
