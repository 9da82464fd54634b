/**
 * Where each of the SuperAdmin's dashboard queues leads (docs/areas/dashboard.md, "Work queues"): the label the
 * dashboard shows and the filtered list that holds exactly the records the queue counts (path and URL query), so
 * that the list's total equals the count. TypeBox-free (constants entry).
 *
 * Placeholder paths: refined with each list's filters by the queues' own change.
 */
import type { DashboardQueueKey } from './dashboard';

/** A queue's label and the list (path with its URL query) that holds its records. */
export interface DashboardQueueLink {
  label: string;
  /** The list's path and query, e.g. '/reservations?arrival=2026-12-06'; `{today}` and `{tomorrow}` are replaced by the day (YYYY-MM-DD) in the viewer's zone. */
  path: string;
}

export const DASHBOARD_QUEUE_LINKS: Readonly<Record<DashboardQueueKey, DashboardQueueLink>> = {
  arrivalsToday: { label: "Today's arrivals", path: '/reservations' },
  arrivalsTomorrow: { label: "Tomorrow's arrivals", path: '/reservations' },
  checkInsDue: { label: 'Check-ins due', path: '/reservations' },
  unapprovedNoShows: { label: 'Unapproved no-shows (30 days)', path: '/noShow/unapproved' },
  refundRequests: { label: 'Refund requests in tickets', path: '/all-tickets' },
  openTickets: { label: 'Open tickets', path: '/all-tickets' },
  failedPayments: { label: 'Failed payments this month', path: '/monthlyBillingPaymentFails' },
  failedMail: { label: 'Failed or stuck e-mails', path: '/outbox' },
  statementsNotSent: { label: 'Statements not sent', path: '/execute-billing' },
  invoicesUnpaid: { label: 'Invoices not paid', path: '/execute-billing' },
  failedJobs: { label: 'Jobs whose last run failed', path: '/jobs' },
  hotelsWithoutPropertyId: { label: 'Hotels missing a property ID', path: '/missingPropertyID' },
  hotelsPending: { label: 'Hotels Pending', path: '/property/all' },
};

/** The link of a queue for the day `today` (YYYY-MM-DD, the viewer's) and the day after it. */
export function dashboardQueuePath(key: DashboardQueueKey, today: string, tomorrow: string): string {
  return DASHBOARD_QUEUE_LINKS[key].path.replaceAll('{today}', today).replaceAll('{tomorrow}', tomorrow);
}
