import { formatNumber, ticketStatusTitle, type Ticket, type TicketPerson } from '@backoffice/contracts';
import { BulkRunButton, OptionSelect, bulkSelectionCount, type BulkSelection } from '@backoffice/remote-kit';
import { Text } from '@backoffice/ui';
import { useState } from 'react';
import { useTicketAssignees } from '../api';
import { STATUS_OPTIONS } from '../ticket-options';

/** "1 ticket", "1,250 tickets". */
export const ticketsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'ticket' : 'tickets'}`;

/** The assign picker's value for "nobody" (the run's `params.assigneeId` is then '': unassign). */
export const UNASSIGN_VALUE = 'none';

const nameOf = (p: TicketPerson) => `${p.firstName} ${p.lastName}`;

/**
 * What assigning `count` tickets to `name` (null: unassigning them) does, for the confirmation (docs/areas/helpdesk.md,
 * "Assignment"): the new assignee is notified, tickets already theirs are skipped, each change is in the ticket's
 * history; `department` (the first selected ticket's, whose members the picker offered) says which tickets may fail.
 */
export function bulkAssignBody(count: number, name: string | null, department: string | null): string {
  const what = name
    ? `Assigns ${ticketsText(count)} to ${name}, who is notified.`
    : `Takes the assignee off ${ticketsText(count)}; they show as Unassigned.`;
  const where = department
    ? ` The people offered are the members of ${department}: a ticket of another department fails and is reported.`
    : '';
  return `${what} Tickets already so are skipped. Each change is in the ticket's history.${where}`;
}

/**
 * What setting `count` tickets to `status` (1 to 4) does, for the confirmation (docs/areas/helpdesk.md, "Statuses and
 * priorities"): as the list's own status change, each raiser is notified; tickets already there are skipped.
 */
export function bulkStatusBody(count: number, status: number): string {
  const title = ticketStatusTitle(status);
  return `Sets ${ticketsText(count)} to ${title}; each raiser is notified, as when a status is changed in the list. Tickets already ${title} are skipped. Each change is in the ticket's history.`;
}

/** Props of {@link BulkAssign}. */
export interface BulkAssignProps {
  /** The selected ticket ids (any page): the picker asks who may be assigned the first one. */
  selected: readonly string[];
  /** What the run works on: those ids, or every ticket matching the list's filter. */
  selection: BulkSelection;
  /** The first selected ticket when it is on the shown page (its department names whose members are offered). */
  firstTicket?: Ticket;
}

/**
 * The ticket list's bulk "Assign to…" (docs/areas/helpdesk.md, "The ticket list", "Assignment"): a select of the
 * people who may be assigned (GET /api/ticket/assignees for the FIRST selected ticket: no call lists a department's
 * members for many tickets, so a selection across departments offers the first one's members, and the confirmation
 * says so) and "Unassigned", then the kit's BulkRunButton starting `tickets.assign` with `params: { assigneeId }`
 * ('' unassigns) on `selection`. It asks first, naming how many tickets and to whom; nothing is sent before a
 * person is picked.
 */
export function BulkAssign({ selected, selection, firstTicket }: BulkAssignProps) {
  const [assigneeId, setAssigneeId] = useState('');
  const people = useTicketAssignees(selected[0] ?? '');
  const count = bulkSelectionCount(selection);
  const person = people.data?.find((p) => p._id === assigneeId);
  const unassign = assigneeId === UNASSIGN_VALUE;
  const name = person ? nameOf(person) : null;
  const chosen = unassign || Boolean(person);
  const label = !chosen ? 'Assign' : unassign ? `Unassign ${ticketsText(count)}` : `Assign ${ticketsText(count)} to ${name}`;
  return (
    <>
      <OptionSelect
        size="sm"
        rootProps={{ width: 'auto', minW: '44' }}
        aria-label="Assign to"
        emptyOption={people.isPending ? 'Loading people…' : people.isError ? 'People could not be loaded' : 'Assign to…'}
        options={[...(people.data ?? []).map((p) => ({ value: p._id, label: nameOf(p) })), { value: UNASSIGN_VALUE, label: 'Unassigned' }]}
        value={assigneeId}
        onChange={(e) => setAssigneeId(e.target.value)}
      />
      <BulkRunButton
        action="tickets.assign"
        label={label}
        selection={selection}
        params={chosen ? { assigneeId: unassign ? '' : assigneeId } : undefined}
        disabled={!chosen || count === 0}
        confirmTitle={unassign ? `Unassign ${ticketsText(count)}?` : `Assign ${ticketsText(count)} to ${name ?? '…'}?`}
        confirmBody={chosen ? <Text>{bulkAssignBody(count, name, firstTicket?.department.name ?? null)}</Text> : undefined}
        onStarted={() => setAssigneeId('')}
      />
    </>
  );
}

/**
 * The ticket list's bulk "Set status…" (docs/areas/helpdesk.md, "The ticket list"): a select of the status (Open, In
 * Progress, Resolved, Closed), then the kit's BulkRunButton starting `tickets.setStatus` with `params: { status }`
 * ('1' to '4') on `selection`. It asks first, naming how many tickets and the status; nothing is sent before a status
 * is picked.
 */
export function BulkStatus({ selection }: { selection: BulkSelection }) {
  const [status, setStatus] = useState('');
  const count = bulkSelectionCount(selection);
  const id = Number(status);
  const title = status ? ticketStatusTitle(id) : '';
  return (
    <>
      <OptionSelect
        size="sm"
        rootProps={{ width: 'auto', minW: '36' }}
        aria-label="Status to set"
        emptyOption="Set status…"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <BulkRunButton
        action="tickets.setStatus"
        label={status ? `Set ${ticketsText(count)} to ${title}` : 'Set status'}
        selection={selection}
        params={status ? { status } : undefined}
        disabled={!status || count === 0}
        confirmTitle={`Set ${ticketsText(count)} to ${title}?`}
        confirmBody={status ? <Text>{bulkStatusBody(count, id)}</Text> : undefined}
        onStarted={() => setStatus('')}
      />
    </>
  );
}
