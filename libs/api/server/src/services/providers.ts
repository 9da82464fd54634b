/**
 * Outside services behind interfaces (docs/api-database.md, "Environment": an embedded default each, the real
 * one when configured). The embedded SMS and e-mail providers write to the outbox table; a gateway adapter
 * implements the same interface and is selected by SMS_PROVIDER / MAIL_PROVIDER.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { outbox } from '../db/server.schema';

export interface SmsProvider {
  /** Sends a text message. @param to E.164 phone number. @throws when the gateway refuses it. */
  send(to: string, text: string): Promise<void>;
}

/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An e-mail: plain `text`, optional `html`, optional attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailProvider {
  /**
   * Queues an e-mail (inside `options.tx` when given, so that it commits with the caller's change).
   * @returns the outbox id of the message.
   */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<{ id: string }>;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly printToLog: boolean,
  ) {}

  async send(to: string, text: string): Promise<void> {
    await this.db.insert(outbox).values({ channel: 'sms', recipient: to, body: text });
    // The exact line developers and the end-to-end tests read the PIN from (docs/team-plan.md, "Demo data").
    if (this.printToLog) this.log.info(`[sms] to ${to}: ${text}`);
  }
}

export class OutboxMailProvider implements MailProvider {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage, options: { tx?: Tx } = {}): Promise<{ id: string }> {
    const [row] = await (options.tx ?? this.db)
      .insert(outbox)
      .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text })
      .returning({ id: outbox.id });
    return { id: row.id };
  }
}
