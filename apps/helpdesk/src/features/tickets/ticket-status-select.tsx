import { HelpdeskMessages, ticketStatusTitle, type Ticket } from '@backoffice/contracts';
import { OptionSelect, useAction } from '@backoffice/remote-kit';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useChangeTicketStatus } from './api';
import { STATUS_OPTIONS } from './ticket-options';

export interface TicketStatusSelectProps {
  ticket: Pick<Ticket, '_id' | 'title' | 'status'>;
}

/** ours: the question before a status set from the list is sent (docs/areas/helpdesk.md, "Ticket list"). */
export const confirmStatusText = (title: string, from: number, to: number) =>
  `Change the status of "${title}" from ${ticketStatusTitle(from)} to ${ticketStatusTitle(to)}?`;

/** ours: the error toast's title when the API gives no message of its own. */
export const STATUS_CHANGE_FAILED = 'The status could not be changed.';

/**
 * The editable status of a list row (Department and SuperAdmin, docs/areas/helpdesk.md,
 * "Ticket list (`/all-tickets`, everyone)"). A status picked in the grid is a high-impact edit (the creator is
 * notified), so it asks first: Confirm sends it and the cached lists take the new status (see
 * useChangeTicketStatus), with the success toast; Cancel, or a failure (an error toast), shows the stored status
 * again.
 */
export function TicketStatusSelect({ ticket }: TicketStatusSelectProps) {
  const change = useAction(useChangeTicketStatus(), {
    success: HelpdeskMessages.tickets.statusUpdated,
    failure: STATUS_CHANGE_FAILED,
  });
  /** The status picked and waiting for the answer to the question (null: none). */
  const [asked, setAsked] = useState<number | null>(null);
  // The question stays written while the dialog closes.
  const [question, setQuestion] = useState('');

  const confirm = async () => {
    if (asked === null) return;
    await change.run({ ticketId: ticket._id, ticketStatus: asked });
    setAsked(null);
  };

  return (
    <>
      <OptionSelect
        size="sm"
        rootProps={{ width: 'auto', minW: '36' }}
        disabled={change.isPending}
        options={STATUS_OPTIONS}
        aria-label={`Status of ${ticket.title}`}
        value={String(asked ?? ticket.status)}
        onChange={(e) => {
          const next = Number(e.target.value);
          if (next === ticket.status) return;
          setQuestion(confirmStatusText(ticket.title, ticket.status, next));
          setAsked(next);
        }}
      />
      <ConfirmDialog
        open={asked !== null}
        title="Change the status?"
        message={question}
        confirmLabel="Change status"
        loading={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => !change.isPending && setAsked(null)}
      />
    </>
  );
}
