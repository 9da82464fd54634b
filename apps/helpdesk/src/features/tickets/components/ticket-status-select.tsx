import { HelpdeskMessages, type Ticket } from '@backoffice/contracts';
import { OptionSelect, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import type { ChangeEvent } from 'react';
import { useChangeTicketStatus } from '../api/change-ticket-status';
import { STATUS_OPTIONS } from '../ticket-options';

export interface TicketStatusSelectProps {
  ticket: Pick<Ticket, '_id' | 'title' | 'status'>;
}

/**
 * The editable status of a list row (Department and SuperAdmin, docs/areas/helpdesk.md,
 * "Ticket list (`/all-tickets`, everyone)"): the change is sent at once and the cached lists take the new
 * status (see useChangeTicketStatus); on failure an error toast and the select shows the previous status
 * again.
 */
export function TicketStatusSelect({ ticket }: TicketStatusSelectProps) {
  const notify = useNotify();
  const change = useChangeTicketStatus();
  const pending = change.isPending ? change.variables.ticketStatus : null;

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.target.value);
    if (next === ticket.status) return;
    try {
      await change.mutateAsync({ ticketId: ticket._id, ticketStatus: next });
      notify({ type: 'success', title: HelpdeskMessages.tickets.statusUpdated });
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
    }
  };

  return (
    <OptionSelect
      size="sm"
      rootProps={{ width: 'auto', minW: '36' }}
      disabled={pending !== null}
      options={STATUS_OPTIONS}
      aria-label={`Status of ${ticket.title}`}
      value={String(pending ?? ticket.status)}
      onChange={(e) => void onChange(e)}
    />
  );
}
