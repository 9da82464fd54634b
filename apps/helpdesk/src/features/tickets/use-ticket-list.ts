import { TICKET_STATUSES, type Ticket } from '@backoffice/contracts';
import { useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import type { DataGridPagination } from '@backoffice/ui';
import { useListPageSize } from '../shared/list-page-size';
import { countTickets, useTickets, type TicketListQuery } from './api';
import type { TicketVariant } from './ticket-variants';

/** A status id of the URL query (1 to 4), or undefined. */
export function statusOfQuery(value: string | null): number | undefined {
  const n = value && /^\d$/.test(value) ? Number(value) : NaN;
  return TICKET_STATUSES.some((s) => s.id === n) ? n : undefined;
}

/** `?status=` of the tickets still open (Open or In Progress): the dashboard's open tickets. */
export const OPEN_STATUS_QUERY = 'open';

/**
 * The ticket filters of a URL query, as the list reads them (`?status=`, `?status=open`, `?title=`, `?about=`, and
 * `?departmentId=` unless `fixedDepartmentId` is given).
 */
export function ticketFiltersOf(params: URLSearchParams, fixedDepartmentId?: string): Omit<TicketListQuery, 'page' | 'limit'> {
  const title = params.get('title') ?? '';
  return {
    status: statusOfQuery(params.get('status')),
    departmentId: fixedDepartmentId ?? (params.get('departmentId') || undefined),
    about: params.get('about') || undefined,
    ...(params.get('status') === OPEN_STATUS_QUERY ? { open: true } : {}),
    ...(title ? { title } : {}),
  };
}

/**
 * The state of a ticket list page (docs/areas/helpdesk.md, "Ticket list", "Department details"): the page and the
 * status filter of the URL query (`?page=&status=`, `?departmentId=` unless `departmentId` is fixed, and
 * `?about=type:id`, the record the tickets are about: "Tickets about a record"; `?status=open` the tickets still
 * open and `?title=` a text of their title, the filters of the dashboard's queues: docs/areas/dashboard.md, "Work
 * queues"), the title box's text as typed (`titleInput`, `setTitleInput`), the rows
 * per page this browser chose for `listKey`, the API's page of tickets, and `grid`, ListPage's props of its grid
 * (query, list name, rows, state texts, the pager). A page past the end (fewer tickets since the link was made)
 * shows the last page instead.
 */
export function useTicketList(variant: TicketVariant, listKey: string, fixedDepartmentId?: string) {
  const listQuery = useListQuery();
  const { params, page, setPage } = listQuery;
  const { pageSize, ...pageSizeChoice } = useListPageSize(listKey);
  const status = statusOfQuery(params.get('status'));
  const open = params.get('status') === OPEN_STATUS_QUERY;
  const [titleInput, setTitleInput, title] = useSearchParam(listQuery, 'title');
  const departmentId = fixedDepartmentId ?? (params.get('departmentId') || undefined);
  const about = params.get('about') || undefined;
  const list = useTickets(variant, {
    page,
    limit: pageSize,
    status,
    departmentId,
    about,
    ...(open ? { open } : {}),
    ...(title ? { title } : {}),
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
    // The URL keys this list reads (a fixed department is the route's, not the query's): docs/areas/platform.md, "Saved views".
    viewParams: fixedDepartmentId ? ['status', 'title', 'about'] : ['status', 'departmentId', 'about', 'title'],
    countView: (query: URLSearchParams) => countTickets(variant, ticketFiltersOf(query, fixedDepartmentId)),
  };
  return { ...listQuery, list, status, open, titleInput, setTitleInput, departmentId, about, grid };
}
