/**
 * Bulk runs (docs/areas/platform.md, "Bulk runs"): `/api/bulk-runs`, one action on many records as one background
 * job with progress, cancel and a report. Every function throws ApiError: 400 with BulkMessages' text (no selection,
 * nothing matching, too many, bad options), 403 (not a SuperAdmin), 404 (no such run), 409 (cancel of an ended run).
 */
import type { BulkRun, BulkRunDetail, BulkRunDetailQuery, BulkRunListQuery, BulkRunListResponse, StartBulkRunBody } from '@backoffice/contracts';
import { http } from './shared-client';

const id = (value: string) => encodeURIComponent(value);

/** POST /api/bulk-runs: starts a run on `ids` or on every record matching `scope` (202 with the queued run). */
export async function startBulkRun(body: StartBulkRunBody): Promise<BulkRun> {
  return (await http.post<BulkRun>('/bulk-runs', body)).data;
}

/** GET /api/bulk-runs: runs newest first; `active` true: only those not ended (the top bar's jobs tray). */
export async function listBulkRuns(query: BulkRunListQuery = {}, signal?: AbortSignal): Promise<BulkRunListResponse> {
  return (await http.get<BulkRunListResponse>('/bulk-runs', { params: query, signal })).data;
}

/** GET /api/bulk-runs/:id: the run and one page of its report, filtered by outcome. */
export async function getBulkRun(runId: string, query: BulkRunDetailQuery = {}, signal?: AbortSignal): Promise<BulkRunDetail> {
  return (await http.get<BulkRunDetail>(`/bulk-runs/${id(runId)}`, { params: query, signal })).data;
}

/** POST /api/bulk-runs/:id/cancel: asks the run to stop after its current item (answers the run, `cancelling`). */
export async function cancelBulkRun(runId: string): Promise<BulkRun> {
  return (await http.post<BulkRun>(`/bulk-runs/${id(runId)}/cancel`)).data;
}
