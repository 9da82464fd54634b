/**
 * GET /audit?entityType=&entityId= (docs/areas/platform.md, "Audit trail"): a record's history for the History
 * panel, SuperAdmin only (another role 403, no token 401). The answer is `{ data: AuditEvent[] }`, newest first.
 */
import { AuditHistoryResponseSchema, AuditQuerySchema } from '@backoffice/contracts';
import { Access } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: Access.superAdmin },
      schema: { querystring: AuditQuerySchema, response: { 200: AuditHistoryResponseSchema } },
    },
    async (request) => ({ data: await app.audit.history(request.query.entityType, request.query.entityId) }),
  );
};

export default auditRoutes;
