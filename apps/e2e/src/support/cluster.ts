/**
 * The cluster under test (tools/scripts/cluster.mjs): started by the cluster suite's global setup, read by the
 * tests through its state file (the instances' names, ports, pids, the database URL).
 */
import './cluster-env';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { CLUSTER_INSTANCE_PORTS, CLUSTER_PORT } from './cluster-env';
import { API_LOG, REMOTE_NAMES, REMOTE_PORTS, ROOT, RUN_DIR } from './env';

export const CLUSTER_STATE_FILE = path.join(RUN_DIR, 'state.json');

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  pid: number;
}
interface ClusterState {
  url: string;
  instances: ClusterInstance[];
  postgres: { url: string; port: number };
  redis: { url: string; port: number };
}
interface ClusterModule {
  startCluster(options: Record<string, unknown>): Promise<{ url: string; instances: ClusterInstance[]; stop(): Promise<void> }>;
  startInstance(name: string, options: { stateFile: string }): Promise<ClusterInstance>;
}

async function clusterModule(): Promise<ClusterModule> {
  return (await import(pathToFileURL(path.join(ROOT, 'tools/scripts/cluster.mjs')).href)) as ClusterModule;
}

/** Starts PostgreSQL, Redis, two API instances, the remotes and HAProxy from an empty database; returns the teardown. */
export async function startTestCluster(): Promise<() => Promise<void>> {
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const log = fs.createWriteStream(path.join(RUN_DIR, 'cluster.log'), { flags: 'a' });
  const { startCluster } = await clusterModule();
  const cluster = await startCluster({
    root: path.join(RUN_DIR, 'stores'),
    fresh: true,
    ports: { balancer: CLUSTER_PORT, instances: CLUSTER_INSTANCE_PORTS, ...Object.fromEntries(REMOTE_NAMES.map((n) => [n, REMOTE_PORTS[n]])) },
    env: {
      // The suite signs in far more often than a person does; the per-account lock keeps its default (10), which
      // the brute-force test measures.
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
      RATE_LIMIT_PUBLIC_ADDRESS_MAX: '10000',
    },
    log: (line: string) => log.write(line + '\n'),
    instanceLog: API_LOG,
    stateFile: CLUSTER_STATE_FILE,
  });
  return async () => {
    await cluster.stop().catch(() => undefined);
    log.end();
  };
}

export function clusterState(): ClusterState {
  return JSON.parse(fs.readFileSync(CLUSTER_STATE_FILE, 'utf8')) as ClusterState;
}

export function instance(name: string): ClusterInstance {
  const found = clusterState().instances.find((i) => i.name === name);
  if (!found) throw new Error(`no instance ${name}`);
  return found;
}

/** The instance that is not `name` (the cluster has two). */
export const otherInstance = (name: string) => {
  const found = clusterState().instances.find((i) => i.name !== name);
  if (!found) throw new Error(`no instance other than ${name}`);
  return found;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts again any instance a previous test killed (a retry then finds two instances behind the balancer). */
export async function ensureInstancesUp() {
  const { startInstance } = await clusterModule();
  for (const i of clusterState().instances) if (!alive(i.pid)) await startInstance(i.name, { stateFile: CLUSTER_STATE_FILE });
}

/** An API client that talks to one instance directly, past the balancer. */
export const instanceRequest = (name: string): Promise<APIRequestContext> =>
  playwrightRequest.newContext({ baseURL: instance(name).url });

/**
 * Which instance each socket.io WebSocket of `page` was accepted by: the balancer's X-Served-By header on the
 * handshake's 101 answer, read through the Chrome DevTools Protocol (Playwright does not expose WebSocket
 * response headers). Call before the page opens its socket.
 */
export async function watchSocketInstances(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const accepted: string[] = [];
  cdp.on('Network.webSocketCreated', (e) => urls.set(e.requestId, e.url));
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    if (!urls.get(e.requestId)?.includes('/socket.io/')) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    accepted.push(headers['x-served-by'] ?? '?');
  });
  return {
    /** Instance names, one per accepted socket.io handshake, oldest first. */
    accepted: () => [...accepted],
    /** The instance of the newest handshake (undefined before the first). */
    latest: () => accepted.at(-1),
  };
}

/** Records which instance served each of the page's HTTP answers (X-Served-By). */
export function watchServedBy(page: Page) {
  const seen = new Set<string>();
  page.on('response', (res) => {
    const by = res.headers()['x-served-by'];
    if (by) seen.add(by);
  });
  return () => [...seen].sort();
}
