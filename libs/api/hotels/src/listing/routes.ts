/** Placeholder: filled in by the issue 9 work (docs/areas/hotels.md). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const routes: FastifyPluginAsyncTypebox = async () => {};
export default routes;
