/**
 * `GET /releases` under /api, SuperAdmin only (another role 403, no token 401): which build of each area is
 * live, the builds stored in RELEASES_DIR and the last release, promote and rollback records (contracts'
 * releases.ts; docs/releases.md, "Promotion and rollback"). Nothing released (no RELEASES_DIR): `{ areas: [],
 * history: [] }`. A malformed live manifest is logged and read as nothing live, which is what the console then
 * loads (releases-static.ts).
 */
import { RELEASES_HISTORY_LIMIT, ReleasesResponseSchema, Roles } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { readLiveManifest, readReleasedAreas, readReleaseHistory } from './releases-dir';

export default async function releasesRoutes(app: FastifyInstance, opts: { releasesDir: string }) {
  app.get(
    '/releases',
    {
      config: { access: [Roles.SuperAdmin] },
      schema: { summary: 'Released areas: live version, stored builds, history', response: { 200: ReleasesResponseSchema } },
    },
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
