/**
 * GET /audit?entityType=&entityId=[&limit=&before=] (docs/areas/platform.md, "Audit trail"): a record's history for
 * the History panel, SuperAdmin only (another role 403, no token 401). The answer is `{ data: AuditEvent[] }`,
 * newest first: without `limit` and `before` the newest AUDIT_HISTORY_LIMIT events (as the previous release's
 * remotes ask), else one page of `limit` (default AUDIT_HISTORY_LIMIT) older than the cursor `before`, with `next`
 * (the cursor of the older events, null at the oldest). A `before` no answer gave: 400 AuditMessages.badCursor.
 * The route is registered from its operation (`AuditOperations` of libs/contracts/src/audit.ts; routeOperation).
 */
import { AUDIT_HISTORY_LIMIT, AuditMessages, AuditOperations as op } from '@backoffice/contracts';
import { Access, badRequest, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decodeAuditCursor } from './repository';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.getAuditHistory, { config: { access: Access.superAdmin } }, async (request) => {
    const { entityType, entityId, limit, before } = request.query;
    if (limit === undefined && before === undefined)
      return { data: await app.audit.history(entityType, entityId) };
    const cursor = before === undefined ? null : decodeAuditCursor(before);
    if (before !== undefined && !cursor) throw badRequest(AuditMessages.badCursor, 'before');
    return app.audit.page(entityType, entityId, limit ?? AUDIT_HISTORY_LIMIT, cursor);
  });
};

export default auditRoutes;
