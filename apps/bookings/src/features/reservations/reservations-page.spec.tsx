import * as api from '@backoffice/api-client/bookings';
import * as hotelsApi from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { BookingsMessages } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { ReservationsPage } from './reservations-page';
import { row } from './test-fixtures';

jest.mock('@backoffice/api-client/bookings', () => ({
  ...jest.requireActual('@backoffice/api-client/bookings'),
  listReservations: jest.fn(),
  excludeReservations: jest.fn(),
  exportReservations: jest.fn(),
}));
jest.mock('@backoffice/api-client/hotels', () => ({
  ...jest.requireActual('@backoffice/api-client/hotels'),
  listHotels: jest.fn(),
}));

const mocked = jest.mocked(api);

const render = (route = '/reservations') =>
  renderWithProviders(<ReservationsPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listReservations.mockResolvedValue({ data: [row(), row({ _id: 'r2', bookingId: 'TF100002' })], total: 2, page: 1, limit: 10 });
  jest.mocked(hotelsApi).listHotels.mockResolvedValue({ data: [] });
});

describe('ReservationsPage', () => {
  it('shows the reservations with the booking number linking to its details, money with its symbol, times in its zone', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(within(table).getByRole('link', { name: 'TF100001' })).toHaveAttribute('href', '/reservationDetails/r1');
    expect(cells.map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['Ivy Quokkason', 'Harbour View', '3 Hours', '10/03/2026 01:00 PM', 'NZ$ 123.45', 'Paid', 'No']),
    );
    expect(mocked.listReservations).toHaveBeenCalledWith({ page: 1, limit: 10 });
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

  it('asks for a selection, excludes the selected ones and warns about processed ones', async () => {
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Reservations' });
    await user.click(screen.getByRole('button', { name: 'Exclude Selected Reservations' }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: BookingsMessages.reservation.excludeNone }));
    expect(mocked.excludeReservations).not.toHaveBeenCalled();

    mocked.excludeReservations.mockResolvedValueOnce({ message: '', excluded: ['r1'], alreadyProcessed: ['r2'] });
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select TF100002' }));
    await user.click(screen.getByRole('button', { name: 'Exclude Selected Reservations' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exclude' }));
    await waitFor(() => expect(mocked.excludeReservations).toHaveBeenCalledWith(['r1', 'r2']));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: BookingsMessages.reservation.alreadyProcessed })));

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
});
