/**
 * Messages of the mail queue's console calls (docs/api-database.md, "Mail"). None is in the spec ("ours"): the
 * API answers them where the spec shows no message (docs/decisions.md: show the real outcome).
 */
export const MailMessages = {
  /** ours: 404, no such message. */
  notFound: 'Message not found',
  /** ours: 404, no such attachment (or its file is gone from storage). */
  attachmentNotFound: 'Attachment not found',
  /** ours: 409, a retry of a message that has not failed. */
  retryNotFailed: 'Only a failed message can be sent again',
  /** ours: 200, a failed message is back in the queue. */
  retried: 'Message queued again',
} as const;
