import { Limits } from '@backoffice/contracts';
import { type DataGridPagination } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';

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
