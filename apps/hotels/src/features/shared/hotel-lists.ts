import { getOwnerHotels, listHotels } from '@backoffice/api-client/hotels';
import {
  Limits,
  type HotelListItem,
  type HotelListQuery,
  type HotelQueryBody,
  type HotelRankQuery,
} from '@backoffice/contracts';
import { useLastPageFallback, type ListQuery } from '@backoffice/remote-kit';
import { type DataGridPagination } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The hotel lists the hotels area's features share (docs/areas/hotels.md, "Property listing"): one key tree, one
 * list call and one page-size choice per list, so that a page two screens ask for is cached once and a write that
 * changes hotels reloads every list.
 */

/**
 * Where a hotel list comes from: 'all' is GET /hotel/list (the property listing's 'all' view, /hotels and
 * /missingPropertyID), `owner:<id>` is GET /hotel/getHotel/{hotelAdminID} of one owner.
 */
export type HotelListSource = 'all' | `owner:${string}`;

/**
 * The query keys of the hotel lists and searches, one tree rooted at ['hotels'] (docs/frontend-data.md, "Query
 * keys"), which the hotel form's keys share: a write that changes hotels (status, property IDs) invalidates
 * `listingKeys.all`, so every list, search and the form's cached hotel are asked again; `lists()` is every page
 * of every list.
 */
export const listingKeys = {
  all: ['hotels'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (source: HotelListSource, query: HotelListQuery) => [...listingKeys.lists(), source, query] as const,
  owners: () => [...listingKeys.all, 'owners'] as const,
  search: (body: HotelQueryBody) => [...listingKeys.all, 'search', body] as const,
  byProperty: (propertyId: string) => [...listingKeys.all, 'by-property', propertyId] as const,
  rank: (query: HotelRankQuery | null) => [...listingKeys.all, 'rank', query] as const,
  places: (term: string) => [...listingKeys.all, 'places', term] as const,
};

/** The list source of a `/property/{hotelAdminID}` value: 'all', or one owner's hotels. */
export const listingSource = (hotelAdminID: string): HotelListSource =>
  hotelAdminID === 'all' ? 'all' : `owner:${hotelAdminID}`;

/**
 * One page of hotels, filtered, sorted and paged by the API: GET /hotel/list for 'all', GET
 * /hotel/getHotel/{hotelAdminID} for one owner. `query` holds only the keys that are set.
 */
export const getHotelListingQueryOptions = (source: HotelListSource, query: HotelListQuery) =>
  queryOptions({
    queryKey: listingKeys.list(source, query),
    queryFn: () => fetchHotelList(source, query),
  });

/** The list's request: GET /hotel/list for 'all', GET /hotel/getHotel/{hotelAdminID} for one owner. */
const fetchHotelList = (source: HotelListSource, query: HotelListQuery) =>
  source === 'all' ? listHotels(query) : getOwnerHotels(source.slice('owner:'.length), query);

/**
 * The number of hotels a list of `source` shows for `filters` (a saved view's live count, docs/areas/platform.md,
 * "Saved views"): the list's own request with one hotel a page, and its `total` (a paged answer always has one).
 */
export async function countHotels(source: HotelListSource, filters: Omit<HotelListQuery, 'page' | 'limit'>): Promise<number> {
  const answer = await fetchHotelList(source, { ...filters, page: 1, limit: 1 });
  return answer.total ?? answer.data.length;
}

/** The hotels of `query`; the previous page stays on screen (dimmed) while the next one loads. */
export function useHotelList(source: HotelListSource, query: HotelListQuery) {
  return useQuery({ ...getHotelListingQueryOptions(source, query), placeholderData: keepPreviousData });
}

/** The rows per page the hotel lists offer (10 by default: docs/areas/platform.md). */
export const HOTEL_PAGE_SIZES: readonly number[] = [Limits.pageSize, 25, 50];

/**
 * The rows per page of the list named `listKey` (ListPage's `listKey`) as this browser last chose it
 * (docs/frontend-data.md, "Lists"): `pageSize` to query with, and the pager's 'Rows per page' props.
 */
export function useListPageSize(
  listKey: string,
): Pick<DataGridPagination, 'pageSize' | 'pageSizeOptions' | 'onPageSizeChange'> {
  const [pageSize, setPageSize] = useGridPageSize(listKey, Limits.pageSize, HOTEL_PAGE_SIZES);
  return { pageSize, pageSizeOptions: HOTEL_PAGE_SIZES, onPageSizeChange: setPageSize };
}

/** The last page of `total` rows at `pageSize` per page (1 when there are none). */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const hotelKey = (h: HotelListItem) => h._id;

/**
 * One hotel list page of the area (docs/frontend-data.md, "Lists"): the page of `filters` from `source` at the
 * page in the URL and this browser's rows per page for `listKey`, a page past the end replaced by the last one.
 * Returns the query and the props ListPage takes from it (`query`, `listKey`, `rows`, `rowKey`, `pagination`, and
 * `noun` for its loading and error texts: 'Loading hotels…', 'The hotels could not be loaded.').
 */
export function useHotelListPage(
  listKey: string,
  list: Pick<ListQuery, 'page' | 'setPage'>,
  source: HotelListSource,
  filters: Omit<HotelListQuery, 'page' | 'limit'>,
  noun = 'hotels',
) {
  const { page, setPage } = list;
  const pageSize = useListPageSize(listKey);
  const hotels = useHotelList(source, { page, limit: pageSize.pageSize, ...filters });
  const total = hotels.data?.total ?? hotels.data?.data.length ?? 0;
  useLastPageFallback(hotels.isSuccess && !hotels.isPlaceholderData, page, lastPageOf(total, pageSize.pageSize), (p) =>
    setPage(p, { replace: true }),
  );
  return {
    hotels,
    grid: {
      query: hotels,
      listKey,
      rows: hotels.data?.data,
      rowKey: hotelKey,
      pagination: { page, total, onPageChange: setPage, ...pageSize },
      noun,
    },
  };
}
