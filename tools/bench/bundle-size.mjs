#!/usr/bin/env node
// Bundle-size figures after a production build (`npx nx run-many -t build -p shell,helpdesk,cms,hotels,bookings,admin-users`):
// - the shell's first screen: every JS file Chromium fetches to show /login (entry, chunks, shared libs), gzip -9,
//   against the 230 KB budget (docs/micro-frontends.md, "Speed budgets"); the private-app prefetch the login page
//   starts a second later is reported apart;
// - each remote's remoteEntry.js, gzip -9, against 30 KB.
// Env: BENCH_DIST_DIR (default dist/apps), CHROMIUM_PATH (default /usr/bin/chromium).
// Figures, not a test: it always exits 0 (unless the build is missing). Writes tmp/bench/bundle-size.json too.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from '../scripts/serve-remote.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { REMOTE_NAMES } from '../scripts/servers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_DIST_DIR measures builds elsewhere (e.g. a copy, while others rebuild dist/apps).
const DIST = path.resolve(ROOT, process.env.BENCH_DIST_DIR || 'dist/apps');
const KB = 1024;
const SHELL_BUDGET = 230 * KB;
const REMOTE_ENTRY_BUDGET = 30 * KB;
const REMOTES = REMOTE_NAMES;
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const pct = (n, budget) => `${((n / budget) * 100).toFixed(0)} %`;

async function measureShell() {
  const dir = path.join(DIST, 'shell');
  const server = await serveDir({ dir, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.route(/\/(api|socket\.io)\//, (route) => route.fulfill({ status: 503, body: '' }));
    const files = [];
    let phase = 'first screen';
    page.on('response', async (res) => {
      const url = res.url();
      const type = res.request().resourceType();
      if (type !== 'script' && !url.endsWith('.js')) return;
      try {
        const body = await res.body();
        files.push({ phase, file: new URL(url).pathname.slice(1), raw: body.length, gzip: gz(body) });
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    phase = 'after login shows (prefetch)';
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    return files;
  } finally {
    await browser.close();
    await server.close();
  }
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'shell/index.html'))) {
    console.error(
      'No shell build: run npx nx run-many -t build -p shell,helpdesk,cms,hotels,bookings,admin-users',
    );
    process.exit(1);
  }
  const files = await measureShell();
  const first = files.filter((f) => f.phase === 'first screen');
  const later = files.filter((f) => f.phase !== 'first screen');
  const sum = (list, k) => list.reduce((n, f) => n + f[k], 0);
  const firstGzip = sum(first, 'gzip');

  const remotes = REMOTES.map((name) => {
    const file = path.join(DIST, name, 'remoteEntry.js');
    if (!fs.existsSync(file)) return { name, missing: true };
    const buf = fs.readFileSync(file);
    return { name, raw: buf.length, gzip: gz(buf) };
  });

  console.log('\nShell first screen (/login), JS fetched by Chromium until the form shows:');
  console.log(table([['file', 'raw', 'gzip'], ...first.map((f) => [f.file, kb(f.raw), kb(f.gzip)])]));
  console.log(
    `\nPrefetched after the login form shows (not first screen): ${later.length} files, ${kb(sum(later, 'gzip'))} gzip`,
  );
  console.log('\nBudgets:');
  console.log(
    table([
      ['what', 'gzip', 'budget', 'ratio'],
      ['shell first screen (/login)', kb(firstGzip), kb(SHELL_BUDGET), pct(firstGzip, SHELL_BUDGET)],
      ...remotes.map((r) =>
        r.missing
          ? [`${r.name} remoteEntry.js`, 'not built', kb(REMOTE_ENTRY_BUDGET), '-']
          : [
              `${r.name} remoteEntry.js`,
              kb(r.gzip),
              kb(REMOTE_ENTRY_BUDGET),
              pct(r.gzip, REMOTE_ENTRY_BUDGET),
            ],
      ),
    ]),
  );
  const out = path.join(ROOT, 'tmp/bench/bundle-size.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        shell: { firstScreenGzip: firstGzip, budget: SHELL_BUDGET, files: first, prefetch: later },
        remotes,
        remoteEntryBudget: REMOTE_ENTRY_BUDGET,
      },
      null,
      2,
    ),
  );
  console.log(`\n(figures written to ${path.relative(ROOT, out)})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(0);
});
