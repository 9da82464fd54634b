import type { ReservationListItem } from '@backoffice/contracts';

/** A list row for the component tests, with `over` laid on top. */
export const row = (over: Partial<ReservationListItem> = {}): ReservationListItem => ({
  _id: 'r1',
  bookingId: 'TF100001',
  hotelId: { _id: 'h1', name: 'Harbour View' },
  roomId: 'room1',
  duration: 3,
  reservationStart: '2026-03-10T02:00:00.000Z',
  reservationEnd: '2026-03-10T05:00:00.000Z',
  createdAt: '2026-03-01T00:00:00.000Z',
  timezone: 'Australia/Sydney',
  status: 'BOOKED',
  bookedBy: { _id: 'c1', firstName: 'Ivy', lastName: 'Quokkason', fullName: 'Ivy Quokkason', email: 'ivy@example.com', mobile: '', provider: 'Timeflyz', contactEmail: null },
  chargeStatus: null,
  statementIssueDate: null,
  invoiceIssueDate: null,
  excluded: false,
  refund: false,
  total: 12_345,
  currencySymbol: 'NZ$',
  paymentStatus: 'Paid',
  billingDeducted: 'No',
  ...over,
});
