/**
 * GET /search?q=&types=&limit=&exact= (docs/areas/search.md): the best matches across the areas that the caller may
 * see, for every signed-in role (no token 401). 400 for a `q` of white space only (`SearchMessages.blank`), a
 * `types` naming something the search does not look in (`SearchMessages.unknownTypes`), a `q` over 100
 * characters or a `limit` outside 1-50. The answer is `{ hits }`, best first. The route is registered from its
 * operation (`SearchOperations` of libs/contracts/src/search.ts; routeOperation).
 */
import { SEARCH_DEFAULT_LIMIT, SearchMessages, SearchOperations as op } from '@backoffice/contracts';
import { badRequest, callerOf, routeOperation, SIGNED_IN } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalise, typesOf } from './text';

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.search, { config: { access: SIGNED_IN } }, async (request) => {
    const { q, types, limit = SEARCH_DEFAULT_LIMIT, exact = false } = request.query;
    if (!normalise(q)) throw badRequest(SearchMessages.blank);
    const asked = typesOf(types);
    if ('unknown' in asked) throw badRequest(SearchMessages.unknownTypes(asked.unknown));
    const me = callerOf(request);
    return { hits: await app.recordSearch.search(me, { q, types: asked.types, limit, exact }) };
  });
};

export default searchRoutes;
