import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { HotelsMessages, type Chain, type HotelRankResponse } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { isoDateOf } from '@backoffice/ui/forms';
import { screen, waitFor, within } from '@testing-library/react';
import { useBackTo } from '@backoffice/remote-kit';
import { Route, Routes } from 'react-router-dom';
import { hotelListItem, hotelListPage } from '../shared/hotel-test-fixtures';
import { PropertyListingPage } from './property-listing-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listHotels', 'getOwnerHotels', 'listHotelOwners', 'setHotelStatus', 'getHotelRank', 'findPlaces',
    'listChains',
  ]),
);

const mocked = jest.mocked(api);
const superAdmin = fakeUser({ id: 'sa', role: 'SuperAdmin', firstName: 'Root', displayName: 'Admin' });

const makeHotel = hotelListItem;
const page = hotelListPage;

const chained = makeHotel({
  _id: 'h2',
  name: 'Lagoon Stay',
  propertyId: 'P-200',
  isActive: 'Live',
  paymentMethodID: 'pm_1',
  commission: { _id: 'c1', clientTypeName: 'Accor' },
});

/** A record page's stand-in: shows the way back its link carried. */
function BackProbe() {
  const back = useBackTo(undefined);
  return <p>{back ? `${back.label}: ${back.to}` : 'No way back'}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/property/:hotelAdminID" element={<PropertyListingPage />} />
      <Route path="/editHotel/:hotelId" element={<BackProbe />} />
    </Routes>,
    { route, shell: { user: superAdmin } },
  );
}

const chainOf = (_id: string, clientTypeName: string): Chain => ({
  _id,
  clientTypeName,
  commissionRate: 11,
  commissionRateNotGST: 10,
  commissionRateGST: 1,
  commissionUrl: `https://example.test/${clientTypeName}`,
  hotelCount: 3,
});

/** Waits until the chain filter offers All, every chain of the chains list by name, and Other last. */
const expectEveryChain = (select: HTMLElement) =>
  waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Accor', 'Hilton', 'Other']),
  );

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listHotels.mockResolvedValue(page([makeHotel(), chained]));
  mocked.getOwnerHotels.mockResolvedValue(page([makeHotel()]));
  mocked.listHotelOwners.mockResolvedValue([{ _id: 'o1', fullName: 'Ann Lee', email: 'ann@example.com' }]);
  mocked.listChains.mockResolvedValue([chainOf('c1', 'Accor'), chainOf('c2', 'Hilton'), chainOf('c0', 'Other')]);
});

describe('PropertyListingPage', () => {
  it("shows the columns, 'Other' for a hotel without a chain, the billing status and every action in the 'all' view", async () => {
    renderAt('/property/all');
    expect(screen.getByRole('heading', { level: 1, name: 'Property Listing' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace('↕', '')),
    ).toEqual([
      '', // the selection checkbox (bulk Set status)
      'Property ID',
      'Property Name',
      'Property Chain',
      'Property Status',
      'Billing Status',
      'Action',
    ]);

    const first = within(rowOf('Harbour View')).getAllByRole('cell').slice(1); // after the row's checkbox
    expect(first[0]).toHaveTextContent('P-100');
    expect(within(first[1]).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    // The chain links to its hotels: this list filtered by it ('other' for a hotel without one).
    expect(within(first[2]).getByRole('link', { name: 'Other' })).toHaveAttribute('href', '/property/all?commissionID=other');
    expect(within(first[3]).getByRole('combobox', { name: 'Status of Harbour View' })).toHaveValue('Pending');
    expect(first[4]).toHaveTextContent('In Complete');
    expect(within(first[5]).getByRole('link', { name: 'Edit Harbour View' })).toHaveAttribute(
      'href',
      '/editHotel/h1',
    );
    expect(within(first[5]).getByRole('link', { name: 'Billing of Harbour View' })).toHaveAttribute(
      'href',
      '/billing/h1',
    );
    expect(within(first[5]).getByRole('link', { name: 'Reviews of Harbour View' })).toHaveAttribute(
      'href',
      '/reviews/h1',
    );
    expect(within(first[5]).getByRole('button', { name: 'Score of Harbour View' })).toBeInTheDocument();

    const second = within(rowOf('Lagoon Stay')).getAllByRole('cell').slice(1);
    expect(within(second[2]).getByRole('link', { name: 'Accor' })).toHaveAttribute('href', expect.stringMatching(/^\/property\/all\?commissionID=/));
    expect(second[4]).toHaveTextContent('Complete');
    expect(second[4]).not.toHaveTextContent('In Complete');

    expect(screen.getByRole('link', { name: 'Add Hotel' })).toHaveAttribute('href', '/addHotel');
    expect(screen.getByRole('searchbox', { name: 'Filter By ID, Name' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(mocked.listHotels).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(mocked.getOwnerHotels).not.toHaveBeenCalled();
  });

  it("lists one owner's hotels without Review and Score", async () => {
    renderAt('/property/o1');
    await screen.findByRole('table', { name: 'Properties' });
    expect(mocked.getOwnerHotels).toHaveBeenCalledWith('o1', { page: 1, limit: 10 });
    expect(mocked.listHotels).not.toHaveBeenCalled();
    const row = rowOf('Harbour View');
    expect(within(row).getByRole('link', { name: 'Edit Harbour View' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Billing of Harbour View' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Reviews of Harbour View' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Score of Harbour View' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Property Listing / Ann Lee' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/users-all/o1');
  });

  it('sends ?commissionID= from the URL, offers every chain, and a pick filters by chain', async () => {
    const { user } = renderAt('/property/all?commissionID=c1');
    await screen.findByRole('table', { name: 'Properties' });
    expect(mocked.listHotels).toHaveBeenCalledWith({ page: 1, limit: 10, commissionID: 'c1' });
    const chain = screen.getByRole('combobox', { name: 'Property Chain' });
    expect(chain).toHaveValue('c1');
    await expectEveryChain(chain);

    await user.selectOptions(chain, 'Other');
    await waitFor(() =>
      expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10, commissionID: 'other' }),
    );
    expect(currentLocation()).toBe('/property/all?commissionID=other');

    await user.selectOptions(chain, 'All');
    await waitFor(() => expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
    expect(currentLocation()).toBe('/property/all');
  });

  it("sends ?status= from the URL (the dashboard's Hotels Pending) and a pick filters by status", async () => {
    const { user } = renderAt('/property/all?status=Pending');
    await screen.findByRole('table', { name: 'Properties' });
    expect(mocked.listHotels).toHaveBeenCalledWith({ page: 1, limit: 10, status: 'Pending' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('Pending');
    await user.selectOptions(status, 'Live');
    await waitFor(() => expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'Live' }));
    expect(currentLocation()).toBe('/property/all?status=Live');
    await user.selectOptions(status, 'All');
    await waitFor(() => expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
    expect(currentLocation()).toBe('/property/all');
  });

  it('ignores a status in the URL that is none', async () => {
    renderAt('/property/all?status=Lost');
    await screen.findByRole('table', { name: 'Properties' });
    expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('offers every chain from the chains list, not only those of the hotels on the page', async () => {
    // Page 1 holds only hotels without a chain: the filter still offers Accor and Hilton (chains list call).
    mocked.listHotels.mockResolvedValue(page([makeHotel(), makeHotel({ _id: 'h3', name: 'Quay Rooms' })], 25));
    const { user } = renderAt('/property/all');
    await screen.findByRole('table', { name: 'Properties' });
    const chain = screen.getByRole('combobox', { name: 'Property Chain' });
    await expectEveryChain(chain);
    await user.selectOptions(chain, 'Hilton');
    await waitFor(() => expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10, commissionID: 'c2' }));
  });

  it('searches on the server once typing pauses, and sorts by a header', async () => {
    const { user } = renderAt('/property/all?page=2');
    mocked.listHotels.mockResolvedValue(page([makeHotel(), chained], 12));
    await screen.findByRole('table', { name: 'Properties' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter By ID, Name' }), 'harb');
    await waitFor(() =>
      expect(mocked.listHotels).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'harb' }),
    );
    expect(currentLocation()).toBe('/property/all?search=harb');

    await user.click(screen.getByRole('button', { name: /Property Name/ }));
    await waitFor(() =>
      expect(mocked.listHotels).toHaveBeenLastCalledWith({
        page: 1,
        limit: 10,
        search: 'harb',
        sort: 'name',
        order: 'asc',
      }),
    );
  });

  it('changes a status: the success message, and the list reloads with the new status', async () => {
    mocked.setHotelStatus.mockResolvedValue({
      _id: 'h1',
      message: HotelsMessages.hotel.statusChanged,
    } as never);
    const { user, shell } = renderAt('/property/all');
    const select = await screen.findByRole('combobox', { name: 'Status of Harbour View' });
    mocked.listHotels.mockResolvedValue(page([makeHotel({ isActive: 'Live' }), chained]));

    await user.selectOptions(select, 'Live');
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Hotel Status Changed Successfully',
      }),
    );
    expect(mocked.setHotelStatus).toHaveBeenCalledWith('h1', 'Live');
    expect(screen.getByRole('combobox', { name: 'Status of Harbour View' })).toHaveValue('Live');
    expect(mocked.listHotels).toHaveBeenCalledTimes(2);
  });

  it("reverts the status and says 'Something went wrong' when the change fails", async () => {
    mocked.setHotelStatus.mockRejectedValue(new ApiError(500, 'Boom'));
    const { user, shell } = renderAt('/property/all');
    const select = await screen.findByRole('combobox', { name: 'Status of Harbour View' });

    await user.selectOptions(select, 'Inactive');
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Something went wrong' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of Harbour View' })).toHaveValue('Pending'),
    );
    expect(mocked.listHotels).toHaveBeenCalledTimes(1);
  });

  it('asks before taking a Live hotel off sale: Cancel keeps it Live and sends nothing, Confirm sends it', async () => {
    mocked.setHotelStatus.mockResolvedValue({ _id: 'h2', message: HotelsMessages.hotel.statusChanged } as never);
    const { user, shell } = renderAt('/property/all');
    const select = await screen.findByRole('combobox', { name: 'Status of Lagoon Stay' });
    expect(select).toHaveValue('Live');

    await user.selectOptions(select, 'Inactive');
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Lagoon Stay is Live. Set it to Inactive? Guests can no longer book it until it is Live again.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.setHotelStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Status of Lagoon Stay' })).toHaveValue('Live');

    mocked.listHotels.mockResolvedValue(page([makeHotel(), { ...chained, isActive: 'Inactive' }]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Lagoon Stay' }), 'Inactive');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set Inactive' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Hotel Status Changed Successfully' }),
    );
    expect(mocked.setHotelStatus).toHaveBeenCalledWith('h2', 'Inactive');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of Lagoon Stay' })).toHaveValue('Inactive'));
  });

  it("links each hotel's edit page with the way back to this exact list (search and chain kept)", async () => {
    const { user } = renderAt('/property/all?commissionID=c1&search=harb');
    await user.click(await screen.findByRole('link', { name: 'Edit Harbour View' }));
    expect(await screen.findByText('Back to properties: /property/all?commissionID=c1&search=harb')).toBeInTheDocument();
    expect(currentLocation()).toBe('/editHotel/h1');
  });

  it('keeps the rows per page this browser chose for the listing', async () => {
    localStorage.setItem('backoffice.grid.property-listing', JSON.stringify({ v: 1, hidden: [], pageSize: 25 }));
    try {
      renderAt('/property/all');
      await screen.findByRole('table', { name: 'Properties' });
      expect(mocked.listHotels).toHaveBeenCalledWith({ page: 1, limit: 25 });
    } finally {
      localStorage.removeItem('backoffice.grid.property-listing');
    }
  });

  it('shows an empty listing, and a load failure with Retry', async () => {
    mocked.listHotels.mockRejectedValueOnce(new ApiError(500, 'Something went wrong'));
    mocked.listHotels.mockResolvedValueOnce(page([]));
    const { user } = renderAt('/property/all');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The properties could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
  });

  describe('Score modal', () => {
    const sydney = {
      id: 'syd',
      label: 'Sydney, New South Wales, Australia',
      streetAddress: '',
      city: 'Sydney',
      state: 'New South Wales',
      country: 'Australia',
      postalCode: '',
      latitude: -33.87,
      longitude: 151.21,
    };
    const result: HotelRankResponse = {
      points: { reviews: 20, price: 12.5 },
      Rank: 2,
      outOf: 7,
      total: 32.5,
      categories: [
        { key: 'reviews', label: 'Reviews', weight: 25, score: 20, detail: '4.0 of 5 from 12 reviews' },
        { key: 'price', label: 'Price against hotels nearby', weight: 20, score: 12.5, detail: '' },
      ],
    };

    async function openAndChooseSydney() {
      const view = renderAt('/property/all');
      const { user } = view;
      await user.click(await screen.findByRole('button', { name: 'Score of Harbour View' }));
      const dialog = await screen.findByRole('dialog', { name: 'Score: Harbour View' });
      // The date field shows today as dd/MM/yyyy (libs/ui DateField) and sends it as YYYY-MM-DD.
      expect(within(dialog).getByLabelText(/Date/)).toHaveValue(isoDateOf().split('-').reverse().join('/'));
      expect(within(dialog).getByText('Choose a location to see the score.')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('combobox', { name: /Location/ }), 'Sydn');
      await user.click(await within(dialog).findByRole('option', { name: /Sydney, New South Wales/ }));
      return { ...view, dialog };
    }

    beforeEach(() => {
      mocked.findPlaces.mockResolvedValue([sydney]);
    });

    it('shows the rank, each category with its score and the total for the chosen place and date', async () => {
      mocked.getHotelRank.mockResolvedValue(result);
      const { dialog } = await openAndChooseSydney();
      expect(await within(dialog).findByText('Rank 2 of 7')).toBeInTheDocument();
      const table = within(dialog).getByRole('table', { name: 'Score by category' });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
      expect(rows).toEqual([
        ['Reviews', '20 / 25'],
        ['Price against hotels nearby', '12.5 / 20'],
        ['Total', '32.5 / 45'],
      ]);
      expect(mocked.findPlaces).toHaveBeenCalledWith('Sydn');
      expect(mocked.getHotelRank).toHaveBeenCalledWith({
        lon: 151.21,
        lat: -33.87,
        date: isoDateOf(),
        time: '12:30',
        duration: 3,
        name: 'Harbour View',
        hotelId: 'h1',
      });
    });

    it("shows the server's error text in the modal", async () => {
      mocked.getHotelRank.mockRejectedValue(new ApiError(400, 'Please choose a valid date'));
      const { dialog } = await openAndChooseSydney();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a valid date');
      expect(within(dialog).queryByText(/^Rank/)).not.toBeInTheDocument();
    });
  });
});
