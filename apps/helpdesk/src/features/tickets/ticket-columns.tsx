import { TICKET_PRIORITIES, formatDateTime, ticketReference, type Ticket, type TicketSort } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { excerpt } from '@backoffice/rich-text';
import { Text, type DataGridColumn } from '@backoffice/ui';
// The SLA clock is the SLA feature's badge (docs/areas/helpdesk.md, "SLAs"), the same as on the ticket page.
import { SlaClock } from '../sla/sla-clock';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketStatusSelect } from './ticket-status-select';
import { viewTicketHref, type TicketVariant } from './ticket-variants';

/** Options of {@link ticketColumns}. */
export interface TicketColumnsOptions {
  /** The status is a select (SuperAdmin, Department on the ticket list), else a badge. */
  editable: boolean;
  /** Where View goes (default: the variant's view page); the Department Details page picks per ticket. */
  viewHref?: (ticket: Ticket) => string;
  /** The way back's text on the ticket's page, e.g. 'Back to tickets'. */
  backLabel: string;
  /**
   * The agents' columns, Assignee and SLA (SuperAdmin, Department on the ticket list: docs/areas/helpdesk.md, "The
   * ticket list"); an Employee's list and My Tickets leave them out. Default false.
   */
  agent?: boolean;
}

/**
 * The API's sort (TICKET_SORTS) of each sortable column, by column id: the URL keeps the column id
 * (`?sort=from&order=asc`, as every DataGrid list does) and the list sends the API's name (`raiser`).
 */
export const TICKET_COLUMN_SORTS: Readonly<Record<string, TicketSort>> = {
  number: 'number',
  title: 'title',
  department: 'department',
  from: 'raiser',
  priority: 'priority',
  assignee: 'assignee',
  sla: 'slaDue',
  createdAt: 'createdAt',
  status: 'status',
};

/** The API's sort of a column id of `?sort=`, or undefined for a column the API cannot sort on (or an unknown id). */
export const ticketSortOf = (columnId: string): TicketSort | undefined =>
  Object.prototype.hasOwnProperty.call(TICKET_COLUMN_SORTS, columnId) ? TICKET_COLUMN_SORTS[columnId] : undefined;

/** The title of a priority id ('Urgent'), or the id as text for an unknown one. */
export const ticketPriorityTitle = (id: number): string => TICKET_PRIORITIES.find((p) => p.id === id)?.title ?? String(id);

/**
 * The ticket table's columns (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)", "The ticket list",
 * "Links"). No. is the ticket's number (TK-000123) as a link to it; Title and From stay on one line (cut, the full
 * text on hover), From a link to the user for a SuperAdmin; Department the ticket's department (a link where the
 * viewer may open it); About the record the ticket is about, as a link where the viewer may open it; Priority its
 * title (TICKET_PRIORITIES); for agents (`agent`) Assignee (the name, or 'Unassigned') and SLA (the SLA feature's
 * SlaClock: time left or overdue on the next target, paused, met; empty without an SLA); Created At is a date-time in the viewer's zone (the format module); the description wraps at words and
 * goes first in a narrow frame. Action (View, a RecordLink that leads back to this list with its filters) and Status
 * are pinned to the right edge, so they stay in sight. Every column the API sorts on (TICKET_COLUMN_SORTS) has a
 * sort button in its header.
 */
export function ticketColumns(variant: TicketVariant, { editable, viewHref, backLabel, agent = false }: TicketColumnsOptions): DataGridColumn<Ticket>[] {
  const hrefOf = viewHref ?? ((t: Ticket) => viewTicketHref(variant, t._id));
  const columns: DataGridColumn<Ticket>[] = [
    {
      id: 'number',
      header: 'No.',
      kind: 'number',
      width: '7rem',
      sortable: true,
      cell: (t) => (
        <RecordLink to={hrefOf(t)} backLabel={backLabel}>
          {ticketReference(t.number)}
        </RecordLink>
      ),
    },
    { id: 'title', header: 'Ticket Title', kind: 'name', priority: 1, sortable: true, cell: (t) => t.title, cellStyle: { fontWeight: 'medium' } },
    {
      id: 'description',
      header: 'Ticket Description',
      priority: 3,
      cell: (t) => <Text fontSize="sm">{excerpt(t.message, 100)}</Text>,
    },
    {
      id: 'from',
      header: 'From',
      kind: 'name',
      width: '12rem',
      sortable: true,
      cell: (t) => <RecordLink record={{ type: 'user', id: t.userId._id, name: `${t.userId.firstName} ${t.userId.lastName}` }} backLabel={backLabel} />,
    },
    {
      id: 'department',
      header: 'Department',
      kind: 'name',
      width: '10rem',
      sortable: true,
      cell: (t) => <RecordLink record={{ type: 'department', id: t.department._id, name: t.department.name }} backLabel={backLabel} />,
    },
    {
      id: 'about',
      header: 'About',
      kind: 'name',
      priority: 3,
      width: '12rem',
      cell: (t) => (t.about ? <RecordLink record={t.about} backLabel={backLabel} /> : null),
    },
    { id: 'priority', header: 'Priority', width: '6rem', nowrap: true, sortable: true, cell: (t) => ticketPriorityTitle(t.priorityLevels) },
    ...(agent
      ? ([
          {
            id: 'assignee',
            header: 'Assignee',
            kind: 'name',
            width: '10rem',
            sortable: true,
            cell: (t) =>
              t.assignee ? (
                <RecordLink record={{ type: 'user', id: t.assignee._id, name: `${t.assignee.firstName} ${t.assignee.lastName}` }} backLabel={backLabel} />
              ) : (
                <Text color="fg.muted">Unassigned</Text>
              ),
          },
        ] satisfies DataGridColumn<Ticket>[])
      : []),
    { id: 'createdAt', header: 'Created At', kind: 'date', sortable: true, cell: (t) => formatDateTime(t.createdAt) },
    ...(agent ? ([{ id: 'sla', header: 'SLA', width: '15rem', nowrap: true, sortable: true, cell: (t) => <SlaClock sla={t.sla} /> }] satisfies DataGridColumn<Ticket>[]) : []),
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: '4.5rem',
      cell: (t) => (
        <RecordLink to={hrefOf(t)} backLabel={backLabel}>
          View
        </RecordLink>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      pin: 'end',
      width: editable ? '10.5rem' : '7.5rem',
      sortable: true,
      cell: (t) => (editable ? <TicketStatusSelect ticket={t} /> : <TicketStatusBadge status={t.status} />),
    },
  ];
  return columns;
}
