/**
 * The reply form of a ticket's page (docs/areas/helpdesk.md, "Calls"): the reply's rich text, an image, the status
 * for those who may change it; Send goes back to the list the page came from.
 */
import { HelpdeskMessages, isBlankHtml, mayChangeTicketStatus, type Ticket } from '@backoffice/contracts';
import { useAction, useUnsavedChangesWarning, UNSAVED_CHANGES_TEXT, type BackLink } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { useAuth, type AuthUser } from '@backoffice/shell-sdk';
import { Stack, chakra } from '@backoffice/ui';
import { SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { number, object, string, type ObjectSchema } from 'yup';
import { useReplyToTicket } from './api';
import { TICKET_EDITOR_HEIGHT_PX, TicketFormButtons, TicketImageInput } from './ticket-form-parts';
import { STATUS_OPTIONS } from './ticket-options';

/** The API's rule, from libs/contracts: a SuperAdmin, or a Department user of the ticket's department. */
export function mayChangeStatus(user: AuthUser | null, ticket: Pick<Ticket, 'department'>): boolean {
  return mayChangeTicketStatus(user, ticket.department._id);
}

/** ours: the error toast's title when the API gives no message of its own. */
export const REPLY_NOT_SENT = 'The reply could not be sent.';

interface ReplyValues {
  /** The reply's HTML. */
  message: string;
  /** The ticket's status after the reply (changed only by those who may). */
  status: number;
}

const replySchema: ObjectSchema<ReplyValues> = object({
  message: string()
    .defined()
    .test('not-blank', HelpdeskMessages.tickets.replyRequired, (html) => !isBlankHtml(html)),
  status: number().required(),
});

/** The API's refusals of POST /ticket/manageTicket that name a field of the reply form. */
const REPLY_FIELD_OF_MESSAGE: Readonly<Record<string, keyof ReplyValues>> = {
  [HelpdeskMessages.tickets.messageRequired]: 'message',
  [HelpdeskMessages.tickets.replyRequired]: 'message',
  [HelpdeskMessages.tickets.statusInvalid]: 'status',
};

/** The reply form under a ticket's discussion. */
export function ReplyForm({ ticket, back }: { ticket: Ticket; back: BackLink }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const canChangeStatus = mayChangeStatus(user, ticket);
  const [image, setImage] = useState<File | null>(null);
  const mutation = useReplyToTicket();
  const { control, handleSubmit, setError, watch, formState } = useForm<ReplyValues>({
    resolver: yupResolver(replySchema),
    defaultValues: { message: '', status: ticket.status },
  });
  const reply = useAction(mutation, {
    success: (result) => result.message || HelpdeskMessages.tickets.replyAdded,
    failure: REPLY_NOT_SENT,
    onError: (_error, message) => {
      const field = REPLY_FIELD_OF_MESSAGE[message];
      if (field) setError(field, { message }, { shouldFocus: true });
      return field !== undefined;
    },
  });
  // Still true after success, while the page leaves for the list.
  const sending = mutation.isPending || mutation.isSuccess;
  useUnsavedChangesWarning(!sending && (!isBlankHtml(watch('message')) || image !== null));

  const send = handleSubmit(async ({ message, status }) => {
    const result = await reply.run({
      ticketId: ticket._id,
      message,
      ticketStatus: canChangeStatus ? status : ticket.status,
      discussionImage: image,
    });
    if (result) navigate(back.to);
  });

  return (
    <chakra.form onSubmit={(e) => void send(e)} noValidate aria-label="Reply to the ticket">
      <Stack gap="4">
        <RichTextField control={control} name="message" label="Reply" height={TICKET_EDITOR_HEIGHT_PX} disabled={sending} />
        <TicketImageInput value={image} onChange={setImage} disabled={sending} />
        {canChangeStatus ? (
          <SelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} disabled={sending} maxW="xs" />
        ) : null}
        <TicketFormButtons
          submitLabel="Send"
          sending={sending}
          // A typed reply is not dropped without asking (the kit's links ask the same question).
          onCancel={() => (!(formState.isDirty || image) || window.confirm(UNSAVED_CHANGES_TEXT)) && navigate(back.to)}
        />
      </Stack>
    </chakra.form>
  );
}
