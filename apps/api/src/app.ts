/**
 * Builds the API: the shared plugins in their stated order and every area's routes under /api
 * (libs/api/server/src/build-server.ts), with the areas of the route registry (areas.ts), then this app's own
 * pieces — the health routes (docs/api-database.md, "Health"), the released areas (their files under /releases/,
 * the live manifest, `GET /api/releases`), the shell's static build when SHELL_DIST_DIR is set, and the demo seed
 * on a first start. Shutdown runs in reverse: sockets close before the database.
 */
import { buildServer, healthRoutes, type AppConfig, type BuildServerOptions, type Database } from '@backoffice/api-server';
import { API_AREAS } from './areas';
import releasesRoutes from './releases/releases-routes';
import releasesStatic from './releases/releases-static';
import { seedIfEmpty } from './seed/seed';
import shellStatic from './shell-static';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise the app opens one from the config. The app closes it. */
  database?: Database;
  /** Fastify logger options; defaults to the config's log level. */
  logger?: BuildServerOptions['logger'];
  /** Seed demo data when the database has no users (npm start). */
  seed?: boolean;
  /** Called for every registered route (the route-rule test). */
  onRoute?: BuildServerOptions['onRoute'];
}

/** Creates the Fastify instance with every plugin and route registered (not listening). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = await buildServer({
    config,
    areas: API_AREAS,
    database: options.database,
    logger: options.logger,
    onRoute: options.onRoute,
    routes: async (api) => {
      await healthRoutes(api);
      await api.register(releasesRoutes, { releasesDir: config.releasesDir });
    },
  });
  // The federation manifest's own route wins over the shell build's wildcard (find-my-way prefers a static path).
  await app.register(releasesStatic, { releasesDir: config.releasesDir, shellDistDir: config.shellDistDir });
  if (config.shellDistDir) await app.register(shellStatic, { root: config.shellDistDir });

  if (options.seed) {
    app.addHook('onReady', async () => {
      const seeded = await seedIfEmpty(app.db, { argon2: config.argon2, config });
      if (seeded) app.log.info(`seeded demo data: ${seeded.users} users, ${seeded.departments} departments`);
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
