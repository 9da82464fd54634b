/**
 * The one search across the areas (docs/areas/search.md): `GET /api/search?q=&types=&limit=`. It answers the best
 * matches the caller may see, each with the page that shows it (records.ts, `recordPath`).
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import { defineOperation } from './operation';
import { RECORD_TYPES, type RecordType } from './records';

/** Longest query text read; a longer `q` is refused with 400. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Hits answered when `limit` is not given, and the most a call may ask for. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

/**
 * The record types the search looks in (docs/areas/search.md, "What it searches"), in the order a tie between equal
 * scores is broken. `types` names only these; another name is refused with 400 ({@link SearchMessages}).
 */
export const SEARCH_TYPES = [
  'reservation',
  'customer',
  'hotel',
  'invoice',
  'ticket',
  'chain',
  'coupon',
  'user',
  'admin',
  'content',
] as const satisfies readonly RecordType[];
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Ours: the search's 400 answers. */
export const SearchMessages = {
  /** `q` holds only white space. */
  blank: 'Type something to search for.',
  /** `types` names something the search does not look in. */
  unknownTypes: (names: readonly string[]) =>
    `Unknown search type${names.length > 1 ? 's' : ''}: ${names.join(', ')}. The search looks in: ${SEARCH_TYPES.join(', ')}.`,
} as const;

const RecordTypeSchema = /*#__PURE__*/ Type.Unsafe<RecordType>(Type.Union(RECORD_TYPES.map((t) => Type.Literal(t))));

/**
 * GET /api/search's query: `q` the text (1-100 characters after trimming), `types` a comma-separated list of
 * {@link SEARCH_TYPES} to look in (default: every type the caller may see), `limit` the most hits (1-50, default 20),
 * `exact` true to answer only records whose reference (booking number, invoice number, ticket number, e-mail)
 * equals `q` (the shell's `/open/:type/:reference`).
 */
export const SearchQuerySchema = /*#__PURE__*/ Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
  types: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT })),
  exact: Type.Optional(Type.Boolean()),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/**
 * One hit: its `type`, `id` (and `parentId` where the page needs one, as in records.ts), `title` (the display
 * name: a booking number and guest, a hotel's name), `context` (a short line: the hotel and dates of a booking,
 * a hotel's city and property ID), `route` (the page that shows it, for the caller's role) and `score` (0-1, the
 * best first).
 */
export const SearchHitSchema = /*#__PURE__*/ Type.Object({
  type: RecordTypeSchema,
  id: Type.String(),
  parentId: Type.Optional(Type.String()),
  title: Type.String(),
  context: Type.String(),
  route: Type.String(),
  score: Type.Number(),
});
export type SearchHit = Static<typeof SearchHitSchema>;

/** GET /api/search's answer: the hits, best first, at most `limit`. */
export const SearchResponseSchema = /*#__PURE__*/ Type.Object({ hits: Type.Array(SearchHitSchema) });
export type SearchResponse = Static<typeof SearchResponseSchema>;

/**
 * The search's operation (docs/areas/search.md; libs/api/README.md, "Operations defined once"): libs/api/platform
 * registers the route from it and the api-client calls it. Any signed-in role (401 without a token); 400
 * (SearchMessages) for a blank `q`, an unknown type, a `q` over SEARCH_QUERY_MAX_LENGTH or a `limit` out of range.
 */
export const SearchOperations = {
  /** GET /search?q=&types=&limit=&exact=: the best matches the caller may see, best first. */
  search: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.search, query: SearchQuerySchema, response: { 200: SearchResponseSchema } }),
};
/** The search's operations by name (`SearchOperations['search']`: the api-client's type of a call). */
export type SearchOperations = typeof SearchOperations;
