import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// STUB: replaced by the area's routes.
export const adminRoutes: FastifyPluginAsyncTypebox = async () => {};
