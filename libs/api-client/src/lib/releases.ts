import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type { ReleasesOperations as Ops, ReleasesResponse } from '@backoffice/contracts';
import { call } from './client';

/**
 * GET /api/releases (SuperAdmin only): every released area with its live release (`live`, null when the console
 * loads the remote of its own build) and its stored builds newest first, and the last 100 release, promote and
 * rollback records, newest first (contracts' releases.ts). Nothing released: `{ areas: [], history: [] }`.
 * @throws ApiError 401 without a token, 403 for a role other than SuperAdmin.
 */
export async function getReleases(): Promise<ReleasesResponse> {
  // The operation of libs/contracts/src/releases.ts (`ReleasesOperations`) at its route (`PlatformRoutes`, call.ts).
  return call<Ops['getReleases']>(routes.getReleases);
}
