/**
 * Starts the API: `node dist/apps/api/main.js` (PORT, DATA_DIR, SHELL_DIST_DIR, … see docs/api-database.md,
 * "Environment"). SIGTERM/SIGINT close it gracefully: in-flight requests finish, sockets close, the database
 * and its folder lock are released.
 */
import { buildApp } from './app';
import { ConfigError, DataDirLockedError, loadConfig } from '@backoffice/api-server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ config, seed: config.seedOnStart });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`API listening on http://localhost:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
