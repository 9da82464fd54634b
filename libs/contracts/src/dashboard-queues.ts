/**
 * Where each of the SuperAdmin's dashboard queues leads (docs/areas/dashboard.md, "Work queues"): the label the
 * dashboard shows and the filtered list that holds exactly the records the queue counts (path and URL query), so
 * that the list's total equals the count. TypeBox-free (constants entry).
 *
 * Two queues have no list of their own across all hotels and lead to the closest page instead (their `exact` is
 * false): statements not sent and invoices not paid lead to Execute Billing, the billing periods, each of whose
 * pages lists its statements with their e-mail and invoice. SLA breaches (docs/areas/helpdesk.md, "SLAs") lead to
 * the open tickets sorted by their next due instant, the breached ones first (no filter holds exactly them).
 */

/**
 * The SuperAdmin's work queues, in the order the dashboard shows them. Each counts records of one list; the link
 * to that list (path and query) is the console's (apps/shell's dashboard), kept beside these keys' tests.
 */
export const DASHBOARD_QUEUES = [
  'arrivalsToday',
  'arrivalsTomorrow',
  'checkInsDue',
  'unapprovedNoShows',
  'approvalsWaiting',
  'refundRequests',
  'openTickets',
  'slaBreaches',
  'failedPayments',
  'failedMail',
  'statementsNotSent',
  'invoicesUnpaid',
  'failedJobs',
  'hotelsWithoutPropertyId',
  'hotelsPending',
] as const;
export type DashboardQueueKey = (typeof DASHBOARD_QUEUES)[number];

/** The unapproved no-shows queue looks back this many days, today included. */
export const DASHBOARD_NO_SHOW_DAYS = 30;
/**
 * An e-mail is stuck when it is still queued or being sent this many minutes after its attempt was due (the
 * delivery worker retries a due message within seconds; docs/api-database.md, "Mail").
 */
export const MAIL_STUCK_MINUTES = 15;

/** The text a ticket's title holds, any case, to be a refund request (the refund requests queue). */
export const REFUND_TICKET_TEXT = 'refund';

/** A queue's label and the list (path with its URL query) that holds its records. */
export interface DashboardQueueLink {
  label: string;
  /**
   * The list's path and query, e.g. '/reservations?from={today}&to={today}'. Placeholders, replaced by
   * {@link dashboardQueuePath} with days (YYYY-MM-DD) of the viewer's calendar: `{today}`, `{tomorrow}`,
   * `{noShowFrom}` (DASHBOARD_NO_SHOW_DAYS - 1 days before today) and `{monthStart}` (the first of today's month).
   */
  path: string;
  /** False when no list holds exactly these records and the link leads to the closest page (see above). */
  exact: boolean;
}

export const DASHBOARD_QUEUE_LINKS: Readonly<Record<DashboardQueueKey, DashboardQueueLink>> = {
  arrivalsToday: { label: "Today's arrivals", path: '/reservations?from={today}&to={today}', exact: true },
  arrivalsTomorrow: { label: "Tomorrow's arrivals", path: '/reservations?from={tomorrow}&to={tomorrow}', exact: true },
  checkInsDue: { label: 'Check-ins due', path: '/reservations?from={today}&to={today}&status=BOOKED', exact: true },
  unapprovedNoShows: { label: 'Unapproved no-shows (30 days)', path: '/noShow/unapproved?from={noShowFrom}&to={today}', exact: true },
  approvalsWaiting: { label: 'Approvals waiting', path: '/approvals', exact: true },
  refundRequests: { label: 'Refund requests in tickets', path: `/all-tickets?status=open&title=${REFUND_TICKET_TEXT}`, exact: true },
  openTickets: { label: 'Open tickets', path: '/all-tickets?status=open', exact: true },
  slaBreaches: { label: 'SLA breaches', path: '/all-tickets?status=open&sort=sla&order=asc', exact: false },
  failedPayments: { label: 'Failed payments this month', path: '/monthlyBillingPaymentFails?from={monthStart}&to={today}', exact: true },
  failedMail: { label: 'Failed or stuck e-mails', path: '/outbox?channel=email&status=attention', exact: true },
  statementsNotSent: { label: 'Statements not sent', path: '/execute-billing', exact: false },
  invoicesUnpaid: { label: 'Invoices not paid', path: '/execute-billing', exact: false },
  failedJobs: { label: 'Jobs whose last run failed', path: '/jobs?lastRun=fail', exact: true },
  hotelsWithoutPropertyId: { label: 'Hotels missing a property ID', path: '/missingPropertyID', exact: true },
  hotelsPending: { label: 'Hotels Pending', path: '/property/all?status=Pending', exact: true },
};

/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the unapproved no-shows queue for `today`: DASHBOARD_NO_SHOW_DAYS days, today included. */
export const noShowQueueFrom = (today: string) => addDays(today, 1 - DASHBOARD_NO_SHOW_DAYS);

/** The link of a queue for the day `today` (YYYY-MM-DD, the viewer's) and the day after it. */
export function dashboardQueuePath(key: DashboardQueueKey, today: string, tomorrow: string): string {
  return DASHBOARD_QUEUE_LINKS[key].path
    .replaceAll('{today}', today)
    .replaceAll('{tomorrow}', tomorrow)
    .replaceAll('{noShowFrom}', noShowQueueFrom(today))
    .replaceAll('{monthStart}', `${today.slice(0, 8)}01`);
}
