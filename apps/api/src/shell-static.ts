import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = new Set(['index.html', 'module-federation.manifest.json']);

/**
 * Serves the shell's production build at `/` (SHELL_DIST_DIR). Encapsulated on purpose: the onRoute hook
 * marks only these static routes public. index.html and the federation manifest (rewritten at every start)
 * are never cached; the SPA fallback lives in the not-found handler (libs/api/server/src/plugins/errors.ts).
 */
export default async function shellStatic(app: FastifyInstance, opts: { root: string }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
  await app.register(fastifyStatic, {
    root: path.resolve(opts.root),
    wildcard: true,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      if (NO_CACHE.has(path.basename(filePath))) void reply.header('cache-control', 'no-cache');
    },
  });
}
