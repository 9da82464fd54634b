/**
 * Constants of the bookings area (docs/areas/bookings.md): reservation states, the billing filter, sorting, the
 * no-show window, the export's columns and file name, money display.
 */

/** Reservation statuses (BOOKED becomes CHECKEDIN 5 minutes after check-in). */
import { formatMinorDecimal } from './format';

/**
 * The bookings area's routes (docs/areas/bookings.md, "Calls"): the method and path of each operation of
 * contracts/src/bookings.ts, TypeBox-free so that the api-client calls them (`OperationRoute` of ../operation.ts;
 * `defineOperation` checks each when the operation spreads it). A fixed path comes before a `:id` one of the same
 * method (`/reservation/export` before `/reservation/:id`), so the first match is the right one.
 */
export const BookingsRoutes = {
  listReservations: { method: 'GET', path: '/reservation/getReservations' },
  exportReservations: { method: 'GET', path: '/reservation/export' },
  excludeReservations: { method: 'POST', path: '/reservation/excludeReservations' },
  refundReservation: { method: 'POST', path: '/reservation/refund' },
  listNoShows: { method: 'POST', path: '/reservation/NoshowResevation' },
  approveNoShowCharge: { method: 'POST', path: '/reservation/chargeStripeIntent' },
  cancelReservation: { method: 'PUT', path: '/reservation/hotel/:hotelId/room/:roomId/reservation/:id' },
  getReservation: { method: 'GET', path: '/reservation/:id' },
  getHotelReviews: { method: 'GET', path: '/review/hotel/:hotelId' },
  removeReview: { method: 'DELETE', path: '/review/:id' },
  listCustomers: { method: 'GET', path: '/user/customer' },
  getCustomerRecord: { method: 'GET', path: '/user/customer/:id' },
  resetGuestPassword: { method: 'POST', path: '/user/resetPassword' },
  confirmPasswordReset: { method: 'POST', path: '/user/resetPassword/confirm' },
  getBannedProperties: { method: 'POST', path: '/hotel/blockList' },
  getBanInfo: { method: 'POST', path: '/hotel/getblockInfo' },
  banOne: { method: 'PUT', path: '/hotel/blockSingle' },
  banAll: { method: 'PUT', path: '/hotel/blockAll' },
  banLinked: { method: 'PUT', path: '/hotel/blockAllFromOwner' },
} as const;

/**
 * The four-eyes approval routes under `/approvals` (docs/areas/bookings.md, "Four-eyes approval"): the method and
 * path of each operation of contracts/src/approvals.ts, TypeBox-free (see BookingsRoutes).
 */
export const ApprovalsRoutes = {
  listApprovals: { method: 'GET', path: '/approvals' },
  listApprovalThresholds: { method: 'GET', path: '/approvals/thresholds' },
  setApprovalThreshold: { method: 'PUT', path: '/approvals/thresholds' },
  getApproval: { method: 'GET', path: '/approvals/:id' },
  approveRequest: { method: 'POST', path: '/approvals/:id/approve' },
  rejectRequest: { method: 'POST', path: '/approvals/:id/reject' },
} as const;

export const RESERVATION_STATUSES = ['BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'Cancelled', 'No show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The reservations list's billing filter: All, yes (billed), no (not yet billed), excluded. */
export const BILLING_FILTERS = ['All', 'yes', 'no', 'excluded'] as const;
export type BillingFilter = (typeof BILLING_FILTERS)[number];

/** Columns the reservations list sorts by on the server (each has an index). */
export const RESERVATION_SORT_FIELDS = ['createdAt', 'reservationStart', 'bookingId'] as const;
export type ReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number];

/** Booking numbers are shown with this prefix before the stored number (`TF100001`). */
export const BOOKING_ID_PREFIX = 'TF';

/** The no-show screens' default window: today to this many days ahead. */
export const NO_SHOW_DEFAULT_DAYS = 30;

/** The longest date range a list or export takes (days). */
export const RESERVATION_RANGE_MAX_DAYS = 3_660;

/** The default time zone of a reservation, and the default currency symbol of money. */
export const DEFAULT_TIMEZONE = 'Australia/Sydney';
export const DEFAULT_CURRENCY_SYMBOL = 'A$';

/** The surcharge's label on the payment panel. */
export const SURCHARGE_LABEL = 'Surcharge (2%)';

/** The reservations export: `Reservations-{YYYY-MM-DD}.xlsx` and its columns, in order. */
export const reservationsExportName = (date: Date): string => `Reservations-${date.toISOString().slice(0, 10)}.xlsx`;
export const RESERVATION_EXPORT_COLUMNS = [
  'Reservation Number',
  'Surname',
  'Property',
  'Length of Stay',
  'Date and Time of Arrival',
  'Status',
  'Total Rate',
] as const;

/** Review tags are scored out of this. */
export const REVIEW_SCORE_MAX = 5;

/** A password reset link lives this many minutes and works once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * A cell of an exported sheet made safe against formula injection: text starting with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe, so a spreadsheet shows it as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Minor units as a decimal amount with 2 decimals (`12345` → `123.45`). */
export const formatMinor = (minor: number): string => formatMinorDecimal(minor);
