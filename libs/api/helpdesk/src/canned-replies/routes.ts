/**
 * The help desk's canned-replies (docs/areas/helpdesk.md). To be built.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const canned_repliesRoutes: FastifyPluginAsyncTypebox = async () => {
  // Built by its own change.
};

export default canned_repliesRoutes;
