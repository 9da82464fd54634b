/**
 * The delivery worker of the outbox (docs/api-database.md, "Mail"). Messages are queued by `app.mail.send` /
 * `app.sms.send` (services/providers.ts); the worker claims the due ones, sends them through a transport and
 * records the outcome on the row:
 *
 * - claim: one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING *` turns due `queued` rows (and
 *   `sending` rows whose claim lapsed: a crashed instance) into `sending`, `attempts + 1`, `next_attempt_at` = the
 *   claim's end; several API instances never claim one message together;
 * - send: outside any transaction (the embedded database has one connection: awaiting the network inside a
 *   transaction would hold it, and awaiting another query there would wait forever);
 * - record: `sent` (`sent_at`, `provider_message_id`), or back to `queued` with `last_error` and
 *   `next_attempt_at` = now + base × 2^(attempts − 1); after the last attempt, or an SMTP 5xx answer (permanent),
 *   `failed`, logged at error level.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import { outbox, type OutboxRow } from '../db/server.schema';
import type { FileStorage } from './storage';

/** A message as a transport receives it, its attachments read back from storage. */
export interface OutgoingMessage {
  /** The outbox id. */
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Hands a message to the outside world. */
export interface DeliveryTransport {
  /**
   * Sends one message. @returns the id the other side gave it, if any. @throws when it is refused; an error
   * with an SMTP `responseCode` of 500–599 is permanent (no further attempt).
   */
  send(message: OutgoingMessage): Promise<{ messageId?: string }>;
  /** Releases connections. */
  close?(): void;
}

/** The embedded transport (no SMTP_URL, and every SMS): the outbox is the mailbox, delivery succeeds at once. */
export class EmbeddedTransport implements DeliveryTransport {
  async send(): Promise<{ messageId?: string }> {
    return {};
  }
}

/** E-mail through an SMTP server (SMTP_URL) with nodemailer; the From is MAIL_FROM. */
export class SmtpTransport implements DeliveryTransport {
  private readonly transporter: Transporter;

  /** @param smtpUrl `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  constructor(
    smtpUrl: string,
    private readonly from: string,
    options: { connectionTimeoutMs?: number; socketTimeoutMs?: number; tls?: { rejectUnauthorized?: boolean } } = {},
  ) {
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: options.connectionTimeoutMs ?? 30_000,
      greetingTimeout: 30_000,
      socketTimeout: options.socketTimeoutMs ?? 60_000,
      ...(options.tls ? { tls: options.tls } : {}),
    });
  }

  async send(message: OutgoingMessage): Promise<{ messageId?: string }> {
    const info = await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
    return { messageId: typeof info.messageId === 'string' ? info.messageId : undefined };
  }

  close(): void {
    this.transporter.close();
  }
}

/** True for an error the other side says will not get better (an SMTP 5xx answer). */
export function isPermanentDeliveryError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What one {@link MailDelivery.deliverDue} did. */
export interface DeliveryReport {
  sent: number;
  /** Back in the queue for a later attempt. */
  retried: number;
  failed: number;
}

export interface MailDeliveryOptions {
  db: Db;
  /** Where the attachments are (`app.storage`). */
  storage: FileStorage;
  log: FastifyBaseLogger;
  transports: { email: DeliveryTransport; sms: DeliveryTransport };
  /** Attempts before `failed` (at least 1). */
  maxAttempts: number;
  /** Seconds before the second attempt; doubled for each further one. */
  retryBaseSeconds: number;
  /** Messages claimed per round. */
  batchSize: number;
  /** Seconds a claim lasts: a message still `sending` after that is claimed again. */
  sendingTimeoutSeconds: number;
  /** Seconds between two rounds of {@link MailDelivery.start}; 0: no rounds, and nudges do nothing. */
  pollSeconds: number;
  /** The clock (tests); the system clock by default. */
  now?: () => Date;
}

const MAX_ERROR_LENGTH = 1000;

/** The text of an error for `last_error` (with the SMTP answer when there is one), at most 1000 characters. */
function errorText(error: unknown): string {
  const e = error as { message?: unknown; response?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const response = typeof e?.response === 'string' && !message.includes(e.response) ? ` (${e.response})` : '';
  return (message + response).slice(0, MAX_ERROR_LENGTH);
}

/** The outbox's delivery worker (see the file's comment). One per API instance; any number may share a database. */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: MailDeliveryOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the rounds every `pollSeconds` (none when it is 0). */
  start(): void {
    if (this.options.pollSeconds <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.nudge(), this.options.pollSeconds * 1000);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Asks for a round soon (after a message is queued); a round under way is followed by another. Does nothing
   * when the worker is stopped or `pollSeconds` is 0. Never throws: a round's error is logged.
   */
  nudge(): void {
    if (this.stopped || this.options.pollSeconds <= 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      // After the caller's current step (its transaction may still be open).
      await new Promise((resolve) => setImmediate(resolve));
      do {
        this.again = false;
        try {
          await this.deliverDue();
        } catch (error) {
          this.options.log.error({ err: error }, 'mail delivery: a round failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops the rounds and waits for the one under way; closes the transports. Idempotent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.options.transports.email.close?.();
    if (this.options.transports.sms !== this.options.transports.email) this.options.transports.sms.close?.();
  }

  /**
   * Claims and delivers every due message (rounds of `batchSize` until none is due), then returns what happened.
   * Tests call it instead of waiting for a round.
   * @param now the time "now" is (back-off tests); the worker's clock by default.
   * @throws when the database fails (a transport's failure is recorded on its row, not thrown).
   */
  async deliverDue(now?: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    const at = () => now ?? this.now();
    for (;;) {
      const claimed = await this.claim(at());
      for (const row of claimed) report[await this.deliver(row, at)] += 1;
      if (claimed.length < this.options.batchSize || this.stopped) return report;
    }
  }

  /** Turns up to `batchSize` due rows into `sending` (attempts + 1, claimed until now + sendingTimeoutSeconds). */
  private async claim(now: Date): Promise<OutboxRow[]> {
    const due = and(inArray(outbox.status, ['queued', 'sending']), lte(outbox.nextAttemptAt, now));
    const ids = this.options.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(due)
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    return this.options.db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + this.options.sendingTimeoutSeconds * 1000),
      })
      .where(and(inArray(outbox.id, ids), due))
      .returning();
  }

  /** Sends one claimed row and records the outcome (only while the claim is still this one's). */
  private async deliver(row: OutboxRow, at: () => Date): Promise<keyof DeliveryReport> {
    const mine = and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));
    try {
      const attachments = await Promise.all(
        row.attachments.map(async (a) => {
          const content = await this.options.storage.read(a.key);
          if (!content) throw new Error(`attachment ${a.filename} is missing from the storage (${a.key})`);
          return { filename: a.filename, contentType: a.contentType, content };
        }),
      );
      const transport = row.channel === 'sms' ? this.options.transports.sms : this.options.transports.email;
      const result = await transport.send({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        html: row.html,
        attachments,
      });
      await this.options.db
        .update(outbox)
        .set({ status: 'sent', sentAt: at(), providerMessageId: result.messageId ?? null })
        .where(mine);
      return 'sent';
    } catch (error) {
      const lastError = errorText(error);
      const permanent = isPermanentDeliveryError(error);
      const failed = permanent || row.attempts >= this.options.maxAttempts;
      const delayMs = this.options.retryBaseSeconds * 1000 * 2 ** Math.max(0, row.attempts - 1);
      const nextAttemptAt = failed ? at() : new Date(at().getTime() + delayMs);
      await this.options.db
        .update(outbox)
        .set({ status: failed ? 'failed' : 'queued', lastError, nextAttemptAt })
        .where(mine);
      const details = { outboxId: row.id, channel: row.channel, recipient: row.recipient, attempts: row.attempts, error: lastError };
      if (failed) this.options.log.error(details, permanent ? 'mail delivery refused for good' : 'mail delivery failed after the last attempt');
      else this.options.log.warn({ ...details, nextAttemptAt }, 'mail delivery failed; will retry');
      return failed ? 'failed' : 'retried';
    }
  }
}
