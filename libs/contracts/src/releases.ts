/**
 * Wire shapes of the areas' releases: what the release command leaves in RELEASES_DIR (the live manifest, the
 * history, each release's `release.json`) and `GET /releases` (SuperAdmin), which the shell's Releases page shows.
 * Instants are ISO 8601 strings; versions are `r<n>` per area; a folder is `r<n>-<commit12>`; a contract is
 * `<major>.<minor>` of the host contract the release was built against.
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import { defineOperation } from './operation';

/** What a release did: built and stored, made live, or made live again after a newer one. */
export const RELEASE_ACTIONS = ['release', 'promote', 'rollback'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));

/** What names a build everywhere: its version, commit and the host contract it was built against. */
const buildIdentity = { version: Type.String(), commit: Type.String(), contract: Type.String() };

/**
 * One area's live release, a value of RELEASES_DIR/manifest.json (`{ "<area>": LiveRelease }`): `entry` is the
 * URL of its remoteEntry.js (`/releases/<area>/<folder>/remoteEntry.js`); `promotedBy` who made it live.
 */
export const LiveReleaseSchema = /*#__PURE__*/ Type.Object({
  entry: Type.String({ minLength: 1 }),
  ...buildIdentity,
  folder: Type.String(),
  promotedAt: Type.String(),
  promotedBy: Type.String(),
});
export type LiveRelease = Static<typeof LiveReleaseSchema>;

/** RELEASES_DIR/manifest.json: the live release of each released area. */
export const LiveManifestSchema = /*#__PURE__*/ Type.Record(Type.String(), LiveReleaseSchema);
export type LiveManifest = Static<typeof LiveManifestSchema>;

/** One line of RELEASES_DIR/history.jsonl. `from`: the version live before a promote or rollback. */
export const ReleaseHistoryRecordSchema = /*#__PURE__*/ Type.Object({
  at: Type.String(),
  by: Type.String(),
  action: literals(RELEASE_ACTIONS),
  area: Type.String(),
  ...buildIdentity,
  folder: Type.String(),
  durationMs: Type.Number({ minimum: 0 }),
  from: Type.Optional(Type.String()),
});
export type ReleaseHistoryRecord = Static<typeof ReleaseHistoryRecordSchema>;

/** RELEASES_DIR/<area>/<folder>/release.json: one stored build. */
export const ReleaseRecordSchema = /*#__PURE__*/ Type.Object({
  area: Type.String(),
  ...buildIdentity,
  builtAt: Type.String(),
  builtBy: Type.String(),
});
export type ReleaseRecord = Static<typeof ReleaseRecordSchema>;

/** An area's live release as GET /releases answers it (the manifest's value without its entry URL). */
export const ReleasesLiveSchema = /*#__PURE__*/ Type.Omit(LiveReleaseSchema, ['entry']);
export type ReleasesLive = Static<typeof ReleasesLiveSchema>;

/** A stored build of an area, with its folder and whether it is the live one. */
export const ReleasesEntrySchema = /*#__PURE__*/ Type.Object({
  ...ReleaseRecordSchema.properties,
  folder: Type.String(),
  live: Type.Boolean(),
});
export type ReleasesEntry = Static<typeof ReleasesEntrySchema>;

/** One area: its live release (null: the console loads the remote of its own build) and its builds, newest first. */
export const ReleasesAreaSchema = /*#__PURE__*/ Type.Object({
  area: Type.String(),
  live: Type.Union([ReleasesLiveSchema, Type.Null()]),
  releases: Type.Array(ReleasesEntrySchema),
});
export type ReleasesArea = Static<typeof ReleasesAreaSchema>;

/** At most this many history records answer GET /releases (newest first). */
export const RELEASES_HISTORY_LIMIT = 100;

/**
 * GET /releases (SuperAdmin): every area with a build or a live release, in the console's area order, and the
 * last {@link RELEASES_HISTORY_LIMIT} history records, newest first. Nothing released: `{ areas: [], history: [] }`.
 */
export const ReleasesResponseSchema = /*#__PURE__*/ Type.Object({
  areas: Type.Array(ReleasesAreaSchema),
  history: Type.Array(ReleaseHistoryRecordSchema),
});
export type ReleasesResponse = Static<typeof ReleasesResponseSchema>;

/** The releases' operation: GET /releases (SuperAdmin; another role 403), {@link ReleasesResponseSchema}. */
export const ReleasesOperations = {
  getReleases: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.getReleases, response: { 200: ReleasesResponseSchema } }),
};
/** The releases' operations by name (`ReleasesOperations['getReleases']`: the api-client's type of the call). */
export type ReleasesOperations = typeof ReleasesOperations;
