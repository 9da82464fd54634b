import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { PricingMessages, type ArchiveSnapshot, type SnapshotAvailability } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { ArchivesPage, SNAPSHOTS_PER_PAGE } from './archives-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listArchiveHotels', 'listArchiveSnapshots',
  ]),
);
const mocked = jest.mocked(api);

const render = (route = '/archives') => renderWithProviders(<ArchivesPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
const RANGE = 'from=2026-11-01&to=2026-11-30';

const availability = (over: Partial<SnapshotAvailability> = {}): SnapshotAvailability => ({
  date: '2026-11-03',
  rooms: 40,
  roomAvailability: 12,
  expediaRate: 25_900,
  overnightRate: 18_130,
  threeHourRate: 7_770,
  sixHourRate: 10_360,
  twelveHourRate: 14_245,
  slots: { three: 5, six: 3, twelve: 1 },
  ...over,
});
const snapshot = (over: Partial<ArchiveSnapshot> = {}): ArchiveSnapshot => ({
  _id: 's2',
  name: 'Snapshot 2',
  day: '2026-11-03',
  currency: 'AUD',
  takenAt: '2026-11-03T01:00:00.000Z',
  availabilities: [availability(), availability({ date: '2026-11-04', roomAvailability: 0, slots: { three: 0, six: 0, twelve: 0 } })],
  ...over,
});

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listArchiveHotels.mockResolvedValue([
    { _id: 'h1', hotelName: 'Harbour View', snapshots: 2 },
    { _id: 'h2', hotelName: 'Airport Rooms', snapshots: 1 },
  ]);
});

describe('ArchivesPage', () => {
  it('picks a hotel, keeps it in the URL and shows a tab per snapshot, newest first, with its availability', async () => {
    mocked.listArchiveSnapshots.mockResolvedValue({
      data: [
        snapshot(),
        snapshot({ _id: 's1', name: 'Snapshot 1', day: '2026-11-02', currency: 'NZD', availabilities: [availability({ date: '2026-11-02', expediaRate: 30_000 })] }),
      ],
      total: 2,
    });
    const { user } = render(`/archives?${RANGE}`);
    const picker = await screen.findByRole('combobox', { name: 'Hotel' });
    expect(within(picker).getByRole('option', { name: 'Harbour View (2 snapshots)' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'Airport Rooms (1 snapshot)' })).toBeInTheDocument();
    expect(mocked.listArchiveSnapshots).not.toHaveBeenCalled();

    await user.selectOptions(picker, 'h1');
    await waitFor(() => expect(currentLocation()).toBe(`/archives?${RANGE}&hotel=h1`));
    const tabs = await screen.findAllByRole('tab');
    expect(screen.getByRole('link', { name: 'Open the hotel' })).toHaveAttribute('href', '/editHotel/h1');
    expect(tabs.map((t) => t.textContent)).toEqual(['Snapshot 2 (03/11/2026)', 'Snapshot 1 (02/11/2026)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(mocked.listArchiveSnapshots).toHaveBeenCalledWith('h1', { from: '2026-11-01', to: '2026-11-30', page: 1, limit: SNAPSHOTS_PER_PAGE });

    const panel = screen.getByRole('tabpanel');
    const table = await within(panel).findByRole('table', { name: 'Availability of Snapshot 2' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Rooms',
      'Room Availability',
      'Expedia Rate',
      'Overnight Rate',
      '3h Rate',
      '6h Rate',
      '12h Rate',
      'Open Slots 3h',
      'Open Slots 6h',
      'Open Slots 12h',
    ]);
    const cells = (t: HTMLElement, i: number) => within(within(t).getAllByRole('row')[i] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(table, 1)).toEqual(['03/11/2026', '40', '12', 'A$259.00', 'A$181.30', 'A$77.70', 'A$103.60', 'A$142.45', '5', '3', '1']);
    expect(cells(table, 2)).toEqual(['04/11/2026', '40', '0', 'A$259.00', 'A$181.30', 'A$77.70', 'A$103.60', 'A$142.45', '0', '0', '0']);
    // Taken at 01:00 UTC: the viewer's zone (the console's default, Asia/Kolkata).
    expect(panel).toHaveTextContent('Taken 03/11/2026, 6:30 am · rates in AUD');

    await user.click(tabs[1] as HTMLElement);
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    const older = await within(screen.getByRole('tabpanel')).findByRole('table', { name: 'Availability of Snapshot 1' });
    expect(cells(older, 1)).toEqual(['02/11/2026', '40', '12', 'NZ$300.00', 'NZ$181.30', 'NZ$77.70', 'NZ$103.60', 'NZ$142.45', '5', '3', '1']);

    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')[0]).toHaveFocus();
  });

  it('says when the hotel has no snapshot in the range', async () => {
    mocked.listArchiveSnapshots.mockResolvedValue({ data: [], total: 0 });
    render(`/archives?${RANGE}&hotel=h2`);
    expect(await screen.findByText(PricingMessages.archives.empty)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("pages through more snapshots than a page holds", async () => {
    mocked.listArchiveSnapshots.mockResolvedValue({ data: [snapshot()], total: SNAPSHOTS_PER_PAGE + 5 });
    const { user } = render(`/archives?${RANGE}&hotel=h1`);
    expect(await screen.findByText(`Snapshots 1 to 1 of ${SNAPSHOTS_PER_PAGE + 5}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(mocked.listArchiveSnapshots).toHaveBeenLastCalledWith('h1', { from: '2026-11-01', to: '2026-11-30', page: 2, limit: SNAPSHOTS_PER_PAGE }));
  });

  it("shows the server's message with Retry when the snapshots fail to load", async () => {
    mocked.listArchiveSnapshots.mockRejectedValueOnce(new ApiError(404, PricingMessages.archives.hotelNotFound)).mockResolvedValue({ data: [snapshot()], total: 1 });
    const { user } = render(`/archives?${RANGE}&hotel=h9`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PricingMessages.archives.hotelNotFound);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Snapshot 2 (03/11/2026)' })).toBeInTheDocument();
  });

  it('shows a load error with Retry when the hotels fail to load', async () => {
    mocked.listArchiveHotels.mockRejectedValueOnce(new ApiError(500, 'Something went wrong')).mockResolvedValue([]);
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The hotels could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Choose a hotel to see its snapshots.')).toBeInTheDocument();
  });
});
