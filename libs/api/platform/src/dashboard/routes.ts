/** Placeholder: the dashboard routes (being written). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const dashboardRoutes: FastifyPluginAsyncTypebox = async () => undefined;

export default dashboardRoutes;
