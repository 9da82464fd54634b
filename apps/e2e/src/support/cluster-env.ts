/**
 * Where the cluster end-to-end suite's servers listen (docs/production.md, "The end-to-end suite"). Imported first
 * by the cluster config, its global setup and its tests: it points the shared helpers (./env.ts) at the cluster,
 * so that BASE_URL is the balancer, the remotes use their own ports, and API_LOG is the log both instances append
 * to (the SuperAdmin's PIN line is in there whichever instance printed it). Override with E2E_CLUSTER_PORT (the
 * balancer; the instances take the next ports) and E2E_CLUSTER_REMOTE_PORT_BASE.
 */
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT || 3400);
export const CLUSTER_INSTANCE_PORTS = [CLUSTER_PORT + 1, CLUSTER_PORT + 2];
const REMOTE_BASE = Number(process.env.E2E_CLUSTER_REMOTE_PORT_BASE || 4400);

process.env.E2E_RUN_DIR = process.env.E2E_CLUSTER_RUN_DIR || path.join(ROOT, 'tmp/e2e/cluster');
process.env.E2E_API_PORT = String(CLUSTER_PORT);
process.env.E2E_REMOTE_PORT_BASE = String(REMOTE_BASE);
delete process.env.E2E_BASE_URL;
