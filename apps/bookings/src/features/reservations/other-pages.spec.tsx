import * as api from '@backoffice/api-client/bookings';
import * as client from '@backoffice/api-client';
import * as work from '@backoffice/api-client/work';
import { ApprovalMessages, BookingsMessages, type BulkRun, type NoShowItem } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CustomerRecordPage } from './customer-record-page';
import { NoShowsPage } from './no-shows-page';
import { approval } from './test-fixtures';
import { ReviewsPage } from './reviews-page';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listNoShowPage', 'approveNoShowCharge', 'getHotelReviews', 'removeReview', 'getCustomerRecord',
    'getBanInfo', 'getBannedProperties', 'setCustomerBan', 'resetGuestPassword', 'listReservations',
  ]),
);
jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), listTicket: jest.fn() }));
jest.mock('@backoffice/api-client/work', () => ({ ...jest.requireActual('@backoffice/api-client/work'), startBulkRun: jest.fn(), getBulkRun: jest.fn() }));
const mocked = jest.mocked(api);
const mockedWork = jest.mocked(work);

const render = (path: string, route: string, element: ReactElement) =>
  renderRoutes({ [path]: element }, route, { shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

const noShow = (captured: boolean): NoShowItem => ({
  _id: 'r9',
  bookingId: 'TF100009',
  bookedBy: { _id: 'c9', fullName: 'Ned Wombatley', email: 'ned@example.com' },
  hotelId: { _id: 'h1', name: 'Harbour View' },
  duration: 6,
  reservationStart: '2026-12-01T01:00:00.000Z',
  reservationEnd: '2026-12-01T07:00:00.000Z',
  timezone: 'Australia/Sydney',
  status: 'No show',
  charge: { _id: 'ch9', amount: 5_000, captured, currencySymbol: 'A$' },
});

/** The API's answer of one page holding `rows` (`total` the window's, default the rows' count). */
const pageOf = (rows: NoShowItem[], total = rows.length, page = 1) => ({ data: rows, total, page, limit: 10 });

beforeEach(() => jest.resetAllMocks());

describe('NoShowsPage', () => {
  it("lists unapproved no-shows of the window with times in the hotel's zone and links, and approves one", async () => {
    mocked.listNoShowPage.mockResolvedValueOnce(pageOf([noShow(false)])).mockResolvedValue(pageOf([]));
    mocked.approveNoShowCharge.mockResolvedValueOnce('success');
    const { user, shell } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    expect(within(table).getByText('01/12/2026, 12:00 pm AEDT')).toBeInTheDocument();
    expect(within(table).getByText('A$50.00')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'TF100009' })).toHaveAttribute('href', '/reservationDetails/r9');
    expect(within(table).getByRole('link', { name: 'Ned Wombatley' })).toHaveAttribute('href', '/customerRecords/c9');
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(mocked.listNoShowPage).toHaveBeenCalledWith(expect.objectContaining({ captured: false }));
    await user.click(within(table).getByRole('button', { name: 'Approve TF100009' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(mocked.approveNoShowCharge).toHaveBeenCalledWith('ch9', expect.any(String)));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.noShow.approved })));
  });

  it('asks before Approve captures the charge, naming the amount, and is disabled while the capture runs', async () => {
    mocked.listNoShowPage.mockResolvedValue(pageOf([noShow(false)]));
    let settle: (v: 'success') => void = () => undefined;
    mocked.approveNoShowCharge.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
    const { user, shell } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    await user.click(within(table).getByRole('button', { name: 'Approve TF100009' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BookingsMessages.noShow.approveConfirm('A$50.00', 'TF100009'));
    expect(mocked.approveNoShowCharge).not.toHaveBeenCalled();

    // Cancel asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.approveNoShowCharge).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('button', { name: 'Approve TF100009' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(mocked.approveNoShowCharge).toHaveBeenCalledWith('ch9', expect.any(String)));
    // The confirm button shows its spinner; neither it nor Cancel takes a second click.
    const buttons = within(screen.getByRole('alertdialog')).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect(b).toBeDisabled();
    // The page under the modal is hidden from the accessibility tree while it is open.
    expect(within(table).getByRole('button', { name: 'Approve TF100009', hidden: true })).toBeDisabled();
    settle('success');
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.noShow.approved })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.approveNoShowCharge).toHaveBeenCalledTimes(1);
  });

  it('keeps the window in the URL and asks again when it changes', async () => {
    mocked.listNoShowPage.mockResolvedValue(pageOf([]));
    const { user } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    await screen.findByRole('table', { name: 'No shows' });
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('25/11/2026');
    await user.clear(from);
    await user.type(from, '01/06/2026');
    await user.tab();
    await waitFor(() => expect(currentLocation()).toBe('/noShow/unapproved?from=2026-06-01&to=2026-12-25'));
    await waitFor(() =>
      // The picked day starts in the viewer's zone (the user menu's, Asia/Kolkata by default), not the browser's.
      expect(mocked.listNoShowPage).toHaveBeenLastCalledWith(expect.objectContaining({ reservationStart: '2026-05-31T18:30:00.000Z', captured: false })),
    );
  });

  it('opens on the last 30 days up to today on the viewer\'s calendar, the dashboard queue\'s range', async () => {
    // 6 December 2026, 07:30 in Asia/Kolkata (the viewer's zone by default).
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-06T02:00:00.000Z'));
    mocked.listNoShowPage.mockResolvedValue(pageOf([]));
    render('/noShow/unapproved', '/noShow/unapproved', <NoShowsPage approved={false} />);
    await screen.findByRole('table', { name: 'No shows' });
    expect(mocked.listNoShowPage).toHaveBeenCalledWith({ reservationStart: '2026-11-06T18:30:00.000Z', reservationEnd: '2026-12-06T18:29:59.999Z', captured: false, page: 1, limit: 10 });
    expect(screen.getByLabelText('From')).toHaveValue('07/11/2026');
    expect(screen.getByLabelText('To')).toHaveValue('06/12/2026');
    now.mockRestore();
  });

  it('an approval that needs a second SuperAdmin says a request was sent, with the way to /approvals', async () => {
    mocked.listNoShowPage.mockResolvedValue(pageOf([noShow(false)]));
    mocked.approveNoShowCharge.mockResolvedValueOnce({ message: ApprovalMessages.requested, approval: approval({ kind: 'noShowCapture', amount: 5_000 }) });
    const { user, shell } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    await user.click(within(table).getByRole('button', { name: 'Approve TF100009' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', title: ApprovalMessages.requested })));
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.noShow.approved }));
    expect(await screen.findByText(`${ApprovalMessages.requested} (TF100009)`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the approval requests' })).toHaveAttribute('href', '/approvals');
  });

  it('approves the selected no-shows as one bulk run over their charge ids', async () => {
    mocked.listNoShowPage.mockResolvedValue(pageOf([noShow(false), { ...noShow(false), _id: 'r8', bookingId: 'TF100008', charge: { _id: 'ch8', amount: 7_000, captured: false, currencySymbol: 'A$' } }]));
    const run = { id: 'run1', action: 'noShows.approve', status: 'queued', total: 2, done: 0, skipped: 0, failed: 0 } as unknown as BulkRun;
    mockedWork.startBulkRun.mockResolvedValue(run);
    mockedWork.getBulkRun.mockImplementation(() => new Promise(() => undefined));
    const { user } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select TF100009' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select TF100008' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 no-show charges?' });
    expect(dialog).toHaveTextContent("Each customer's card is charged.");
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(mockedWork.startBulkRun).toHaveBeenCalledWith({ action: 'noShows.approve', ids: ['ch9', 'ch8'] }));
  });

  it('asks the API for a page at a time, keeps the page in the URL and goes back to page 1 for a new window', async () => {
    const other = (n: number): NoShowItem => ({ ...noShow(false), _id: `r${n}`, bookingId: `TF1000${n}`, charge: { _id: `ch${n}`, amount: 1_000, captured: false, currencySymbol: 'A$' } });
    mocked.listNoShowPage.mockImplementation(async (body) => pageOf(body.page === 2 ? [other(21)] : [noShow(false)], 21, body.page));
    const { user } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    expect(within(table).getByRole('link', { name: 'TF100009' })).toBeInTheDocument();
    expect(mocked.listNoShowPage).toHaveBeenCalledWith(expect.objectContaining({ captured: false, page: 1, limit: 10 }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation()).toBe('/noShow/unapproved?from=2026-11-25&to=2026-12-25&page=2'));
    expect(await within(table).findByRole('link', { name: 'TF100021' })).toBeInTheDocument();
    expect(mocked.listNoShowPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 10 }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '01/06/2026');
    await user.tab();
    await waitFor(() => expect(currentLocation()).toBe('/noShow/unapproved?from=2026-06-01&to=2026-12-25'));
    await waitFor(() => expect(mocked.listNoShowPage).toHaveBeenLastCalledWith(expect.objectContaining({ reservationStart: '2026-05-31T18:30:00.000Z', page: 1 })));
  });

  it('keeps the selection across pages: "Approve selected" runs over the charges of every selected row', async () => {
    const other = { ...noShow(false), _id: 'r21', bookingId: 'TF100021', charge: { _id: 'ch21', amount: 1_000, captured: false, currencySymbol: 'A$' } };
    mocked.listNoShowPage.mockImplementation(async (body) => pageOf(body.page === 2 ? [other] : [noShow(false)], 21, body.page));
    mockedWork.startBulkRun.mockResolvedValue({ id: 'run1', action: 'noShows.approve', status: 'queued', total: 2, done: 0, skipped: 0, failed: 0 } as unknown as BulkRun);
    mockedWork.getBulkRun.mockImplementation(() => new Promise(() => undefined));
    const { user } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select TF100009' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await within(table).findByRole('checkbox', { name: 'Select TF100021' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve 2 no-show charges?' })).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(mockedWork.startBulkRun).toHaveBeenCalledWith({ action: 'noShows.approve', ids: ['ch9', 'ch21'] }));
  });

  it('shows the failure with Retry when the page cannot be loaded', async () => {
    mocked.listNoShowPage.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(pageOf([noShow(false)]));
    const { user } = render('/noShow/unapproved', '/noShow/unapproved?from=2026-11-25&to=2026-12-25', <NoShowsPage approved={false} />);
    await user.click(await screen.findByRole('button', { name: /Retry/ }));
    const table = await screen.findByRole('table', { name: 'No shows' });
    expect(await within(table).findByRole('link', { name: 'TF100009' })).toBeInTheDocument();
  });

  it('marks captured ones Approved and Captured', async () => {
    mocked.listNoShowPage.mockResolvedValue(pageOf([noShow(true)]));
    render('/noShow/approved', '/noShow/approved', <NoShowsPage approved />);
    const table = await screen.findByRole('table', { name: 'No shows' });
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Captured')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('ReviewsPage', () => {
  it("says 'Not Reviewed yet' when the hotel has none", async () => {
    mocked.getHotelReviews.mockResolvedValue({ hotel: { _id: 'h1', name: 'Harbour View' }, data: [] });
    render('/reviews/:hotelId', '/reviews/h1', <ReviewsPage />);
    expect(await screen.findByText(BookingsMessages.review.empty)).toBeInTheDocument();
  });

  it('shows each tag out of 5, the reply and the links (hotel, its reservations, guest, reservation), and removes after confirming', async () => {
    mocked.getHotelReviews.mockResolvedValue({
      hotel: { _id: 'h1', name: 'Harbour View' },
      data: [
        {
          _id: 'rv1',
          comment: 'Quiet room',
          tags: [{ key: 'Cleanliness', value: 5 }],
          reply: 'Thank you!',
          userId: { _id: 'c1', fullName: 'Ivy Quokkason' },
          hotelId: { _id: 'h1', name: 'Harbour View' },
          reservationId: 'r1',
          createdAt: '2026-03-11T00:00:00.000Z',
          updatedAt: '2026-03-11T00:00:00.000Z',
        },
      ],
    });
    mocked.removeReview.mockResolvedValueOnce({ message: BookingsMessages.review.deleted });
    const { user, shell } = render('/reviews/:hotelId', '/reviews/h1', <ReviewsPage />);
    const review = await screen.findByRole('article', { name: 'Review by Ivy Quokkason' });
    expect(review).toHaveTextContent('Cleanliness: 5/5');
    expect(review).toHaveTextContent('11/03/2026');
    expect(review).toHaveTextContent('Hotel reply: Thank you!');
    expect(within(review).getByRole('link', { name: 'Ivy Quokkason' })).toHaveAttribute('href', '/customerRecords/c1');
    expect(within(review).getByRole('link', { name: 'The reservation' })).toHaveAttribute('href', '/reservationDetails/r1');
    expect(screen.getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(screen.getByRole('link', { name: 'Its reservations' })).toHaveAttribute('href', '/reservations?hotelId=h1');
    await user.click(within(review).getByRole('button', { name: 'Remove review by Ivy Quokkason' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove Review ?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.review.deleted })));
  });
});

describe('CustomerRecordPage', () => {
  beforeEach(() => {
    mocked.getCustomerRecord.mockResolvedValue({
      customer: {
        _id: 'c1',
        firstName: 'Ivy',
        lastName: 'Quokkason',
        fullName: 'Ivy Quokkason',
        email: 'ivy@example.com',
        mobile: '+61 400 000 000',
        provider: 'Timeflyz',
        contactEmail: null,
        accountType: 'Customer',
        userType: 'APP',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      totalBookings: 4,
      totalRevenue: 45_678,
      currencySymbol: 'A$',
      bannedAll: false,
    });
    mocked.getBanInfo.mockResolvedValue({ bannedAll: false, data: [{ hotelId: 'h1', name: 'Harbour View', block: false, linked: false, bannedAt: null }] });
    mocked.getBannedProperties.mockResolvedValue({ bannedAll: false, data: [] });
    mocked.listReservations.mockResolvedValue({ data: [], total: 0, page: 1, limit: 10 });
    jest.mocked(client).listTicket.mockResolvedValue({ ticket: [], total: 0, page: 1, limit: 5 });
  });

  it('shows the totals, bans a property and sends a password reset after confirming', async () => {
    mocked.setCustomerBan.mockResolvedValueOnce({ message: BookingsMessages.customer.bannedOne });
    mocked.resetGuestPassword.mockResolvedValueOnce({ message: BookingsMessages.customer.passwordResetSent });
    const { user, shell } = render('/customerRecords/:customerID', '/customerRecords/c1', <CustomerRecordPage />);
    expect(await screen.findByRole('region', { name: 'Total Revenue' })).toHaveTextContent('A$456.78');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Information / Ivy Quokkason' })).toBeInTheDocument();
    const total = screen.getByRole('region', { name: 'Total Bookings' });
    // The count links to the reservations list filtered to this customer; each property to its hotel.
    expect(within(total).getByRole('link', { name: '4 bookings' })).toHaveAttribute('href', '/reservations?customerId=c1');
    expect(await within(screen.getByRole('region', { name: 'Bans' })).findByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(await screen.findByText('No tickets about this customer.')).toBeInTheDocument();
    expect(jest.mocked(client).listTicket).toHaveBeenCalledWith(expect.objectContaining({ about: 'customer:c1' }));
    expect(mocked.listReservations).toHaveBeenCalledWith(expect.objectContaining({ customer: 'c1' }));
    await user.click(await screen.findByRole('button', { name: 'Ban at Harbour View' }));
    await waitFor(() => expect(mocked.setCustomerBan).toHaveBeenCalledWith({ kind: 'one', hotelId: 'h1' }, 'c1', true));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.customer.bannedOne })));
    await user.click(screen.getByRole('button', { name: 'Reset Guest Password' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please confirm you wish to reset guest password for Ivy Quokkason');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    await waitFor(() => expect(mocked.resetGuestPassword).toHaveBeenCalledWith('c1', 'ivy@example.com'));
  });

  it('after Ban From All Properties, each row shows the banned state: Lift Ban, which lifts that ban', async () => {
    const bannedAll = { bannedAll: true, data: [{ hotelId: 'h1', name: 'Harbour View', block: false, linked: false, bannedAt: null }] };
    mocked.getBanInfo.mockResolvedValueOnce({ bannedAll: false, data: bannedAll.data }).mockResolvedValue(bannedAll);
    mocked.getBannedProperties.mockResolvedValueOnce({ bannedAll: false, data: [] }).mockResolvedValue({ bannedAll: true, data: [] });
    mocked.setCustomerBan.mockResolvedValueOnce({ message: BookingsMessages.customer.bannedAll }).mockResolvedValueOnce({ message: BookingsMessages.customer.unbannedAll });
    const { user } = render('/customerRecords/:customerID', '/customerRecords/c1', <CustomerRecordPage />);
    const bans = await screen.findByRole('region', { name: 'Bans' });
    await within(bans).findByRole('button', { name: 'Ban at Harbour View' });
    await user.click(within(bans).getByRole('button', { name: 'Ban From All Properties' }));
    await waitFor(() => expect(mocked.setCustomerBan).toHaveBeenCalledWith({ kind: 'all' }, 'c1', true));

    const row = await within(bans).findByRole('row', { name: /Harbour View.*Banned/ });
    const lift = within(row).getByRole('button', { name: 'Lift ban at Harbour View' });
    expect(lift).toHaveTextContent('Lift Ban');
    expect(within(row).queryByText('Ban From This Property')).not.toBeInTheDocument();
    // Banned everywhere already: there is nothing more to ban from the linked properties.
    expect(within(row).getByRole('button', { name: 'Ban from properties linked to Harbour View' })).toBeDisabled();
    await user.click(lift);
    await waitFor(() => expect(mocked.setCustomerBan).toHaveBeenLastCalledWith({ kind: 'all' }, 'c1', false));
  });
});
