import type { OutboxItem } from '@backoffice/contracts';

/** A list row for the component tests, with `over` laid on top. */
export const message = (over: Partial<OutboxItem> = {}): OutboxItem => ({
  _id: 'm1',
  channel: 'email',
  recipient: 'guest@example.com',
  subject: 'Your invoice',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  sentAt: '2026-03-01T00:00:05.000Z',
  attachments: [{ index: 0, filename: 'INV-0001.pdf', contentType: 'application/pdf', size: 2048 }],
  recipientRecord: null,
  ...over,
});
