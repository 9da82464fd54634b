/**
 * The audit trail's reader (docs/areas/platform.md, "Audit trail"), decorated as `app.audit`: a record's history,
 * newest first, with each actor's name. The trail is written by `audit()` of @backoffice/api-server inside each
 * area's repositories; nothing here writes.
 */
import { AUDIT_HISTORY_LIMIT, type AuditEvent } from '@backoffice/contracts';
import { literalInt, named, repositoryPlugin, rowsOf, type Db } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';

/**
 * Where a page of a record's history starts: the event before which it reads (older events only), as
 * `at` to the microsecond (ISO 8601, UTC) and `seq` (insertion order; events of one instant share `at`).
 */
export interface AuditCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`: the event's `at` in full, not the wire's milliseconds. */
  at: string;
  /** The event's `seq` (a positive bigint, as decimal digits). */
  seq: string;
}

/** One page of a record's history: its events, newest first, and the cursor of the older ones (null: none). */
export interface AuditPage {
  data: AuditEvent[];
  next: string | null;
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z\|([1-9]\d{0,17})$/;

/**
 * The wire's opaque cursor of an event (docs/areas/platform.md, "Audit trail"): URL-safe base64 of
 * `<at to the microsecond>|<seq>`, e.g. `MjAyNi0xMi0wN1QxMzo0NDo1My4xMjM0NTZafDQy`.
 */
export function encodeAuditCursor({ at, seq }: AuditCursor): string {
  return Buffer.from(`${at}|${seq}`, 'utf8').toString('base64url');
}

/**
 * The cursor a client sent back as `before`, or null when it is not one {@link encodeAuditCursor} wrote (not
 * base64url, another text, an instant that does not exist such as 2026-02-30, a `seq` past 18 digits).
 */
export function decodeAuditCursor(cursor: string): AuditCursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const seconds = new Date(`${match[1]}Z`);
  // A calendar instant that exists (Date rolls 02-30 over to 03-02; the round trip tells).
  if (Number.isNaN(seconds.getTime()) || seconds.toISOString().slice(0, 19) !== match[1]) return null;
  const at = match[0].slice(0, match[0].indexOf('|'));
  return { at, seq: match[2] };
}

/** A row of the history statement: the wire event, and its cursor's parts. */
type HistoryRow = Omit<AuditEvent, '_id'> & { id: string; atKey: string; seq: string | number };

/** The wire event of a row (its cursor's parts left out). */
function toEvent(row: HistoryRow): AuditEvent {
  const { id, at, actorId, actorRole, actorName, action, entityType, entityId, before, after, requestId, ip } = row;
  return { _id: id, at, actorId, actorRole, actorName, action, entityType, entityId, before, after, requestId, ip };
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  /**
   * A record's events, newest first, at most AUDIT_HISTORY_LIMIT (the answer of a call without `limit` and
   * `before`). `actorName` is "First Last" of the actor's account as it is now, null when there is no actor (or no
   * such account).
   */
  async history(entityType: string, entityId: string): Promise<AuditEvent[]> {
    return (await this.page(entityType, entityId, AUDIT_HISTORY_LIMIT, null)).data;
  }

  /**
   * One page of a record's events, newest first: `limit` events (1..AUDIT_HISTORY_LIMIT, the route's schema
   * bounds it) older than `before` (null: the newest), and `next`, the cursor of the event the page ends with when
   * older ones exist (null at the record's oldest event).
   *
   * Keyset, not OFFSET (docs/api-database.md, "Which index a list reads", rule 1): the statement reads the
   * (entity_type, entity_id, at DESC NULLS LAST, seq DESC NULLS LAST) index in its own order from the cursor on
   * (`(at, seq) < (cursor)` is the index's range), `limit` + 1 entries (the one more tells whether older events
   * exist), so a deep page costs what page 1 costs. A plain DESC would be NULLS FIRST, which that index cannot
   * give: the database would read every event of the record and sort them. Each event's actor is looked up by key
   * (rule 4). One named statement per shape (first page, later page) and page size (rule 5: `literalInt`).
   */
  async page(entityType: string, entityId: string, limit: number, before: AuditCursor | null): Promise<AuditPage> {
    const after = before ? sql`AND (e.at, e.seq) < (${before.at}::timestamptz, ${before.seq}::bigint)` : sql``;
    const rows = rowsOf<HistoryRow>(
      await this.db.execute(
        named(
          before ? 'audit_history_older' : 'audit_history',
          sql`SELECT e.id,
              to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
              to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "atKey",
              e.seq, e.actor_id AS "actorId", e.actor_role AS "actorRole", a.name AS "actorName", e.action,
              e.entity_type AS "entityType", e.entity_id AS "entityId", e.before, e.after,
              e.request_id AS "requestId", e.ip
            FROM audit_events e
            LEFT JOIN LATERAL (SELECT u.first_name || ' ' || u.last_name AS name FROM users u WHERE u.id = e.actor_id) a ON true
            WHERE e.entity_type = ${entityType} AND e.entity_id = ${entityId} ${after}
            ORDER BY e.at DESC NULLS LAST, e.seq DESC NULLS LAST
            LIMIT ${literalInt(limit + 1)}`,
        ),
      ),
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(toEvent),
      next: rows.length > limit && last ? encodeAuditCursor({ at: last.atKey, seq: String(last.seq) }) : null,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail's reader (platform area only). */
    audit: AuditRepository;
  }
}

export default repositoryPlugin('audit', 'platform-audit-repository', (db) => new AuditRepository(db));
