import { formatDateTime, ticketReference, type Ticket } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { excerpt } from '@backoffice/rich-text';
import { Text, type DataGridColumn } from '@backoffice/ui';
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
}

/**
 * The ticket table's columns (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)", "Links"). No. is
 * the ticket's number (TK-000123) as a link to it; Title and From stay on one line (cut, the full text on hover),
 * From a link to the user for a SuperAdmin; About the record the ticket is about, as a link where the viewer may
 * open it; Created At is a date-time in the viewer's zone (the format module); the description wraps at words and
 * goes first in a narrow frame. Action (View, a RecordLink that
 * leads back to this list with its filters) and Status are pinned to the right edge, so they stay in sight.
 */
export function ticketColumns(variant: TicketVariant, { editable, viewHref, backLabel }: TicketColumnsOptions): DataGridColumn<Ticket>[] {
  const hrefOf = viewHref ?? ((t: Ticket) => viewTicketHref(variant, t._id));
  return [
    {
      id: 'number',
      header: 'No.',
      kind: 'number',
      width: '7rem',
      cell: (t) => (
        <RecordLink to={hrefOf(t)} backLabel={backLabel}>
          {ticketReference(t.number)}
        </RecordLink>
      ),
    },
    { id: 'title', header: 'Ticket Title', kind: 'name', priority: 1, cell: (t) => t.title, cellStyle: { fontWeight: 'medium' } },
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
      cell: (t) => <RecordLink record={{ type: 'user', id: t.userId._id, name: `${t.userId.firstName} ${t.userId.lastName}` }} backLabel={backLabel} />,
    },
    {
      id: 'about',
      header: 'About',
      kind: 'name',
      priority: 3,
      width: '12rem',
      cell: (t) => (t.about ? <RecordLink record={t.about} backLabel={backLabel} /> : null),
    },
    { id: 'createdAt', header: 'Created At', kind: 'date', cell: (t) => formatDateTime(t.createdAt) },
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
      cell: (t) => (editable ? <TicketStatusSelect ticket={t} /> : <TicketStatusBadge status={t.status} />),
    },
  ];
}
