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
import { CannedReplyPicker, mayUseCannedReplies, useCannedReplyPicker } from '../canned-replies';
import { useReplyToTicket } from './api';
import { ArrivedFirstAlert, useArrivedFirst } from './arrived-first';
import { TicketPresence } from './presence/ticket-presence';
import { useTyping } from './presence/use-typing';
import { NOTE_STYLE } from './discussion';
import { NoteNotice, ReplyKindToggle, WaitingOnRaiserCheckbox, mayWriteNotes, type ReplyKind } from './reply-kind';
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

/**
 * The reply form under a ticket's discussion. For an agent (a SuperAdmin, or a Department user of the ticket's
 * department) also "Reply | Internal note" (a note is drawn yellow-ish with 'Internal note — not visible to the
 * raiser', keeps the status and is sent with `internal`) and, for a reply, 'Wait for the raiser (pauses the SLA
 * clock)' (`waitingOnRaiser`). Send first asks the discussion again: replies by others since this user started
 * typing are shown above the form instead of sending ("Send anyway", "Cancel"; a second Send sends).
 */
export function ReplyForm({ ticket, back }: { ticket: Ticket; back: BackLink }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const canChangeStatus = mayChangeStatus(user, ticket);
  const [image, setImage] = useState<File | null>(null);
  // Agents' choices (docs/areas/helpdesk.md, "Internal notes", "SLAs"): a note or a reply, a reply waiting on the raiser.
  const mayNote = mayWriteNotes(user, ticket);
  const [kind, setKind] = useState<ReplyKind>('reply');
  const [waitingOnRaiser, setWaitingOnRaiser] = useState(false);
  const note = mayNote && kind === 'note';
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
  // Others' replies that arrived since this user started typing stop the first Send (docs/areas/helpdesk.md, "View ticket").
  const arrivedFirst = useArrivedFirst(ticket._id, user?.id, !isBlankHtml(watch('message')));
  // Canned replies (docs/areas/helpdesk.md, "Canned replies"): the picker beside the editor and `/` in it, for agents.
  const canned = useCannedReplyPicker(ticket._id, mayUseCannedReplies(user, ticket));
  // Who else is looking (docs/areas/helpdesk.md): typing while the reply changed in the last few seconds.
  const typing = useTyping(watch('message'));

  // `anyway`: sent even though others' replies arrived first (the warning's "Send anyway").
  const submit = (anyway: boolean) =>
    handleSubmit(async ({ message, status }) => {
      if (!anyway && (await arrivedFirst.stop())) return;
      arrivedFirst.dismiss();
      const result = await reply.run({
        ticketId: ticket._id,
        message,
        // A note leaves the status as it is.
        ticketStatus: canChangeStatus && !note ? status : ticket.status,
        discussionImage: image,
        ...(note ? { internal: true } : {}),
        ...(mayNote && !note && waitingOnRaiser ? { waitingOnRaiser: true } : {}),
      });
      if (result) navigate(back.to);
    });
  const send = submit(false);

  return (
    <chakra.form onSubmit={(e) => void send(e)} noValidate aria-label="Reply to the ticket">
      <Stack gap="4" {...(note ? { ...NOTE_STYLE, borderWidth: '1px', rounded: 'md', p: '3' } : {})}>
        <TicketPresence ticketId={ticket._id} typing={typing} />
        <ArrivedFirstAlert arrived={arrivedFirst.arrived} onSendAnyway={() => void submit(true)()} onCancel={arrivedFirst.dismiss} disabled={sending} />
        {mayNote ? <ReplyKindToggle value={kind} onChange={setKind} disabled={sending} /> : null}
        {note ? <NoteNotice /> : null}
        <RichTextField control={control} name="message" label="Reply" height={TICKET_EDITOR_HEIGHT_PX} disabled={sending} editorRef={canned.editorRef} slashCommand={canned.slashCommand} />
        <CannedReplyPicker picker={canned} disabled={sending} />
        <TicketImageInput value={image} onChange={setImage} disabled={sending} />
        {canChangeStatus && !note ? (
          <SelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} disabled={sending} maxW="xs" />
        ) : null}
        {mayNote && !note ? <WaitingOnRaiserCheckbox checked={waitingOnRaiser} onChange={setWaitingOnRaiser} disabled={sending} /> : null}
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
