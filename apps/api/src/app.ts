/**
 * Builds the API (structure of fastify/demo): plugins load in a stated order —
 * the config first (everything reads it), external plugins (security headers, CORS), the app's own
 * (errors, db, auth, providers, socket), then the routes under /api, then the shell's static build when
 * SHELL_DIST_DIR is set. Shutdown runs in reverse: sockets close before the database.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MESSAGES_KEYWORD } from '@backoffice/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import authPlugin from './plugins/app/auth';
import configPlugin from './plugins/app/config';
import dbPlugin from './plugins/app/db';
import errorsPlugin from './plugins/app/errors';
import providersPlugin from './plugins/app/providers';
import socketPlugin from './plugins/app/socket';
import security from './plugins/external/security';
import shellStatic from './plugins/external/shell-static';
import routes from './routes';
import { seedIfEmpty } from './seed/seed';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise the app opens one from the config. The app closes it. */
  database?: Database;
  /** Fastify logger options; defaults to the config's log level. */
  logger?: FastifyServerOptions['logger'];
  /** Seed demo data when the database has no users (npm start). */
  seed?: boolean;
  /** Called for every registered route (the route-rule test). */
  onRoute?: Parameters<FastifyInstance['addHook']>[1];
}

/** Creates the Fastify instance with every plugin and route registered (not listening). */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // The db plugin starts PGlite in a worker, migrates and seeds on a first start: on a busy 2-core machine
    // that took over Fastify's default 10 s and the server refused to start. One minute, then fail.
    pluginTimeout: 60_000,
    bodyLimit: 1_048_576,
    ajv: {
      // Unknown fields answer 400 instead of being dropped; all errors let us pick the spec's message.
      customOptions: { removeAdditional: false, allErrors: true, keywords: [MESSAGES_KEYWORD] },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute as never);

  await app.register(configPlugin, { config });
  // 1. external
  await app.register(security);
  // 2. the app's own
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(authPlugin);
  await app.register(providersPlugin);
  await app.register(socketPlugin);
  // 3. routes
  await app.register(routes, { prefix: '/api' });
  if (config.shellDistDir) await app.register(shellStatic, { root: config.shellDistDir });

  if (options.seed) {
    app.addHook('onReady', async () => {
      const seeded = await seedIfEmpty(app.db, { argon2: config.argon2 });
      if (seeded) app.log.info(`seeded demo data: ${seeded.users} users, ${seeded.departments} departments`);
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
