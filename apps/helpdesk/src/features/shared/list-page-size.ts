import { Limits } from '@backoffice/contracts';
import { useLastPageFallback, type ListQuery } from '@backoffice/remote-kit';
import { type DataGridPagination } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';
import { useMemo } from 'react';

/** The rows per page the help desk's lists offer (10 by default: docs/areas/platform.md). */
export const LIST_PAGE_SIZES: readonly number[] = [Limits.pageSize, 25, 50];

/**
 * The rows per page of the list named `listKey` (ListPage's `listKey`), as this browser last chose it
 * (docs/frontend-data.md, "Lists"): `pageSize` to query with, and the pager's 'Rows per page' props.
 */
export function useListPageSize(listKey: string): Pick<DataGridPagination, 'pageSize' | 'pageSizeOptions' | 'onPageSizeChange'> {
  const [pageSize, setPageSize] = useGridPageSize(listKey, Limits.pageSize, LIST_PAGE_SIZES);
  return { pageSize, pageSizeOptions: LIST_PAGE_SIZES, onPageSizeChange: setPageSize };
}

/**
 * One page of a list the API answers whole (departments, canned replies: the page cuts the rows itself), at the
 * rows per page this browser chose for `listKey` (`useListPageSize`). A page past the end (a filter, a delete, an
 * old link) shows the last page instead, once `list` has loaded. Answers the page's `rows`, `first` (the index of
 * its first row, 0-based) and ListPage's `pagination`.
 */
export function useWholeListPage<T>(
  listKey: string,
  { page, setPage }: Pick<ListQuery, 'page' | 'setPage'>,
  list: { isSuccess: boolean; isPlaceholderData: boolean },
  items: readonly T[] | undefined,
): { rows: T[] | undefined; first: number; pagination: DataGridPagination } {
  const { pageSize, ...pageSizeChoice } = useListPageSize(listKey);
  const total = items?.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(list.isSuccess && !list.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));
  const shownPage = Math.min(page, lastPage);
  const first = (shownPage - 1) * pageSize;
  const rows = useMemo(() => items?.slice(first, first + pageSize), [items, first, pageSize]);
  return { rows, first, pagination: { page: shownPage, pageSize, total, onPageChange: setPage, ...pageSizeChoice } };
}
