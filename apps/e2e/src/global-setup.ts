import { API_LOG, BASE_URL } from './support/env';
import { startServers } from './support/launcher';

/** Starts the production servers on test ports with a fresh data folder; returns the global teardown. */
export default async function globalSetup() {
  const started = Date.now();
  const teardown = await startServers();
  console.log(`[e2e] servers up in ${Date.now() - started} ms: ${BASE_URL} (API log ${API_LOG})`);
  return teardown;
}
