/**
 * The API's graceful stop on SIGTERM/SIGINT (docs/api-database.md, "Health"): not ready at once, so that a
 * balancer polling /api/health/ready stops sending new requests, still serving for the drain time
 * (SHUTDOWN_DRAIN_SECONDS), then closed: in-flight requests finish, sockets close, the database and its folder
 * lock are released last.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from './app';

export interface ShutdownOptions {
  /** How long ready answers 503 while requests are still served, in milliseconds (0: close at once). */
  drainMs: number;
  /** The longest close() may take, in milliseconds (10 s). */
  forceMs?: number;
}

/**
 * Drains then closes the app (see the file's comment).
 * @returns the process's exit code: 0 once closed, 1 when close() failed or took over `forceMs`.
 */
export async function drainAndClose(app: App, options: ShutdownOptions): Promise<0 | 1> {
  app.readiness.drain();
  if (options.drainMs > 0) {
    app.log.info({ drainMs: options.drainMs }, 'draining: /api/health/ready answers 503, requests are still served');
    await sleep(options.drainMs);
  }
  const forceMs = options.forceMs ?? 10_000;
  const timer = new AbortController();
  const tooLong = sleep(forceMs, 'timeout' as const, { ref: false, signal: timer.signal }).catch(() => 'aborted' as const);
  try {
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), tooLong]);
    if (outcome === 'closed') return 0;
    app.log.error(`shutdown took over ${forceMs / 1000} s, exiting`);
    return 1;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    timer.abort();
  }
}
