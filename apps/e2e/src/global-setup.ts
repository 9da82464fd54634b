import { startAll } from './support/servers';

export default async function globalSetup() {
  const state = await startAll();
  console.log(`[e2e] API pid ${state.api.pid}, data ${state.api.dataDir}, log ${state.api.log}`);
}
