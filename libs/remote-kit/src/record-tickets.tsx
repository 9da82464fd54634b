import { listTicket } from '@backoffice/api-client';
import {
  FILTERED_LISTS,
  RECORD_TYPE_LABELS,
  findAreaPage,
  formatDate,
  formatNumber,
  ticketReference,
  ticketStatusTitle,
  type ListTicketResponse,
  type TicketAboutType,
} from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import { Badge, Button, Card, HStack, Heading, Stack, Text, chakra } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RecordLink } from './page-frame';
import { EmptyState, LoadError, LoadingState, errorMessage } from './page-states';

/** Props of {@link RecordTickets}. */
export interface RecordTicketsProps {
  /**
   * The record whose tickets are listed: a reservation, hotel, invoice (with its hotel as `parentId`) or customer;
   * `name` (a booking number, a hotel's name) is what Add Ticket shows for it when the user opens it from here.
   */
  about: { type: TicketAboutType; id: string; parentId?: string; name?: string };
  /** How many of its tickets are shown, newest first (default 5); "All N tickets" opens the rest. */
  limit?: number;
}

/** The Add Ticket pages, one per role that may raise a ticket (docs/areas/helpdesk.md, "Add ticket"). */
const ADD_TICKET_PATHS = ['/add-ticket', '/add-myticket'];

/**
 * The query key of a record's tickets: under the help desk's ticket lists (`['tickets', 'list']`, docs/frontend-data.md
 * "Query keys"), so a ticket written in the help desk (a new one, a record attached or taken off) refreshes it.
 */
export const recordTicketsKey = (about: { type: string; id: string }, limit: number) =>
  ['tickets', 'list', 'about', { about: `${about.type}:${about.id}`, limit }] as const;

/**
 * The panel "Tickets about this {record}" of a reservation's, hotel's, invoice's or customer's page
 * (docs/areas/helpdesk.md, "Tickets about a record"): the record's newest tickets the viewer may see (POST
 * /ticket/listTicket with `about=type:id`), each its number (TK-000123) and title as a link to the ticket, its
 * status and its creation day (through the format module); "All N tickets" opens the ticket list filtered to the
 * record (FILTERED_LISTS.tickets); "New ticket about this {record}" opens Add Ticket with the record attached
 * (`?aboutType=&aboutId=&aboutName=`), for a role that may raise tickets. States: loading, 'No tickets about this {record}.', a failure with Retry.
 */
export function RecordTickets({ about, limit = 5 }: RecordTicketsProps) {
  const headingId = useId();
  const { user } = useAuth();
  const noun = RECORD_TYPE_LABELS[about.type].one.toLowerCase();
  const query = useQuery({
    queryKey: recordTicketsKey(about, limit),
    queryFn: (): Promise<ListTicketResponse> => listTicket({ about: `${about.type}:${about.id}`, limit }),
  });
  const addPath = ADD_TICKET_PATHS.find((path) => user && findAreaPage(path)?.page.roles.includes(user.role));
  const addQuery = new URLSearchParams({
    aboutType: about.type,
    aboutId: about.id,
    ...(about.name ? { aboutName: about.name } : {}),
  }).toString();

  let body;
  if (query.isPending) body = <LoadingState label="Loading the tickets…" />;
  else if (query.isError) {
    body = (
      <LoadError title="The tickets could not be loaded." message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data.ticket.length) body = <EmptyState text={`No tickets about this ${noun}.`} />;
  else {
    const { ticket: tickets, total } = query.data;
    body = (
      <Stack gap="3">
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          {tickets.map((t) => (
            <chakra.li key={t._id}>
              <HStack gap="3" wrap="wrap" justify="space-between">
                <RecordLink record={{ type: 'ticket', id: t._id, name: ticketReference(t.number) }}>
                  <chakra.span fontVariantNumeric="tabular-nums">{ticketReference(t.number)}</chakra.span> {t.title}
                </RecordLink>
                <HStack gap="3">
                  <Badge size="sm" variant="subtle">
                    {ticketStatusTitle(t.status)}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    <chakra.time dateTime={t.createdAt}>{formatDate(t.createdAt)}</chakra.time>
                  </Text>
                </HStack>
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
        <RecordLink to={FILTERED_LISTS.tickets({ about })}>
          {total === 1 ? 'All 1 ticket' : `All ${formatNumber(total)} tickets`}
        </RecordLink>
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            Tickets about this {noun}
          </Heading>
          {addPath ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`${addPath}?${addQuery}`}>New ticket about this {noun}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
