/**
 * The saved views of the console's lists (docs/areas/platform.md, "Saved views"), for every signed-in role (no token
 * 401); the store is `app.savedViews` (repository.ts):
 * - GET /views?listKey= → `{ data }`: the caller's views of the list, then those shared with its role, each by name;
 * - POST /views → the new view (201). 400 `ViewMessages.nameRequired` for a blank name, 403 `shareForbidden` for a
 *   `sharedRole` from a non-SuperAdmin, 409 `duplicateName` / `tooMany`; `isDefault` makes it the caller's default;
 * - PUT /views/default `{ listKey, id | null }` → 204: the caller's default of the list (any view it sees), or none;
 *   404 `notFound` for a view it does not see or of another list;
 * - PUT /views/{id} → the view: its owner renames it, saves over it or (a SuperAdmin) shares it; 404 `notFound` for a
 *   view the caller does not see, 403 `notOwner` for one shared with its role, 400 / 403 / 409 as POST;
 * - DELETE /views/{id} → 204, owner only (404 / 403 as PUT); the view stops being anyone's default.
 * A malformed body or query (an unknown field, a list key not matching VIEW_LIST_KEY_PATTERN) answers 400.
 * Each route is registered from its operation (`ViewsOperations` of libs/contracts/src/views.ts; routeOperation).
 */
import { Roles, ViewMessages, ViewsOperations as op, type Role } from '@backoffice/contracts';
import { actorOf, badRequest, callerOf, conflict, forbidden, notFound, routeOperation, SIGNED_IN } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ViewOutcome } from './repository';

const signedIn = { config: { access: SIGNED_IN } };

/** The name as stored (trimmed); 400 `nameRequired` when nothing is left. */
function nameOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(ViewMessages.nameRequired);
  return trimmed;
}

/** 403 `shareForbidden` when a caller other than a SuperAdmin asks to share a view with a role. */
function checkSharing(role: Role, sharedRole: Role | null | undefined): void {
  if (sharedRole && role !== Roles.SuperAdmin) throw forbidden(ViewMessages.shareForbidden);
}

/** The value of a done write, or the error its outcome answers. */
function valueOf<T>(result: ViewOutcome<T>): T {
  switch (result.outcome) {
    case 'ok':
      return result.value;
    case 'not_found':
      throw notFound(ViewMessages.notFound);
    case 'not_owner':
      throw forbidden(ViewMessages.notOwner);
    case 'duplicate':
      throw conflict(ViewMessages.duplicateName(result.name));
    case 'too_many':
      throw conflict(ViewMessages.tooMany);
  }
}

const viewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listViews, signedIn, async (request) => ({
    data: await app.savedViews.list(callerOf(request), request.query.listKey),
  }));

  routeOperation(app, op.createView, signedIn, async (request, reply) => {
    const me = callerOf(request);
    const name = nameOf(request.body.name);
    checkSharing(me.role, request.body.sharedRole);
    const view = valueOf(await app.savedViews.create(me, actorOf(request), { ...request.body, name }));
    return reply.code(201).send(view);
  });

  // Before /:id, which would otherwise take `default` for an id.
  routeOperation(app, op.setDefaultView, signedIn, async (request, reply) => {
    const { listKey, id } = request.body;
    valueOf(await app.savedViews.setDefault(callerOf(request), actorOf(request), listKey, id));
    return reply.code(204).send(null);
  });

  routeOperation(app, op.updateView, signedIn, async (request) => {
    const me = callerOf(request);
    const body = { ...request.body };
    if (body.name !== undefined) body.name = nameOf(body.name);
    checkSharing(me.role, body.sharedRole);
    return valueOf(await app.savedViews.update(me, actorOf(request), request.params.id, body));
  });

  routeOperation(app, op.deleteView, signedIn, async (request, reply) => {
    valueOf(await app.savedViews.remove(callerOf(request), actorOf(request), request.params.id));
    return reply.code(204).send(null);
  });
};

export default viewsRoutes;
