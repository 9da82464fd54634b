import { Limits } from '@backoffice/contracts';
import { errorMessage, useListQuery } from '@backoffice/remote-kit';
import { Box, DataGrid, Field, Flex, Heading, Input, type DataGridColumn } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import { useRecordPage, type RecordPageOptions } from '../hooks/use-record-page';

export interface RecordListPageProps<T extends { _id: string }> {
  /** The page heading (the route table's label). */
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The search field's label, e.g. 'Search by email'. */
  searchLabel: string;
  /** The columns (a stable, module-level list). */
  columns: readonly DataGridColumn<T>[];
  /** The query options of one page (lists/api), a stable module-level function. */
  queryOptions: RecordPageOptions<T>;
}

/** How long the search field waits after the last key before it asks the API (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A read-only, paged, searchable list (docs/areas/cms.md,
 * "Subscription list (`/contactUs/subscription`) and Contact Us list (`/contactUs/list`)") on the DataGrid:
 * loading, 'Sorry, no records found.', a load error with Retry, 10 rows a page with the shared pager (the
 * previous page stays while the next loads). Page and search live in the URL query (`?page=2&search=…`), so a
 * reload or a shared link keeps them.
 */
export function RecordListPage<T extends { _id: string }>({
  title,
  tableLabel,
  searchLabel,
  columns,
  queryOptions,
}: RecordListPageProps<T>) {
  const { params, page, setQuery, setPage } = useListQuery();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const list = useRecordPage(queryOptions, { page, limit: Limits.pageSize, search });

  // The URL changed from outside (back/forward): the field follows it, but not the search it just pushed.
  const pushed = useRef(search);
  useEffect(() => {
    if (search !== pushed.current) setTyped(search);
    pushed.current = search;
  }, [search]);

  // Typing narrows the list after a short pause, from page 1.
  useEffect(() => {
    if (typed.trim() === search.trim()) return;
    const timer = setTimeout(() => {
      pushed.current = typed.trim();
      setQuery({ search: typed.trim(), page: undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setQuery]);

  const data = list.data;
  return (
    <Box>
      <Flex justify="space-between" align="end" gap="4" wrap="wrap" mb="4">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Field.Root maxW="xs">
          <Field.Label>{searchLabel}</Field.Label>
          <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </Field.Root>
      </Flex>

      <DataGrid
        label={tableLabel}
        columns={columns}
        rows={data?.data}
        rowKey={(row) => row._id}
        loading={list.isPending}
        fetching={list.isPlaceholderData}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        pagination={
          data
            ? { page: data.page, pageSize: data.limit, total: data.total, onPageChange: setPage, range: Limits.pagerRange }
            : undefined
        }
      />
    </Box>
  );
}
