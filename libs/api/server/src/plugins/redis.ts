/**
 * The Redis several API instances share (docs/api-database.md, "Several instances"). With REDIS_URL: an ioredis
 * client as `app.redis` (the rate limits and the socket.io adapter use it), connected before the app is ready
 * (a wrong REDIS_URL fails the start), errors logged (a command that fails rejects in its caller only), closed
 * when the app closes. `app.locks` is a {@link RedisLock} then, a {@link KeyedMutex} (this process only) without.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { KeyedMutex, RedisLock } from '../services/locks';

/** The address without its password, for log lines. */
export function redisUrlForLog(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://(unparsable REDIS_URL)';
  }
}

/**
 * Logs a Redis client's errors, once per distinct message until it is ready again: a server that went away makes
 * ioredis report each reconnection attempt.
 */
export function logRedisErrors(app: FastifyInstance, client: Redis, role: string): void {
  let last = '';
  client.on('error', (err: Error) => {
    if (err.message === last) return;
    last = err.message;
    app.log.error({ err, redis: role }, 'redis error');
  });
  client.on('ready', () => {
    if (last) app.log.info({ redis: role }, 'redis connected again');
    last = '';
  });
}

/** Closes a client: QUIT and wait for the connection's end, or a plain disconnect when that takes over a second. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<void>((resolve) => {
    client.once('end', resolve);
    timer = setTimeout(resolve, 1000);
  });
  client.quit().catch(() => undefined);
  await ended;
  clearTimeout(timer);
  if ((client.status as string) !== 'end') client.disconnect();
}

export default fp(
  async function redis(app: FastifyInstance) {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', undefined);
      app.decorate('locks', new KeyedMutex());
      return;
    }
    // Few retries per command: a request waiting on a rate limit should fail fast rather than hang on a lost server.
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: 'backoffice-api' });
    logRedisErrors(app, client, 'main');
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new Error(`Redis at ${redisUrlForLog(url)} does not answer: ${(error as Error).message}`);
    }
    app.log.info({ redis: redisUrlForLog(url) }, 'redis ready');
    app.decorate('redis', client);
    app.decorate(
      'locks',
      new RedisLock(client, {
        prefix: 'backoffice:lock:',
        onError: (err, key) => app.log.error({ err, key }, 'redis lock'),
      }),
    );
    app.addHook('onClose', async () => {
      await closeRedis(client);
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
