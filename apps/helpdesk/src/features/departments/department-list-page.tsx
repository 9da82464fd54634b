import type { DepartmentListItem } from '@backoffice/api-client';
import {
  DEPARTMENT_TICKET_COUNT_ALL,
  DEPARTMENT_TICKET_FILTERS,
  FILTERED_LISTS,
  HelpdeskMessages,
  Roles,
  formatNumber,
  type DepartmentTicketFilter,
} from '@backoffice/contracts';
import {
  ListPage,
  ListToolbar,
  RecordLink,
  SearchField,
  listRows,
  useAction,
  useConfirmedAction,
  useListQuery,
  useSearchParam,
} from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Button, HStack, type DataGridColumn } from '@backoffice/ui';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useWholeListPage } from '../shared/list-page-size';
import { StatusFilter } from '../shared/status-filter';
import { countDepartments, useDeleteDepartment, useDepartments } from './api';
import { DEPARTMENT_PATHS, departmentDetailsHref, editDepartmentHref } from './department-paths';

/** Wait after the last keystroke in the name filter before asking the API, in ms. */
export const NAME_FILTER_DEBOUNCE_MS = 300;

/** The list's name for its column choice and rows per page in this browser. */
const LIST_KEY = 'departments';

/** ours: the error toast's title when the API gives no message of its own. */
export const DEPARTMENT_NOT_DELETED = 'The department could not be deleted.';

const STATUS_FILTERS = Object.keys(DEPARTMENT_TICKET_FILTERS) as DepartmentTicketFilter[];
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: s }));
/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['name', 'status'];

const isStatusFilter = (v: string | null): v is DepartmentTicketFilter => v !== null && (STATUS_FILTERS as string[]).includes(v);

/**
 * The ticket list a department's count links to (docs/areas/helpdesk.md, "Links"): its tickets
 * (FILTERED_LISTS.tickets), in the status the count is of when that is one status (Open, Close); Pending (In
 * Progress or Resolved) and View All link to all of them.
 */
export function departmentTicketsHref(departmentId: string, status?: DepartmentTicketFilter): string {
  const statuses: readonly number[] = status ? DEPARTMENT_TICKET_FILTERS[status] : [];
  const list = FILTERED_LISTS.tickets({ departmentId });
  return statuses.length === 1 ? `${list}&status=${statuses[0]}` : list;
}

/** Options of {@link departmentColumns}. */
export interface DepartmentColumnsOptions {
  /** The number of the page's first row minus one (the sequence continues across pages). */
  offset: number;
  /** Show the Tickets column (a status filter is on). */
  showTickets: boolean;
  /** The status filter the counts are of, if any. */
  status?: DepartmentTicketFilter;
  /** What the Action column holds for a department (Details and Delete here; a read-only list has other). */
  actions: (department: DepartmentListItem) => ReactNode;
}

/**
 * The department table's columns: #, Name (a link to the department's page for the viewer's role), Tickets (with a
 * status filter; the count links to the tickets it counts) and Action (pinned).
 */
export function departmentColumns({ offset, showTickets, status, actions }: DepartmentColumnsOptions): DataGridColumn<DepartmentListItem>[] {
  return [
    { id: 'seq', header: '#', kind: 'number', cell: (_d, i) => offset + i + 1, width: '4rem', hideable: false },
    {
      id: 'name',
      header: 'Name',
      kind: 'name',
      priority: 1,
      width: '24rem',
      cell: (d) => <RecordLink record={{ type: 'department', id: d._id, name: d.name }} backLabel="Back to departments" />,
      cellStyle: { fontWeight: 'medium' },
    },
    ...(showTickets
      ? [
          {
            id: 'tickets',
            header: 'Tickets',
            kind: 'number' as const,
            cell: (d: DepartmentListItem) => (
              <RecordLink
                to={departmentTicketsHref(d._id, status)}
                aria-label={`${formatNumber(d.ticketCount ?? 0)} ${d.ticketCount === 1 ? 'ticket' : 'tickets'} of ${d.name}`}
              >
                {formatNumber(d.ticketCount ?? 0)}
              </RecordLink>
            ),
          },
        ]
      : []),
    { id: 'action', header: 'Action', cell: actions, pin: 'end', width: '11rem' },
  ];
}

/**
 * /all-departments (docs/areas/helpdesk.md, "Department list (`/all-departments`, SuperAdmin)"): the
 * departments sorted by name, 10 per page (or the size the user chose) with a sequence number that continues
 * across pages, filtered by name (once typing pauses) and by ticket status (View All, Open, Pending, Close;
 * docs/decisions.md "Department list": the status filter is shown to the SuperAdmin, with a Tickets column).
 * Details opens /edit-department/{id} (and leads back here); Delete asks 'Please confirm you wish to delete this
 * department ?' and takes the row out of the cached lists at once. Filters and page live in the URL query
 * (?name=&status=&page=), so a reload keeps them. The API does not page this list: the page cuts the rows itself.
 *
 * A Department user gets the read-only variant (docs/areas/helpdesk.md, "Department list, read-only"): heading
 * 'Departments', every department with the count of the tickets it may see (View All included), each with
 * 'Department Details' (/department-details/{id}); no Add, Details-edit or Delete.
 */
export function DepartmentListPage() {
  const readOnly = useAuth().user?.role === Roles.Department;
  const listQuery = useListQuery();
  const { params, setQuery } = listQuery;
  const [nameInput, setNameInput, nameQuery] = useSearchParam(listQuery, 'name', NAME_FILTER_DEBOUNCE_MS);
  const statusParam = params.get('status');
  const status = isStatusFilter(statusParam) ? statusParam : undefined;

  const list = useDepartments({ name: nameQuery, status: status ?? (readOnly ? DEPARTMENT_TICKET_COUNT_ALL : undefined) });
  const remove = useAction(useDeleteDepartment(), {
    success: (result) => result.message || HelpdeskMessages.departments.deleted,
    failure: DEPARTMENT_NOT_DELETED,
  });
  const deleting = useConfirmedAction(remove, { message: HelpdeskMessages.departments.confirmDelete, confirmLabel: 'Delete', destructive: true }, (d: DepartmentListItem) => d._id);
  const askDelete = deleting.ask;

  // A page past the end (a filter, a delete, an old link) shows the last page instead.
  const { rows, first, pagination } = useWholeListPage(LIST_KEY, listQuery, list, list.data);
  const columns = useMemo(
    () =>
      departmentColumns({
        offset: first,
        showTickets: readOnly || Boolean(status),
        status,
        actions: (d) =>
          readOnly ? (
            <RecordLink to={departmentDetailsHref(d._id)} backLabel="Back to departments">
              Department Details
            </RecordLink>
          ) : (
            <HStack gap="3">
              <RecordLink to={editDepartmentHref(d._id)} backLabel="Back to departments">
                Details
              </RecordLink>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => askDelete(d)}>
                Delete
              </Button>
            </HStack>
          ),
      }),
    [first, status, readOnly, askDelete],
  );

  return (
    <>
      <ListPage
        title={readOnly ? 'Departments' : 'Department Management'}
        actions={
          readOnly ? null : (
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={DEPARTMENT_PATHS.add}>Add Department</RouterLink>
            </Button>
          )
        }
        filters={
          <ListToolbar>
            <SearchField label="Department name" placeholder="Search by name" value={nameInput} onChange={setNameInput} />
            <StatusFilter options={STATUS_OPTIONS} value={status ?? ''} setQuery={setQuery} />
          </ListToolbar>
        }
        {...listRows(list, rows, 'departments')}
        listKey={LIST_KEY}
        viewParams={VIEW_PARAMS}
        countView={(q) => {
          const viewStatus = q.get('status');
          return countDepartments({
            name: q.get('name') ?? '',
            status: (isStatusFilter(viewStatus) ? viewStatus : undefined) ?? (readOnly ? DEPARTMENT_TICKET_COUNT_ALL : undefined),
          });
        }}
        columns={columns}
        pagination={pagination}
      />
      {deleting.dialog}
    </>
  );
}
