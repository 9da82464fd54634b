import { ApiError, getTicketById, listTicketDiscussion, manageTicket } from '@backoffice/api-client';
import {
  HelpdeskMessages,
  TICKET_PRIORITIES,
  isBlankHtml,
  mayChangeTicketStatus,
  type Ticket,
  type TicketDiscussion,
} from '@backoffice/contracts';
import { LoadError, LoadingState, OptionSelect, errorMessage } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { useAuth, useNotify, type AuthUser } from '@backoffice/shell-sdk';
import {
  Box,
  Field,
  HStack,
  Heading,
  ImageFileInput,
  Link,
  Separator,
  Stack,
  Text,
  chakra,
} from '@backoffice/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { STATUS_OPTIONS } from '../ticket-options';
import { TICKET_PATHS, type TicketVariant } from '../ticket-variants';
import { formatTicketTime } from '../utils/format-ticket-time';
import { TicketFormButtons, TicketMessageField } from './ticket-form-parts';
import { TicketStatusBadge } from './ticket-status-badge';
import { UploadedImage } from './uploaded-image';

export interface ViewTicketPageProps {
  /** 'all': /view-ticket (Cancel and success back to /all-tickets); 'mine': /view-myticket (to /all-mytickets). */
  variant: TicketVariant;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; ticket: Ticket; discussion: TicketDiscussion[] };

/** The API's rule, from libs/contracts: a SuperAdmin, or a Department user of the ticket's department. */
export function mayChangeStatus(user: AuthUser | null, ticket: Pick<Ticket, 'department'>): boolean {
  return mayChangeTicketStatus(user, ticket.department._id);
}

/**
 * /view-ticket?ticketId= and /view-myticket?ticketId= (spec 1 sections 2, 4, 8): the ticket (title, time,
 * message, image), its discussion, and a reply form (rich text, one image, and the status for those who may
 * change it). A sent reply toasts 'Post added regarding this ticket Successfully' and goes back to the list;
 * a failure toasts and keeps the reply. An unknown or missing ticketId shows "Ticket not found".
 */
export function ViewTicketPage({ variant }: ViewTicketPageProps) {
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId')?.trim() ?? '';
  const listPath = TICKET_PATHS[variant].list;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ticketId) {
      setLoaded({ status: 'not-found' });
      return;
    }
    let live = true;
    setLoaded({ status: 'loading' });
    Promise.all([getTicketById(ticketId), listTicketDiscussion(ticketId)]).then(
      ([ticket, discussion]) => live && setLoaded({ status: 'ready', ticket, discussion }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400))
          setLoaded({ status: 'not-found' });
        else setLoaded({ status: 'error', message: errorMessage(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [ticketId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (loaded.status === 'loading') {
    return <LoadingState label="Loading the ticket…" />;
  }
  if (loaded.status === 'not-found') {
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
  if (loaded.status === 'error') {
    return (
      <Box p={{ base: '4', md: '6' }}>
        <LoadError title="The ticket could not be loaded." message={loaded.message} onRetry={retry} />
      </Box>
    );
  }
  return <TicketView ticket={loaded.ticket} discussion={loaded.discussion} listPath={listPath} />;
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

function ReplyForm({ ticket, listPath }: { ticket: Ticket; listPath: string }) {
  const { user } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const canChangeStatus = mayChangeStatus(user, ticket);
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [status, setStatus] = useState(ticket.status);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlankHtml(message)) {
      setError(HelpdeskMessages.tickets.replyRequired);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await manageTicket({
        ticketId: ticket._id,
        message,
        ticketStatus: canChangeStatus ? status : ticket.status,
        discussionImage: image,
      });
      notify({ type: 'success', title: result.message || HelpdeskMessages.tickets.replyAdded });
      navigate(listPath);
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
      setSending(false);
    }
  };

  return (
    <chakra.form onSubmit={(e) => void send(e)} noValidate aria-label="Reply to the ticket">
      <Stack gap="4">
        <TicketMessageField
          label="Reply"
          value={message}
          onChange={(html) => {
            setMessage(html);
            if (error && !isBlankHtml(html)) setError(null);
          }}
          error={error ?? undefined}
          disabled={sending}
        />
        <ImageFileInput
          label="Image"
          value={image}
          onChange={setImage}
          // The spec's toast beside the inline error (docs/areas/helpdesk.md).
          onReject={(reason) => reason === 'too-big' && notify({ type: 'error', title: HelpdeskMessages.tickets.imageTooBig })}
          disabled={sending}
        />
        {canChangeStatus ? (
          <Field.Root maxW="xs">
            <Field.Label>Status</Field.Label>
            <OptionSelect
              disabled={sending}
              options={STATUS_OPTIONS}
              value={String(status)}
              onChange={(e) => setStatus(Number(e.target.value))}
            />
          </Field.Root>
        ) : null}
        <TicketFormButtons submitLabel="Send" sending={sending} onCancel={() => navigate(listPath)} />
      </Stack>
    </chakra.form>
  );
}
