/**
 * Saved views (docs/areas/platform.md, "Saved views"): a list's filters, sort and columns kept under a name, per
 * user on the server (`/api/views`), private or shared with a role by a SuperAdmin, one of them the user's default
 * for that list. The console's ListPage (libs/remote-kit) offers them on every list.
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import { defineOperation } from './operation';
import { ALL_ROLES, type Role } from './roles';

/** Longest view name (characters, after trimming). */
export const VIEW_NAME_MAX_LENGTH = 60;
/** Longest stored query string (characters): the list's URL query without `page`. */
export const VIEW_QUERY_MAX_LENGTH = 2000;
/** Most views one user may own for one list. */
export const VIEWS_PER_LIST_MAX = 50;
/** A list's stable name, as ListPage's `listKey` ('reservations', 'users-all'). */
export const VIEW_LIST_KEY_PATTERN = '^[a-z][a-z0-9-]{0,59}$';

/** Ours: the answers of /api/views. */
export const ViewMessages = {
  /** 400: the name is empty after trimming. */
  nameRequired: 'Please enter a name for the view.',
  /** 409: the user already owns a view of this name for this list (compared without case). */
  duplicateName: (name: string) => `You already have a view named "${name}" for this list.`,
  /** 409: VIEWS_PER_LIST_MAX reached. */
  tooMany: `You can keep at most ${VIEWS_PER_LIST_MAX} views for one list. Delete one first.`,
  /** 403: only a SuperAdmin shares a view with a role. */
  shareForbidden: 'Only a SuperAdmin can share a view with a role.',
  /** 404: no such view, or another user's private view (or, for PUT /views/default, a view of another list). */
  notFound: 'The view was not found.',
  /** 403: a view shared with the caller's role, which only its owner may change or delete. */
  notOwner: 'Only the owner of a view can change or delete it.',
  /** Toasts. */
  saved: 'View saved',
  deleted: 'View deleted',
  defaultSet: 'Default view set',
  defaultCleared: 'Default view cleared',
} as const;

const RoleSchema = /*#__PURE__*/ Type.Unsafe<Role>(Type.Union(ALL_ROLES.map((r) => Type.Literal(r))));
const ListKey = /*#__PURE__*/ Type.String({ pattern: VIEW_LIST_KEY_PATTERN });

/** What a view holds: the list's URL query (without `page`) and the hidden columns (null: the list's default). */
const ViewContent = {
  name: Type.String({ maxLength: VIEW_NAME_MAX_LENGTH }),
  query: Type.String({ maxLength: VIEW_QUERY_MAX_LENGTH }),
  hiddenColumns: Type.Union([Type.Array(Type.String({ maxLength: 80 }), { maxItems: 100 }), Type.Null()]),
  /** The role the view is shared with (SuperAdmin only), null for a private view. */
  sharedRole: Type.Union([RoleSchema, Type.Null()]),
};

/** GET /api/views?listKey=: the caller's own views of the list and the views shared with the caller's role. */
export const ViewListQuerySchema = /*#__PURE__*/ Type.Object({ listKey: ListKey }, { additionalProperties: false });
export type ViewListQuery = Static<typeof ViewListQuerySchema>;

/** POST /api/views: a new view (201); `isDefault` makes it the caller's default for the list at once. */
export const CreateViewSchema = /*#__PURE__*/ Type.Object(
  {
    listKey: ListKey,
    ...ViewContent,
    hiddenColumns: Type.Optional(ViewContent.hiddenColumns),
    sharedRole: Type.Optional(ViewContent.sharedRole),
    isDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateViewBody = Static<typeof CreateViewSchema>;

/** PUT /api/views/:id: the owner renames it, saves the list's current state into it, or shares it (SuperAdmin). */
export const UpdateViewSchema = /*#__PURE__*/ Type.Partial(Type.Object(ViewContent), { additionalProperties: false });
export type UpdateViewBody = Static<typeof UpdateViewSchema>;

/** PUT /api/views/default: the caller's default view of a list (any view the caller may see), or none (`id: null`). */
export const SetDefaultViewSchema = /*#__PURE__*/ Type.Object(
  { listKey: ListKey, id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]) },
  { additionalProperties: false },
);
export type SetDefaultViewBody = Static<typeof SetDefaultViewSchema>;

/** :id of /api/views/:id. */
export const ViewParamsSchema = /*#__PURE__*/ Type.Object({ id: Type.String() });

/** One view as the API answers it. */
export const SavedViewSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  listKey: Type.String(),
  ...ViewContent,
  /** The owner (who saved it). */
  owner: Type.Object({ id: Type.String(), name: Type.String() }),
  /** The caller owns it (may rename, save over, share, delete). */
  mine: Type.Boolean(),
  /** It is the caller's default for the list. */
  isDefault: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SavedView = Static<typeof SavedViewSchema>;

/** GET /api/views's answer: the caller's own views first, then the shared ones, each by name. */
export const ViewListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(SavedViewSchema) });
export type ViewListResponse = Static<typeof ViewListResponseSchema>;

/** A done write without an answer (204): set a default, delete. */
const NoContentSchema = /*#__PURE__*/ Type.Null({ description: 'Done' });

/**
 * The saved views' operations (docs/areas/platform.md, "Saved views"; libs/api/README.md, "Operations defined
 * once"): libs/api/platform registers each route from its operation and the api-client calls it. Every call is
 * open to any signed-in role; 400 (a blank name, a malformed body), 403 (sharing without being a SuperAdmin,
 * changing a view shared with the caller), 404 (a view the caller does not see), 409 (a name taken, too many).
 */
export const ViewsOperations = {
  /** GET /views?listKey=: the caller's views of the list, then those shared with its role. */
  listViews: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.listViews, query: ViewListQuerySchema, response: { 200: ViewListResponseSchema } }),
  /** POST /views: a new view (201), the caller's default for the list when `isDefault`. */
  createView: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.createView, body: CreateViewSchema, response: { 201: SavedViewSchema } }),
  /** PUT /views/default `{ listKey, id | null }` (204): the caller's default of the list, or none. */
  setDefaultView: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.setDefaultView, body: SetDefaultViewSchema, response: { 204: NoContentSchema } }),
  /** PUT /views/:id: renames the caller's view, saves over it or (a SuperAdmin) shares it. */
  updateView: /*#__PURE__*/ defineOperation({
    ...PlatformRoutes.updateView,
    params: ViewParamsSchema,
    body: UpdateViewSchema,
    response: { 200: SavedViewSchema },
  }),
  /** DELETE /views/:id (204): owner only; the view stops being anyone's default. */
  deleteView: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.deleteView, params: ViewParamsSchema, response: { 204: NoContentSchema } }),
};
/** The saved views' operations by name (`ViewsOperations['listViews']`: the api-client's type of a call). */
export type ViewsOperations = typeof ViewsOperations;
