import * as api from '@backoffice/api-client/bookings';
import * as client from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, ApprovalMessages, BookingsMessages, type AuditEvent } from '@backoffice/contracts';
import { fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { ReservationDetailsPage } from './reservation-details-page';
import { coupon } from '../pricing/test-fixtures';
import { approval, details } from './test-fixtures';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'getReservation', 'refundReservation', 'cancelReservation', 'removeReview', 'listCoupons',
  ]),
);
jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn(), listTicket: jest.fn() }));

const mocked = jest.mocked(api);

const refunded: AuditEvent = {
  _id: 'e1',
  at: '2026-03-10T05:30:00.000Z',
  actorId: 'u1',
  actorRole: 'SuperAdmin',
  actorName: 'Asha Admin',
  action: 'reservation.refund',
  entityType: 'reservation',
  entityId: 'r1',
  before: { refund: false },
  after: { refund: true, amount: 128_800, currency: 'thb', refundId: 're_9' },
  requestId: null,
  ip: null,
};

const render = () =>
  renderRoutes({ '/reservationDetails/:reserveID': <ReservationDetailsPage /> }, '/reservationDetails/r1', {
    shell: { user: fakeUser({ role: 'SuperAdmin' }) },
  });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getReservation.mockResolvedValue(details());
  jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [], next: null });
  jest.mocked(client).listTicket.mockResolvedValue({ ticket: [], total: 0, page: 1, limit: 5 });
});

describe('ReservationDetailsPage', () => {
  it('shows the panels with money in the reservation currency, the 2% surcharge and times in its zone', async () => {
    render();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reservation TF100001' })).toBeInTheDocument();
    expect(within(payment).getByText('Surcharge (2%)').nextSibling).toHaveTextContent('NZ$2.40');
    expect(within(payment).getByText('Total').nextSibling).toHaveTextContent('NZ$123.45');
    expect(within(payment).getByText('Commission').nextSibling).toHaveTextContent('NZ$18.00 (15.00%)');
    expect(within(payment).getByText('Revenue (A$)').nextSibling).toHaveTextContent('A$112.34');
    const booking = screen.getByRole('region', { name: 'Booking' });
    // In the hotel's zone (Sydney), named because it is not the viewer's.
    expect(within(booking).getByText('Check-in').nextSibling).toHaveTextContent('10/03/2026, 1:00 pm AEDT');
    expect(within(screen.getByRole('region', { name: 'Review' })).getByText('4/5')).toBeInTheDocument();
  });

  it("the refund of a baht booking names the amount in baht, ฿ and its digits, not '$'", async () => {
    const thb = details();
    mocked.getReservation.mockResolvedValue(
      details({
        currencySymbol: '฿',
        timezone: 'Asia/Bangkok',
        charge: { ...(thb.charge as NonNullable<typeof thb.charge>), currency: 'THB', amount: 128_800, total: 128_800, cost: 126_300, surcharge: 2_500, refundedAmount: 0, userVatgst: { shortName: '฿' }, hotelVatgst: { shortName: '฿' } },
        refundable: 128_800,
      }),
    );
    const { user } = render();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Total').nextSibling).toHaveTextContent('฿1,288.00');
    await user.click(screen.getByRole('button', { name: 'Refund Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Customer' });
    expect(dialog).toHaveTextContent('Remaining refundable: ฿1,288.00');
    expect(within(dialog).getByRole('textbox', { name: /Amount \(THB\)/ })).toHaveValue('1288.00');
    expect(dialog).not.toHaveTextContent('$');
  });

  it('links the property, room, customer and coupon to their records, and lists the tickets about it', async () => {
    mocked.getReservation.mockResolvedValue(details({ coupon: { code: 'save10nw' } }));
    mocked.listCoupons.mockResolvedValue({ data: [coupon({ _id: 'k7', code: 'SAVE10NW' })], total: 1 });
    render();
    const property = await screen.findByRole('region', { name: 'Property' });
    expect(within(property).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(property).getByRole('link', { name: 'Deluxe King' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByRole('link', { name: 'Ivy Quokkason' })).toHaveAttribute('href', '/customerRecords/c1');
    const booking = screen.getByRole('region', { name: 'Booking' });
    // Found by its code (reservations keep the code only), any case.
    expect(await within(booking).findByRole('link', { name: 'save10nw' })).toHaveAttribute('href', '/coupons/k7');
    expect(mocked.listCoupons).toHaveBeenCalledWith(expect.objectContaining({ search: 'save10nw' }));
    // The tickets about it: the panel asks for the reservation's.
    expect(await screen.findByText('No tickets about this reservation.')).toBeInTheDocument();
    expect(jest.mocked(client).listTicket).toHaveBeenCalledWith(expect.objectContaining({ about: 'reservation:r1' }));
  });

  it('the history writes a refund in words: its amount in its currency, its time in the hotel\'s zone', async () => {
    jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [refunded], next: null });
    render();
    const history = await screen.findByRole('region', { name: 'History' });
    const fields = await within(history).findByRole('list', { name: 'Changed fields' });
    expect(fields).toHaveTextContent('Refunded: No → changed to Yes');
    expect(fields).toHaveTextContent('Amount: (empty) → changed to ฿1,288.00');
    expect(fields).toHaveTextContent('Currency: (empty) → changed to THB');
    expect(fields).toHaveTextContent('Refund reference: (empty) → changed to re_9');
    expect(fields).not.toHaveTextContent('128800');
    expect(history).toHaveTextContent('10/03/2026, 4:30 pm AEDT');
  });

  it('shows the newest page of the history and loads the older events on "Show older"', async () => {
    const cancelled: AuditEvent = { ...refunded, _id: 'e0', action: 'reservation.cancel', before: { status: 'Confirmed' }, after: { status: 'Cancelled' } };
    jest.mocked(client).getAuditHistoryPage.mockReset();
    jest.mocked(client).getAuditHistoryPage.mockResolvedValueOnce({ data: [refunded], next: 'c1' }).mockResolvedValueOnce({ data: [cancelled], next: null });
    const { user } = render();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Refund reference', { exact: false })).toBeInTheDocument();
    expect(jest.mocked(client).getAuditHistoryPage).toHaveBeenCalledWith({ entityType: 'reservation', entityId: 'r1', limit: AUDIT_HISTORY_PAGE });
    await user.click(within(history).getByRole('button', { name: 'Show older' }));
    expect(await within(history).findByText('cancel')).toBeInTheDocument();
    expect(within(history).getAllByRole('list', { name: 'Changed fields' })).toHaveLength(2);
    expect(jest.mocked(client).getAuditHistoryPage).toHaveBeenLastCalledWith({ entityType: 'reservation', entityId: 'r1', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
    expect(within(history).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('a reservation that does not exist says so, with the way back to the list', async () => {
    mocked.getReservation.mockRejectedValue(new ApiError(404, BookingsMessages.reservation.notFound));
    render();
    expect(await screen.findByText(BookingsMessages.reservation.notFound)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to reservations' })) expect(link).toHaveAttribute('href', '/reservations');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('makes a partial refund: the amount in minor units, the reason, the note and one key per submission', async () => {
    mocked.refundReservation.mockResolvedValueOnce({ kind: 'refunded', message: BookingsMessages.reservation.refunded, refundId: 're_1', amount: 2_050, currency: 'NZD', remaining: 10_295 });
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Refund Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Customer' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount \(NZD\)/ });
    // Prefilled with what remains refundable, as a decimal of the charge's currency.
    expect(amount).toHaveValue('123.45');
    // Too much, then no reason, then Other without a note: each said beside its field, nothing sent.
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(BookingsMessages.reservation.refundTooLarge('NZ$123.45'))).toBeInTheDocument();
    expect(within(dialog).getByText(BookingsMessages.reservation.refundReasonRequired)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20.5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(BookingsMessages.reservation.refundNoteRequired)).toBeInTheDocument();
    expect(mocked.refundReservation).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Noisy room');
    mocked.getReservation.mockResolvedValue(
      details({
        paymentStatus: 'Partially refunded',
        refundable: 10_295,
        refunds: [{ _id: 'rf1', amount: 2_050, currency: 'NZD', reason: 'Other', note: 'Noisy room', refundId: 're_1', by: { _id: 'u1', name: 'Asha Admin' }, createdAt: '2026-03-10T05:30:00.000Z' }],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: BookingsMessages.reservation.refunded })));
    expect(mocked.refundReservation).toHaveBeenCalledTimes(1);
    expect(mocked.refundReservation).toHaveBeenCalledWith({ chargeId: 'ch1', amount: 2_050, reason: 'Other', note: 'Noisy room' }, expect.stringMatching(/\S{8,}/));
    // The page reloads: the refund listed, what remains, the status.
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('NZ$20.50');
    expect(refunds).toHaveTextContent('Other: Noisy room');
    expect(refunds).toHaveTextContent('By Asha Admin');
    expect(refunds).toHaveTextContent('10/03/2026, 4:30 pm AEDT');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Remaining refundable').nextSibling).toHaveTextContent('NZ$102.95');
    expect(within(payment).getByText('Payment Status').nextSibling).toHaveTextContent('Partially refunded');
    // The history too (the refund's event): asked again from its newest page.
    await waitFor(() => expect(jest.mocked(client).getAuditHistoryPage).toHaveBeenCalledTimes(2));
  });

  it('a retried submission reuses its key; a changed one gets a new key', async () => {
    mocked.refundReservation.mockRejectedValueOnce(new ApiError(502, 'The payment provider did not answer; a retry in a minute is safe.'));
    mocked.refundReservation.mockRejectedValueOnce(new ApiError(502, 'The payment provider did not answer; a retry in a minute is safe.'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Refund Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Customer' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(mocked.refundReservation).toHaveBeenCalledTimes(1));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(mocked.refundReservation).toHaveBeenCalledTimes(2));
    const [first, second] = mocked.refundReservation.mock.calls;
    expect(second[1]).toBe(first[1]);
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '10');
    mocked.refundReservation.mockResolvedValueOnce({ kind: 'refunded', message: BookingsMessages.reservation.refunded, refundId: 're_2', amount: 1_000, currency: 'NZD' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(mocked.refundReservation).toHaveBeenCalledTimes(3));
    expect(mocked.refundReservation.mock.calls[2][0]).toEqual(expect.objectContaining({ amount: 1_000 }));
    expect(mocked.refundReservation.mock.calls[2][1]).not.toBe(first[1]);
  });

  it('an amount that needs a second SuperAdmin says an approval was requested and links to /approvals', async () => {
    mocked.refundReservation.mockResolvedValueOnce({ kind: 'approvalRequested', message: ApprovalMessages.requested, approval: approval({ amount: 12_345, currency: 'NZD' }) });
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel and refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(mocked.refundReservation).toHaveBeenCalledWith({ chargeId: 'ch1', amount: 12_345, reason: 'Cancelled stay', cancel: true }, expect.any(String)));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', title: ApprovalMessages.requested })));
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    expect(await screen.findByRole('link', { name: 'See the approval requests' })).toHaveAttribute('href', '/approvals');
    expect(screen.queryByRole('dialog', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it("shows the payment provider's message when the refund fails, and keeps the form", async () => {
    mocked.refundReservation.mockRejectedValueOnce(new ApiError(402, 'Your card was declined.'));
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Refund Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Customer' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Your card was declined.' })));
    // The form stays open for a retry; closing it leaves the page as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Refund Customer' })).toBeInTheDocument();
    expect(mocked.getReservation).toHaveBeenCalledTimes(1);
  });

  it("a server refusal about the amount shows beside the field, not as a toast", async () => {
    mocked.refundReservation.mockRejectedValueOnce(new ApiError(400, BookingsMessages.reservation.refundTooLarge('NZ$100.00')));
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Refund Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Customer' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(BookingsMessages.reservation.refundTooLarge('NZ$100.00'))).toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('cancels after "Cancel Booking ?" and removes the review after "Remove Review ?"', async () => {
    mocked.cancelReservation.mockResolvedValueOnce({ message: BookingsMessages.reservation.cancelled });
    mocked.removeReview.mockResolvedValueOnce({ message: BookingsMessages.review.deleted });
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel Booking ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(mocked.cancelReservation).toHaveBeenCalledWith({ hotelId: 'h1', roomId: 'room1', id: 'r1' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.reservation.cancelled })));
    await user.click(screen.getByRole('button', { name: 'Remove review' }));
    const second = await screen.findByRole('alertdialog');
    expect(second).toHaveTextContent('Remove Review ?');
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mocked.removeReview).toHaveBeenCalledWith('rv1'));
  });

  it('offers no refund or cancel when the rules do not allow them', async () => {
    mocked.getReservation.mockResolvedValue(details({ canRefund: false, canCancel: false, status: 'Cancelled', review: null, reviewId: null }));
    render();
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('button', { name: 'Refund Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(screen.getByText(BookingsMessages.review.empty)).toBeInTheDocument();
  });
});
