import path from 'node:path';
import { API_LOG, BASE_URL, WORKERS, portsOf, runDirOf } from './support/env';
import { startServers } from './support/launcher';

/**
 * Starts the production servers on test ports with fresh data folders: one set per worker (./support/env.ts,
 * "Server sets"), one after the other (two cold API starts side by side could pass the API's plugin timeout on
 * 2 cores). Returns the global teardown.
 */
export default async function globalSetup() {
  const teardowns: Array<() => Promise<void>> = [];
  for (let set = 0; set < WORKERS; set++) {
    const started = Date.now();
    const runDir = runDirOf(set);
    const log = path.join(runDir, 'api.log');
    teardowns.push(
      await startServers(set === 0 ? undefined : { id: `set-${set}`, runDir, ports: portsOf(set), log }),
    );
    const url = set === 0 ? BASE_URL : `http://127.0.0.1:${portsOf(set).api}`;
    console.log(`[e2e] servers of set ${set} up in ${Date.now() - started} ms: ${url} (API log ${set === 0 ? API_LOG : log})`);
  }
  return async () => {
    await Promise.all(teardowns.map((teardown) => teardown()));
  };
}
