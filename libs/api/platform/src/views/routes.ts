/** Placeholder: the views routes (being written). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const viewsRoutes: FastifyPluginAsyncTypebox = async () => undefined;

export default viewsRoutes;
