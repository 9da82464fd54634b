import { RichTextEditor, type RichTextEditorHandle } from '@backoffice/rich-text';
import { Button, HStack, Spinner, Stack, Text } from '@backoffice/ui';
import { useId, type Ref } from 'react';

/** The rich-text writing area's height on the ticket forms, in px. */
export const TICKET_EDITOR_HEIGHT_PX = 300;

export interface TicketMessageFieldProps {
  /** The visible caption and the editor's accessible name ('Description', 'Reply'). */
  label: string;
  /** The HTML written so far. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** react-hook-form's field ref, so a failed submit focuses the editor. */
  ref?: Ref<RichTextEditorHandle>;
  /** The field's error, shown under it and tied to the editor by aria-describedby. */
  error?: string;
  disabled?: boolean;
}

/**
 * The message of a ticket or of a reply (spec 1 sections 4 and 8): a caption, the rich-text editor (named by
 * `label`) and the field's error under it.
 */
export function TicketMessageField({ label, value, onChange, onBlur, ref, error, disabled }: TicketMessageFieldProps) {
  const errorId = useId();
  return (
    <Stack gap="1.5">
      {/* The editable area is named by its own aria-label; this is the visible caption. */}
      <Text fontSize="sm" fontWeight="medium" aria-hidden="true">
        {label}
      </Text>
      <RichTextEditor
        ref={ref}
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        height={TICKET_EDITOR_HEIGHT_PX}
        invalid={Boolean(error)}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

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
