/**
 * Outside services behind interfaces (docs/api-database.md, "Environment": an embedded default each, the real
 * one when configured). The embedded SMS and e-mail providers write to the outbox table; a gateway adapter
 * implements the same interface and is selected by SMS_PROVIDER / MAIL_PROVIDER.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { outbox } from '../db/server.schema';

export interface SmsProvider {
  /** Sends a text message. @param to E.164 phone number. @throws when the gateway refuses it. */
  send(to: string, text: string): Promise<void>;
}

export interface MailProvider {
  /** Sends an e-mail. @throws when the server refuses it. */
  send(message: { to: string; subject: string; text: string }): Promise<void>;
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

  async send(message: { to: string; subject: string; text: string }): Promise<void> {
    await this.db
      .insert(outbox)
      .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text });
  }
}
