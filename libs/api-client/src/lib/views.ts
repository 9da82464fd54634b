/**
 * Saved views (docs/areas/platform.md, "Saved views"): `/api/views`, a list's filters, sort and hidden columns under
 * a name, kept per user on the server. Each call is the operation of libs/contracts/src/views.ts
 * (`ViewsOperations`) called at its route (`PlatformRoutes`, call.ts). Every function throws ApiError: 400 with the
 * contract's message (an empty name), 403 (sharing without being a SuperAdmin), 404 (another user's private view),
 * 409 (a name already used for the list, too many views).
 */
import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type { CreateViewBody, SavedView, SetDefaultViewBody, UpdateViewBody, ViewListResponse, ViewsOperations as Ops } from '@backoffice/contracts';
import { call } from './client';

/** GET /api/views?listKey=: the caller's own views of the list, then those shared with the caller's role. */
export async function listViews(listKey: string, signal?: AbortSignal): Promise<ViewListResponse> {
  return call<Ops['listViews']>(routes.listViews, { query: { listKey } }, { signal });
}

/** POST /api/views: saves a new view (201), the caller's default for the list when `isDefault`. */
export async function createView(body: CreateViewBody): Promise<SavedView> {
  return call<Ops['createView']>(routes.createView, { body });
}

/** PUT /api/views/:id: renames the caller's view, saves the list's state into it or shares it (SuperAdmin). */
export async function updateView(id: string, body: UpdateViewBody): Promise<SavedView> {
  return call<Ops['updateView']>(routes.updateView, { params: { id }, body });
}

/** DELETE /api/views/:id: deletes the caller's view (204); it stops being anyone's default. */
export async function deleteView(id: string): Promise<void> {
  await call<Ops['deleteView']>(routes.deleteView, { params: { id } });
}

/** PUT /api/views/default: makes a view the caller's default for its list, or (`id: null`) clears it (204). */
export async function setDefaultView(body: SetDefaultViewBody): Promise<void> {
  await call<Ops['setDefaultView']>(routes.setDefaultView, { body });
}
