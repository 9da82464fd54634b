import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The Cache-Control of a file whose name changes with its content: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticFilesOptions {
  /** The folder served (made absolute). It need not exist yet: a missing file is a 404. */
  root: string;
  /** The URL prefix, `/` by default. */
  prefix?: string;
  /** Index files of a folder (the shell's `index.html`); none by default. */
  index?: string[];
  /** Which request paths (relative to the prefix, e.g. `/helpdesk/r1-…/remoteEntry.js`) may be served; all by default. */
  allowedPath?: (pathname: string) => boolean;
  /** The Cache-Control of a file by its name (`main.2df94cfa03.js`), or undefined for none. */
  cacheControl: (name: string) => string | undefined;
}

/**
 * Serves a folder of built files as public routes (@fastify/static), in the caller's encapsulated context: the
 * onRoute hook marks only the caller's routes public. A `<file>.br` or `<file>.gz` beside a file (written at build
 * time by tools/scripts/precompress.mjs) is sent instead of it to a browser that accepts that encoding (brotli
 * first), with `Vary: Accept-Encoding`; a copy takes its file's Cache-Control. No directory listing, no dot files;
 * a path with `..` or an empty segment answers 403 (@fastify/static), a missing or refused one the context's 404.
 */
export async function serveStaticFiles(app: FastifyInstance, opts: StaticFilesOptions): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
  await app.register(fastifyStatic, {
    root: path.resolve(opts.root),
    prefix: opts.prefix ?? '/',
    wildcard: true,
    index: opts.index ?? false,
    list: false,
    dotfiles: 'ignore',
    preCompressed: true,
    // A missing folder is normal (RELEASES_DIR before the first release): no warning at start.
    suppressWarning: true,
    setHeaders(reply, filePath) {
      // A precompressed copy is named after its file: the file's rule applies.
      const cacheControl = opts.cacheControl(path.basename(filePath).replace(/\.(br|gz)$/, ''));
      if (cacheControl) void reply.header('cache-control', cacheControl);
    },
    allowedPath: opts.allowedPath,
  });
}
