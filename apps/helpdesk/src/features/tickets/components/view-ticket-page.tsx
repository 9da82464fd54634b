import { ApiError } from '@backoffice/api-client';
import {
  HelpdeskMessages,
  TICKET_PRIORITIES,
  isBlankHtml,
  mayChangeTicketStatus,
  type Ticket,
  type TicketDiscussion,
} from '@backoffice/contracts';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { RichTextField, SafeHtml } from '@backoffice/rich-text';
import { useAuth, useNotify, type AuthUser } from '@backoffice/shell-sdk';
import { Box, HStack, Heading, Link, Separator, Stack, Text, chakra } from '@backoffice/ui';
import { ImageFileInput, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { number, object, string, type ObjectSchema } from 'yup';
import { RecordHistory } from '../../history';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { useTicket } from '../api/get-ticket';
import { useTicketDiscussion } from '../api/get-ticket-discussion';
import { STATUS_OPTIONS } from '../ticket-options';
import { TICKET_PATHS, type TicketVariant } from '../ticket-variants';
import { formatTicketTime } from '../utils/format-ticket-time';
import { TICKET_EDITOR_HEIGHT_PX, TicketFormButtons } from './ticket-form-parts';
import { TicketStatusBadge } from './ticket-status-badge';
import { UploadedImage } from './uploaded-image';

export interface ViewTicketPageProps {
  /** 'all': /view-ticket (Cancel and success back to /all-tickets); 'mine': /view-myticket (to /all-mytickets). */
  variant: TicketVariant;
}

/** A 404 or 400 of the ticket: unknown, malformed, or not the reader's to see. */
const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** The API's rule, from libs/contracts: a SuperAdmin, or a Department user of the ticket's department. */
export function mayChangeStatus(user: AuthUser | null, ticket: Pick<Ticket, 'department'>): boolean {
  return mayChangeTicketStatus(user, ticket.department._id);
}

/**
 * /view-ticket?ticketId= and /view-myticket?ticketId= (docs/areas/helpdesk.md,
 * "View ticket (`/view-ticket`, `/view-myticket`, `?ticketId=`)"): the ticket (title, time, message, image),
 * its discussion, and a reply form (rich text, one image, and the status for those who may change it). A sent
 * reply toasts 'Post added regarding this ticket Successfully' and goes back to the list; a failure toasts
 * and keeps the reply. An unknown or missing ticketId shows "Ticket not found".
 */
export function ViewTicketPage({ variant }: ViewTicketPageProps) {
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId')?.trim() ?? '';
  const listPath = TICKET_PATHS[variant].list;
  const ticket = useTicket(ticketId);
  const discussion = useTicketDiscussion(ticketId);
  const failure = ticket.error ?? discussion.error;
  const retry = () => {
    if (ticket.isError) void ticket.refetch();
    if (discussion.isError) void discussion.refetch();
  };

  if (!ticketId || (failure && isNotFound(failure))) {
    return (
      <Box p={{ base: '4', md: '6' }}>
        <Stack gap="3">
          <Heading as="h1" size="lg">
            {HelpdeskMessages.tickets.notFound}
          </Heading>
          <Text>
            {ticketId
              ? 'This ticket does not exist or is not yours to see.'
              : 'No ticket was chosen: open one from the list.'}
          </Text>
          <Link asChild color="blue.600">
            <RouterLink to={listPath}>Back to the list</RouterLink>
          </Link>
        </Stack>
      </Box>
    );
  }
  if (failure) {
    return (
      <Box p={{ base: '4', md: '6' }}>
        <LoadError title="The ticket could not be loaded." message={errorMessage(failure)} onRetry={retry} />
      </Box>
    );
  }
  if (!ticket.data || !discussion.data) {
    return <LoadingState label="Loading the ticket…" />;
  }
  return <TicketView ticket={ticket.data} discussion={discussion.data} listPath={listPath} />;
}

const HISTORY_FIELD_LABELS = { status: 'Status', priorityLevels: 'Priority', message: 'Message' };

/** A ticket's status and priority ids in words in its History panel. */
function formatHistoryValue(field: string, value: unknown): string | undefined {
  if (field === 'status') return STATUS_OPTIONS.find((o) => o.value === value)?.label;
  if (field === 'priorityLevels') return TICKET_PRIORITIES.find((p) => p.id === value)?.title;
  return undefined;
}

interface TicketViewProps {
  ticket: Ticket;
  discussion: TicketDiscussion[];
  listPath: string;
}

function TicketView({ ticket, discussion, listPath }: TicketViewProps) {
  const priority = TICKET_PRIORITIES.find((p) => p.id === ticket.priorityLevels)?.title;
  return (
    <Box p={{ base: '4', md: '6' }} maxW="5xl">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {ticket.title}
          </Heading>
          <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>
              <chakra.time dateTime={ticket.createdAt}>{formatTicketTime(ticket.createdAt)}</chakra.time>
            </Text>
            <Text>
              {ticket.userId.firstName} {ticket.userId.lastName} to {ticket.department.name}
            </Text>
            {priority ? <Text>Priority: {priority}</Text> : null}
            <TicketStatusBadge status={ticket.status} />
          </HStack>
        </Stack>
        <Box borderWidth="1px" rounded="md" p="4">
          <SafeHtml html={ticket.message} />
        </Box>
        {ticket.ticketImage ? <UploadedImage address={ticket.ticketImage} alt="Ticket image" /> : null}

        <Separator />
        <Heading as="h2" size="md">
          Discussion
        </Heading>
        <chakra.ul
          aria-label="Discussion"
          listStyleType="none"
          m="0"
          p="0"
          display="flex"
          flexDirection="column"
          gap="3"
        >
          {discussion.map((entry) => (
            <DiscussionEntry key={entry._id} entry={entry} />
          ))}
        </chakra.ul>
        {discussion.length === 0 ? <Text color="fg.muted">No replies yet.</Text> : null}

        <Separator />
        <ReplyForm ticket={ticket} listPath={listPath} />
        <RecordHistory
          entityType="ticket"
          entityId={ticket._id}
          fieldLabels={HISTORY_FIELD_LABELS}
          formatValue={formatHistoryValue}
        />
      </Stack>
    </Box>
  );
}

function DiscussionEntry({ entry }: { entry: TicketDiscussion }) {
  const author = entry.department_info
    ? `${entry.department_info.name} - ${entry.user_info.firstName}`
    : entry.user_info.firstName;
  return (
    <chakra.li borderWidth="1px" rounded="md" p="3">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{author}</Text>
          <Text fontSize="sm" color="fg.muted">
            <chakra.time dateTime={entry.createdAt}>{formatTicketTime(entry.createdAt)}</chakra.time>
          </Text>
        </HStack>
        <SafeHtml html={entry.message} />
        {entry.discussionImage ? <UploadedImage address={entry.discussionImage} alt="Reply image" /> : null}
      </Stack>
    </chakra.li>
  );
}

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

function ReplyForm({ ticket, listPath }: { ticket: Ticket; listPath: string }) {
  const { user } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const canChangeStatus = mayChangeStatus(user, ticket);
  const [image, setImage] = useState<File | null>(null);
  const reply = useReplyToTicket();
  const { control, handleSubmit } = useForm<ReplyValues>({
    resolver: yupResolver(replySchema),
    defaultValues: { message: '', status: ticket.status },
  });
  // Still true after success, while the page leaves for the list.
  const sending = reply.isPending || reply.isSuccess;

  const send = handleSubmit(async ({ message, status }) => {
    try {
      const result = await reply.mutateAsync({
        ticketId: ticket._id,
        message,
        ticketStatus: canChangeStatus ? status : ticket.status,
        discussionImage: image,
      });
      notify({ type: 'success', title: result.message || HelpdeskMessages.tickets.replyAdded });
      navigate(listPath);
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
    }
  });

  return (
    <chakra.form onSubmit={(e) => void send(e)} noValidate aria-label="Reply to the ticket">
      <Stack gap="4">
        <RichTextField control={control} name="message" label="Reply" height={TICKET_EDITOR_HEIGHT_PX} disabled={sending} />
        <ImageFileInput
          label="Image"
          value={image}
          onChange={setImage}
          // The spec's toast beside the inline error (docs/areas/helpdesk.md).
          onReject={(reason) => reason === 'too-big' && notify({ type: 'error', title: HelpdeskMessages.tickets.imageTooBig })}
          disabled={sending}
        />
        {canChangeStatus ? (
          <SelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} disabled={sending} maxW="xs" />
        ) : null}
        <TicketFormButtons submitLabel="Send" sending={sending} onCancel={() => navigate(listPath)} />
      </Stack>
    </chakra.form>
  );
}
