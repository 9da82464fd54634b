/**
 * Bulk runs (docs/areas/platform.md, "Bulk runs"), SuperAdmin only (403 otherwise) unless the action's definition
 * lets another role start it (`access`: Department users for the help desk's ticket actions), who then read and
 * cancel only their own runs (another's 404); the store is `app.bulkRuns`
 * (repository.ts), the worker the `bulk-run` job queue (runner.ts), the actions `app.bulk` (the areas define them):
 * - POST /bulk-runs → 202 with the queued run: exactly one of `ids` / `scope` (400 BulkMessages.selectionRequired),
 *   an action some area defines (400 badParams), resolved by the action (its own 400 / 404), 1 to
 *   BULK_RUN_MAX_ITEMS records (400 nothingToRun / tooMany); the run, its items and its audit event
 *   (`bulk_run.start`) in one transaction, then its job queued;
 * - GET /bulk-runs?active=&action=&limit= → `{ data }`, newest first;
 * - GET /bulk-runs/{id}?outcome=&page=&limit= → the run and one page of its report in position order (404 notFound);
 * - POST /bulk-runs/{id}/cancel → the run: cancelled at once when still queued, else `cancelling` until the current
 *   item ends; audited `bulk_run.cancel`. 404 notFound, 409 `ended`.
 * Each route is registered from its operation (`BulkRunsOperations` of libs/contracts/src/bulk.ts; routeOperation).
 */
import {
  BULK_ACTION_LABELS,
  BULK_RUN_MAX_ITEMS,
  BulkMessages,
  BulkRunsOperations as op,
  ChangeRooms,
  Roles,
} from '@backoffice/contracts';
import {
  Access,
  actorOf,
  badRequest,
  callerOf,
  conflict,
  forbidden,
  notFound,
  routeOperation,
  type AuthUser,
  type BulkItemRef,
} from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BULK_RUN_QUEUE, defineBulkRunQueue, type BulkRunJobData } from './runner';

/**
 * Who reaches the calls at all: the SuperAdmins, and the Department users for the actions whose definition lets them
 * (`access`: the help desk's tickets.assign and tickets.setStatus). Anyone but a SuperAdmin reads and cancels only the
 * runs it started (another's answers 404).
 */
const STARTERS = [Roles.SuperAdmin, Roles.Department];
const starterAccess = { config: { access: STARTERS } };

/** The runs `me` may read and cancel: every run (SuperAdmin), else `me`'s own (the starter's id to filter on). */
const ownRunsOf = (me: AuthUser): string | undefined => (me.role === Roles.SuperAdmin ? undefined : me.id);

/** The console path (path and query) of the page that sent the request, from its Referer; null without one. */
function refererPath(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return null;
  }
}

/** The items in order with each id once (the first kept). */
function distinct(items: readonly BulkItemRef[]): BulkItemRef[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

const bulkRunRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineBulkRunQueue(app);
  // A run's changes (start, progress, cancel, end) reach its starter too, beside the SuperAdmins (the default).
  app.changeRooms.register('bulk_run', async (ids) => {
    const starters = await app.bulkRuns.startersOf(ids);
    return new Map([...starters].map(([id, userId]) => [id, [ChangeRooms.user(userId)]]));
  });

  routeOperation(app, op.startBulkRun, starterAccess, async (request, reply) => {
    const { action, ids, scope, params = {}, origin } = request.body;
    if ((ids === undefined) === (scope === undefined)) throw badRequest(BulkMessages.selectionRequired);
    const definition = app.bulk.get(action);
    if (!definition) throw badRequest(BulkMessages.badParams);
    if (!(definition.access ?? Access.superAdmin).includes(callerOf(request).role)) throw forbidden();
    const actor = actorOf(request);
    const resolved = await definition.resolve(
      { ids: ids ? [...new Set(ids)] : undefined, scope, params },
      actor,
    );
    const items = distinct(resolved.items);
    if (!items.length) throw badRequest(BulkMessages.nothingToRun);
    if (items.length > BULK_RUN_MAX_ITEMS) throw badRequest(BulkMessages.tooMany);
    const run = await app.bulkRuns.start(
      { ...actor, userId: callerOf(request).id },
      {
        action,
        title: `${BULK_ACTION_LABELS[action]}: ${resolved.title}`,
        params,
        origin: origin ?? refererPath(request),
        items,
      },
    );
    try {
      const jobId = await app.jobs.send<BulkRunJobData>(BULK_RUN_QUEUE, { runId: run.id });
      await app.bulkRuns.setQueueJob(run.id, jobId);
    } catch (error) {
      // Never queued: the run would wait for ever. It ends failed and the caller sees the error.
      await app.bulkRuns.end(run.id, 'failed', (error as Error).message);
      throw error;
    }
    return reply.code(202).send(run);
  });

  routeOperation(app, op.listBulkRuns, starterAccess, async (request) => ({
    data: await app.bulkRuns.list(request.query, ownRunsOf(callerOf(request))),
  }));

  routeOperation(app, op.getBulkRun, starterAccess, async (request) => {
    const own = ownRunsOf(callerOf(request));
    if (own && (await app.bulkRuns.get(request.params.id))?.startedBy.id !== own)
      throw notFound(BulkMessages.notFound);
    const detail = await app.bulkRuns.detail(request.params.id, request.query);
    if (!detail) throw notFound(BulkMessages.notFound);
    return detail;
  });

  routeOperation(app, op.cancelBulkRun, starterAccess, async (request) => {
    const own = ownRunsOf(callerOf(request));
    if (own && (await app.bulkRuns.get(request.params.id))?.startedBy.id !== own)
      throw notFound(BulkMessages.notFound);
    const result = await app.bulkRuns.cancel(actorOf(request), request.params.id);
    if (result.outcome === 'not_found') throw notFound(BulkMessages.notFound);
    if (result.outcome === 'ended') throw conflict(BulkMessages.ended);
    return result.run;
  });
};

export default bulkRunRoutes;
