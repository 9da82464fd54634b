import { Limits, type KnownUser } from '@backoffice/contracts';
import { ListPage, ListToolbar, RecordLink, SearchField, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { useQueryClient } from '@tanstack/react-query';
import { countRecords, useRecordPage, type RecordPageOptions } from './api';

export interface RecordListPageProps<T extends { _id: string }> {
  /** The page heading (the route table's label). */
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The list's stable name: the user's column choice is kept under it ('cms-subscriptions'). */
  listKey: string;
  /** The search field's label, e.g. 'Search by email'. */
  searchLabel: string;
  /** The search field's placeholder, e.g. 'name@example.com'. */
  searchPlaceholder: string;
  /** The columns (a stable, module-level list). */
  columns: readonly DataGridColumn<T>[];
  /** The query options of one page (lists/api.ts), a stable module-level function. */
  queryOptions: RecordPageOptions<T>;
}

/**
 * A row's e-mail address (docs/areas/cms.md, "Links"): a link to the customer's record or the user's page when the
 * API knows the address as a user's (`user`), else the address as it is. `backLabel` is the way back's text there.
 */
export function EmailCell({ row, backLabel }: { row: { email: string; user: KnownUser | null }; backLabel: string }) {
  if (!row.user) return <>{row.email}</>;
  return (
    <RecordLink record={{ type: row.user.type, id: row.user.id, name: row.user.name }} backLabel={backLabel}>
      {row.email}
    </RecordLink>
  );
}

/** How long the search field waits after the last key before it asks the API, in ms (docs/areas/cms.md). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The URL keys a record list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search'];

/**
 * A read-only, paged, searchable list (docs/areas/cms.md,
 * "Subscription list (`/contactUs/subscription`) and Contact Us list (`/contactUs/list`)") on the kit's ListPage:
 * loading, 'Sorry, no records found.', a load error with Retry, 10 rows a page with the shared pager (the
 * previous page stays while the next loads). Page and search live in the URL query (`?page=2&search=…`), so a
 * reload or a shared link keeps them.
 */
export function RecordListPage<T extends { _id: string }>({
  title,
  tableLabel,
  listKey,
  searchLabel,
  searchPlaceholder,
  columns,
  queryOptions,
}: RecordListPageProps<T>) {
  const listQuery = useListQuery();
  const [typed, setTyped, search] = useSearchParam(listQuery, 'search', SEARCH_DEBOUNCE_MS);
  const list = useRecordPage(queryOptions, { page: listQuery.page, limit: Limits.pageSize, search });
  const data = list.data;
  const client = useQueryClient();
  return (
    <ListPage
      title={title}
      listKey={listKey}
      viewParams={VIEW_PARAMS}
      countView={(q) => countRecords(client, queryOptions, q.get('search') ?? '')}
      label={tableLabel}
      query={list}
      noun={tableLabel.toLowerCase()}
      filters={
        <ListToolbar>
          <SearchField label={searchLabel} placeholder={searchPlaceholder} value={typed} onChange={setTyped} />
        </ListToolbar>
      }
      columns={columns}
      rows={data?.data}
      rowKey={(row) => row._id}
      pagination={
        data
          ? {
              page: data.page,
              pageSize: data.limit,
              total: data.total,
              onPageChange: listQuery.setPage,
              range: Limits.pagerRange,
            }
          : undefined
      }
    />
  );
}
