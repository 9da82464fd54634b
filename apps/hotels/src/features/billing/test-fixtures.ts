import type { BillingPeriodDetail, Invoice, InvoiceDetail, PaymentFailure, ReportRow, Statement } from '@backoffice/contracts';

/** An invoice for the component tests, with `over` laid on top. */
export const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 'inv1',
  number: 'INV-000001',
  hotelId: 'h1',
  created: Date.UTC(2026, 10, 3, 2) / 1000,
  due_date: Date.UTC(2026, 10, 17, 2) / 1000,
  paid: true,
  status: 'paid',
  status_transitions: { paid_at: Date.UTC(2026, 10, 3, 2) / 1000 },
  currency: 'AUD',
  subtotal: 123_456,
  tax: 12_346,
  total: 135_802,
  description: 'Commission for October 2026 (Oct 1 2026 - Oct 31 2026)',
  customer_name: 'Harbour View',
  customer_email: 'owner@harbour.example',
  customer_address: '1 George Street, Sydney, NSW 2000, Australia',
  invoice_pdf: '/invoice/inv1/pdf',
  hosted_invoice_url: '/billingDetails/h1/inv1',
  failure_reason: null,
  lines: { data: [{ description: 'Commission on 41 reservations, October 2026', quantity: 1, price: { unit_amount: 123_456 }, amount: 123_456 }] },
  ...over,
});

/**
 * GET /invoice/{id}'s answer for the component tests: {@link invoice} with its statement (s1 of period p1,
 * 'October 2026') and two reservations, TF100001 booked by Cara Diaz and TF100002 by a guest; `over` on top.
 */
export const invoiceDetail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoice(),
  statement: { _id: 's1', periodId: 'p1', periodName: 'October 2026' },
  reservations: [
    { _id: 'r1', bookingId: 'TF100001', customer: { _id: 'u1', name: 'Cara Diaz' }, start: '2026-10-04T02:00:00.000Z', amount: 20_000, commission: 3_000, commissionGst: 300 },
    { _id: 'r2', bookingId: 'TF100002', customer: { _id: null, name: 'Guest' }, start: '2026-10-09T02:00:00.000Z', amount: 10_000, commission: 1_500, commissionGst: 150 },
  ],
  ...over,
});

export const reportRow = (over: Partial<ReportRow> = {}): ReportRow => ({
  _id: 'h1',
  name: 'Harbour View',
  currency: 'AUD',
  bookings: 10,
  confirmedBooking: 7,
  bookingsStay: 5,
  avgRate: 12_000,
  totalRevenue: 100_000,
  stayRevenue: 60_000,
  commission: 16_500,
  cancellation: 2,
  noShow: 1,
  ...over,
});

export const failure = (over: Partial<PaymentFailure> = {}): PaymentFailure => ({
  _id: 'f1',
  hotelId: 'h1',
  createdAt: '2026-11-03T14:05:00.000Z',
  InvId: 'INV-000007',
  invoiceId: 'inv7',
  name: 'Harbour View',
  paymentMethod: 'pm_demo_00001',
  reason: 'Your card was declined.',
  amount: 66_049,
  currency: 'AUD',
  ...over,
});

export const statement = (over: Partial<Statement> = {}): Statement => ({
  _id: 's1',
  hotelId: { _id: 'h1', name: 'Harbour View' },
  statementUrl: '/reservationStatement/p1/statement/s1/pdf',
  emailToHotel: false,
  emailedAt: null,
  emailCount: 0,
  recipient: null,
  mailStatus: null,
  mailId: null,
  reservationCount: 3,
  currency: 'AUD',
  gross: 30_000,
  commission: 4_500,
  commissionGst: 450,
  amountOwed: 4_950,
  invoiceId: null,
  ...over,
});

export const period = (rows: Statement[]): BillingPeriodDetail => ({
  _id: 'p1',
  statementName: 'October 2026',
  statementStart: '2026-10-01T00:00:00.000Z',
  statementEnd: '2026-10-31T23:59:59.999Z',
  createdAt: '2026-11-01T02:00:00.000Z',
  hotelCount: rows.length,
  scope: 'all',
  statementGenerated: rows,
});
