import { ALL_ROLES } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from '../services/http-errors';
import { Passwords } from '../services/passwords';
import { RateLimiter } from '../services/rate-limiter';
import { Tokens, type AuthUser } from '../services/tokens';
import type { Access } from '../types';

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * Passwords, tokens, rate limiting and the one access hook: every route declares `config.access`
 * ('public' or roles); a route without one answers 500 rather than open by accident (and a test fails on it).
 * onRequest runs before the body is parsed: a caller without rights learns nothing about validation.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    const { config } = app;
    app.decorate('passwords', new Passwords(config.argon2));
    app.decorate('tokens', new Tokens(app.db, config.jwtSecret, config.tokenTtlSeconds, app.database.notifications));
    app.decorate('limiter', new RateLimiter({ redis: app.redis }));
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config?.access as Access | undefined;
      if (access === undefined) {
        request.log.error({ url: request.routeOptions.url }, 'route without an access rule');
        throw new HttpError(500, 'Route without an access rule');
      }
      if (access === 'public') return;
      const user = await app.tokens.verify(bearerToken(request));
      if (!user) throw unauthorized();
      if (!access.includes(user.role)) throw forbidden();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);

/**
 * The caller of a non-public route (set by the access hook).
 * @throws HttpError 401 when called on a public route without a caller.
 */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Every signed-in role. */
export const SIGNED_IN: Access = ALL_ROLES;
