/**
 * Starts the API: `node dist/apps/api/main.js` (PORT, DATA_DIR, SHELL_DIST_DIR, … see README.md,
 * "Configuration"). SIGTERM/SIGINT stop it gracefully (shutdown.ts): /api/health/ready answers 503 for
 * SHUTDOWN_DRAIN_SECONDS, then in-flight requests finish, sockets close, the database and its folder lock are
 * released. What goes wrong before the app's logger exists is written as a JSON log line on the standard error.
 */
import { ConfigError, DataDirLockedError, loadConfig, writeLogLine } from '@backoffice/api-server';
import { buildApp } from './app';
import { API_CONFIG_SLICES } from './areas';
import { drainAndClose } from './shutdown';

async function main() {
  let config;
  try {
    config = loadConfig(process.env, {}, API_CONFIG_SLICES);
  } catch (error) {
    if (error instanceof ConfigError) {
      writeLogLine('fatal', `Configuration error: ${error.message}`, { problems: error.message.split('\n') });
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp({ config, seed: config.seedOnStart });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if (error instanceof DataDirLockedError) writeLogLine('fatal', error.message);
    else writeLogLine('fatal', 'the API did not start', { err: error });
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
    void drainAndClose(app, { drainMs: (config.shutdownDrainSeconds ?? 0) * 1000 }).then((code) => process.exit(code));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
