/** What the scheduled jobs share: their dependencies, their actor in the audit trail, their clock and days. */
import type { Actor, Db, PaymentProvider } from '@backoffice/api-server';
import { addUtcDays } from '@backoffice/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { JobProviders } from '../providers';

/** What a job works with: the database, the payment provider and the outside services. */
export interface JobDeps {
  db: Db;
  payments: PaymentProvider;
  providers: JobProviders;
}

/**
 * The actor of a job's writes in the audit trail: no user and no role (the system), the request id
 * `job:<name>:<run id>` tying each event to its `job_runs` row, no client address.
 */
export function jobActor(job: string, runId: string): Actor {
  return { userId: null, role: null, requestId: `job:${job}:${runId}`, ip: '' };
}

/**
 * The clock of a run: `now` (the run's controlled instant) plus the time elapsed since the run began, so that a
 * log's start and end show how long the work took while staying on the run's clock.
 */
export function runClock(now: Date): () => Date {
  const began = performance.now();
  return () => new Date(now.getTime() + Math.round(performance.now() - began));
}

/** `count` consecutive days from `first`. */
export const daysFrom = (first: string, count: number): string[] => Array.from({ length: count }, (_, i) => addUtcDays(first, i));

/** A few items of a list for a summary: `a, b, c, d, e (+7 more)`. */
export function someOf(items: readonly string[], max = 5): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} (+${items.length - max} more)`;
}

/** A booking number as shown (`TF100001`). */
export const bookingLabel = (bookingNo: number): string => `TF${bookingNo}`;

/**
 * The currency of a hotel's rates (SQL, `hotel` the hotels row's alias): its country's currency from the VAT/GST
 * countries (by name, not deleted), or AUD.
 */
export const hotelCurrencySql = (hotel: string): SQL =>
  sql`coalesce((select v.currency_for from vatgst v where lower(v.countryname) = lower(${sql.raw(hotel)}.country) and not v.is_deleted order by v.created_at limit 1), 'AUD')`;
