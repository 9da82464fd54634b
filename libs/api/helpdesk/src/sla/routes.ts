/**
 * The help desk's sla (docs/areas/helpdesk.md). To be built.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const slaRoutes: FastifyPluginAsyncTypebox = async () => {
  // Built by its own change.
};

export default slaRoutes;
