#!/usr/bin/env node
// Login latency at a fixed rate: starts the API alone on a temporary data folder (migrated and seeded by the
// API on first start) with the sign-in rate limits raised, then sends POST /api/user/login at a fixed
// 20 requests per second for 15 s (open loop: a request leaves every 50 ms whatever the answers) and prints
// p50/p95/p99 and the errors. Figures only, no assertion.
//   node tools/bench/login.mjs [--rate 20] [--duration 15] [--port 3190] [--json out.json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, demoAccounts, opt, percentile, runBench, sleep } from './common.mjs';

const RATE = Number(opt('rate', 20));
const DURATION_S = Number(opt('duration', 15));
const WARMUP_S = Number(opt('warmup', 2));
const PORT = Number(opt('port', 3190));
const BASE = `http://127.0.0.1:${PORT}`;

export function apiCommand() {
  for (const c of ['dist/apps/api/main.js', 'dist/apps/api/main.cjs', 'dist/apps/api/src/main.js']) {
    if (fs.existsSync(path.join(ROOT, c))) return { cmd: [process.execPath, path.join(ROOT, c)], built: c };
  }
  return { cmd: [process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], built: null };
}


async function waitReady(url, ms, log) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(
    `API not ready at ${url}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-3000) : ''}`,
  );
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-login-'));
  const log = path.join(tmp, 'api.log');
  const { cmd, built } = apiCommand();
  let child;
  const stop = () => {
    try {
      if (child) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  const startApi = (attempt) => {
    const fd = fs.openSync(log, 'a');
    child = spawn(cmd[0], cmd.slice(1), {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, `data-${attempt}`),
        JWT_SECRET: `bench-${Date.now().toString(36)}-0123456789abcdefghijklmnopqrstuvwxyz`,
        // Rate limits raised (libs/api/server/src/config.ts): 300 logins in 15 s from one address.
        RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000000',
        RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000000',
        RATE_LIMIT_PUBLIC_ADDRESS_MAX: '1000000',
        SMS_LOG: '0',
      },
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    fs.closeSync(fd);
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the API exited with ${code}`))),
    );
    return Promise.race([waitReady(`${BASE}/api/user/me`, 120_000, log), exited]);
  };
  try {
    console.log(`login bench: API ${built ?? 'apps/api/src/main.ts (tsx)'} on ${BASE}, data ${tmp}`);
    // A cold first start (migration + seed) on a busy machine can exceed the API's 10 s plugin timeout
    // ("Plugin did not start in time: 'db'"): try up to four times, each with a new data folder.
    for (let attempt = 1; ; attempt++) {
      try {
        await startApi(attempt);
        break;
      } catch (err) {
        console.log(`login bench: start ${attempt} failed (${err.message})`);
        stop();
        if (attempt >= 4) throw err;
        await sleep(2000);
      }
    }
    const accounts = demoAccounts().filter((a) => a.role !== 'SuperAdmin');
    if (!accounts.length) throw new Error('no Employee/Department demo accounts');
    // The API seeds on first start; wait until a demo login works.
    const until = Date.now() + 60_000;
    for (;;) {
      const r = await fetch(`${BASE}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: accounts[0].email, password: accounts[0].password }),
      }).catch(() => null);
      if (r?.status === 200) break;
      if (Date.now() > until) throw new Error(`demo login never succeeded (last status ${r?.status})`);
      await sleep(500);
    }

    const results = [];
    const inflight = [];
    const total = Math.round((WARMUP_S + DURATION_S) * RATE);
    const interval = 1000 / RATE;
    const t0 = performance.now();
    for (let i = 0; i < total; i++) {
      const due = t0 + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const a = accounts[i % accounts.length];
      const start = performance.now();
      const warm = i < WARMUP_S * RATE;
      inflight.push(
        fetch(`${BASE}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: a.email, password: a.password }),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            if (!warm) results.push({ ms: performance.now() - start, status: res.status });
          })
          .catch((err) => {
            if (!warm) results.push({ ms: performance.now() - start, status: 0, error: err.message });
          }),
      );
    }
    await Promise.all(inflight);
    const elapsed = (performance.now() - t0) / 1000 - WARMUP_S;
    const ok = results.filter((r) => r.status === 200);
    const errors = results.length - ok.length;
    const byStatus = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const lat = ok.map((r) => r.ms).sort((a, b) => a - b);
    const summary = {
      rate: RATE,
      durationS: Number(elapsed.toFixed(1)),
      requests: results.length,
      ok: ok.length,
      errors,
      statuses: byStatus,
      p50: Number(percentile(lat, 50).toFixed(1)),
      p95: Number(percentile(lat, 95).toFixed(1)),
      p99: Number(percentile(lat, 99).toFixed(1)),
      max: Number((lat[lat.length - 1] ?? NaN).toFixed(1)),
    };
    console.log(
      `login @ ${RATE}/s for ${summary.durationS}s: ${summary.requests} requests, ${errors} errors ` +
        `(statuses ${JSON.stringify(byStatus)}); latency ms p50 ${summary.p50}, p95 ${summary.p95}, ` +
        `p99 ${summary.p99}, max ${summary.max}`,
    );
    const out = opt('json', process.env.BENCH_JSON);
    if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
    return summary;
  } finally {
    stop();
    await sleep(500);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

runBench('login', main);
