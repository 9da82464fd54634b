/**
 * The help desk's SLAs (docs/areas/helpdesk.md, "SLAs"), mounted under /sla:
 * - `GET /sla/departments/:departmentId` → `{data: policy | null}`: a SuperAdmin, or a Department user of that
 *   department (another department is "not found", as GET /department/get-department-by-id answers);
 * - `PUT /sla/departments/:departmentId` (SuperAdmin) → `{message, data}`: stores the policy and replaces its holidays
 *   in one transaction, audited as `department.sla`; 400 with a HelpdeskMessages.sla message and nothing changed for
 *   a bad target, time zone, week or holiday;
 * - `DELETE /sla/departments/:departmentId` (SuperAdmin) → `{message, data: null}`; 404 when there is no policy.
 * The plugin also registers the clock (clock.ts) on the tickets' writes and the about-to-breach job (warnings.ts).
 */
import { HelpdeskMessages, HelpdeskOperations as op, Roles, slaPolicyProblem } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Access,
  actorOf,
  badRequest,
  callerOf,
  isUuid,
  notFound,
  routeOperation,
  SIGNED_IN,
} from '@backoffice/api-server';
import { slaClockHooks, type SlaClockOptions } from './clock';
import { readPolicy, removePolicy, savePolicy } from './policies';
import { slaWarningsJob } from './warnings';

/** Options of the plugin: the clock's (tests pass a controlled `now`). */
export type SlaRoutesOptions = SlaClockOptions;

const slaRoutes: FastifyPluginAsyncTypebox<SlaRoutesOptions> = async (app, options) => {
  app.tickets.addHooks(slaClockHooks({ now: options.now }));
  app.jobs.define(slaWarningsJob({ db: app.db, notifications: app.notifications }));

  /** The live department's id, or 404. */
  const liveDepartment = async (departmentId: string) => {
    if (!isUuid(departmentId) || !(await app.departments.findLive(departmentId))) {
      throw notFound(HelpdeskMessages.departments.notFound);
    }
    return departmentId;
  };

  routeOperation(app, op.getDepartmentSla, { config: { access: SIGNED_IN } }, async (request) => {
    const me = callerOf(request);
    const { departmentId } = request.params;
    const mine = me.role === Roles.Department && me.departmentId === departmentId;
    if (me.role !== Roles.SuperAdmin && !mine) throw notFound(HelpdeskMessages.departments.notFound);
    await liveDepartment(departmentId);
    return { data: (await readPolicy(app.db, departmentId))?.policy ?? null };
  });

  routeOperation(app, op.saveDepartmentSla, { config: { access: Access.superAdmin } }, async (request) => {
    const departmentId = await liveDepartment(request.params.departmentId);
    const problem = slaPolicyProblem(request.body);
    if (problem) throw badRequest(problem);
    const data = await savePolicy(app.db, departmentId, request.body, actorOf(request));
    return { message: HelpdeskMessages.sla.saved, data };
  });

  routeOperation(app, op.removeDepartmentSla, { config: { access: Access.superAdmin } }, async (request) => {
    const departmentId = await liveDepartment(request.params.departmentId);
    if (!(await removePolicy(app.db, departmentId, actorOf(request))))
      throw notFound(HelpdeskMessages.departments.notFound);
    return { message: HelpdeskMessages.sla.removed, data: null };
  });
};

export default slaRoutes;
