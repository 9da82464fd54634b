import * as api from '@backoffice/api-client/hotels';
import * as work from '@backoffice/api-client/work';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { hotelListItem, hotelListPage } from '../shared/hotel-test-fixtures';
import { bulkStatusBody } from './bulk-status';
import { PropertyListingPage, bulkScopeOf } from './property-listing-page';
import { realBulkRunButton, started } from '../shared/bulk-run-button-stand-in';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listHotels', 'listHotelOwners', 'listChains',
  ]),
);
jest.mock('@backoffice/api-client/work', () => ({ ...jest.requireActual('@backoffice/api-client/work'), startBulkRun: jest.fn(), getBulkRun: jest.fn() }));
// The kit's BulkRunButton (its own specs test the dialog and the run): here, what the page asks it to start; one
// test goes through the real button, its question and Start, to the API call.
jest.mock('@backoffice/remote-kit', () => jest.requireActual('../shared/bulk-run-button-stand-in').remoteKit());
const mocked = jest.mocked(api);

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/property/:hotelAdminID" element={<PropertyListingPage />} />
    </Routes>,
    { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } },
  );

beforeEach(() => {
  jest.resetAllMocks();
  realBulkRunButton.on = false;
  mocked.listHotels.mockResolvedValue(
    hotelListPage([hotelListItem(), hotelListItem({ _id: 'h2', name: 'Lagoon Stay', isActive: 'Live' }), hotelListItem({ _id: 'h3', name: 'Bay Lodge' })], 3),
  );
  mocked.listChains.mockResolvedValue([]);
});

describe('PropertyListingPage bulk Set status', () => {
  it('sets the selected hotels to the status picked, after picking it', async () => {
    const { user } = renderAt('/property/all');
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Harbour View' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Bay Lodge' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    // Nothing can start before a status is chosen.
    expect(within(bar).getByRole('button', { name: 'Set status' })).toBeDisabled();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status to set' }), 'Inactive');
    await user.click(within(bar).getByRole('button', { name: 'Set 2 hotels to Inactive' }));
    expect(started).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'hotels.setStatus',
        selection: { kind: 'ids', ids: ['h1', 'h3'] },
        params: { status: 'Inactive' },
        confirmTitle: 'Set 2 hotels to Inactive?',
        confirmBody: bulkStatusBody(2, 'Inactive'),
      }),
    );
    expect(bulkStatusBody(2, 'Inactive')).toContain('Guests can no longer book them');
  });

  it("sets every hotel matching the list's URL filters once all matching are chosen", async () => {
    mocked.listHotels.mockResolvedValue(hotelListPage([hotelListItem(), hotelListItem({ _id: 'h2', name: 'Lagoon Stay' })], 37));
    const { user } = renderAt('/property/all?status=Pending&commissionID=c1&page=1&sort=name&order=asc');
    const table = await screen.findByRole('table', { name: 'Properties' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select Harbour View' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Lagoon Stay' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 37 matching this filter' }));
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status to set' }), 'Live');
    await user.click(within(bar).getByRole('button', { name: 'Set 37 hotels to Live' }));
    expect(started).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'hotels.setStatus',
        selection: { kind: 'all', scope: { commissionID: 'c1', status: 'Pending' }, count: 37 },
        params: { status: 'Live' },
      }),
    );
  });

  it("takes the list's URL filters, without page and sort, as the scope of all matching", () => {
    expect(bulkScopeOf({ search: 'bay', commissionID: 'c1', status: 'Pending' })).toEqual({ search: 'bay', commissionID: 'c1', status: 'Pending' });
    expect(bulkScopeOf({ search: '' })).toEqual({});
  });

  it('links to the contacts view of the same list (/hotels) with the same search', async () => {
    renderAt('/property/all?search=bay');
    await screen.findByRole('table', { name: 'Properties' });
    expect(screen.getByRole('link', { name: 'Contacts view' })).toHaveAttribute('href', '/hotels?search=bay');
  });

  it('starts hotels.setStatus on the selected ids after the real question; the run stays shown', async () => {
    realBulkRunButton.on = true;
    jest.mocked(work.startBulkRun).mockResolvedValue({ id: 'run1', action: 'hotels.setStatus', total: 1 } as Awaited<ReturnType<typeof work.startBulkRun>>);
    jest.mocked(work.getBulkRun).mockReturnValue(new Promise(() => undefined));
    const { user } = renderAt('/property/all');
    const table = await screen.findByRole('table', { name: 'Properties' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select Lagoon Stay' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status to set' }), 'Pending');
    await user.click(within(bar).getByRole('button', { name: 'Set 1 hotel to Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set 1 hotel to Pending?' });
    expect(dialog).toHaveTextContent('Guests can no longer book them until they are Live again');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(work.startBulkRun).toHaveBeenCalledWith({ action: 'hotels.setStatus', ids: ['h2'], params: { status: 'Pending' } }));
    // The run's dialog (the kit's panel) stays open: the bar holding its button is not taken away.
    expect(await screen.findByRole('dialog', { name: 'Set hotel status' })).toBeInTheDocument();
  });
});
