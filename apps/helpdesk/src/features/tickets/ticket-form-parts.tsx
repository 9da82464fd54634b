import { HelpdeskMessages } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { Button, HStack, Spinner } from '@backoffice/ui';
import { ImageFileInput } from '@backoffice/ui/forms';

/** The rich-text writing area's height on the ticket forms (add ticket, reply), in px. */
export const TICKET_EDITOR_HEIGHT_PX = 300;

export interface TicketFormButtonsProps {
  /** The submit button's text ('Submit', 'Send'). */
  submitLabel: string;
  /** While sending: both buttons are disabled and a spinner named 'Sending' shows. */
  sending: boolean;
  /** Cancel: back to the list. */
  onCancel: () => void;
}

/** The Send and Cancel buttons of the reply form (a form inside the ticket's record page), with the 'Sending' spinner. */
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

/** Props of {@link TicketImageInput}. */
export interface TicketImageInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The one image of a ticket or a reply (docs/areas/helpdesk.md, "Rules": JPEG or PNG, at most 1 MB), libs/ui's
 * ImageFileInput labelled 'Image': a refused file shows the inline message, and one over 1 MB also the spec's
 * toast 'Please upload file within 1 MB'.
 */
export function TicketImageInput({ value, onChange, disabled }: TicketImageInputProps) {
  const notify = useNotify();
  return (
    <ImageFileInput
      label="Image"
      value={value}
      onChange={onChange}
      onReject={(reason) => reason === 'too-big' && notify({ type: 'error', title: HelpdeskMessages.tickets.imageTooBig })}
      disabled={disabled}
    />
  );
}
