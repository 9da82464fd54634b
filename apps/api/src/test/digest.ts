/**
 * A digest of the whole database, to prove from the caller's side that a refused request changed nothing: for
 * every table of the public schema, its row count and the sum of its rows' hashes. Two equal digests mean no
 * row was added, removed or changed (up to hash collisions). Cheap enough for the seeded test database.
 * Build the app with `jobs: { enabled: false, ... }` (the scheduled jobs write on their own); the mail queue is
 * digested by its ids only, since its delivery updates a queued message's status in the background (and its
 * counters by status are left out).
 */
import { rowsOf } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';
import type { App } from './helper';

/** What a table's digest hashes per row: the whole row, but only the id of a queued message. */
const ROW: Record<string, string> = { outbox: 't.id::text' };
/**
 * Tables left out: the outbox's counters by channel and status (migration 0055) follow the queue's delivery in the
 * background, and a message queued by a request already shows as a new id of `outbox`.
 */
const DERIVED = new Set(['outbox_counts']);

/** Table name → `count:hashsum`. */
export type Digest = Record<string, string>;

let tablesQuery: ReturnType<typeof sql.raw> | undefined;

/** The digest of every table of the public schema (the queue's own schema is not data of ours). */
export async function databaseDigest(app: App): Promise<Digest> {
  if (!tablesQuery) {
    const rows = rowsOf<{ name: string }>(
      await app.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
    );
    tablesQuery = sql.raw(
      rows
        .filter(({ name }) => !DERIVED.has(name))
        .map(
          ({ name }) =>
            `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(${ROW[name] ?? 't::text'})::bigint), 0)::text as digest from public."${name}" t`,
        )
        .join(' union all '),
    );
  }
  const rows = rowsOf<{ name: string; digest: string }>(await app.db.execute(tablesQuery));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs between two digests (empty when nothing changed). */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

/** The id the database gives its next writing transaction: unchanged, nothing was written in between. */
async function nextTransactionId(app: App): Promise<string> {
  const [row] = rowsOf<{ x: string }>(await app.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
  return row.x;
}

/** What changed across a request. */
export interface Change {
  /** The tables whose digest changed, by name. */
  tables: string[];
  /** The actions of the audit events written meanwhile, in order (`user.sign_in_failed`, ...). */
  auditActions: string[];
}

const lastAuditSeq = async (app: App): Promise<number> =>
  Number(rowsOf<{ n: string }>(await app.db.execute(sql`select coalesce(max(seq), 0)::text as n from audit_events`))[0].n);

/**
 * Watches the database across requests, cheaply: a request after which no transaction id was taken wrote
 * nothing (a few ms to know); only when one was taken are the two digests compared (a few hundred ms).
 * Call {@link DataWatch.mark} before a request and {@link DataWatch.changed} after it.
 */
export class DataWatch {
  private digest: Digest | undefined;
  private xid: string | undefined;
  private auditSeq = 0;

  constructor(private readonly app: App) {}

  /** Takes the state before a request (its digest is recomputed only when something was written since). */
  async mark(): Promise<void> {
    const xid = await nextTransactionId(this.app);
    if (xid === this.xid && this.digest) return;
    await this.take();
  }

  /** What changed since {@link DataWatch.mark} (nothing: empty lists); the new state becomes the mark. */
  async changed(): Promise<Change> {
    const xid = await nextTransactionId(this.app);
    if (xid === this.xid && this.digest) return { tables: [], auditActions: [] };
    const before = this.digest ?? {};
    const since = this.auditSeq;
    await this.take();
    const tables = changedTables(before, this.digest ?? {});
    const auditActions = tables.includes('audit_events')
      ? rowsOf<{ action: string }>(
          await this.app.db.execute(sql`select action from audit_events where seq > ${since} order by seq`),
        ).map((r) => r.action)
      : [];
    return { tables, auditActions };
  }

  private async take(): Promise<void> {
    this.digest = await databaseDigest(this.app);
    this.auditSeq = await lastAuditSeq(this.app);
    this.xid = await nextTransactionId(this.app);
  }
}
