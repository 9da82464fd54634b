#!/usr/bin/env node
// The dashboard's first paint in Chromium, on the production build (docs/areas/dashboard.md, "The page"), for the
// SuperAdmin, whose dashboard is the largest (work queues, open tickets, the business for 30 days). Two cases:
// - after sign-in: from the `pointerdown` of the PIN's Verify to the frame showing the dashboard's answer (the
//   "Work queues" heading): the private app's chunk, GET /api/dashboard and the render, as a user signing in waits;
//   each repetition signs in afresh (password, PIN read from the API log) in a new browser context (empty cache);
// - reload: a signed-in /dashboard opened in a new context (empty HTTP cache) and again in the same one (warm),
//   from navigation start to the frame showing "Welcome, …!" (the console's frame and the page) and to the frame
//   showing "Work queues" (the answer rendered); Chromium's first-contentful-paint beside them.
// Also the server's time of GET /api/dashboard (resource timing: request start to response end) of each load.
// Figures only, no assertion, no budget.
//
// Starts its own production servers (the API serving the shell's build, one static server per remote) on bench
// ports with a temporary data folder, as area-switch.mjs does, unless --url points at running servers; then
// --pin-log names the API log where the SuperAdmin's PIN appears ("[sms] to ...: Your Back Office PIN is 1234").
//   node tools/bench/dashboard-paint.mjs [--reps 5] [--port 3192 --remote-port-base 4400]
//                                        [--url http://127.0.0.1:3000 --pin-log api.log] [--json out.json]
// Needs the production build (npm run build, and the API's build or tsx) and Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { opt, percentile, runBench } from './common.mjs';
import { demoAdmin, fixedPorts, pinAfter, stackOrStart } from './production-stack.mjs';

const REPS = Number(opt('reps', 5));
const API_PORT = Number(opt('port', 3192));
const REMOTE_BASE = Number(opt('remote-port-base', 4400));
/** The heading the dashboard's answer brings (the SuperAdmin's first section), and the failure's text. */
const ANSWERED = 'Work queues';
const FAILED = 'The dashboard could not be loaded.';
const VIEWPORT = { width: 1280, height: 800 };

/**
 * In the page (an init script, before the app's code): watches the document for `names` (headings, matched by
 * their text's start) and the failure's text; `window.__dashboardPaint` resolves `{ [name]: { dom, frame } }`
 * in ms from the navigation's start (`performance.now()`), `frame` being the first frame after the heading is in
 * the document and visible (the next requestAnimationFrame, then a task after it), or rejects on the failure.
 * `window.__armDashboardClock(names)` arms it again, counting from the next `pointerdown` instead.
 */
function installPaintClock() {
  const arm = (names, fromPointer) => {
    window.__dashboardPaint = new Promise((resolve, reject) => {
      let origin = fromPointer ? undefined : 0;
      const seen = {};
      const visible = (name) =>
        [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
          (h) => (h.textContent ?? '').trim().startsWith(name) && h.checkVisibility(),
        );
      const check = () => {
        if (origin === undefined) return;
        if (document.body?.textContent?.includes(window.__dashboardFailedText)) {
          observer.disconnect();
          reject(new Error(`the dashboard answered an error: ${window.__dashboardFailedText}`));
          return;
        }
        for (const name of names) {
          if (seen[name] || !visible(name)) continue;
          const dom = performance.now() - origin;
          seen[name] = { dom };
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              seen[name].frame = performance.now() - origin;
              if (names.every((n) => seen[n]?.frame !== undefined)) resolve(seen);
            };
            channel.port2.postMessage(null);
          });
        }
        if (names.every((n) => seen[n])) observer.disconnect();
      };
      const observer = new MutationObserver(check);
      const observe = () => observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
      if (document.documentElement) observe();
      else document.addEventListener('readystatechange', observe, { once: true });
      if (fromPointer)
        document.addEventListener(
          'pointerdown',
          (event) => {
            origin = event.timeStamp;
            check();
          },
          { capture: true, once: true },
        );
    });
    window.__dashboardPaint.catch(() => undefined);
  };
  window.__armDashboardClock = (names) => arm(names, true);
  arm(window.__dashboardNames, false);
}

/** Waits for the page's clock (30 s at most) and reads GET /api/dashboard's timing and the first contentful paint. */
async function readClock(page) {
  const marks = await page.evaluate(() =>
    Promise.race([window.__dashboardPaint, new Promise((_, reject) => setTimeout(() => reject(new Error('no dashboard after 30 s')), 30_000))]),
  );
  const extra = await page.evaluate(() => {
    const api = performance
      .getEntriesByType('resource')
      .filter((e) => /\/api\/dashboard(\?|$)/.test(new URL(e.name).pathname + new URL(e.name).search))
      .pop();
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      api: api ? api.responseEnd - api.requestStart : null,
      fcp: fcp ? fcp.startTime : null,
    };
  });
  return { marks, ...extra };
}

/** A new context with the paint clock installed before the app's code (`names`: the headings it waits for). */
async function newContext(browser, names, storageState) {
  const ctx = await browser.newContext({ viewport: VIEWPORT, ...(storageState ? { storageState } : {}) });
  // A script's text, not a function with an argument: no eval in the page (the console's CSP may forbid it).
  await ctx.addInitScript({
    content: `window.__dashboardNames = ${JSON.stringify(names)}; window.__dashboardFailedText = ${JSON.stringify(FAILED)}; (${installPaintClock.toString()})();`,
  });
  return ctx;
}

/**
 * Signs in as the SuperAdmin in a new context (empty cache) and times Verify's pointerdown → the dashboard's answer
 * on screen. Returns `{ sample, storageState }`.
 */
async function signInTimed(browser, stack) {
  const a = demoAdmin();
  const ctx = await newContext(browser, [], null);
  try {
    const page = await ctx.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(a.email);
    const offset = fs.statSync(stack.log).size;
    await page.getByLabel('Password', { exact: true }).fill(a.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/otpVerify$/);
    await page.getByLabel('PIN', { exact: true }).fill(await pinAfter(stack.log, offset));
    await page.evaluate((name) => window.__armDashboardClock([name]), ANSWERED);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const { marks, api } = await readClock(page);
    await page.waitForURL(/\/dashboard$/);
    return { sample: { answered: marks[ANSWERED].frame, answeredDom: marks[ANSWERED].dom, api }, storageState: await ctx.storageState() };
  } finally {
    await ctx.close();
  }
}

/** Opens /dashboard signed in, in `ctx`; returns the welcome's and the answer's frames, FCP and the API's time. */
async function openDashboard(ctx, stack) {
  const page = await ctx.newPage();
  await page.goto(`${stack.url}/dashboard`);
  const { marks, api, fcp } = await readClock(page);
  await page.close();
  return { welcome: marks.Welcome.frame, answered: marks[ANSWERED].frame, fcp, api };
}

async function main() {
  const stack = await stackOrStart({
    name: 'dashboard',
    ports: fixedPorts(API_PORT, REMOTE_BASE),
    // Every repetition signs in again: the sign-in limits raised (libs/api/server/src/config.ts).
    env: { RATE_LIMIT_LOGIN_ACCOUNT_MAX: '100000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '100000', RATE_LIMIT_PUBLIC_ADDRESS_MAX: '100000' },
  });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const signIns = [];
  const cold = [];
  const warm = [];
  try {
    let storageState;
    for (let rep = 0; rep < REPS; rep++) {
      const signedIn = await signInTimed(browser, stack);
      signIns.push(signedIn.sample);
      storageState = signedIn.storageState;
      // The same session opened again: a new context (empty HTTP cache), then a second load in it (warm).
      const ctx = await newContext(browser, ['Welcome', ANSWERED], storageState);
      try {
        cold.push(await openDashboard(ctx, stack));
        warm.push(await openDashboard(ctx, stack));
      } finally {
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const stats = (xs) => {
    const ys = xs.filter((x) => typeof x === 'number');
    return ys.length ? { median: Math.round(percentile(ys, 50)), p95: Math.round(percentile(ys, 95)) } : null;
  };
  const fmt = (xs) => {
    const s = stats(xs);
    return s ? `median ${s.median} ms, p95 ${s.p95} ms` : 'n/a';
  };
  const col = (rows, key) => rows.map((r) => r[key]);
  console.log(`dashboard first paint, SuperAdmin (${REPS} repetitions; frame = the first frame showing the heading):`);
  console.log(`  after sign-in (Verify's pointerdown → "${ANSWERED}"): ${fmt(col(signIns, 'answered'))}; GET /api/dashboard ${fmt(col(signIns, 'api'))}`);
  for (const [label, rows] of [
    ['reload, cold cache', cold],
    ['reload, warm cache', warm],
  ])
    console.log(
      `  ${label} (navigation start →): first contentful paint ${fmt(col(rows, 'fcp'))}; "Welcome" ${fmt(col(rows, 'welcome'))}; "${ANSWERED}" ${fmt(col(rows, 'answered'))}; GET /api/dashboard ${fmt(col(rows, 'api'))}`,
    );
  console.log(`  load average ${os.loadavg().map((x) => x.toFixed(2)).join(', ')}`);
  const summary = {
    reps: REPS,
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
    afterSignIn: { answered: stats(col(signIns, 'answered')), api: stats(col(signIns, 'api')) },
    ...Object.fromEntries(
      [
        ['cold', cold],
        ['warm', warm],
      ].map(([name, rows]) => [
        name,
        { fcp: stats(col(rows, 'fcp')), welcome: stats(col(rows, 'welcome')), answered: stats(col(rows, 'answered')), api: stats(col(rows, 'api')) },
      ]),
    ),
    samples: { afterSignIn: signIns, cold, warm },
  };
  const out = opt('json', process.env.BENCH_JSON);
  if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
}

runBench('dashboard-paint', main);
