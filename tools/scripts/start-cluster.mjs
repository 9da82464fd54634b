#!/usr/bin/env node
// `npm run start:cluster`: the Back Office as several API instances behind a load balancer, on this machine
// (docs/production.md, "The cluster"): build (Nx, production, cached; SKIP_BUILD=1 skips it), then PostgreSQL 15,
// Redis, two API instances, the five remote servers and HAProxy in front of the instances; prints the console's URL
// (the balancer) and the instances; Ctrl-C stops everything. The data stays in .data/cluster between runs.
// Env: CLUSTER_PORT (the balancer, 3300), CLUSTER_INSTANCES (2), CLUSTER_DIR (.data/cluster), CLUSTER_FRESH=1 (start
// from an empty database), SKIP_BUILD=1, API_HEAP_MB (each instance's V8 heap cap, 256 MB by default; 0: no cap;
// servers.mjs apiNodeArgs).
import fs from 'node:fs';
import path from 'node:path';
import { CLUSTER_DEFAULT_PORTS, HEALTH_PATH, startCluster } from './cluster.mjs';
import { buildAll, ROOT } from './servers.mjs';

async function main() {
  if (process.env.SKIP_BUILD !== '1') await buildAll();
  const balancer = Number(process.env.CLUSTER_PORT || CLUSTER_DEFAULT_PORTS.balancer);
  const count = Number(process.env.CLUSTER_INSTANCES || 2);
  const cluster = await startCluster({
    root: process.env.CLUSTER_DIR || path.join(ROOT, '.data/cluster'),
    fresh: process.env.CLUSTER_FRESH === '1',
    ports: { balancer, instances: Array.from({ length: count }, (_, i) => balancer + 1 + i) },
  });

  let stopping = false;
  const shutdown = async (reason, code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[cluster] ${reason}: stopping the balancer, the instances, the remote servers, Redis and PostgreSQL…`);
    await cluster.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // An instance that dies stays out of the balancer (its health check fails); the stores and the balancer may not.
  for (const i of cluster.instances)
    i.exited.then((code) => !stopping && console.error(`[cluster] ${i.name} exited with ${code}; the balancer sends its requests to the others.`));
  for (const [what, p] of [['PostgreSQL', cluster.postgres.exited], ['Redis', cluster.redis.exited], ['HAProxy', cluster.balancer.exited]])
    p.then((code) => !stopping && void shutdown(`${what} exited with ${code}`, 1));

  console.log('');
  console.log(`[cluster] The Back Office is running behind the balancer: ${cluster.url}`);
  for (const i of cluster.instances) console.log(`[cluster]   ${i.name.padEnd(12)} ${i.url} (pid ${i.pid})`);
  console.log(`[cluster]   ${'PostgreSQL'.padEnd(12)} 127.0.0.1:${cluster.postgres.port}`);
  console.log(`[cluster]   ${'Redis'.padEnd(12)} ${cluster.redis.url}`);
  for (const [name, url] of Object.entries(cluster.manifest)) console.log(`[cluster]   ${name.padEnd(12)} ${url}`);
  console.log(`[cluster] Health checks: ${HEALTH_PATH} every second; HAProxy's runtime socket: ${cluster.balancer.statsSocket}`);
  const accountsFile = path.join(ROOT, 'libs/api/server/src/seed/demo-accounts.json');
  if (fs.existsSync(accountsFile)) {
    console.log('[cluster] Demo sign-ins:');
    for (const a of JSON.parse(fs.readFileSync(accountsFile, 'utf8')))
      console.log(`[cluster]   ${String(a.role).padEnd(10)} ${a.email}  /  ${a.password}`);
    console.log('[cluster] The SuperAdmin also needs the PIN printed below as "[sms] … Your Back Office PIN is …" (by either instance).');
  }
  console.log('[cluster] Ctrl-C stops everything.\n');
}

main().catch((err) => {
  console.error(`[cluster] ${err.stack || err.message}`);
  process.exit(1);
});
