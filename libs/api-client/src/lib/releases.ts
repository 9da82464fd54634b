import type { ReleasesResponse } from '@backoffice/contracts';
import { http } from './client';

/**
 * GET /api/releases (SuperAdmin only): every released area with its live release (`live`, null when the console
 * loads the remote of its own build) and its stored builds newest first, and the last 100 release, promote and
 * rollback records, newest first (contracts' releases.ts). Nothing released: `{ areas: [], history: [] }`.
 * @throws ApiError 401 without a token, 403 for a role other than SuperAdmin.
 */
export async function getReleases(): Promise<ReleasesResponse> {
  return (await http.get<ReleasesResponse>('/releases')).data;
}
