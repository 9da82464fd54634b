#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build, once, at build time,
// so the servers send them as they are (the API's @fastify/static `preCompressed`, the remotes' sirv
// `brotli`/`gzip`) instead of compressing on every request or sending the files raw.
//   node tools/scripts/precompress.mjs dist/apps/shell [dist/apps/helpdesk …]
// Skipped: files under 1 KB (not worth it), the federation manifest (rewritten at every start: a stale .br would
// outlive it) and the copies themselves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg)$/;
const SKIP = new Set(['module-federation.manifest.json']);
export const MIN_BYTES = 1024;

/**
 * Compresses the text files of `dir` (recursively) into `<file>.br` (quality 11) and `<file>.gz` (level 9),
 * rewriting a copy only when its source is newer. Answers `{ files, bytes, br, gz }`: how many files have copies,
 * and their total raw, brotli and gzip sizes in bytes. Throws when `dir` does not exist.
 */
export function precompressDir(dir) {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!TEXT.test(entry.name) || SKIP.has(entry.name)) continue;
      const stat = fs.statSync(file);
      if (stat.size < MIN_BYTES) continue;
      let raw;
      for (const [ext, compress] of [
        ['.br', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } })],
        ['.gz', (b) => zlib.gzipSync(b, { level: 9 })],
      ]) {
        const out = file + ext;
        const fresh = fs.existsSync(out) && fs.statSync(out).mtimeMs >= stat.mtimeMs;
        if (!fresh) fs.writeFileSync(out, compress((raw ??= fs.readFileSync(file))));
        total[ext.slice(1)] += fs.statSync(out).size;
      }
      total.files += 1;
      total.bytes += stat.size;
    }
  };
  walk(dir);
  return total;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: node tools/scripts/precompress.mjs <dir> [<dir> …]');
    process.exit(2);
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  for (const dir of dirs) {
    const t = precompressDir(dir);
    console.log(`precompressed ${dir}: ${t.files} files, ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
  }
}
