/**
 * The Sent Mail page's calls (docs/api-database.md, "Mail"), SuperAdmin only (another role 403, no token 401):
 * - GET /outbox?page=&limit=&channel=&status=&search= → `{ data, total, page, limit }`, newest first;
 * - GET /outbox/{id} → the message with its text body; 404 `MailMessages.notFound`;
 * - GET /outbox/{id}/attachments/{index} → the file, with its content type and a Content-Disposition name;
 *   404 `MailMessages.attachmentNotFound`;
 * - POST /outbox/{id}/retry → a failed message back in the queue `{ message, data }`; 409 when it has not failed.
 * Each route is registered from its operation (`OutboxOperations` of libs/contracts/src/mail.ts; routeOperation).
 */
import { MailMessages, OutboxOperations as op } from '@backoffice/contracts';
import { actorOf, conflict, notFound, routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listOutbox, superAdminRoute, async (request) => app.outboxAdmin.list(request.query));

  routeOperation(app, op.getOutboxMessage, superAdminRoute, async (request) => {
    const message = await app.outboxAdmin.get(request.params.id);
    if (!message) throw notFound(MailMessages.notFound);
    return message;
  });

  routeOperation(app, op.fetchOutboxAttachment, superAdminRoute, async (request, reply) => {
    const attachment = await app.outboxAdmin.attachment(request.params.id, request.params.index);
    const bytes = attachment ? await app.storage.read(attachment.key) : null;
    if (!attachment || !bytes) throw notFound(MailMessages.attachmentNotFound);
    return reply
      .type(attachment.contentType)
      .header('content-disposition', contentDisposition(attachment.filename))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  routeOperation(app, op.retryOutboxMessage, superAdminRoute, async (request) => {
    const result = await app.outboxAdmin.retry(request.params.id, actorOf(request));
    if (result.outcome === 'not_found') throw notFound(MailMessages.notFound);
    if (result.outcome === 'not_failed') throw conflict(MailMessages.retryNotFailed);
    app.mailDelivery.nudge();
    return { message: MailMessages.retried, data: result.item };
  });
};

export default outboxRoutes;
