/**
 * Idempotent writes (docs/api-database.md, "Idempotency"): a client sends `Idempotency-Key: <key>` (one per form
 * submission or per money action); the first request with that key does the work and stores its answer in the
 * same transaction, a retry gets the stored answer without doing anything again, and a different request under
 * the same key answers 409. A failed write rolls its key back with it, so a retry after a failure runs again.
 *
 * Concurrency: the key row is inserted first; a second request with the key waits on that insert (unique key)
 * until the first commits, then replays its answer.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/database';
import { idempotencyKeys } from '../db/server.schema';
import { HttpError } from './http-errors';

/** The header a client names its key in; 1–200 printable characters. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_RE = /^[\x21-\x7e]{1,200}$/;

/** What a keyed write answers: its status code and body (JSON). `replayed` is true for a stored answer. */
export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/** The request's key, undefined without the header. @throws 400 when the header is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_RE.test(key)) throw new HttpError(400, 'The Idempotency-Key header must be 1-200 printable characters');
  return key;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value ?? null)).digest('hex');

/**
 * Runs `work` in one transaction, at most once per (`actorId`, `scope`, `key`); without a key it just runs it.
 * - `scope`: `METHOD /route/pattern` (e.g. `POST /hotel`); `request`: what identifies the request (params and
 *   body), compared by hash with the first one.
 * - `work(tx)` returns `{ statusCode, body }`; use only `tx` inside it.
 * @throws HttpError 409 (`conflictMessage`) when the key was used for a different request.
 */
export async function runIdempotent<T>(
  db: Db,
  options: { actorId: string; scope: string; key: string | undefined; request: unknown; conflictMessage: string },
  work: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const { actorId, scope, key } = options;
  if (!key) return db.transaction(async (tx) => ({ ...(await work(tx)), replayed: false }));
  const requestHash = hashOf(options.request);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ actorId, scope, key, requestHash, statusCode: 0, response: sql`'null'::jsonb` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (!stored || stored.requestHash !== requestHash) throw new HttpError(409, options.conflictMessage);
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: sql`${JSON.stringify(result.body ?? null)}::jsonb` })
      .where(where);
    return { ...result, replayed: false };
  });
}

/** The key's identity for {@link findIdempotentAnswer} and {@link storeIdempotentAnswer}. */
export interface IdempotencyScope {
  actorId: string;
  scope: string;
  key: string | undefined;
  request: unknown;
  conflictMessage: string;
}

/**
 * For a keyed write that cannot run in one transaction (it calls the payment provider between two of them,
 * docs/api-database.md, "Idempotency"): the stored answer of an earlier request with this key, or null.
 * @throws HttpError 409 (`conflictMessage`) when the key was used for a different request.
 */
export async function findIdempotentAnswer<T>(db: Db | Tx, options: IdempotencyScope): Promise<IdempotentResult<T> | null> {
  const { actorId, scope, key } = options;
  if (!key) return null;
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!stored) return null;
  if (stored.requestHash !== hashOf(options.request)) throw new HttpError(409, options.conflictMessage);
  return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
}

/** Stores a keyed write's answer in the write's final transaction (no-op without a key). */
export async function storeIdempotentAnswer(tx: Tx, options: IdempotencyScope, result: { statusCode: number; body: unknown }): Promise<void> {
  const { actorId, scope, key } = options;
  if (!key) return;
  await tx
    .insert(idempotencyKeys)
    .values({
      actorId,
      scope,
      key,
      requestHash: hashOf(options.request),
      statusCode: result.statusCode,
      response: sql`${JSON.stringify(result.body ?? null)}::jsonb`,
    })
    .onConflictDoNothing();
}
