import { Button, HStack, Spinner } from '@backoffice/ui';

/** The rich-text writing area's height on the ticket forms, in px. */
export const TICKET_EDITOR_HEIGHT_PX = 300;

export interface TicketFormButtonsProps {
  /** The submit button's text ('Submit', 'Send'). */
  submitLabel: string;
  /** While sending: both buttons are disabled and a spinner named 'Sending' shows. */
  sending: boolean;
  /** Cancel: back to the list. */
  onCancel: () => void;
}

/** The submit and Cancel buttons of the add-ticket and reply forms, with the 'Sending' spinner. */
export function TicketFormButtons({ submitLabel, sending, onCancel }: TicketFormButtonsProps) {
  return (
    <HStack gap="3">
      <Button type="submit" colorPalette="blue" disabled={sending}>
        {submitLabel}
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={sending}>
        Cancel
      </Button>
      {sending ? <Spinner size="sm" aria-label="Sending" /> : null}
    </HStack>
  );
}
