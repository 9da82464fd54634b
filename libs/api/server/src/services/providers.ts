/**
 * Outside services behind interfaces (docs/api-database.md, "Environment": an embedded default each, the real
 * one when configured). SMS and e-mail are queued in the outbox table and delivered by the delivery worker
 * (services/mail-delivery.ts; docs/api-database.md, "Mail"): sending is a job with retries, and a failure stays
 * visible in the outbox (`status`, `last_error`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { outbox, type OutboxAttachment } from '../db/server.schema';
import { mailKey, type FileStorage } from './storage';

/** A file to send with an e-mail. */
export interface MailAttachmentInput {
  /** The name the recipient sees, e.g. `invoice-2026-11.pdf`. */
  filename: string;
  /** Its MIME type, e.g. `application/pdf`. */
  contentType: string;
  content: Buffer;
}

/** An e-mail to send. */
export interface MailMessage {
  /** One address. */
  to: string;
  subject: string;
  /** The plain-text body (always sent). */
  text: string;
  /** An HTML body sent beside the text. */
  html?: string;
  attachments?: MailAttachmentInput[];
}

/** How a message is queued. */
export interface EnqueueOptions {
  /**
   * The caller's transaction: the message is inserted in it, so that the caller's write and its message are
   * committed (or rolled back) together. The worker sees the message once that transaction commits.
   */
  tx?: Tx;
}

/** A queued message: `id` is its outbox row (`outbox.id`; its `status` says where it is). */
export interface Enqueued {
  id: string;
}

export interface SmsProvider {
  /**
   * Queues a text message (channel `sms`) for the delivery worker; printed to the log when SMS_LOG is on.
   * @param to E.164 phone number. @returns the outbox id. @throws when the database refuses the row.
   */
  send(to: string, text: string, options?: EnqueueOptions): Promise<Enqueued>;
}

export interface MailProvider {
  /**
   * Queues an e-mail (channel `email`) for the delivery worker: the attachments are stored first (file storage,
   * `mail/<outbox id>/<index>-<name>`), then the row is inserted `queued` (in `options.tx` when given) and the
   * worker is nudged. Delivery happens later; its outcome is the row's `status` / `last_error`.
   * @returns the outbox id. @throws when storage or the database refuses (nothing is queued then).
   */
  send(message: MailMessage, options?: EnqueueOptions): Promise<Enqueued>;
}

/** The outbox providers' shared parts. */
export interface OutboxProviderOptions {
  db: Db;
  /** Called after a message is queued (the delivery worker's nudge). */
  onQueued?: () => void;
  /** The clock the first attempt is due by (tests); the system clock by default. */
  now?: () => Date;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly options: OutboxProviderOptions,
    private readonly log: FastifyBaseLogger,
    private readonly printToLog: boolean,
  ) {}

  async send(to: string, text: string, options: EnqueueOptions = {}): Promise<Enqueued> {
    const db = options.tx ?? this.options.db;
    const [row] = await db
      .insert(outbox)
      .values({ channel: 'sms', recipient: to, body: text, nextAttemptAt: (this.options.now ?? (() => new Date()))() })
      .returning({ id: outbox.id });
    // The line developers and the end-to-end tests read the PIN from (docs/api-database.md, "Demo data").
    if (this.printToLog) this.log.info(`[sms] to ${to}: ${text}`);
    this.options.onQueued?.();
    return { id: row.id };
  }
}

export class OutboxMailProvider implements MailProvider {
  constructor(
    private readonly options: OutboxProviderOptions & {
      /** Where the attachments go (`app.storage`). */
      storage: FileStorage;
    },
  ) {}

  async send(message: MailMessage, options: EnqueueOptions = {}): Promise<Enqueued> {
    const to = message.to.trim();
    if (!to) throw new Error('mail: no recipient');
    const files = message.attachments ?? [];
    if (files.length > 100) throw new Error('mail: at most 100 attachments');
    const id = randomUUID();
    const attachments: OutboxAttachment[] = [];
    // Stored before the row exists: once the row is committed its files are there. A rolled-back caller leaves
    // them behind, unreferenced.
    for (const [index, file] of files.entries()) {
      const key = mailKey(id, index, file.filename);
      await this.options.storage.put(key, file.content);
      attachments.push({ filename: file.filename, contentType: file.contentType, size: file.content.length, key });
    }
    const db = options.tx ?? this.options.db;
    await db.insert(outbox).values({
      id,
      channel: 'email',
      recipient: to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      attachments,
      nextAttemptAt: (this.options.now ?? (() => new Date()))(),
    });
    this.options.onQueued?.();
    return { id };
  }
}
