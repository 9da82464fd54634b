/**
 * The SuperAdmin's work queues (docs/areas/dashboard.md, "Work queues"): how many records wait in each, and since
 * when the oldest waits. Each count is the total of the list its link opens (DASHBOARD_QUEUE_LINKS of
 * libs/contracts), so each WHERE below is that list's filter, written again here.
 *
 * An area never imports another (libs/api/README.md): the tables of the other areas (tickets, statements,
 * invoices, payment failures) are read here by name in SQL, as the search does. Every count reads an index, most of
 * them alone (an index-only scan): arrivals `reservations_start_idx`; migration 0033's partial indexes, whose
 * predicates are the WHEREs below written the same way (keep them so, or the queue reads its table again): check-ins
 * due `reservations_booked_start_idx`, unapproved no-shows `reservations_no_show_start_id_idx` and
 * `charges_uncaptured_reservation_idx`, refund requests `tickets_open_refund_created_idx` (the pattern and statuses
 * are parameters: PostgreSQL plans an unnamed statement with their values), hotels missing a property ID
 * `hotels_without_property_id_idx`, statements not sent and invoices not paid theirs; open tickets the help desk's
 * counters and `tickets_status_created_id_idx`, the outbox `outbox_due_idx`, job runs `job_runs_job_started_idx`,
 * pending hotels `hotels_status_idx`, payment failures their creation. One statement answers them all.
 */
import {
  DASHBOARD_QUEUES,
  DEFAULT_TIMEZONE,
  JOB_NAMES,
  MAIL_STUCK_MINUTES,
  REFUND_TICKET_TEXT,
  TicketStatus,
  noShowQueueFrom,
  type DashboardQueue,
  type DashboardQueueKey,
} from '@backoffice/contracts';
import { containsPattern, rowsOf, type Db } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A ticket (a row of `tickets`, unqualified columns) past an SLA target it has not met, its clock running (not paused):
 * the SLA breaches queue and the tickets' load count these among the open tickets.
 */
export const SLA_BREACH_SQL = sql`sla_paused_at is null and ((first_replied_at is null and first_reply_due_at < now())
  or (resolved_at is null and resolution_due_at < now()))`;

/** The first instant of `day` (YYYY-MM-DD) in `zone`, as SQL. */
const dayStart = (day: string, zone: string): SQL => sql`(${day}::date::timestamp at time zone ${zone})`;
/** The first instant of the day after `day` in `zone`, as SQL. */
const dayAfter = (day: string, zone: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;

/**
 * Each queue's count and oldest instant over its table. `oldest` is null where "since when" means nothing
 * (arrivals are in the future; a hotel without a property ID does not wait for anyone in particular).
 */
/** A queue's SQL: a FROM (with its WHERE) counted, with the aggregate of its oldest instant; or a whole SELECT of `n` and `o`. */
type QueueSql = { from: SQL; oldest: SQL | null } | { select: SQL };

function queueSql(days: { today: string; tomorrow: string; zone: string }): Record<DashboardQueueKey, QueueSql> {
  const { today, tomorrow, zone } = days;
  const monthStart = `${today.slice(0, 8)}01`;
  const openTickets = sql`status in (${TicketStatus.Open}, ${TicketStatus.InProgress})`;
  return {
    // The reservations list's arrival days are in the marketplace's home zone (DEFAULT_TIMEZONE), as its `from`/`to`.
    arrivalsToday: {
      from: sql`reservations where reservation_start >= ${dayStart(today, DEFAULT_TIMEZONE)} and reservation_start < ${dayAfter(today, DEFAULT_TIMEZONE)}`,
      oldest: null,
    },
    arrivalsTomorrow: {
      from: sql`reservations where reservation_start >= ${dayStart(tomorrow, DEFAULT_TIMEZONE)} and reservation_start < ${dayAfter(tomorrow, DEFAULT_TIMEZONE)}`,
      oldest: null,
    },
    // Today's arrivals still BOOKED (the check-in job moves each to CHECKEDIN minutes after its time; one it missed
    // stays here, and its failed run in failedJobs). The oldest: the earliest whose check-in time has come.
    checkInsDue: {
      from: sql`reservations where reservation_start >= ${dayStart(today, DEFAULT_TIMEZONE)}
        and reservation_start < ${dayAfter(today, DEFAULT_TIMEZONE)} and status = 'BOOKED'`,
      oldest: sql`min(reservation_start) filter (where reservation_start <= now())`,
    },
    // The no-show pages' days are the viewer's (`zone`), their charge not yet captured.
    unapprovedNoShows: {
      // "No captured charge", said as "a charge not captured, or none": a reservation has one charge at most (its
      // unique key) and `captured` is never null. The charges not captured are few (migration 0033's partial index:
      // the no-shows awaiting approval), read once into a hash; only a no-show not among them is looked up in the
      // charges' key, read alone. `not exists (… and c.captured)` read each no-show's charge in the table instead
      // (about 6,000 a call at the bench's scale: docs/areas/dashboard.md, "Work queues").
      from: sql`reservations r
        where r.status = 'No show' and r.reservation_start >= ${dayStart(noShowQueueFrom(today), zone)}
          and r.reservation_start < ${dayAfter(today, zone)}
          and (r.id in (select reservation_id from charges where not captured)
            or not exists (select 1 from charges c where c.reservation_id = r.id))`,
      oldest: sql`min(r.reservation_start)`,
    },
    // Four-eyes requests waiting for a second SuperAdmin (docs/areas/bookings.md, "Four-eyes approval"): the
    // approvals page's pending list (one being approved still counts), by `approval_requests_status_idx`.
    approvalsWaiting: {
      from: sql`approval_requests where status in ('pending', 'approving')`,
      oldest: sql`min(created_at)`,
    },
    refundRequests: {
      from: sql`tickets where ${openTickets} and lower(title) like ${containsPattern(REFUND_TICKET_TEXT)}`,
      oldest: sql`min(created_at)`,
    },
    // The help desk's per-department, per-status counters (what the ticket list's total sums), and the oldest from
    // the (status, created_at) index, one status at a time.
    openTickets: {
      select: sql`select coalesce(sum(n), 0)::int as n, least(
          (select min(created_at) from tickets where status = ${TicketStatus.Open}),
          (select min(created_at) from tickets where status = ${TicketStatus.InProgress})) as o
        from ticket_counts where ${openTickets}`,
    },
    // Open tickets past an unmet SLA target whose clock runs (docs/areas/helpdesk.md, "SLAs"): the help desk's
    // definition of a breach, {@link SLA_BREACH_SQL}; the oldest the earliest target passed.
    slaBreaches: {
      from: sql`tickets where ${openTickets} and ${SLA_BREACH_SQL}`,
      oldest: sql`min(least(case when first_replied_at is null then first_reply_due_at end,
        case when resolved_at is null then resolution_due_at end))`,
    },
    failedPayments: {
      from: sql`payment_failures where created_at >= ${dayStart(monthStart, zone)} and created_at < ${dayAfter(today, zone)}`,
      oldest: sql`min(created_at)`,
    },
    failedMail: {
      from: sql`outbox where channel = 'email' and (status = 'failed'
        or (status in ('queued', 'sending') and next_attempt_at < now() - make_interval(mins => ${MAIL_STUCK_MINUTES})))`,
      oldest: sql`min(created_at)`,
    },
    statementsNotSent: { from: sql`statements where emailed_at is null`, oldest: sql`min(created_at)` },
    invoicesUnpaid: { from: sql`invoices where status <> 'paid'`, oldest: sql`min(created_at)` },
    // Each job's newest run (the index on job and start, read backwards once per job).
    failedJobs: {
      from: sql`unnest(${sql.raw(`array[${JOB_NAMES.map((n) => `'${n}'`).join(', ')}]`)}::text[]) j(name)
        cross join lateral (select outcome, started_at from job_runs where job = j.name order by started_at desc limit 1) lr
        where lr.outcome = 'fail'`,
      oldest: sql`min(lr.started_at)`,
    },
    hotelsWithoutPropertyId: { from: sql`hotels where coalesce(property_id, '') = ''`, oldest: null },
    hotelsPending: { from: sql`hotels where status = 'Pending'`, oldest: sql`min(created_at)` },
  };
}

/**
 * Counts every queue of DASHBOARD_QUEUES, in that order, in one statement.
 * @param days `today` and `tomorrow` (YYYY-MM-DD) on the viewer's calendar and the viewer's IANA `zone`: the no-show
 *   window and "this month" are taken in it; arrivals are days of the reservations list (Australia/Sydney).
 * @returns one entry per key: `count`, and `oldestAt` (ISO instant) of the oldest waiting record, null when there
 *   is none or the queue has no such meaning.
 */
export async function countQueues(db: Db, days: { today: string; tomorrow: string; zone: string }): Promise<DashboardQueue[]> {
  const parts = queueSql(days);
  // One aggregate row per queue (an aggregate without GROUP BY answers exactly one row), side by side.
  const counted = DASHBOARD_QUEUES.map((key, i) => {
    const part = parts[key];
    const select =
      'select' in part
        ? part.select
        : sql`select count(*)::int as n, ${part.oldest ?? sql`null::timestamptz`} as o from ${part.from}`;
    return sql`(${select}) ${sql.raw(`q${i}`)}`;
  });
  const columns = DASHBOARD_QUEUES.map((_, i) => sql.raw(`q${i}.n as n${i}, q${i}.o as o${i}`));
  const [row] = rowsOf<Record<string, number | string | Date | null>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${sql.join(counted, sql` cross join `)}`),
  );
  return DASHBOARD_QUEUES.map((key, i) => {
    const oldest = row?.[`o${i}`] ?? null;
    return { key, count: Number(row?.[`n${i}`] ?? 0), oldestAt: oldest === null ? null : new Date(oldest).toISOString() };
  });
}
