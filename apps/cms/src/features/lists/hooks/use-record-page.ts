import type { ListPageQuery } from '@backoffice/api-client';
import type { ListPage } from '@backoffice/contracts';
import { keepPreviousData, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';

/** The query options of one page of a record list (made with `queryOptions` in lists/api). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's own key type
export type RecordPageOptions<T> = (q: ListPageQuery) => { queryKey: QueryKey; queryFn?: QueryFunction<ListPage<T>, any> };

/** One page of a record list; the previous page stays on screen while the next one (or a new search) loads. */
export function useRecordPage<T>(options: RecordPageOptions<T>, q: ListPageQuery) {
  const { queryKey, queryFn } = options(q);
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}
