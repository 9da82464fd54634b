import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = new Set(['index.html', 'module-federation.manifest.json']);
/** webpack's content-hashed names (`main.2df94cfa03.js`, `107.bb99cb8c3a.js`): a new build makes new names. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the shell's production build at `/` (SHELL_DIST_DIR). Encapsulated on purpose: the onRoute hook
 * marks only these static routes public. index.html and the federation manifest (rewritten at every start)
 * are never cached; content-hashed files are cached for a year (their name changes with their content); the
 * SPA fallback lives in the not-found handler (libs/api/server/src/plugins/errors.ts). A `<file>.br` or
 * `<file>.gz` beside a file (written at build time by tools/scripts/precompress.mjs) is sent instead of it to a
 * browser that accepts that encoding (brotli first), with `Vary: Accept-Encoding`.
 */
export default async function shellStatic(app: FastifyInstance, opts: { root: string }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
  await app.register(fastifyStatic, {
    root: path.resolve(opts.root),
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      // A precompressed copy is named after its file: the file's rule applies.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (NO_CACHE.has(name)) void reply.header('cache-control', 'no-cache');
      else if (HASHED.test(name)) void reply.header('cache-control', IMMUTABLE);
    },
  });
}
