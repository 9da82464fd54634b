#!/usr/bin/env node
// `npm start`: build (Nx, production, cached), write the shell's remote manifest, start the API (which serves the
// shell on http://localhost:3000) and the five remote servers, print the demo sign-ins, stop all on Ctrl-C.
// Env: PORT (API, 3000), DATA_DIR (.data/pglite), REMOTE_<NAME>_URL (manifest entries), SKIP_BUILD=1, API_HEAP_MB
// (the API's V8 heap cap, node --max-old-space-size, 256 by default; 0: no cap; servers.mjs apiNodeArgs).
import fs from 'node:fs';
import path from 'node:path';
import { buildAll, DEFAULT_PORTS, ROOT, startAll } from './servers.mjs';

async function main() {
  if (process.env.SKIP_BUILD !== '1') await buildAll();
  const servers = await startAll({
    ports: { api: Number(process.env.PORT || DEFAULT_PORTS.api) },
    dataDir: process.env.DATA_DIR || path.join(ROOT, '.data/pglite'),
  });

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[start] ${signal}: stopping the API and the remote servers…`);
    await servers.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  servers.api.exited.then((code) => {
    if (stopping) return;
    console.error(`[start] the API exited with ${code}; stopping.`);
    void servers.stop().then(() => process.exit(code || 1));
  });

  console.log('');
  console.log(`[start] The Back Office is running: ${servers.urls.app}`);
  for (const [name, url] of Object.entries(servers.manifest))
    console.log(`[start]   ${name.padEnd(12)} ${url}`);
  const accountsFile = path.join(ROOT, 'libs/api/server/src/seed/demo-accounts.json');
  if (fs.existsSync(accountsFile)) {
    const accounts = JSON.parse(fs.readFileSync(accountsFile, 'utf8'));
    console.log('[start] Demo sign-ins:');
    for (const a of accounts)
      console.log(`[start]   ${String(a.role).padEnd(10)} ${a.email}  /  ${a.password}`);
    console.log(
      '[start] The SuperAdmin also needs the PIN printed below as "[sms] … Your Back Office PIN is …".',
    );
  } else {
    console.log('[start] (no libs/api/server/src/seed/demo-accounts.json yet: no demo sign-ins to print)');
  }
  console.log('[start] Ctrl-C stops everything.\n');
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  process.exit(1);
});
