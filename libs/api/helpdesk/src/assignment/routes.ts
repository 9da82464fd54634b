/**
 * The help desk's assignment (docs/areas/helpdesk.md). To be built.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const assignmentRoutes: FastifyPluginAsyncTypebox = async () => {
  // Built by its own change.
};

export default assignmentRoutes;
