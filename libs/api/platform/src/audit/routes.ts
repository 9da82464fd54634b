/**
 * GET /audit?entityType=&entityId= (docs/areas/platform.md, "Audit trail"): a record's history for the History
 * panel, SuperAdmin only (another role 403, no token 401). The answer is `{ data: AuditEvent[] }`, newest first.
 * The route is registered from its operation (`AuditOperations` of libs/contracts/src/audit.ts; routeOperation).
 */
import { AuditOperations as op } from '@backoffice/contracts';
import { Access, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.getAuditHistory, { config: { access: Access.superAdmin } }, async (request) => ({
    data: await app.audit.history(request.query.entityType, request.query.entityId),
  }));
};

export default auditRoutes;
