import {
  DASHBOARD_AGE_BUCKETS,
  DASHBOARD_QUEUE_LINKS,
  FILTERED_LISTS,
  formatDateTime,
  formatNumber,
  formatRelative,
  ticketReference,
  ticketStatusTitle,
  type DashboardAgeBucket,
  type DashboardTicket,
  type TicketLoad,
} from '@backoffice/contracts';
import { Card, Heading, SimpleGrid, Stack, Table, Text } from '@backoffice/ui';
import { DashboardLink } from './dashboard-link';

/** What each ticket age bucket is called. */
export const AGE_BUCKET_LABELS: Record<DashboardAgeBucket, string> = {
  lt1d: 'Under 1 day',
  '1to3d': '1 to 3 days',
  '3to7d': '3 to 7 days',
  gt7d: 'Over 7 days',
};

/** A titled list of counts (a card), each row a label and its count; `empty` when there is none. */
function CountList({ title, rows, empty }: { title: string; rows: { key: string; label: React.ReactNode; count: number }[]; empty: string }) {
  return (
    <Card.Root size="sm" role="region" aria-label={title}>
      <Card.Body>
        <Heading as="h3" size="sm" mb="2">
          {title}
        </Heading>
        {rows.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {rows.map((r) => (
              <Stack as="li" key={r.key} direction="row" justify="space-between" gap="4">
                <span>{r.label}</span>
                <Text as="span" fontWeight="semibold">
                  {formatNumber(r.count)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Open tickets (Open and In Progress) by status, by age and, for a SuperAdmin, by department, each department
 * linking to its tickets (`FILTERED_LISTS.tickets`; docs/areas/dashboard.md, "The page"). A Department user also sees
 * its department's SLA breaches (open tickets past an unmet target, clock running; docs/areas/helpdesk.md, "SLAs"),
 * linking to the list sorted by the next due instant; a SuperAdmin has them among the work queues.
 */
export function TicketLoadSection({ load, byDepartment }: { load: TicketLoad; byDepartment: boolean }) {
  const counts = new Map(load.byAge.map((a) => [a.bucket, a.count]));
  return (
    <Stack as="section" aria-labelledby="dashboard-open-tickets" gap="3">
      <Heading as="h2" size="lg" id="dashboard-open-tickets">
        Open tickets
      </Heading>
      <SimpleGrid columns={{ base: 1, md: byDepartment ? 3 : 2 }} gap="4">
        <CountList
          title="By status"
          empty="No open tickets."
          rows={load.byStatus.map((s) => ({ key: String(s.status), label: ticketStatusTitle(s.status), count: s.count }))}
        />
        <CountList
          title="By age"
          empty="No open tickets."
          rows={DASHBOARD_AGE_BUCKETS.map((b) => ({ key: b, label: AGE_BUCKET_LABELS[b], count: counts.get(b) ?? 0 }))}
        />
        {byDepartment ? (
          <CountList
            title="By department"
            empty="No open tickets."
            rows={load.byDepartment.map((d) => ({
              key: d.departmentId,
              label: <DashboardLink to={FILTERED_LISTS.tickets({ departmentId: d.departmentId })}>{d.name}</DashboardLink>,
              count: d.count,
            }))}
          />
        ) : null}
      </SimpleGrid>
      {!byDepartment && load.slaBreaches !== undefined ? (
        <Text>
          <DashboardLink to={DASHBOARD_QUEUE_LINKS.slaBreaches.path}>{DASHBOARD_QUEUE_LINKS.slaBreaches.label}</DashboardLink>
          {': '}
          <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatNumber(load.slaBreaches)}
          </Text>
        </Text>
      ) : null}
    </Stack>
  );
}

/** A ticket's number and title, the title linking to the ticket (recordPath). */
function TicketCells({ ticket }: { ticket: DashboardTicket }) {
  const reference = ticketReference(ticket.number);
  return (
    <>
      <Table.Cell whiteSpace="nowrap">{reference}</Table.Cell>
      <Table.Cell>
        <DashboardLink record={{ type: 'ticket', id: ticket._id, name: reference }}>{ticket.title}</DashboardLink>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{ticketStatusTitle(ticket.status)}</Table.Cell>
    </>
  );
}

/**
 * A titled table of dashboard tickets: number, title (a link to the ticket), status and one more column (`last`),
 * or `empty` when there is none.
 */
function TicketTable({ id, title, empty, lastHeader, tickets, last }: {
  id: string;
  title: string;
  empty: string;
  lastHeader: string;
  tickets: DashboardTicket[];
  last: (ticket: DashboardTicket) => React.ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {tickets.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-labelledby={id}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Number</Table.ColumnHeader>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>{lastHeader}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tickets.map((t) => (
                <Table.Row key={t._id}>
                  <TicketCells ticket={t} />
                  {last(t)}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/**
 * A Department user's open tickets, oldest waiting first: number, title (a link to the ticket), status and how long
 * it has waited since it last changed hands (docs/areas/dashboard.md, "The page").
 */
export function OldestWaitingTickets({ tickets }: { tickets: DashboardTicket[] }) {
  return (
    <TicketTable
      id="dashboard-oldest"
      title="Oldest waiting tickets"
      empty="No ticket is waiting."
      lastHeader="Waiting since"
      tickets={tickets}
      last={(t) => (
        <Table.Cell whiteSpace="nowrap" title={formatDateTime(t.waitingSince)}>
          {formatRelative(t.waitingSince)}
        </Table.Cell>
      )}
    />
  );
}

/**
 * An Employee's own tickets, latest activity first, each with its last reply: who, when and the start of its text
 * (docs/areas/dashboard.md, "The page").
 */
export function MyTickets({ tickets }: { tickets: DashboardTicket[] }) {
  return (
    <TicketTable
      id="dashboard-my-tickets"
      title="My tickets"
      empty="You have no tickets yet."
      lastHeader="Last reply"
      tickets={tickets}
      last={(t) => (
        <Table.Cell>
          {t.lastReply ? (
            <Stack gap="0">
              <Text fontSize="sm">
                {t.lastReply.by}, <span title={formatDateTime(t.lastReply.at)}>{formatRelative(t.lastReply.at)}</span>
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {t.lastReply.excerpt}
              </Text>
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No reply yet
            </Text>
          )}
        </Table.Cell>
      )}
    />
  );
}
