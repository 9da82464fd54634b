/**
 * GET /dashboard?from=&to=&zone= (docs/areas/dashboard.md): in one call, what the caller's role works on, for every
 * signed-in role (no token 401). A SuperAdmin: the work queues, the business figures of the range beside the
 * previous period, and the open tickets of every department. A Department user: its department's open tickets (the
 * load, and the ten waiting longest). An Employee: its own ten tickets of latest activity. The parts of the other
 * roles are absent, never empty. 400 (DashboardMessages) for a range that ends before it starts or spans more than
 * DASHBOARD_MAX_RANGE_DAYS days, or a zone this runtime does not know. The route is registered from its operation
 * (`DashboardOperations` of libs/contracts/src/dashboard.ts; routeOperation).
 */
import {
  DASHBOARD_DEFAULT_RANGE_DAYS,
  DASHBOARD_MAX_RANGE_DAYS,
  DISPLAY_TIME_ZONE,
  DashboardMessages,
  DashboardOperations as op,
  Roles,
  isTimeZone,
  isoDayInZone,
  type DashboardQuery,
  type DashboardResponse,
} from '@backoffice/contracts';
import { badRequest, callerOf, routeOperation, SIGNED_IN } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addDays, businessFigures, daysIn, type DayRange } from './figures';
import { countQueues } from './queues';
import { ticketList, ticketLoad } from './tickets';

/**
 * The range and zone a query asks for (docs/areas/dashboard.md, "Range and zone"): `zone` default DISPLAY_TIME_ZONE;
 * `to` default today in the zone; `from` default DASHBOARD_DEFAULT_RANGE_DAYS days ending on `to`.
 * @throws HttpError 400 `badZone`, `badRange` (from after to), `rangeTooLong` (over DASHBOARD_MAX_RANGE_DAYS days).
 */
export function dashboardRange(query: DashboardQuery, now: Date): DayRange & { today: string } {
  const zone = query.zone?.trim() || DISPLAY_TIME_ZONE;
  if (!isTimeZone(zone)) throw badRequest(DashboardMessages.badZone);
  const today = isoDayInZone(now, zone);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_RANGE_DAYS);
  if (from > to) throw badRequest(DashboardMessages.badRange);
  if (daysIn(from, to) > DASHBOARD_MAX_RANGE_DAYS) throw badRequest(DashboardMessages.rangeTooLong);
  return { from, to, zone, today };
}

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.getDashboard, { config: { access: SIGNED_IN } }, async (request) => {
    const now = new Date();
    const range = dashboardRange(request.query, now);
    const me = callerOf(request);
    const answer: DashboardResponse = { role: me.role, generatedAt: now.toISOString(), today: range.today };
    if (me.role === Roles.SuperAdmin) {
      // Side by side: on PostgreSQL each on a connection of the pool (PGlite's one connection takes them in turn).
      [answer.queues, answer.figures, answer.tickets] = await Promise.all([
        countQueues(app.db, { today: range.today, tomorrow: addDays(range.today, 1), zone: range.zone }),
        businessFigures(app.db, range, range.today),
        ticketLoad(app.db, {}, now),
      ]);
    } else if (me.role === Roles.Department) {
      // A Department user without a department (none in the data) sees nothing rather than every department's.
      if (me.departmentId) {
        answer.tickets = await ticketLoad(app.db, { departmentId: me.departmentId }, now);
        answer.ticketList = await ticketList(app.db, { departmentId: me.departmentId });
      }
    } else {
      answer.ticketList = await ticketList(app.db, { userId: me.id });
    }
    return answer;
  });
};

export default dashboardRoutes;
