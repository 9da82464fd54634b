#!/usr/bin/env node
// Serves one built app (dist/apps/<name>) as static files with CORS, so that the shell on another origin can load
// its remoteEntry.js and chunks. Usage: node tools/scripts/serve-remote.mjs <name> <port> [dir]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function setCommonHeaders(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * Starts a static server for `dir` on `port`.
 * remoteEntry.js and index.html are `no-cache` (they name the current chunks); hashed chunks are immutable.
 * A file's build-time `.br` or `.gz` copy is sent instead of it to a browser that accepts that encoding.
 * An extension-less GET falls back to index.html (the remote's standalone page); a missing file answers 404.
 * @returns {Promise<{ server: http.Server, port: number, url: string, close: () => Promise<void> }>}
 */
export function serveDir({ dir, port, host }) {
  if (!fs.existsSync(path.join(dir, 'remoteEntry.js')) && !fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no build: run "npx nx build <app>" first`);
  }
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    // The .br/.gz copies written at build time (tools/scripts/precompress.mjs), when the browser accepts them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      if (/\.[0-9a-f]{8,}\.js$/.test(pathname))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const indexHtml = path.join(dir, 'index.html');
  const server = http.createServer((req, res) => {
    setCommonHeaders(res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    assets(req, res, () => {
      const pathname = (req.url ?? '/').split('?')[0];
      if (
        (req.method === 'GET' || req.method === 'HEAD') &&
        !path.extname(pathname) &&
        fs.existsSync(indexHtml)
      ) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        fs.createReadStream(indexHtml).pipe(res);
        return;
      }
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({
        server,
        port: actual,
        url: `http://localhost:${actual}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [name, portArg, dirArg] = process.argv.slice(2);
  if (!name || !portArg) {
    console.error(
      'usage: node tools/scripts/serve-remote.mjs <name> <port> [dir (default dist/apps/<name>)]',
    );
    process.exit(2);
  }
  const dir = dirArg ? path.resolve(dirArg) : path.join(ROOT, 'dist/apps', name);
  // Default: every interface, IPv4 and IPv6 (a browser may resolve "localhost" to ::1 or 127.0.0.1). These are
  // public static bundles; set HOST=127.0.0.1 to keep them on the loopback.
  const host = process.env.HOST || undefined;
  serveDir({ dir, port: Number(portArg), host })
    .then(({ url, close }) => {
      console.log(`serving ${path.relative(ROOT, dir)} on ${url}`);
      const stop = () => close().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
      if (process.env.EXIT_WITH_PARENT === '1') {
        // Started by servers.mjs with a stdin pipe: when the parent dies (even by SIGKILL) the pipe closes.
        process.stdin.on('end', stop);
        process.stdin.on('error', stop);
        process.stdin.resume();
      }
    })
    .catch((err) => {
      console.error(`[${name}] ${err.message}`);
      process.exit(1);
    });
}
