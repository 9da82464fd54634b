import { TICKET_STATUSES, type Ticket } from '@backoffice/contracts';
import { useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import type { DataGridPagination } from '@backoffice/ui';
import { useListPageSize } from '../shared/list-page-size';
import { countTickets, useTickets, type TicketListQuery } from './api';
import { ticketSortOf } from './ticket-columns';
import type { TicketVariant } from './ticket-variants';

/** A status id of the URL query (1 to 4), or undefined. */
export function statusOfQuery(value: string | null): number | undefined {
  const n = value && /^\d$/.test(value) ? Number(value) : NaN;
  return TICKET_STATUSES.some((s) => s.id === n) ? n : undefined;
}

/** `?status=` of the tickets still open (Open or In Progress): the dashboard's open tickets. */
export const OPEN_STATUS_QUERY = 'open';

/**
 * The assignee filter of `?assignee=`: `me`, `none` or a user's id (TICKET_ASSIGNEE_FILTERS; the API checks the
 * id), else undefined.
 */
export function assigneeOfQuery(value: string | null): string | undefined {
  return value && /^[\w-]{1,64}$/.test(value) ? value : undefined;
}

/** Options of {@link ticketFiltersOf} and {@link useTicketList}. */
export interface TicketListOptions {
  /** A department fixed by the route (Department details): `?departmentId=` is not read. */
  fixedDepartmentId?: string;
  /** Whether `?assignee=` is read (SuperAdmin and Department on the ticket list; never an Employee). */
  assigneeFilter?: boolean;
}

/**
 * The ticket filters of a URL query, as the list reads them (`?status=`, `?status=open`, `?title=`, `?q=` the
 * search, `?about=`, `?departmentId=` unless a department is fixed, and `?assignee=` where `assigneeFilter` allows).
 */
export function ticketFiltersOf(params: URLSearchParams, { fixedDepartmentId, assigneeFilter = false }: TicketListOptions = {}): Omit<TicketListQuery, 'page' | 'limit'> {
  const title = params.get('title') ?? '';
  const q = (params.get('q') ?? '').trim();
  const assignee = assigneeFilter ? assigneeOfQuery(params.get('assignee')) : undefined;
  return {
    status: statusOfQuery(params.get('status')),
    departmentId: fixedDepartmentId ?? (params.get('departmentId') || undefined),
    about: params.get('about') || undefined,
    ...(params.get('status') === OPEN_STATUS_QUERY ? { open: true } : {}),
    ...(title ? { title } : {}),
    ...(q ? { q } : {}),
    ...(assignee ? { assignee } : {}),
  };
}

/**
 * The URL keys a ticket list reads besides page, sort and order (docs/areas/platform.md, "Saved views"): its filters
 * and search.
 */
export function ticketViewParams({ fixedDepartmentId, assigneeFilter = false }: TicketListOptions = {}): string[] {
  return [
    'status',
    ...(fixedDepartmentId ? [] : ['departmentId']),
    'about',
    'title',
    'q',
    ...(assigneeFilter ? ['assignee'] : []),
  ];
}

/**
 * The state of a ticket list page (docs/areas/helpdesk.md, "Ticket list", "The ticket list", "Department details"):
 * the page, the sort (`?sort=<column id>&order=asc|desc`, sent as the API's TICKET_SORTS), the search (`?q=`: a
 * ticket number or a text of the title, typed in `searchInput`), the assignee filter (`?assignee=me|none`, read only
 * with `options.assigneeFilter`) and the status filter of the URL query (`?page=&status=`, `?departmentId=` unless `departmentId` is fixed, and
 * `?about=type:id`, the record the tickets are about: "Tickets about a record"; `?status=open` the tickets still
 * open and `?title=` a text of their title, the filters of the dashboard's queues: docs/areas/dashboard.md, "Work
 * queues"), the search box's text as typed (`searchInput`, `setSearchInput`), the rows
 * per page this browser chose for `listKey`, the API's page of tickets, and `grid`, ListPage's props of its grid
 * (query, list name, rows, state texts, the pager). A page past the end (fewer tickets since the link was made)
 * shows the last page instead.
 */
export function useTicketList(variant: TicketVariant, listKey: string, fixedDepartmentIdOrOptions?: string | TicketListOptions) {
  const options: TicketListOptions =
    typeof fixedDepartmentIdOrOptions === 'string' ? { fixedDepartmentId: fixedDepartmentIdOrOptions } : (fixedDepartmentIdOrOptions ?? {});
  const { fixedDepartmentId, assigneeFilter = false } = options;
  const listQuery = useListQuery();
  const { params, page, setPage, sort, setSort } = listQuery;
  const { pageSize, ...pageSizeChoice } = useListPageSize(listKey);
  const status = statusOfQuery(params.get('status'));
  const open = params.get('status') === OPEN_STATUS_QUERY;
  // `?title=` comes from links (the dashboard's queues); the list's own box is the search, `?q=`.
  const title = (params.get('title') ?? '').trim();
  const [searchInput, setSearchInput, q] = useSearchParam(listQuery, 'q');
  const departmentId = fixedDepartmentId ?? (params.get('departmentId') || undefined);
  const about = params.get('about') || undefined;
  const assignee = assigneeFilter ? assigneeOfQuery(params.get('assignee')) : undefined;
  // A `?sort=` naming no sortable column (an old link) is left out: the API's default order, newest first.
  const apiSort = sort ? ticketSortOf(sort.id) : undefined;
  const list = useTickets(variant, {
    page,
    limit: pageSize,
    status,
    departmentId,
    about,
    ...(open ? { open } : {}),
    ...(title ? { title } : {}),
    ...(q ? { q } : {}),
    ...(apiSort && sort ? { sort: apiSort, order: sort.desc ? 'desc' : 'asc' } : {}),
    ...(assignee ? { assignee } : {}),
  });

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(list.isSuccess && !list.isPlaceholderData, page, lastPage, setPage);

  const pagination: DataGridPagination = { page, pageSize, total, onPageChange: setPage, ...pageSizeChoice };
  /** ListPage's props of the tickets' grid: its query, list name, rows, states' texts and pager. */
  const grid = {
    query: list,
    listKey,
    rows: list.data?.ticket,
    rowKey: (t: Ticket) => t._id,
    loadingLabel: 'Loading tickets…',
    errorTitle: 'The tickets could not be loaded.',
    pagination,
    sort: apiSort ? sort : null,
    onSortChange: setSort,
    // The URL keys this list reads (a fixed department is the route's, not the query's): docs/areas/platform.md, "Saved views".
    viewParams: ticketViewParams(options),
    countView: (query: URLSearchParams) => countTickets(variant, ticketFiltersOf(query, options)),
  };
  // A title search that matched more tickets than the API counts (its `totalCapped`): `total` is the cap and the
  // pager ends there (docs/api-database.md, "Search, sort and the assignee filter").
  const totalCapped = list.data?.totalCapped === true;
  return {
    ...listQuery,
    list,
    status,
    open,
    title,
    searchInput,
    setSearchInput,
    q,
    assignee,
    departmentId,
    about,
    grid,
    totalCapped,
  };
}
