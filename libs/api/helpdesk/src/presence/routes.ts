/**
 * The help desk's presence (docs/areas/helpdesk.md). To be built.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const presenceRoutes: FastifyPluginAsyncTypebox = async () => {
  // Built by its own change.
};

export default presenceRoutes;
