import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers (helmet) and the CORS allowlist (CORS_ORIGINS). The Content-Security-Policy lets the
 * shell load its remotes, whose origins are the CORS origins, REMOTE_<NAME>_URL and CSP_ORIGINS (CSP=off
 * disables it). In production both lists hold only configured origins: the dev ports are a development default
 * (config.ts, docs/api-database.md "Environment").
 */
export default fp(
  async function security(app: FastifyInstance) {
    const origins = app.config.cspOrigins;
    await app.register(helmet, {
      contentSecurityPolicy: app.config.cspEnabled
        ? {
            useDefaults: true,
            directives: {
              'script-src': ["'self'", ...origins],
              'style-src': ["'self'", "'unsafe-inline'", ...origins],
              'connect-src': ["'self'", ...origins, ...origins.map((o) => o.replace(/^http/, 'ws'))],
              'img-src': ["'self'", 'data:', 'blob:', 'https:', ...origins],
              'font-src': ["'self'", 'data:', ...origins],
              'upgrade-insecure-requests': null,
            },
          }
        : false,
      // The remotes are scripts of other origins loaded by the shell's page.
      crossOriginEmbedderPolicy: false,
    });
    // The CORS plugin answers preflights on its own `OPTIONS *` route: public by nature.
    app.addHook('onRoute', (route) => {
      if (route.method === 'OPTIONS' && route.url === '*' && !route.config?.access) {
        route.config = { ...(route.config ?? {}), access: 'public' };
      }
    });
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
