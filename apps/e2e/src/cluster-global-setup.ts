import './support/cluster-env';
import { BASE_URL } from './support/env';
import { startTestCluster } from './support/cluster';

/** Starts the cluster (tools/scripts/cluster.mjs) on test ports from an empty database; returns the teardown. */
export default async function clusterGlobalSetup() {
  const started = Date.now();
  const teardown = await startTestCluster();
  console.log(`[e2e cluster] up in ${Date.now() - started} ms: balancer ${BASE_URL}`);
  return teardown;
}
