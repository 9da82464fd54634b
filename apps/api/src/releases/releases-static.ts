import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE, serveStaticFiles } from '../static-files';
import { readLiveManifest } from './releases-dir';

const MANIFEST = 'module-federation.manifest.json';
/** While releases are live: a browser or a proxy may keep the manifest under a minute. */
const LIVE_MANIFEST_CACHE = 'public, max-age=30, stale-while-revalidate=30';
/** `/<area>/<folder>/<file…>` under /releases: never RELEASES_DIR's own files (manifest.json, history.jsonl). */
const RELEASE_FILE = /^\/[a-z][a-z0-9-]*\/[A-Za-z0-9][\w.-]*\/[^/](?:.*[^/])?$/;

export interface ReleasesStaticOptions {
  /** RELEASES_DIR; it need not exist. */
  releasesDir: string;
  /** SHELL_DIST_DIR, when the API serves the shell's build (its manifest is the base of the live one). */
  shellDistDir?: string;
}

/** The shell build's manifest (`{ "<area>": "<entry URL>" }`), or {} when there is none or it is not a JSON object. */
async function buildManifest(app: FastifyInstance, shellDistDir: string | undefined): Promise<Record<string, unknown>> {
  if (!shellDistDir) return {};
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(shellDistDir, MANIFEST), 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    app.log.warn(`${MANIFEST} of SHELL_DIST_DIR is not a JSON object: only the live releases are listed`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') app.log.warn({ err: error }, `${MANIFEST} of SHELL_DIST_DIR could not be read`);
  }
  return {};
}

/**
 * The released areas, public (docs/releases.md, "Releasing an area" and "Promotion and rollback"):
 * - `GET /releases/<area>/<folder>/<file>`: a file of a stored release from RELEASES_DIR, cached for a year
 *   (a release's folder never changes), precompressed copies included (static-files.ts). Anything else under
 *   /releases/ is a 404 (the not-found handler gives no SPA page there), a path with `..` a 403.
 * - `GET /module-federation.manifest.json`: while RELEASES_DIR/manifest.json exists, the shell build's manifest
 *   with each live area's value replaced by its live release (`{ entry, version, commit, contract, … }`),
 *   cacheable for 30 s plus 30 s stale, with an ETag; read on every request, as the release command rewrites it
 *   while the API runs. Without it, or when it is malformed (logged), the build's file as before (no-cache), or a 404
 *   when the API serves no shell build.
 */
export default async function releasesStatic(app: FastifyInstance, opts: ReleasesStaticOptions) {
  await app.register(async (files) => {
    await serveStaticFiles(files, {
      root: opts.releasesDir,
      prefix: '/releases',
      allowedPath: (pathname) => RELEASE_FILE.test(pathname),
      cacheControl: () => IMMUTABLE,
    });
  });

  const sendBuildManifest = async (reply: FastifyReply) => {
    if (!opts.shellDistDir) return reply.callNotFound();
    const text = await readFile(path.join(opts.shellDistDir, MANIFEST)).catch(() => undefined);
    if (text === undefined) return reply.callNotFound();
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(text);
  };

  app.get(`/${MANIFEST}`, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    let live;
    try {
      live = await readLiveManifest(opts.releasesDir);
    } catch (error) {
      request.log.error({ err: error }, 'the live manifest is malformed: the shell build\'s remotes are served');
    }
    if (!live) return sendBuildManifest(reply);
    const body = JSON.stringify({ ...(await buildManifest(app, opts.shellDistDir)), ...live });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    void reply.header('cache-control', LIVE_MANIFEST_CACHE).header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
