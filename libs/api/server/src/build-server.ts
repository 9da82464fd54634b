/**
 * Builds the API's Fastify instance (structure of fastify/demo): plugins load in a stated order —
 * the config first (everything reads it), external plugins (security headers, CORS), the shared ones
 * (errors, db, redis, auth and access, providers, socket), then each area's routes under /api, in the order given
 * (apps/api/src/areas.ts, the route registry). Shutdown runs in reverse: sockets close before the database.
 * apps/api/src/app.ts adds the health check, the shell's static build and the demo seed; the area test
 * harness (testing/helper.ts) builds the same instance with one area.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MESSAGES_KEYWORD } from '@backoffice/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { composeSchema, type ApiArea } from './area';
import type { AppConfig, TrustProxy } from './config';
import type { Database } from './db/database';
import { serverSchema } from './db/server.schema';
import { loggerOptions, prettyLogs, requestIdOf } from './logging';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import providersPlugin from './plugins/providers';
import redisPlugin from './plugins/redis';
import readinessPlugin from './plugins/readiness';
import security from './plugins/security';
import socketPlugin from './plugins/socket';
import changesPlugin from './services/changes-plugin';
import { BulkActions } from './services/bulk';
import { inputValidator } from './validator';
import './types';

export interface BuildServerOptions {
  config: AppConfig;
  /** The areas whose routes are mounted under /api, in this order. */
  areas: readonly ApiArea[];
  /** An already open database (tests); otherwise one is opened from the config. The app closes it. */
  database?: Database;
  /** Fastify logger options; defaults to the config's log level. */
  logger?: FastifyServerOptions['logger'];
  /** Called for every registered route (the route-rule test). */
  onRoute?: Parameters<FastifyInstance['addHook']>[1];
  /** Routes of the composition itself under /api (the health check), registered before the areas'. */
  routes?: (app: FastifyInstance) => Promise<void>;
}

/**
 * Fastify's `trustProxy` for the config's (docs/api-database.md, "Environment", TRUST_PROXY). A number of proxies
 * becomes a hop test (Fastify itself treats a number as "trust nothing"): the nearest `n` hops are believed, so the
 * client is the address the outermost of them appended, whatever the client wrote before it.
 */
export function fastifyTrustProxy(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Creates the Fastify instance with the shared plugins and the areas' routes registered (not listening). */
export async function buildServer(options: BuildServerOptions) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel, prettyLogs(config)),
    // The request id of every log line (`reqId`): the caller's X-Request-Id when it is sane, else a new UUID;
    // echoed in the answer's X-Request-Id (docs/api-database.md, "Logs").
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The db plugin starts PGlite in a worker, migrates and seeds on a first start: on a busy 2-core machine
    // that took over Fastify's default 10 s and the server refused to start. One minute, then fail.
    pluginTimeout: 60_000,
    bodyLimit: 1_048_576,
    ajv: {
      // Unknown fields answer 400 instead of being dropped; all errors let us pick the spec's message.
      customOptions: { removeAdditional: false, allErrors: true, keywords: [MESSAGES_KEYWORD] },
    },
    // Bodies are validated as sent (no coercion); query, path and headers are text and are coerced (validator.ts).
    schemaController: { compilersFactory: { buildValidator: inputValidator() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute as never);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(configPlugin, { config });
  // 1. external
  await app.register(security);
  // 2. the shared ones
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database, schema: composeSchema(serverSchema, options.areas) });
  // Redis (REDIS_URL) before what keeps state in it: the rate limits (auth), the locks, the socket adapter.
  await app.register(redisPlugin);
  await app.register(authPlugin);
  // After the access hook: every later line a signed-in request logs carries its user's id.
  app.addHook('onRequest', async (request) => {
    if (!request.user) return;
    // pino's child of this request, which the reply logs through too ("request completed"); a logger without
    // setBindings (logging off) gets a child instead.
    const log = request.log as typeof request.log & { setBindings?: (bindings: Record<string, unknown>) => void };
    if (typeof log.setBindings === 'function') log.setBindings({ userId: request.user.id });
    else request.log = request.log.child({ userId: request.user.id });
  });
  await app.register(providersPlugin);
  app.decorate('bulk', new BulkActions()); // bulk actions (services/bulk.ts): areas define, the platform runs
  await app.register(readinessPlugin);
  await app.register(socketPlugin);
  await app.register(changesPlugin); // live changes (services/changes.ts): app.changeRooms, emitted through app.io
  await app.register(openapiPlugin); // after auth (its routes need the access hook), before the routes it documents
  // 3. the areas' routes, each in its own encapsulated context (its repositories are not seen by the others)
  await app.register(
    async (api) => {
      if (options.routes) await options.routes(api);
      for (const area of options.areas) await api.register(area.routes);
    },
    { prefix: '/api' },
  );
  return app;
}

export type ApiServer = Awaited<ReturnType<typeof buildServer>>;
