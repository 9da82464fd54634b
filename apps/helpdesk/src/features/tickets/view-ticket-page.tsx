import {
  HelpdeskMessages,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  formatDateTime,
  ticketReference,
  type Ticket,
} from '@backoffice/contracts';
import { EmptyState, PageFrame, QueryGate, RecordLink, RecordPage, useBackTo, type BackLink } from '@backoffice/remote-kit';
import { Box, HStack, Heading, Separator, Stack, Text, chakra } from '@backoffice/ui';
import { type HistoryField } from '@backoffice/ui/forms';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RecordHistory } from '../history';
import { SlaClock } from '../sla/sla-clock';
import { useTicket, useTicketDiscussion } from './api';
import { TicketAssignee } from './assignment/ticket-assignee';
import { Discussion } from './discussion';
import { LinkedHtml } from './linked-html';
import { ReplyForm } from './reply-form';
import { TicketAboutCard } from './ticket-about';
import { TicketStatusBadge } from './ticket-status-badge';
import { TICKET_PATHS, type TicketVariant } from './ticket-variants';
import { UploadedImage } from './uploaded-image';

export interface ViewTicketPageProps {
  /** 'all': /view-ticket (back to /all-tickets unless it came from another list); 'mine': /view-myticket (to /all-mytickets). */
  variant: TicketVariant;
}

/** ours: the text of a 404 (an unknown ticket, or one outside the reader's view). */
export const TICKET_MISSING_TEXT = 'This ticket does not exist or is not yours to see.';

export { mayChangeStatus, REPLY_NOT_SENT } from './reply-form';

/**
 * /view-ticket?ticketId= and /view-myticket?ticketId= (docs/areas/helpdesk.md,
 * "View ticket (`/view-ticket`, `/view-myticket`, `?ticketId=`)"), a record page: the ticket's title with its
 * number (TK-000123), time, people (the creator and the department as links where the viewer may open them),
 * priority and status under it, the message (its booking, invoice and ticket numbers and e-mails as links) and
 * image, the record it is about (a card, attached or removed by those who may), its discussion (authors and
 * their departments as links, the same links in each reply), a reply form (rich text, one image, and the status
 * for those who may change it) and, for a SuperAdmin, its History (docs/areas/helpdesk.md, "Links"). The way back is the
 * list the user came from (its filters and page kept), else the variant's list. A sent reply toasts 'Post added
 * regarding this ticket Successfully' and goes back; a failure toasts and keeps the reply. An unknown or missing
 * ticketId shows "Ticket not found" with the way back.
 */
export function ViewTicketPage({ variant }: ViewTicketPageProps) {
  const [params] = useSearchParams();
  const ticketId = params.get('ticketId')?.trim() ?? '';
  const back = useBackTo({ to: TICKET_PATHS[variant].list, label: 'Back to the list' }) as BackLink;
  const ticket = useTicket(ticketId);
  const notFound = !ticketId || (ticket.error as { status?: number } | null)?.status === 404;

  if (!ticketId) {
    return (
      <PageFrame title={HelpdeskMessages.tickets.notFound} back={back} maxW="5xl">
        <EmptyState text="No ticket was chosen: open one from the list." />
      </PageFrame>
    );
  }
  return (
    <RecordPage
      query={ticket}
      noun="ticket"
      missing={TICKET_MISSING_TEXT}
      frame={{ title: notFound ? HelpdeskMessages.tickets.notFound : 'Ticket', back, maxW: '5xl' }}
      title={(t) => t.title}
      subtitle={(t) => <TicketFacts ticket={t} />}
      keyOf={(t) => t._id}
      record={{ type: 'ticket', id: ticketId }}
    >
      {(t) => <TicketView ticket={t} back={back} />}
    </RecordPage>
  );
}

/** A status's or priority's words by its id (the History panel's coded values). */
const wordsById = (list: readonly { id: number; title: string }[]) => Object.fromEntries(list.map((x) => [String(x.id), x.title]));
const STATUS_WORDS = wordsById(TICKET_STATUSES);
const PRIORITY_WORDS = wordsById(TICKET_PRIORITIES);

/**
 * The fields a ticket's audit events carry (created: title, message, status, priority, department, image, the
 * record it is about; a reply: its id, message, image, the new status, whether it is an internal note or waits on
 * the raiser; the record it is about changed: its id under `<type>Id`; an assignment: `assigneeId`; the SLA clock:
 * its due, met, paused and warned instants, as date-times in the viewer's zone) in words: codes as their titles, the
 * department, the assignee and the record by their names, as links.
 */
export function ticketHistoryFields(ticket: Pick<Ticket, 'department' | 'about' | 'assignee'>): Record<string, HistoryField> {
  const aboutName = (id: string) => (ticket.about && ticket.about.id === id ? ticket.about.name : undefined);
  const about = (label: string, recordType: 'reservation' | 'hotel' | 'invoice' | 'customer'): HistoryField => ({
    label,
    kind: 'record',
    recordType,
    nameOf: aboutName,
  });
  return {
    title: { label: 'Title', kind: 'text' },
    message: { label: 'Message', kind: 'text' },
    status: { label: 'Status', values: STATUS_WORDS },
    priorityLevels: { label: 'Priority', values: PRIORITY_WORDS },
    departmentId: {
      label: 'Department',
      kind: 'record',
      recordType: 'department',
      nameOf: (id) => (id === ticket.department._id ? ticket.department.name : undefined),
    },
    reservationId: about('Reservation', 'reservation'),
    hotelId: about('Hotel', 'hotel'),
    invoiceId: about('Invoice', 'invoice'),
    customerId: about('Customer', 'customer'),
    ticketImage: { label: 'Image', kind: 'text' },
    replyId: { label: 'Reply', kind: 'record' },
    discussionImage: { label: 'Reply image', kind: 'text' },
    internal: { label: 'Internal note', kind: 'boolean' },
    waitingOnRaiser: { label: 'Waiting on the raiser', kind: 'boolean' },
    assigneeId: {
      label: 'Assignee',
      kind: 'person',
      recordType: 'user',
      nameOf: (id) => (ticket.assignee && ticket.assignee._id === id ? `${ticket.assignee.firstName} ${ticket.assignee.lastName}` : undefined),
    },
    // The SLA clock (docs/areas/helpdesk.md, "SLAs"): each change of it is explained by these instants.
    firstReplyDueAt: { label: 'First reply due', kind: 'dateTime' },
    firstRepliedAt: { label: 'First replied', kind: 'dateTime' },
    resolutionDueAt: { label: 'Resolution due', kind: 'dateTime' },
    resolvedAt: { label: 'Resolved', kind: 'dateTime' },
    slaPausedAt: { label: 'SLA clock paused', kind: 'dateTime' },
    firstReplyWarnedAt: { label: 'First reply warning sent', kind: 'dateTime' },
    resolutionWarnedAt: { label: 'Resolution warning sent', kind: 'dateTime' },
    // Why the clock changed (`ticket.sla`, `ticket.sla_warning`), in the API's words.
    reason: { label: 'Reason', kind: 'text' },
  };
}

/**
 * The ticket's key facts under its title: its number, when, who (a link to the user for a SuperAdmin) to which
 * department (a link to it for the roles that may open it), priority, status, the assignee (with Take it and
 * Assign… for those who may) and the SLA clock when the ticket has one (SlaClock: time left, overdue, paused or
 * met; its due instant in its title).
 */
function TicketFacts({ ticket }: { ticket: Ticket }) {
  const priority = TICKET_PRIORITIES.find((p) => p.id === ticket.priorityLevels)?.title;
  const creator = `${ticket.userId.firstName} ${ticket.userId.lastName}`;
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm">
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
        {ticketReference(ticket.number)}
      </Text>
      <Text>
        <chakra.time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</chakra.time>
      </Text>
      <Text>
        <RecordLink record={{ type: 'user', id: ticket.userId._id, name: creator }} backLabel="Back to the ticket" /> to{' '}
        <RecordLink record={{ type: 'department', id: ticket.department._id, name: ticket.department.name }} backLabel="Back to the ticket" />
      </Text>
      {priority ? <Text>Priority: {priority}</Text> : null}
      <TicketStatusBadge status={ticket.status} />
      <TicketAssignee ticket={ticket} />
      {ticket.sla ? (
        <HStack gap="1">
          <Text>SLA:</Text>
          <SlaClock sla={ticket.sla} />
        </HStack>
      ) : null}
    </HStack>
  );
}

function TicketView({ ticket, back }: { ticket: Ticket; back: BackLink }) {
  const discussion = useTicketDiscussion(ticket._id);
  const historyFields = useMemo(() => ticketHistoryFields(ticket), [ticket]);
  return (
    <Stack gap="5">
      <Box borderWidth="1px" rounded="md" p="4">
        <LinkedHtml html={ticket.message} />
      </Box>
      {ticket.ticketImage ? <UploadedImage address={ticket.ticketImage} alt="Ticket image" /> : null}
      <TicketAboutCard ticket={ticket} />

      <Separator />
      <Heading as="h2" size="md">
        Discussion
      </Heading>
      <QueryGate query={discussion} noun="discussion">
        {(entries) => <Discussion entries={entries} />}
      </QueryGate>

      <Separator />
      <ReplyForm ticket={ticket} back={back} />
      <RecordHistory entityType="ticket" entityId={ticket._id} fields={historyFields} />
    </Stack>
  );
}
