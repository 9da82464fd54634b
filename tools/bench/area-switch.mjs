#!/usr/bin/env node
// Area switch in Chromium: time from a click on a sidebar entry of another area to that area rendered (its
// page heading on screen), cold (the area's remote not loaded yet in this page, empty HTTP cache), cold after the
// pointer rested 250 ms on the entry (the sidebar preloads the remote on hover, as a user's pointer does before a
// click), and warm (the second visit). Figures only, no assertion; the budgets (docs/micro-frontends.md, "Speed
// budgets") are printed beside them: cold at most 300 ms, warm at most 60 ms (medians).
//
// Two clocks per click. The budget applies to the first, what the user sees:
// - in the page: from the `pointerdown` event of the click (its timeStamp, read by a capture-phase listener) to the
//   first frame after the heading is in the document and visible (a MutationObserver sees it, then the next
//   requestAnimationFrame and a task after it: the frame that shows it has been produced);
// - Playwright's: from calling `click()` to `waitFor({ state: 'visible' })` returning, which adds Playwright's own
//   work for the click (scroll, stability frames, hit test, the input events over CDP).
// After the click the bench awaits the page's own clock before it asks Playwright for the heading: Playwright's
// waitFor polls the page with role queries on its main thread, which slowed the switch being measured (by 10-40 ms
// on this machine, the more so with the visited areas' hidden DOM in the page).
//
// Starts its own production servers (the API serving the shell's build, one static server per remote) on
// bench ports with a temporary data folder, unless --url points at running servers; then --pin-log names
// the API log where the SuperAdmin's PIN appears ("[sms] to ...: Your Back Office PIN is 1234").
//   node tools/bench/area-switch.mjs [--reps 5] [--port 3191 --remote-port-base 4390]
//                                    [--url http://127.0.0.1:3000 --pin-log api.log] [--json out.json] [--profile DIR]
// Needs the production build (npm run build, and the API's build or tsx) and Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { opt, percentile, runBench, sleep } from './common.mjs';
import { demoAdmin, fixedPorts, pinAfter, stackOrStart } from './production-stack.mjs';

const REPS = Number(opt('reps', 5));
const API_PORT = Number(opt('port', 3191));
const REMOTE_BASE = Number(opt('remote-port-base', 4390));
const PROFILE = opt('profile', '');
/** The sidebar entry measured per area, and the group it may be folded in (libs/contracts AREAS titles). */
const TARGETS = [
  { area: 'hotels', entry: 'Hotels', group: 'Hotels & Billing' },
  { area: 'cms', entry: 'FAQ', group: 'Website Content' },
  { area: 'bookings', entry: 'Reservations', group: 'Bookings' },
  { area: 'admin-users', entry: 'Users Management', group: 'Users & Admins' },
];


async function signIn(page, url, log) {
  const a = demoAdmin();
  await page.goto(`${url}/lock`);
  await page.getByRole('heading', { name: 'Welcome back, Admin!' }).waitFor();
  await page.getByLabel('Password', { exact: true }).waitFor();
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

const HOVER_MS = 250;
/** The budgets, in milliseconds (medians): a click into an area not loaded yet, and a second visit. */
const BUDGET = { cold: 300, warm: 60 };

/**
 * Arms the page's own clock for one click: resolves `window.__areaSwitch` with the milliseconds from the next
 * `pointerdown` to the frame after a visible heading named `name` appears inside `main` (see the header).
 */
function armPageClock(name) {
  window.__areaSwitch = new Promise((resolve) => {
    let down;
    let done = false;
    const onDown = (event) => {
      down = event.timeStamp;
      check();
    };
    document.addEventListener('pointerdown', onDown, { capture: true, once: true });
    const shown = () =>
      [...(document.querySelector('main')?.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]') ?? [])].some(
        (h) => h.textContent?.trim() === name && h.checkVisibility(),
      );
    const observer = new MutationObserver(() => check());
    function check() {
      if (done || down === undefined || !shown()) return;
      done = true;
      observer.disconnect();
      const inDom = performance.now() - down;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ inDom, frame: performance.now() - down });
        channel.port2.postMessage(null);
      });
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/**
 * Clicks the entry and waits for its page heading; returns `{ page, playwright }`: the page's own figure (pointerdown
 * to the frame showing the heading) and Playwright's (click() to waitFor visible), in milliseconds. With `hoverMs`,
 * the pointer first rests on the entry that long (not counted).
 */
async function switchTo(page, target, { hoverMs = 0 } = {}) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: target.entry, exact: true });
  if (!(await link.isVisible())) {
    const group = nav.getByRole('button', { name: target.group, exact: true });
    if (await group.count()) await group.click();
  }
  await link.waitFor({ state: 'visible' });
  const heading = page.getByRole('main').getByRole('heading', { name: target.entry, exact: true });
  if (hoverMs) {
    await link.hover();
    await sleep(hoverMs);
  }
  await page.evaluate(armPageClock, target.entry);
  const t0 = performance.now();
  await link.click();
  // The page's own clock first: Playwright's waitFor polls the page with role queries on the page's main thread,
  // which delays the switch it measures; awaiting the page's promise polls nothing.
  const inPage = await page.evaluate(() =>
    Promise.race([
      window.__areaSwitch,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no heading after 30 s')), 30_000)),
    ]),
  );
  await heading.waitFor({ state: 'visible', timeout: 30_000 });
  const playwright = performance.now() - t0;
  return { page: inPage.frame, dom: inPage.inDom, playwright };
}

/**
 * With --profile DIR, the first repetition's cold and warm switches are each recorded with the page's CPU profiler
 * (CDP Profiler, 100 µs sampling) into DIR/<cold|warm>-<area>.cpuprofile, and traced (the timeline's style, layout
 * and paint events) into DIR/<cold|warm>-<area>.trace.json (both open in Chromium's DevTools); the profiler's and
 * the tracing's cost is in those switches' figures.
 */
async function profiled(page, rep, name, fn) {
  if (!PROFILE || rep !== 0) return fn();
  const browser = page.context().browser();
  fs.mkdirSync(PROFILE, { recursive: true });
  await browser.startTracing(page, { path: path.join(PROFILE, `${name}.trace.json`), categories: ['devtools.timeline', 'blink.user_timing'] });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    await browser.stopTracing();
    fs.writeFileSync(path.join(PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}

async function main() {
  const stack = await stackOrStart({
    name: 'area-switch',
    ports: fixedPorts(API_PORT, REMOTE_BASE),
    env: { RATE_LIMIT_LOGIN_ACCOUNT_MAX: '100000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '100000' },
  });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const cold = Object.fromEntries(TARGETS.map((t) => [t.area, []]));
  const warm = Object.fromEntries(TARGETS.map((t) => [t.area, []]));
  const hovered = Object.fromEntries(TARGETS.map((t) => [t.area, []]));
  try {
    const first = await browser.newContext();
    const p0 = await first.newPage();
    await signIn(p0, stack.url, stack.log);
    const storageState = await first.storageState();
    await first.close();
    // A new context: empty HTTP cache, no remote loaded; signed in through the saved storage.
    const freshPage = async () => {
      const ctx = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.goto(`${stack.url}/dashboard`);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.waitForLoadState('networkidle');
      return { ctx, page };
    };
    for (let rep = 0; rep < REPS; rep++) {
      const { ctx, page } = await freshPage();
      for (const t of TARGETS) cold[t.area].push(await profiled(page, rep, `cold-${t.area}`, () => switchTo(page, t)));
      for (const t of TARGETS) warm[t.area].push(await profiled(page, rep, `warm-${t.area}`, () => switchTo(page, t)));
      await ctx.close();
      const second = await freshPage();
      for (const t of TARGETS) hovered[t.area].push(await switchTo(second.page, t, { hoverMs: HOVER_MS }));
      await second.ctx.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const fmt = (xs) => `median ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms`;
  const all = (o, clock) => Object.values(o).flat().map((r) => r[clock]);
  const of = (xs, clock) => xs.map((r) => r[clock]);
  const stats = (xs) => ({ median: Math.round(percentile(xs, 50)), p95: Math.round(percentile(xs, 95)) });
  console.log(`area switch (${REPS} repetitions; in the page: pointerdown → the frame showing the page heading;`);
  console.log(`  Playwright: click() → heading visible, Playwright's own work for the click included):`);
  for (const t of TARGETS)
    for (const [clock, label] of [['page', 'in the page'], ['playwright', 'Playwright ']])
      console.log(
        `  ${t.entry.padEnd(18)} (${t.area.padEnd(11)}) ${label}: cold ${fmt(of(cold[t.area], clock))}; after ${HOVER_MS} ms hover ${fmt(of(hovered[t.area], clock))}; warm ${fmt(of(warm[t.area], clock))}`,
      );
  const summary = {
    reps: REPS,
    budgets: BUDGET,
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
    // The budgets apply to `page`; `dom` is the same clock to the heading's mutation, before its frame.
    ...Object.fromEntries(
      ['page', 'dom', 'playwright'].map((clock) => [
        clock,
        { cold: stats(all(cold, clock)), warm: stats(all(warm, clock)), hovered: { hoverMs: HOVER_MS, ...stats(all(hovered, clock)) } },
      ]),
    ),
    perArea: Object.fromEntries(
      TARGETS.map((t) => [
        t.area,
        Object.fromEntries(
          ['page', 'playwright'].map((clock) => [
            clock,
            {
              cold: of(cold[t.area], clock).map(Math.round),
              hovered: of(hovered[t.area], clock).map(Math.round),
              warm: of(warm[t.area], clock).map(Math.round),
            },
          ]),
        ),
      ]),
    ),
  };
  for (const [clock, label] of [['page', 'in the page'], ['dom', 'in the DOM '], ['playwright', 'Playwright ']])
    console.log(
      `  all areas, ${label}: cold ${fmt(all(cold, clock))}; after ${HOVER_MS} ms hover ${fmt(all(hovered, clock))}; warm ${fmt(all(warm, clock))}`,
    );
  const verdict = (xs, budget) => {
    const median = percentile(xs, 50);
    return `median ${median.toFixed(0)} ms, budget ${budget} ms (${median <= budget ? 'within' : 'over'})`;
  };
  console.log(
    `  budgets (in the page): cold ${verdict(all(cold, 'page'), BUDGET.cold)}; warm ${verdict(all(warm, 'page'), BUDGET.warm)}`,
  );
  console.log(`  load average ${os.loadavg().map((x) => x.toFixed(2)).join(', ')}`);
  const out = opt('json', process.env.BENCH_JSON);
  if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
}

runBench('area-switch', main);
