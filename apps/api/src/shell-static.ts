import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, serveStaticFiles } from './static-files';

const NO_CACHE = new Set(['index.html', 'module-federation.manifest.json']);
/** webpack's content-hashed names (`main.2df94cfa03.js`, `107.bb99cb8c3a.js`): a new build makes new names. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

/**
 * Serves the shell's production build at `/` (SHELL_DIST_DIR), precompressed copies included (static-files.ts).
 * Encapsulated on purpose: only these static routes are public. index.html and the federation manifest
 * (rewritten at every start) are never cached; content-hashed files are cached for a year (their name changes with
 * their content); the SPA fallback lives in the not-found handler (libs/api/server/src/plugins/errors.ts). While
 * releases are live, the manifest is answered by releases-static.ts instead (a route of its own wins over this
 * wildcard).
 */
export default async function shellStatic(app: FastifyInstance, opts: { root: string }) {
  await serveStaticFiles(app, {
    root: opts.root,
    index: ['index.html'],
    cacheControl: (name) => (NO_CACHE.has(name) ? 'no-cache' : HASHED.test(name) ? IMMUTABLE : undefined),
  });
}
