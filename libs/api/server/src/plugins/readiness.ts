/**
 * Readiness (docs/api-database.md, "Health"): a registry of named checks that /api/health/ready runs, each with a
 * time limit. This plugin registers the database (`select 1`) and the file storage (a `has` of a name no upload
 * takes); a plugin adds its own with `app.readiness.add(name, check)`. A Redis client decorated as `app.redis`
 * (with REDIS_URL) gets its `ping` check when the app is ready, whatever the order of the plugins.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a check may take before it counts as failed, in milliseconds (2 s). */
export const READINESS_TIMEOUT_MS = 2_000;

/** A stored-file name no upload takes (a fixed uuid): the storage probe asks whether it exists. */
export const STORAGE_PROBE_NAME = '00000000-0000-4000-8000-000000000000.png';

/** One check's outcome: `ok`, `failed` (it threw or rejected) or `timed out`. */
export type CheckStatus = 'ok' | 'failed' | 'timed out';

/** What {@link Readiness.run} answers. */
export interface ReadinessReport {
  /** Every check passed and the app is not draining. */
  ready: boolean;
  /** The app is shutting down (SIGTERM): not ready whatever the checks say; they are not run. */
  draining: boolean;
  /** Each check's outcome, by name (empty while draining). */
  checks: Record<string, CheckStatus>;
  /** The errors of the checks that did not pass, by name (for the log, never for the answer). */
  errors: Record<string, unknown>;
}

interface Check {
  run: () => Promise<unknown>;
  timeoutMs: number;
}

/** The readiness checks of one app (see the file's comment). */
export class Readiness {
  private readonly checks = new Map<string, Check>();
  private drainingSince: number | undefined;

  /**
   * Adds a check: it passes when `check` resolves (whatever it answers) within `timeoutMs`.
   * @throws Error when a check of that name exists.
   */
  add(name: string, check: () => Promise<unknown>, options: { timeoutMs?: number } = {}): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
    this.checks.set(name, { run: check, timeoutMs: options.timeoutMs ?? READINESS_TIMEOUT_MS });
  }

  /** Whether a check of that name is registered. */
  has(name: string): boolean {
    return this.checks.has(name);
  }

  /** The registered checks' names, in order of registration. */
  names(): string[] {
    return [...this.checks.keys()];
  }

  /** From now on the app is not ready (shutdown has begun); there is no way back. */
  drain(): void {
    this.drainingSince ??= Date.now();
  }

  /** Whether {@link drain} was called. */
  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Runs every check at once, each within its time limit. Never throws. */
  async run(): Promise<ReadinessReport> {
    if (this.draining) return { ready: false, draining: true, checks: {}, errors: {} };
    const checks: Record<string, CheckStatus> = {};
    const errors: Record<string, unknown> = {};
    await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timed out'>((resolve) => {
          timer = setTimeout(() => resolve('timed out'), check.timeoutMs);
        });
        try {
          const outcome = await Promise.race([
            Promise.resolve()
              .then(check.run)
              .then(() => 'ok' as const),
            timeout,
          ]);
          checks[name] = outcome;
          if (outcome === 'timed out') errors[name] = new Error(`${name} did not answer within ${check.timeoutMs} ms`);
        } catch (error) {
          checks[name] = 'failed';
          errors[name] = error;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    // In order of registration, whichever answered first.
    const ordered = Object.fromEntries(this.names().filter((n) => n in checks).map((n) => [n, checks[n]]));
    return { ready: Object.values(checks).every((s) => s === 'ok'), draining: false, checks: ordered, errors };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The readiness checks (docs/api-database.md, "Health"): `add(name, check)`; `/api/health/ready` runs them. */
    readiness: Readiness;
  }
}

/** A Redis client as far as readiness knows it. */
interface Pingable {
  ping(): Promise<unknown>;
}

export default fp(
  async function readiness(app: FastifyInstance) {
    const registry = new Readiness();
    app.decorate('readiness', registry);
    registry.add('database', () => app.db.execute(sql`select 1`));
    registry.add('storage', () => app.storage.has(STORAGE_PROBE_NAME));
    app.addHook('onReady', async () => {
      const redis = app.hasDecorator('redis') ? (app as unknown as { redis?: Pingable }).redis : undefined;
      if (redis && typeof redis.ping === 'function' && !registry.has('redis')) registry.add('redis', () => redis.ping());
    });
    // Fastify answers 503 to every new request once close() has begun; a balancer polling /api/health/ready sees it
    // earlier when the shutdown drains first (apps/api/src/shutdown.ts).
    app.addHook('preClose', async () => registry.drain());
  },
  { name: 'readiness', dependencies: ['config', 'db', 'providers'] },
);
