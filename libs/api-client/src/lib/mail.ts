import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type { OutboxListQuery, OutboxListResponse, OutboxMessage, OutboxOperations as Ops, OutboxRetryResponse } from '@backoffice/contracts';
import { call } from './shared-client';

// The mail queue's console calls (docs/api-database.md, "Mail"), each the operation of libs/contracts/src/mail.ts
// (`OutboxOperations`) called at its route (`PlatformRoutes`, call.ts). Every call needs a SuperAdmin; a failure is
// the shared client's ApiError carrying the server's message (404 MailMessages.notFound, 409 retryNotFailed).

/** GET /outbox: one page of the messages, newest first, filtered by channel, status and search. */
export async function listOutbox(query: OutboxListQuery): Promise<OutboxListResponse> {
  return call<Ops['listOutbox']>(routes.listOutbox, { query });
}

/** GET /outbox/{id}: one message with its text body. */
export async function getOutboxMessage(messageId: string): Promise<OutboxMessage> {
  return call<Ops['getOutboxMessage']>(routes.getOutboxMessage, { params: { id: messageId } });
}

/**
 * GET /outbox/{id}/attachments/{index}: the file as a Blob (the call carries the token, which a plain link could
 * not). Open it with `URL.createObjectURL(blob)` and revoke that URL when done.
 */
export async function fetchOutboxAttachment(messageId: string, index: number): Promise<Blob> {
  // A file answer (the operation's documentation-only entry): the bytes as a Blob.
  return (await call<Ops['fetchOutboxAttachment']>(
    routes.fetchOutboxAttachment,
    { params: { id: messageId, index } },
    { responseType: 'blob' },
  )) as Blob;
}

/** POST /outbox/{id}/retry (no body): a failed message back in the queue; answers `{ message, data }`. */
export async function retryOutboxMessage(messageId: string): Promise<OutboxRetryResponse> {
  return call<Ops['retryOutboxMessage']>(routes.retryOutboxMessage, { params: { id: messageId } });
}
