import type { OutboxListQuery, OutboxListResponse, OutboxMessage, OutboxRetryResponse } from '@backoffice/contracts';
import { http } from './shared-client';

// The mail queue's console calls (docs/api-database.md, "Mail"). Every call needs a SuperAdmin; a failure is the
// shared client's ApiError carrying the server's message (404 MailMessages.notFound, 409 retryNotFailed).

const id = (value: string) => encodeURIComponent(value);

/** GET /outbox: one page of the messages, newest first, filtered by channel, status and search. */
export async function listOutbox(query: OutboxListQuery): Promise<OutboxListResponse> {
  return (await http.get<OutboxListResponse>('/outbox', { params: query })).data;
}

/** GET /outbox/{id}: one message with its text body. */
export async function getOutboxMessage(messageId: string): Promise<OutboxMessage> {
  return (await http.get<OutboxMessage>(`/outbox/${id(messageId)}`)).data;
}

/**
 * GET /outbox/{id}/attachments/{index}: the file as a Blob (the call carries the token, which a plain link could
 * not). Open it with `URL.createObjectURL(blob)` and revoke that URL when done.
 */
export async function fetchOutboxAttachment(messageId: string, index: number): Promise<Blob> {
  return (await http.get<Blob>(`/outbox/${id(messageId)}/attachments/${index}`, { responseType: 'blob' })).data;
}

/** POST /outbox/{id}/retry: a failed message back in the queue; answers `{ message, data }`. */
export async function retryOutboxMessage(messageId: string): Promise<OutboxRetryResponse> {
  return (await http.post<OutboxRetryResponse>(`/outbox/${id(messageId)}/retry`, {})).data;
}
