import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { hotelListItem, hotelListPage } from '../shared/hotel-test-fixtures';
import { HotelsPage } from './hotels-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listHotels',
  ]),
);

const mocked = jest.mocked(api);

const hotel = hotelListItem({
  isActive: 'Live',
  owner: null,
  contact: { _id: 'u9', fullName: 'Mia Chen', email: 'mia@example.com', mobile: '+61 400 000 000' },
});

const render = (route = '/hotels') =>
  renderWithProviders(<HotelsPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listHotels.mockResolvedValue(hotelListPage([hotel]));
});

describe('HotelsPage', () => {
  it('lists the real hotels with address, contact and Edit', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Hotels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Hotel Name', 'Address', 'Contact', 'Action']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(within(cells[0]).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(cells[1]).toHaveTextContent('1 George St, Sydney, NSW, Australia');
    expect(within(cells[2]).getByRole('link', { name: 'Mia Chen' })).toHaveAttribute('href', '/users-all/u9');
    expect(cells[2]).toHaveTextContent('mia@example.com');
    expect(cells[2]).toHaveTextContent('+61 400 000 000');
    expect(within(cells[3]).getByRole('link', { name: 'Edit Harbour View' })).toHaveAttribute(
      'href',
      '/editHotel/h1',
    );
    expect(mocked.listHotels).toHaveBeenCalledWith({ page: 1, limit: 10, sort: 'name', order: 'asc' });
  });

  it('searches on the server', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Hotels' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'syd');
    await waitFor(() =>
      expect(mocked.listHotels).toHaveBeenLastCalledWith({
        page: 1,
        limit: 10,
        sort: 'name',
        order: 'asc',
        search: 'syd',
      }),
    );
    expect(currentLocation()).toBe('/hotels?search=syd');
  });

  it('shows a load failure with Retry', async () => {
    mocked.listHotels.mockRejectedValueOnce(new ApiError(500, 'Something went wrong'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The hotels could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Hotels' })).toBeInTheDocument();
  });
});

describe('HotelsPage and the Property Listing (one hotel list)', () => {
  it('links to the Property Listing with the same search', async () => {
    render('/hotels?search=harbour');
    await screen.findByRole('table', { name: 'Hotels' });
    expect(screen.getByRole('link', { name: 'Property Listing' })).toHaveAttribute('href', '/property/all?search=harbour');
  });
});
