/**
 * Constants of the mail queue and its Sent Mail page (docs/api-database.md, "Mail"). No TypeBox here (the
 * `@backoffice/contracts/constants` entry).
 */

/** Where a message is: queued (waiting for an attempt), sending (claimed by a worker), sent, failed (gave up). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The channels of the outbox. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Messages per page of GET /outbox when no `limit` is given. */
export const OUTBOX_PAGE_SIZE = 20;
