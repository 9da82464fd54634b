import { changeTicketStatus } from '@backoffice/api-client';
import { HelpdeskMessages, type Ticket } from '@backoffice/contracts';
import { OptionSelect, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { useState, type ChangeEvent } from 'react';
import { STATUS_OPTIONS } from '../ticket-options';

export interface TicketStatusSelectProps {
  ticket: Pick<Ticket, '_id' | 'title' | 'status'>;
  /** Called after the server accepted the new status (the row updates in place). */
  onChanged: (status: number) => void;
}

/**
 * The editable status of a list row (Department and SuperAdmin, spec 1 sections 2 and 4): the change is
 * sent at once; on failure an error toast and the select shows the previous status again.
 */
export function TicketStatusSelect({ ticket, onChanged }: TicketStatusSelectProps) {
  const notify = useNotify();
  const [pending, setPending] = useState<number | null>(null);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.target.value);
    if (next === ticket.status) return;
    setPending(next);
    try {
      await changeTicketStatus({ ticketId: ticket._id, ticketStatus: next });
      onChanged(next);
      notify({ type: 'success', title: HelpdeskMessages.tickets.statusUpdated });
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
    } finally {
      setPending(null);
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
