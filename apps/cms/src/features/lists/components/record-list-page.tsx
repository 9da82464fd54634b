import type { ListPageQuery } from '@backoffice/api-client';
import { Limits, type ListPage } from '@backoffice/contracts';
import { LoadError, LoadingState, RecordTable, useListQuery } from '@backoffice/remote-kit';
import { Box, Field, Flex, Heading, Input, ListPager, Table } from '@backoffice/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePagedList } from '../hooks/use-paged-list';

/** One column: the header text (the spec's, e.g. 'SUBCRIPTION EMAIL') and what a row shows in it. */
export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface RecordListPageProps<T extends { _id: string }> {
  /** The page heading (the route table's label). */
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The search field's label, e.g. 'Search by email'. */
  searchLabel: string;
  columns: readonly RecordColumn<T>[];
  /** A stable function (module level) loading one page. */
  fetchPage: (q: ListPageQuery) => Promise<ListPage<T>>;
}

/** How long the search field waits after the last key before it asks the API (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A read-only, paged, searchable list (spec 1 section 2: the Subscription and ContactUs lists): loading,
 * 'Sorry, no records found.', a load error with Retry, 10 rows a page with the shared pager. Page and search
 * live in the URL query (`?page=2&search=…`), so a reload or a shared link keeps them.
 */
export function RecordListPage<T extends { _id: string }>({
  title,
  tableLabel,
  searchLabel,
  columns,
  fetchPage,
}: RecordListPageProps<T>) {
  const { params, page, setQuery, setPage } = useListQuery();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const { data, loading, error, reload } = usePagedList(fetchPage, { page, limit: Limits.pageSize, search });

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

      {error ? <LoadError message={error} onRetry={reload} /> : null}
      {!data && loading ? <LoadingState /> : null}
      {data && !error ? (
        <RecordTable
          label={tableLabel}
          headers={columns.map((c) => c.header)}
          rows={data.data}
          rowKey={(row) => row._id}
          busy={loading}
          renderRow={(row) => (
            <Table.Row>
              {columns.map((c) => (
                <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
              ))}
            </Table.Row>
          )}
          footer={
            <ListPager
              page={data.page}
              pageSize={data.limit}
              total={data.total}
              onPageChange={setPage}
              range={Limits.pagerRange}
            />
          }
        />
      ) : null}
    </Box>
  );
}
