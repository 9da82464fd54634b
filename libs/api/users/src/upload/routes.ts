import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// STUB: replaced by the area's routes.
export const uploadRoutes: FastifyPluginAsyncTypebox = async () => {};
