import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type { DashboardOperations as Ops, DashboardQuery, DashboardResponse } from '@backoffice/contracts';
import { call } from './client';

/**
 * GET /api/dashboard?from=&to=&zone= (docs/areas/dashboard.md): what the caller's role works on, in one call: a
 * SuperAdmin's work queues and the business in figures (amounts in minor units of `figures.currency`) for the range
 * beside the previous period; a Department user's open tickets by status and age; an Employee's own tickets.
 *
 * @param query `from`/`to` calendar days (YYYY-MM-DD, both included; default the last 30 days), `zone` the IANA
 *   time zone of "today" (default Asia/Kolkata).
 * @throws ApiError 400 for a range that ends before it starts, spans more than 366 days or an unknown zone; 401.
 */
export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<DashboardResponse> {
  // The operation of libs/contracts/src/dashboard.ts (`DashboardOperations`) at its route (`PlatformRoutes`, call.ts).
  return call<Ops['getDashboard']>(routes.getDashboard, { query }, { signal });
}
