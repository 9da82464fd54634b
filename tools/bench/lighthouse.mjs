#!/usr/bin/env node
// Lighthouse (performance and accessibility) on the production build: /login signed out and /all-tickets signed
// in as the demo SuperAdmin (the helpdesk remote renders it), median of 3 runs per page, printed beside the
// budgets (at least 95 each). Figures only: the exit code says whether the bench ran, not whether it met them.
//
// The budget is judged on Lighthouse's desktop preset (a 1350x940 screen, a fast wired link of 40 ms round trip
// and 10 Mbit/s, no CPU slowdown, all simulated): the Back Office is a console staff use on desktop machines.
// `--preset both` adds Lighthouse's default, a mid-range phone on a slow 4G link with a 4x CPU slowdown, for
// reference. Headless Debian Chromium (CHROME_PATH, default /usr/bin/chromium), never a downloaded browser.
//
// Starts its own production servers (the API serving the shell's build and the five remotes' static servers,
// tools/scripts/servers.mjs) on free ports with a temporary data folder. The SuperAdmin signs in through the API
// (password, then the PIN the API prints in its log); the token goes into the origin's localStorage in the same
// Chromium, and Lighthouse runs on that browser through its remote debugging port without resetting the
// storage, the HTTP cache being emptied before every run instead (each run loads cold, as Lighthouse's own
// reset does).
//   node tools/bench/lighthouse.mjs [--runs 3] [--preset desktop|mobile|both] [--json out.json] [--report-dir d]
// Needs the production build (npm run build and npx nx build api).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { opt, percentile, runBench } from './common.mjs';
import { REMOTES, demoAdmin, pinAfter, startProductionStack } from './production-stack.mjs';

const RUNS = Number(opt('runs', 3));
const PRESETS = { desktop: ['desktop'], mobile: ['mobile'], both: ['desktop', 'mobile'] }[opt('preset', 'desktop')];
if (!PRESETS) throw new Error('--preset is desktop, mobile or both');
/** The budget is judged on this preset. */
const JUDGED = 'desktop';
const BUDGETS = { performance: 95, accessibility: 95 };
const TOKEN_KEY = 'backoffice.token'; // apps/shell/src/auth/session-store.ts
const LAST_ACTIVITY_KEY = 'backoffice.lastActivity';
const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/all-tickets', path: '/all-tickets', signedIn: true },
];

/** A port nobody listens on now (the kernel's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The production servers through tools/scripts/servers.mjs (as `npm start`), on free ports. */
async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`POST ${new URL(url).pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The demo SuperAdmin's token: password step, then the PIN printed in the API log (SMS_LOG=1). */
async function adminToken(url, log) {
  const admin = demoAdmin();
  const offset = fs.statSync(log).size;
  const { attemptId } = await post(`${url}/api/user/adminLogin`, { email: admin.email, password: admin.password });
  const pin = await pinAfter(log, offset);
  return (await post(`${url}/api/user/otpVerification`, { email: admin.email, otp: pin, attemptId })).token;
}

const round = (x, digits = 0) => Number(x.toFixed(digits));

/** The figures of one Lighthouse result (scores 0-100, LCP and TBT in ms, CLS unitless) and its failed audits. */
function figures(lhr) {
  const failed = {};
  for (const cat of ['performance', 'accessibility']) {
    failed[cat] = lhr.categories[cat].auditRefs
      .map((ref) => lhr.audits[ref.id])
      // Accessibility audits pass or fail; performance ones are scored, "failed" as Lighthouse's report does.
      .filter((a) => a.score !== null && a.score < (cat === 'accessibility' ? 1 : 0.9))
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
  }
  return {
    performance: round(lhr.categories.performance.score * 100),
    accessibility: round(lhr.categories.accessibility.score * 100),
    lcp: round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: round(lhr.audits['total-blocking-time'].numericValue),
    cls: round(lhr.audits['cumulative-layout-shift'].numericValue, 3),
    fcp: round(lhr.audits['first-contentful-paint'].numericValue),
    // Lighthouse's CPU yardstick of this machine at the time (a quiet desktop: roughly 1,000-2,000).
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
    failed,
    ...(lhr.runWarnings?.length ? { warnings: lhr.runWarnings } : {}),
  };
}

/** The median of every figure over the runs, and the union of their failed audits. */
function median(runs) {
  const m = (k) => percentile(runs.map((r) => r[k]), 50);
  const union = (cat) => [...new Set(runs.flatMap((r) => r.failed[cat].map((f) => f.replace(/ \(.*\)$/, ''))))];
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    fcp: m('fcp'),
    benchmarkIndex: m('benchmarkIndex'),
    failed: { performance: union('performance'), accessibility: union('accessibility') },
    runs: runs.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'failed'))),
  };
}

async function main() {
  const stack = await startProductionStack({
    name: 'lighthouse',
    snapshot: true,
    ports: async () => {
      const ports = { api: await freePort() };
      for (const r of REMOTES) ports[r] = await freePort();
      return ports;
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  const reportDir = opt('report-dir');
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const results = {};
  try {
    const token = await adminToken(stack.url, stack.log);
    // The same browser through CDP: its default context is the one Lighthouse's tabs open in.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const helper = await context.newPage();
    const cdp = await context.newCDPSession(helper);
    await helper.goto(`${stack.url}/module-federation.manifest.json`);
    for (const preset of PRESETS) {
      for (const p of PAGES) {
        const runs = [];
        let failures = 0;
        for (let i = 0; i < RUNS; i++) {
          if (p.signedIn) {
            await helper.evaluate(
              ([k, t, a]) => {
                localStorage.setItem(k, t);
                localStorage.setItem(a, String(Date.now()));
              },
              [TOKEN_KEY, token, LAST_ACTIVITY_KEY],
            );
            await cdp.send('Network.clearBrowserCache');
          }
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Signed out, Lighthouse's own reset (cache and the origin's storage); signed in, keep the token.
            disableStorageReset: p.signedIn,
          };
          const result = await lighthouse(`${stack.url}${p.path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error('Lighthouse gave no result');
          if (result.lhr.runtimeError && ++failures <= 2) {
            // A page that did not paint in time on a busy machine: once more, at most twice per page.
            console.log(`  ${preset} ${p.name}: ${result.lhr.runtimeError.code}, run again`);
            i--;
            continue;
          }
          if (reportDir)
            fs.writeFileSync(
              path.join(reportDir, `${p.name.slice(1)}-${preset}-${i + 1}.json`),
              JSON.stringify(result.lhr),
            );
          if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${p.name}: ${result.lhr.runtimeError.message}`);
          const f = figures(result.lhr);
          if (result.lhr.finalDisplayedUrl && !result.lhr.finalDisplayedUrl.endsWith(p.path))
            f.warnings = [...(f.warnings ?? []), `ended on ${result.lhr.finalDisplayedUrl}`];
          runs.push(f);
          console.log(
            `  ${preset} ${p.name} run ${i + 1}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${f.lcp} ms, TBT ${f.tbt} ms, CLS ${f.cls}, benchmarkIndex ${f.benchmarkIndex}${f.warnings ? ` (${f.warnings.join('; ')})` : ''}`,
          );
        }
        (results[preset] ??= {})[p.name] = median(runs);
      }
    }
    await browser.close().catch(() => undefined);
  } finally {
    await chrome.kill();
    await stack.stop();
  }

  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `\nLighthouse ${JSON.parse(fs.readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version}, median of ${RUNS} runs; budget judged on the ${JUDGED} preset:`,
  );
  console.log(
    `  ${pad('page', 13)}${pad('preset', 9)}${pad('performance', 18)}${pad('accessibility', 18)}${pad('LCP ms', 9)}${pad('TBT ms', 9)}${pad('CLS', 7)}benchmarkIndex`,
  );
  const mark = (v, budget) => `${v} ${v >= budget ? '>=' : '< '} ${budget} ${v >= budget ? 'ok' : 'UNDER'}`;
  for (const preset of PRESETS)
    for (const [name, r] of Object.entries(results[preset]))
      console.log(
        `  ${pad(name, 13)}${pad(preset, 9)}${pad(mark(r.performance, BUDGETS.performance), 18)}${pad(mark(r.accessibility, BUDGETS.accessibility), 18)}${pad(r.lcp, 9)}${pad(r.tbt, 9)}${pad(r.cls, 7)}${r.benchmarkIndex}`,
      );
  for (const preset of PRESETS)
    for (const [name, r] of Object.entries(results[preset]))
      for (const cat of ['performance', 'accessibility'])
        if (r[cat] < BUDGETS[cat] || (preset === JUDGED && r.failed[cat].length))
          console.log(`  ${preset} ${name} ${cat} failed audits: ${r.failed[cat].join(', ') || 'none'}`);

  const summary = { runs: RUNS, judged: JUDGED, budgets: BUDGETS, presets: results };
  const outFile = opt('json', process.env.BENCH_JSON);
  if (outFile) fs.writeFileSync(outFile, JSON.stringify(summary, null, 2));
}

runBench('lighthouse', main);
