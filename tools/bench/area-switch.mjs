#!/usr/bin/env node
// Area switch in Chromium: time from a click on a sidebar entry of another area to that area rendered (its
// page heading visible), cold (the area's remote not loaded yet in this page, empty HTTP cache) and warm (the
// second visit). Figures only, no assertion.
//
// Starts its own production servers (the API serving the shell's build, one static server per remote) on
// bench ports with a temporary data folder, unless --url points at running servers; then --pin-log names
// the API log where the SuperAdmin's PIN appears ("[sms] to ...: Your Back Office PIN is 1234").
//   node tools/bench/area-switch.mjs [--reps 5] [--url http://127.0.0.1:3000 --pin-log api.log] [--json out.json]
// Needs the production build (npm run build, and the API's build or tsx) and Debian's Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const REPS = Number(opt('reps', 5));
const API_PORT = Number(opt('port', 3191));
const REMOTE_BASE = Number(opt('remote-port-base', 4390));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const REMOTES = ['helpdesk', 'cms', 'hotels', 'bookings', 'admin-users'];
/** The sidebar entry measured per area, and the group it may be folded in (libs/contracts AREAS titles). */
const TARGETS = [
  { area: 'hotels', entry: 'Hotels', group: 'Hotels & Billing' },
  { area: 'cms', entry: 'FAQ', group: 'Website Content' },
  { area: 'bookings', entry: 'Reservations', group: 'Bookings' },
  { area: 'admin-users', entry: 'Users Management', group: 'Users & Admins' },
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

function spawnLogged(cmd, env, log) {
  const fd = fs.openSync(log, 'a');
  const child = spawn(cmd[0], cmd.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd], detached: true });
  fs.closeSync(fd);
  return child.pid;
}
function kill(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}
async function waitUrl(url, ms, log) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} not ready\n${log && fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-3000) : ''}`);
}

function apiCommand() {
  for (const c of ['dist/apps/api/main.js', 'dist/apps/api/main.cjs', 'dist/apps/api/src/main.js']) {
    if (fs.existsSync(path.join(ROOT, c))) return [process.execPath, path.join(ROOT, c)];
  }
  return [process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')];
}

async function startStack() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-area-'));
  const pids = [];
  const remoteUrl = (i) => `http://127.0.0.1:${REMOTE_BASE + i + 1}`;
  REMOTES.forEach((name, i) => {
    pids.push(
      spawnLogged(
        [process.execPath, path.join(ROOT, 'apps/e2e/src/support/static-server.mjs'), '--dir', path.join(ROOT, 'dist/apps', name), '--port', String(REMOTE_BASE + i + 1)],
        {},
        path.join(tmp, `remote-${name}.log`),
      ),
    );
  });
  const log = path.join(tmp, 'api.log');
  const env = {
    NODE_ENV: 'test',
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    SHELL_DIST_DIR: path.join(ROOT, 'dist/apps/shell'),
    SMS_LOG: '1',
    JWT_SECRET: 'bench-only-secret-bench-only-secret-bench-only',
    LOGIN_RATE_LIMIT_MAX: '100000',
    PIN_RATE_LIMIT_MAX: '100000',
    ...Object.fromEntries(REMOTES.map((n, i) => [`REMOTE_${n.toUpperCase().replace(/-/g, '_')}_URL`, `${remoteUrl(i)}/remoteEntry.js`])),
  };
  pids.push(spawnLogged(apiCommand(), env, log));
  const url = `http://127.0.0.1:${API_PORT}`;
  try {
    await Promise.all(REMOTES.map((_, i) => waitUrl(`${remoteUrl(i)}/remoteEntry.js`, 15_000)));
    await waitUrl(`${url}/login`, 120_000, log);
  } catch (err) {
    pids.forEach(kill);
    throw err;
  }
  return { url, log, stop: () => { pids.forEach(kill); fs.rmSync(tmp, { recursive: true, force: true }); } };
}

function admin() {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/api/src/seed/demo-accounts.json'), 'utf8'));
  const list = Array.isArray(raw) ? raw : raw.accounts ?? raw.users ?? [];
  const a = list.find((x) => x.role === 'SuperAdmin');
  if (!a) throw new Error('no SuperAdmin demo account');
  return a;
}

async function pinAfter(log, offset) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const text = fs.readFileSync(log, 'utf8').slice(offset);
    const m = [...text.matchAll(/Your Back Office PIN is (\d{4,6})/g)];
    if (m.length) return m[m.length - 1][1];
    await sleep(100);
  }
  throw new Error('no PIN in the API log');
}

async function signIn(page, url, log) {
  const a = admin();
  await page.goto(`${url}/lock`);
  const email = page.getByLabel('Email', { exact: true });
  if (await email.isVisible()) await email.fill(a.email);
  const offset = fs.statSync(log).size;
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/otpVerify$/);
  await page.getByLabel('PIN', { exact: true }).fill(await pinAfter(log, offset));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Clicks the entry and waits for its page heading; returns the milliseconds in between. */
async function switchTo(page, target) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: target.entry, exact: true });
  if (!(await link.isVisible())) {
    const group = nav.getByRole('button', { name: target.group, exact: true });
    if (await group.count()) await group.click();
  }
  await link.waitFor({ state: 'visible' });
  const heading = page.getByRole('main').getByRole('heading', { name: target.entry, exact: true });
  const t0 = performance.now();
  await link.click();
  await heading.waitFor({ state: 'visible', timeout: 30_000 });
  return performance.now() - t0;
}

async function main() {
  const external = opt('url', process.env.BENCH_URL);
  const stack = external ? { url: external, log: opt('pin-log', process.env.BENCH_PIN_LOG), stop: () => undefined } : await startStack();
  if (!stack.log) throw new Error('--url needs --pin-log (the API log with the SuperAdmin PIN)');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const cold = Object.fromEntries(TARGETS.map((t) => [t.area, []]));
  const warm = Object.fromEntries(TARGETS.map((t) => [t.area, []]));
  try {
    const first = await browser.newContext();
    const p0 = await first.newPage();
    await signIn(p0, stack.url, stack.log);
    const storageState = await first.storageState();
    await first.close();
    for (let rep = 0; rep < REPS; rep++) {
      // A new context: empty HTTP cache, no remote loaded; signed in through the saved storage.
      const ctx = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.goto(`${stack.url}/dashboard`);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.waitForLoadState('networkidle');
      for (const t of TARGETS) cold[t.area].push(await switchTo(page, t));
      for (const t of TARGETS) warm[t.area].push(await switchTo(page, t));
      await ctx.close();
    }
  } finally {
    await browser.close();
    stack.stop();
  }
  const fmt = (xs) => `median ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms`;
  const all = (o) => Object.values(o).flat();
  console.log(`area switch (${REPS} repetitions, click → page heading visible):`);
  for (const t of TARGETS) console.log(`  ${t.entry.padEnd(18)} (${t.area.padEnd(11)}) cold ${fmt(cold[t.area])}; warm ${fmt(warm[t.area])}`);
  const summary = {
    reps: REPS,
    cold: { median: Math.round(pct(all(cold), 50)), p95: Math.round(pct(all(cold), 95)) },
    warm: { median: Math.round(pct(all(warm), 50)), p95: Math.round(pct(all(warm), 95)) },
    perArea: Object.fromEntries(TARGETS.map((t) => [t.area, { cold: cold[t.area].map(Math.round), warm: warm[t.area].map(Math.round) }])),
  };
  console.log(`  all areas: cold ${fmt(all(cold))}; warm ${fmt(all(warm))}`);
  const out = opt('json', process.env.BENCH_JSON);
  if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`area-switch bench failed: ${err.stack || err}`);
    process.exit(1);
  },
);
