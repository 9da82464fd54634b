/**
 * `GET /releases` under /api, SuperAdmin only (another role 403, no token 401): which build of each area is
 * live, the builds stored in RELEASES_DIR and the last release, promote and rollback records (contracts'
 * releases.ts; docs/releases.md, "Promotion and rollback"). Nothing released (no RELEASES_DIR): `{ areas: [],
 * history: [] }`. A malformed live manifest is logged and read as nothing live, which is what the console then
 * loads (releases-static.ts). Registered from its operation (`ReleasesOperations.getReleases`).
 */
import { RELEASES_HISTORY_LIMIT, ReleasesOperations, Roles } from '@backoffice/contracts';
import { routeOperation, type TypeboxApp } from '@backoffice/api-server';
import { readLiveManifest, readReleasedAreas, readReleaseHistory } from './releases-dir';

export default async function releasesRoutes(app: TypeboxApp, opts: { releasesDir: string }) {
  routeOperation(
    app,
    ReleasesOperations.getReleases,
    { config: { access: [Roles.SuperAdmin] }, schema: { summary: 'Released areas: live version, stored builds, history' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      let live = null;
      try {
        live = await readLiveManifest(opts.releasesDir);
      } catch (error) {
        request.log.error({ err: error }, 'the live manifest is malformed: read as nothing live');
      }
      const [areas, history] = await Promise.all([
        readReleasedAreas(opts.releasesDir, live),
        readReleaseHistory(opts.releasesDir, RELEASES_HISTORY_LIMIT),
      ]);
      return { areas, history };
    },
  );
}
