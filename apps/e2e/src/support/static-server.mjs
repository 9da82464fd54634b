#!/usr/bin/env node
// A small static file server with CORS, for the end-to-end tests and the benchmarks:
//   node apps/e2e/src/support/static-server.mjs --dir dist/apps/hotels --port 4303 [--mount /x=dir ...]
//     [--single page.html]
// Serves --dir at /, and each --mount prefix=dir under its prefix. remoteEntry.js and *.json are no-cache.
// --single: unknown paths under / answer that file of --dir (an SPA fallback).
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dir = path.resolve(opt('dir', '.'));
const port = Number(opt('port', 0));
const host = opt('host', '127.0.0.1');
const single = opt('single', undefined);

const setHeaders = (res, pathname) => {
  if (/remoteEntry\.js$|\.json$|\.html$/.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
  if (/\.(cjs|mjs)$/.test(pathname)) res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
};
const mounts = [];
args.forEach((a, i) => {
  if (a === '--mount') {
    const [prefix, d] = args[i + 1].split('=');
    mounts.push([prefix.replace(/\/$/, ''), sirv(path.resolve(d), { dev: true, dotfiles: false, setHeaders })]);
  }
});
const root = sirv(dir, { dev: true, etag: true, setHeaders, ...(single ? { single } : {}) });

const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  for (const [prefix, handler] of mounts) {
    if (req.url === prefix || req.url.startsWith(prefix + '/')) {
      req.url = req.url.slice(prefix.length) || '/';
      return handler(req, res, () => res.writeHead(404).end('not found'));
    }
  }
  root(req, res, () => res.writeHead(404).end('not found'));
});

server.listen(port, host, () => {
  console.log(`static ${dir} on http://${host}:${server.address().port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
