/**
 * Bulk runs (docs/areas/platform.md, "Bulk runs"): `/api/bulk-runs`, one action on many records as one background
 * job with progress, cancel and a report. Each call is the operation of libs/contracts/src/bulk.ts
 * (`BulkRunsOperations`) called at its route (`PlatformRoutes`, call.ts). Every function throws ApiError: 400 with
 * BulkMessages' text (no selection, nothing matching, too many, bad options), 403 (not a SuperAdmin), 404 (no such
 * run), 409 (cancel of an ended run).
 */
import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type {
  BulkRun,
  BulkRunDetail,
  BulkRunDetailQuery,
  BulkRunListQuery,
  BulkRunListResponse,
  BulkRunsOperations as Ops,
  StartBulkRunBody,
} from '@backoffice/contracts';
import { call } from './shared-client';

/** POST /api/bulk-runs: starts a run on `ids` or on every record matching `scope` (202 with the queued run). */
export async function startBulkRun(body: StartBulkRunBody): Promise<BulkRun> {
  return call<Ops['startBulkRun']>(routes.startBulkRun, { body });
}

/** GET /api/bulk-runs: runs newest first; `active` true: only those not ended (the top bar's jobs tray). */
export async function listBulkRuns(query: BulkRunListQuery = {}, signal?: AbortSignal): Promise<BulkRunListResponse> {
  return call<Ops['listBulkRuns']>(routes.listBulkRuns, { query }, { signal });
}

/** GET /api/bulk-runs/:id: the run and one page of its report, filtered by outcome. */
export async function getBulkRun(runId: string, query: BulkRunDetailQuery = {}, signal?: AbortSignal): Promise<BulkRunDetail> {
  return call<Ops['getBulkRun']>(routes.getBulkRun, { params: { id: runId }, query }, { signal });
}

/** POST /api/bulk-runs/:id/cancel: asks the run to stop after its current item (answers the run, `cancelling`). */
export async function cancelBulkRun(runId: string): Promise<BulkRun> {
  return call<Ops['cancelBulkRun']>(routes.cancelBulkRun, { params: { id: runId } });
}
