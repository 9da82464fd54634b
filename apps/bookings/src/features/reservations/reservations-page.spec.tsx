import * as api from '@backoffice/api-client/bookings';
import * as hotelsApi from '@backoffice/api-client/hotels';
import * as client from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { BookingsMessages, type SavedView } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ReservationDetailsPage } from './reservation-details-page';
import { ReservationsPage } from './reservations-page';
import { coupon } from '../pricing/test-fixtures';
import { details, row } from './test-fixtures';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listReservations', 'excludeReservations', 'exportReservations', 'getReservation', 'getCoupon',
    'getCustomerRecord',
  ]),
);
jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'getAuditHistoryPage', 'listTicket', 'listViews',
  ]),
);
jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listHotels',
  ]),
);

const mocked = jest.mocked(api);

const render = (route = '/reservations') =>
  renderWithProviders(<ReservationsPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mocked.listReservations.mockResolvedValue({ data: [row(), row({ _id: 'r2', bookingId: 'TF100002' })], total: 2, page: 1, limit: 10 });
  jest.mocked(hotelsApi).listHotels.mockResolvedValue({ data: [] });
});

describe('ReservationsPage', () => {
  it('shows the reservations with the booking number linking to its details, money in its currency, times in its zone', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(within(table).getByRole('link', { name: 'TF100001' })).toHaveAttribute('href', '/reservationDetails/r1');
    // Sydney (the hotel's zone) is not the viewer's (Asia/Kolkata): its name is given.
    expect(cells.map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['Ivy Quokkason', 'Harbour View', '3 Hours', '10/03/2026, 1:00 pm AEDT', '01/03/2026', 'NZ$123.45', 'Paid', 'No']),
    );
    expect(mocked.listReservations).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it('links each customer to their record and each property to its hotel', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(within(table).getAllByRole('link', { name: 'Ivy Quokkason' })[0]).toHaveAttribute('href', '/customerRecords/c1');
    expect(within(table).getAllByRole('link', { name: 'Harbour View' })[0]).toHaveAttribute('href', '/editHotel/h1');
  });

  it("?couponId= (a coupon's Used count) lists the reservations of its code, shown as a chip that removes it", async () => {
    mocked.getCoupon.mockResolvedValue(coupon({ _id: 'k1', code: 'SUMMER26' }));
    const { user } = render('/reservations?couponId=k1&billing=yes');
    const chip = await screen.findByRole('group', { name: 'Filtered by coupon' });
    expect(await within(chip).findByRole('link', { name: 'SUMMER26' })).toHaveAttribute('href', '/coupons/k1');
    await waitFor(() => expect(mocked.listReservations).toHaveBeenCalledWith({ page: 1, limit: 10, coupon: 'SUMMER26', billing: 'yes' }));
    // Never the whole list while the coupon's code was still unknown.
    expect(mocked.listReservations).toHaveBeenCalledTimes(1);
    await user.click(within(chip).getByRole('button', { name: 'Remove the coupon filter' }));
    await waitFor(() => expect(currentLocation()).toBe('/reservations?billing=yes'));
    await waitFor(() => expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, billing: 'yes' }));
    expect(screen.queryByRole('group', { name: 'Filtered by coupon' })).not.toBeInTheDocument();
  });

  it("?customerId= (a customer's bookings) filters by the customer, named on its chip", async () => {
    mocked.getCustomerRecord.mockResolvedValue({
      customer: {
        ...(row().bookedBy as NonNullable<ReturnType<typeof row>['bookedBy']>),
        accountType: 'Customer',
        userType: 'APP',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      totalBookings: 2,
      totalRevenue: 0,
      currencySymbol: 'A$',
      bannedAll: false,
    });
    const { user } = render('/reservations?customerId=c1');
    const chip = await screen.findByRole('group', { name: 'Filtered by customer' });
    expect(await within(chip).findByRole('link', { name: 'Ivy Quokkason' })).toHaveAttribute('href', '/customerRecords/c1');
    expect(mocked.listReservations).toHaveBeenCalledWith({ page: 1, limit: 10, customer: 'c1' });
    await user.click(within(chip).getByRole('button', { name: 'Remove the customer filter' }));
    await waitFor(() => expect(currentLocation()).toBe('/reservations'));
  });

  it("writes a baht total with ฿ and a Bangkok hotel's times in Bangkok time", async () => {
    mocked.listReservations.mockResolvedValue({ data: [row({ total: 128_800, currencySymbol: '฿', timezone: 'Asia/Bangkok' })], total: 1, page: 1, limit: 10 });
    render();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(within(table).getByText('฿1,288.00')).toBeInTheDocument();
    // 02:00 UTC is 9:00 in Bangkok.
    expect(within(table).getByText('10/03/2026, 9:00 am GMT+7')).toBeInTheDocument();
  });

  it('keeps the rows per page the reader chose for the next visit (list "reservations")', async () => {
    const { user, unmount } = render();
    await screen.findByRole('table', { name: 'Reservations' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 25 }));
    unmount();
    mocked.listReservations.mockClear();
    render();
    await screen.findByRole('table', { name: 'Reservations' });
    expect(mocked.listReservations).toHaveBeenCalledWith({ page: 1, limit: 25 });
  });

  it("a reservation opened from the list leads back to the list as it was (its search and page)", async () => {
    mocked.getReservation.mockResolvedValue(details());
    jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [], next: null });
    jest.mocked(client).listTicket.mockResolvedValue({ ticket: [], total: 0, page: 1, limit: 5 });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/reservations" element={<ReservationsPage />} />
        <Route path="/reservationDetails/:reserveID" element={<ReservationDetailsPage />} />
      </Routes>,
      { route: '/reservations?search=ivy&page=1', shell: { user: fakeUser({ role: 'SuperAdmin' }) } },
    );
    await user.click(await screen.findByRole('link', { name: 'TF100001' }));
    expect(await screen.findByRole('heading', { name: 'Reservation TF100001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reservations' })).toHaveAttribute('href', '/reservations?search=ivy&page=1');
  });

  it('searches and filters on the server, keeping them in the URL', async () => {
    const { user } = render('/reservations?billing=excluded');
    await screen.findByRole('table', { name: 'Reservations' });
    expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, billing: 'excluded' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'quokka');
    await waitFor(() => expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, billing: 'excluded', search: 'quokka' }));
    expect(currentLocation()).toBe('/reservations?billing=excluded&search=quokka');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(currentLocation()).toBe('/reservations'));
  });

  it("?from=&to=&status= (a dashboard queue's link) filter by arrival days and status, shown in the toolbar and kept in the URL", async () => {
    const { user } = render('/reservations?to=2026-12-06&status=BOOKED');
    await screen.findByRole('table', { name: 'Reservations' });
    expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, to: '2026-12-06', status: 'BOOKED' });
    expect(screen.getByRole('textbox', { name: 'Arrival to' })).toHaveValue('06/12/2026');
    expect(screen.getByRole('textbox', { name: 'Arrival from' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('BOOKED');

    // A first day of arrival: that day's arrivals.
    await user.type(screen.getByRole('textbox', { name: 'Arrival from' }), '06/12/2026');
    await waitFor(() =>
      expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-12-06', to: '2026-12-06', status: 'BOOKED' }),
    );
    expect(new URLSearchParams(currentLocation().split('?')[1]).get('from')).toBe('2026-12-06');

    // Any status again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, from: '2026-12-06', to: '2026-12-06' }));
    expect(currentLocation()).not.toContain('status=');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(currentLocation()).toBe('/reservations'));
    expect(screen.getByRole('textbox', { name: 'Arrival from' })).toHaveValue('');
  });

  it('"Arrivals today" and "Arrivals tomorrow" set the arrival days as the dashboard\'s queue links do', async () => {
    // 6 December 2026, 20:00 in Asia/Kolkata (the viewer's zone): still the 6th there, already the 7th in Sydney.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-06T14:30:00.000Z'));
    const { user } = render('/reservations?page=3&status=BOOKED');
    await screen.findByRole('table', { name: 'Reservations' });
    const today = screen.getByRole('button', { name: 'Arrivals today' });
    expect(today).toHaveAttribute('aria-pressed', 'false');
    await user.click(today);
    await waitFor(() => expect(currentLocation()).toBe('/reservations?status=BOOKED&from=2026-12-06&to=2026-12-06'));
    await waitFor(() => expect(mocked.listReservations).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, from: '2026-12-06', to: '2026-12-06', status: 'BOOKED' })));
    expect(screen.getByRole('button', { name: 'Arrivals today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Arrivals tomorrow' }));
    await waitFor(() => expect(currentLocation()).toBe('/reservations?status=BOOKED&from=2026-12-07&to=2026-12-07'));
    expect(screen.getByRole('button', { name: 'Arrivals tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Arrivals today' })).toHaveAttribute('aria-pressed', 'false');
    now.mockRestore();
  });

  it('shows the payment status as the API gives it, Partially refunded included', async () => {
    mocked.listReservations.mockResolvedValue({ data: [row({ paymentStatus: 'Partially refunded' })], total: 1, page: 1, limit: 10 });
    render();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(within(table).getByText('Partially refunded')).toBeInTheDocument();
  });

  it('ignores an arrival day or status in the URL that is none', async () => {
    render('/reservations?from=yesterday&status=LOST');
    await screen.findByRole('table', { name: 'Reservations' });
    expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('offers Exclude in the bulk-action bar once rows are selected, excludes them and warns about processed ones', async () => {
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Reservations' });
    // Nothing selected: no bulk-action bar, so nothing to exclude.
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exclude Selected Reservations' })).not.toBeInTheDocument();

    mocked.excludeReservations.mockResolvedValueOnce({ message: '', excluded: ['r1'], alreadyProcessed: ['r2'] });
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100002' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Exclude Selected Reservations' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exclude' }));
    await waitFor(() => expect(mocked.excludeReservations).toHaveBeenCalledWith(['r1', 'r2']));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: BookingsMessages.reservation.alreadyProcessed })));
    // Some were processed already: no success toast besides that warning.
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));

    mocked.excludeReservations.mockRejectedValueOnce(new ApiError(500, 'boom'));
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100001' }));
    await user.click(screen.getByRole('button', { name: 'Exclude Selected Reservations' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exclude' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: BookingsMessages.reservation.excludeFailed })),
    );
  });

  it('asks before excluding, naming how many, and is disabled while the exclusion runs', async () => {
    let settle: (v: { message: string; excluded: string[]; alreadyProcessed: string[] }) => void = () => undefined;
    mocked.excludeReservations.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Reservations' });
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100002' }));
    await user.click(screen.getByRole('button', { name: 'Exclude Selected Reservations' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BookingsMessages.reservation.excludeConfirm(2));
    expect(mocked.excludeReservations).not.toHaveBeenCalled();

    // Cancel keeps the selection and excludes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.excludeReservations).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Exclude Selected Reservations' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exclude' }));
    await waitFor(() => expect(mocked.excludeReservations).toHaveBeenCalledWith(['r1', 'r2']));
    // The confirm button shows its spinner; neither it nor Cancel takes a second click.
    const buttons = within(screen.getByRole('alertdialog')).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect(b).toBeDisabled();
    // The page under the modal is hidden from the accessibility tree while it is open.
    expect(screen.getByRole('button', { name: 'Excluding…', hidden: true })).toBeDisabled();
    settle({ message: '', excluded: ['r1', 'r2'], alreadyProcessed: [] });
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.reservation.excluded })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.excludeReservations).toHaveBeenCalledTimes(1);
  });

  it('exports the filtered set, showing progress while it builds', async () => {
    let finish: (v: { blob: Blob; rows: number }) => void = () => undefined;
    mocked.exportReservations.mockImplementation((_q, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = render('/reservations?search=ivy');
    await screen.findByRole('table', { name: 'Reservations' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(mocked.exportReservations).toHaveBeenCalledWith(expect.objectContaining({ search: 'ivy' }), expect.any(Function));
    finish({ blob: new Blob(['x']), rows: 2 });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(clicked).toEqual([expect.stringMatching(/^Reservations-\d{4}-\d{2}-\d{2}\.xlsx$/)]);
  });
  it("applies a saved view without its filter the list no longer has, saying so, and counts each view with the list's filters", async () => {
    const view = (over: Partial<SavedView>): SavedView => ({
      _id: 'v1',
      listKey: 'reservations',
      name: 'Paid',
      query: 'billing=yes&region=eu',
      hiddenColumns: null,
      sharedRole: null,
      owner: { id: 'u1', name: 'Asha' },
      mine: true,
      isDefault: false,
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: '2026-12-01T00:00:00.000Z',
      ...over,
    });
    jest.mocked(client).listViews.mockResolvedValue({ data: [view({})] });
    mocked.listReservations.mockImplementation(async (q) => ({ data: [row()], total: q.limit === 1 ? 42 : 2, page: 1, limit: q.limit ?? 10 }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Views/ }));
    const menu = await screen.findByRole('menu');
    const item = await within(menu).findByRole('menuitemradio', { name: 'Paid , 42 reservations' });
    expect(mocked.listReservations).toHaveBeenCalledWith({ page: 1, limit: 1, billing: 'yes' });
    // Hovered first, as a mouse does, once the menu holds the focus. The menu selects the item it highlighted on the
    // press and reads that highlight from its last render: a browser has rendered it long before the click, but in
    // jsdom that render may not be done between two user-event steps on a busy machine, and a click sent before it
    // closes the menu without selecting anything. So the release waits for the item to show as highlighted.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.hover(item);
    await user.pointer({ keys: '[MouseLeft>]', target: item });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await user.pointer({ keys: '[/MouseLeft]', target: item });
    expect(await screen.findByText("This view's filter region no longer exists and was left out.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/reservations?billing=yes'));
    await waitFor(() => expect(mocked.listReservations).toHaveBeenLastCalledWith({ page: 1, limit: 10, billing: 'yes' }));
  });
});
