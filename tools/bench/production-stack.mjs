// The production servers a browser bench drives (the API serving the shell's build, one static server per remote)
// through tools/scripts/servers.mjs, as `npm start` runs them, with a temporary data folder; and the SuperAdmin's
// sign-in pieces (the demo account, the PIN the API prints to its log). Used by area-switch.mjs, dashboard-paint.mjs
// and lighthouse.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoAccounts, opt, sleep } from './common.mjs';
import { REMOTE_NAMES } from '../scripts/servers.mjs';

/** The five remotes, in the order their bench ports are handed out. */
export const REMOTES = REMOTE_NAMES;

/**
 * Starts the stack; a cold first start on a busy machine can exceed the API's plugin timeout (or lose a port race),
 * so up to three tries, each with a fresh data folder.
 * @param {object} options
 * @param {string} options.name the bench's name (the temporary folder's and the log lines' prefix)
 * @param {() => Promise<Record<string, number>> | Record<string, number>} options.ports `{ api, <remote>: port }` for
 *   each try
 * @param {Record<string, string>} [options.env] more of the API's environment (CORS_ORIGINS and a JWT_SECRET are set)
 * @param {boolean} [options.snapshot] serve each remote from a snapshot folder (lighthouse.mjs)
 * @returns {Promise<{ url: string, log: string, stop: () => Promise<void> }>} the API's origin, its log file, and
 *   a stop that also removes the folder
 */
export async function startProductionStack({ name, ports, env = {}, snapshot = false }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const log = path.join(tmp, 'api.log');
  const out = fs.createWriteStream(log, { flags: 'a' });
  const servers = await import(new URL('../scripts/servers.mjs', import.meta.url).href);
  let handle;
  for (let attempt = 1; !handle; attempt++) {
    const chosen = await ports();
    try {
      handle = await servers.startAll({
        ports: chosen,
        dataDir: path.join(tmp, `data-${attempt}`),
        ...(snapshot ? { snapshotDir: path.join(tmp, 'serve') } : {}),
        env: {
          JWT_SECRET: `bench-${Date.now().toString(36)}-0123456789abcdefghijklmnopqrstuvwxyz`,
          CORS_ORIGINS: `http://localhost:${chosen.api},http://127.0.0.1:${chosen.api}`,
          ...env,
        },
        log: (line) => out.write(line + '\n'),
        stateFile: path.join(tmp, 'servers.json'),
      });
    } catch (err) {
      console.log(`${name}: servers did not start (attempt ${attempt}: ${err.message})`);
      if (attempt >= 3) throw err;
      await sleep(2000);
    }
  }
  return {
    url: handle.api.url,
    log,
    stop: async () => {
      await handle.stop();
      out.end();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * The stack a browser bench drives: a running one at `--url` (or BENCH_URL), whose API log `--pin-log` (or
 * BENCH_PIN_LOG) holds the SuperAdmin's PIN, left running at the end; else {@link startProductionStack} with
 * `options`. Throws when --url comes without --pin-log.
 * @param {Parameters<typeof startProductionStack>[0]} options
 * @returns {Promise<{ url: string, log: string, stop: () => Promise<void> }>}
 */
export async function stackOrStart(options) {
  const external = opt('url', process.env.BENCH_URL);
  const stack = external
    ? { url: external, log: opt('pin-log', process.env.BENCH_PIN_LOG), stop: async () => undefined }
    : await startProductionStack(options);
  if (!stack.log) throw new Error('--url needs --pin-log (the API log with the SuperAdmin PIN)');
  return stack;
}

/** Fixed bench ports: the API's, then the remotes' from `remoteBase + 1`. */
export const fixedPorts = (api, remoteBase) => () => ({
  api,
  ...Object.fromEntries(REMOTES.map((n, i) => [n, remoteBase + i + 1])),
});

/** The SuperAdmin demo account (libs/api/server/src/seed/demo-accounts.json). */
export function demoAdmin() {
  const a = demoAccounts().find((x) => x.role === 'SuperAdmin');
  if (!a) throw new Error('no SuperAdmin demo account');
  return a;
}

/** The newest PIN the API printed to `log` after byte `offset` (up to 10 s). */
export async function pinAfter(log, offset) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const text = fs.readFileSync(log, 'utf8').slice(offset);
    const m = [...text.matchAll(/Your Back Office PIN is (\d{4,6})/g)];
    if (m.length) return m[m.length - 1][1];
    await sleep(100);
  }
  throw new Error('no PIN in the API log');
}
