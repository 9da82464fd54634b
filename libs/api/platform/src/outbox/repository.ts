/**
 * The outbox's reader for the Sent Mail page (docs/api-database.md, "Mail"), decorated as `app.outboxAdmin`: the
 * list of messages, one message, an attachment's stored file, and the retry of a failed message (audited). The
 * rows are written by `app.mail` / `app.sms` and the delivery worker (libs/api/server).
 */
import { MAIL_STUCK_MINUTES, OUTBOX_PAGE_SIZE, type OutboxItem, type OutboxListQuery, type OutboxMessage, type KnownUser } from '@backoffice/contracts';
import { audit, containsPattern, isUuid, repositoryPlugin, type Actor, type Db, type OutboxAttachment, type OutboxRow, type Tx } from '@backoffice/api-server';
import { outbox, users } from '@backoffice/api-server/schema';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { outboxCounts } from './outbox-counts';

/** The users (not deleted) whose e-mail addresses received a message: by lower-cased address. */
type Recipients = ReadonlyMap<string, KnownUser>;

/**
 * The users the e-mails of `rows` went to, in one query by the users' e-mail index (addresses are stored lower-case)
 * (docs/areas/users.md, "Links": the Sent Mail page links each message's recipient): a customer-app account
 * (userType APP) as a customer, anyone else as a user.
 */
async function recipientsOf(db: Db | Tx, rows: readonly OutboxRow[]): Promise<Recipients> {
  const addresses = [...new Set(rows.filter((r) => r.channel === 'email').map((r) => r.recipient.trim().toLowerCase()))];
  if (!addresses.length) return new Map();
  const found = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
    .from(users)
    .where(and(inArray(users.email, addresses), isNull(users.deletedAt)));
  return new Map(
    found.map((u) => [
      u.email.toLowerCase(),
      { type: u.userType === 'APP' ? 'customer' : 'user', id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.email },
    ]),
  );
}

/** A row as the list shows it, with the user it went to when `recipients` knows the address. */
function toItem(row: OutboxRow, recipients: Recipients): OutboxItem {
  return {
    _id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: row.attachments.map((a, index) => ({ index, filename: a.filename, contentType: a.contentType, size: a.size })),
    recipientRecord: row.channel === 'email' ? (recipients.get(row.recipient.trim().toLowerCase()) ?? null) : null,
  };
}

/** What a retry did: `retried` with the row back in the queue, or why not. */
export type RetryOutcome = { outcome: 'retried'; item: OutboxItem } | { outcome: 'not_found' } | { outcome: 'not_failed' };

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /**
   * A page of messages, newest first, with the total that match.
   * @param query `page` from 1, `limit` (OUTBOX_PAGE_SIZE by default), `channel`, `status`, `search` (contained
   * in the recipient or the subject, case-insensitive, taken literally), `attention` (failed or stuck).
   * Without a search or `attention` the total sums the `outbox_counts` rows of the channel and status (migration
   * 0055), never a count of the outbox, and the page reads the index of its filters, (…, created_at, id), from the end
   * nearer to it: a later page in the reversed order, turned round (docs/api-database.md, "Which index a list reads").
   * A search or `attention` counts its messages (`attention`: the failed and the overdue, through outbox_due_idx).
   */
  async list(query: OutboxListQuery): Promise<{ data: OutboxItem[]; total: number; page: number; limit: number }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? OUTBOX_PAGE_SIZE;
    const offset = (page - 1) * limit;
    const conditions: SQL[] = [];
    if (query.channel) conditions.push(eq(outbox.channel, query.channel));
    if (query.status) conditions.push(eq(outbox.status, query.status));
    // Failed, or overdue: the (status, next_attempt_at) index (the dashboard's failed or stuck e-mails).
    if (query.attention) {
      conditions.push(
        sql`(${outbox.status} = 'failed' or (${outbox.status} in ('queued', 'sending') and ${outbox.nextAttemptAt} < now() - make_interval(mins => ${MAIL_STUCK_MINUTES})))`,
      );
    }
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      conditions.push(or(ilike(outbox.recipient, pattern), ilike(outbox.subject, pattern)) as SQL);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const counted = search || query.attention;
    const [{ total }] = counted
      ? await this.db.select({ total: count() }).from(outbox).where(where)
      : await this.db
          .select({ total: sql<number>`coalesce(sum(${outboxCounts.n}), 0)::int` })
          .from(outboxCounts)
          .where(
            and(
              query.channel ? eq(outboxCounts.channel, query.channel) : undefined,
              query.status ? eq(outboxCounts.status, query.status) : undefined,
            ),
          );
    let rows: OutboxRow[] = [];
    if (offset < total) {
      const fromEnd = total - offset - limit < offset;
      const dir = fromEnd ? asc : desc;
      const read = await this.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(dir(outbox.createdAt), dir(outbox.id))
        .limit(fromEnd ? Math.min(limit, total - offset) : limit)
        .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
      rows = fromEnd ? read.reverse() : read;
    }
    const recipients = await recipientsOf(this.db, rows);
    return { data: rows.map((r) => toItem(r, recipients)), total, page, limit };
  }

  /** One message with its text body, or undefined (also for an id that is not a uuid). */
  async get(id: string): Promise<OutboxMessage | undefined> {
    const row = await this.row(id);
    if (!row) return undefined;
    return { ...toItem(row, await recipientsOf(this.db, [row])), text: row.body, nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null };
  }

  /** A message's attachment (its storage key with the name and type), or undefined. */
  async attachment(id: string, index: number): Promise<OutboxAttachment | undefined> {
    return (await this.row(id))?.attachments[index];
  }

  /**
   * Puts a `failed` message back in the queue (due now, attempts from 0, its last error kept) and records
   * `outbox.retry`, in one transaction. The caller nudges the delivery worker.
   */
  async retry(id: string, actor: Actor, now: Date = new Date()): Promise<RetryOutcome> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
      if (!before) return { outcome: 'not_found' };
      if (before.status !== 'failed') return { outcome: 'not_failed' };
      const [after] = await tx
        .update(outbox)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
        .where(eq(outbox.id, id))
        .returning();
      await audit(tx, actor, {
        action: 'outbox.retry',
        entityType: 'outbox',
        entityId: id,
        before: { status: before.status, attempts: before.attempts },
        after: { status: after.status, attempts: after.attempts },
      });
      return { outcome: 'retried', item: toItem(after, await recipientsOf(tx, [after])) };
    });
  }

  private async row(id: string): Promise<OutboxRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Sent Mail page's reader of the outbox (platform area only). */
    outboxAdmin: OutboxRepository;
  }
}

export default repositoryPlugin('outboxAdmin', 'platform-outbox-repository', (db) => new OutboxRepository(db));
