import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { hotelListItem, hotelListPage } from '../shared/hotel-test-fixtures';
import { MissingPropertyIdPage, changedRows } from './missing-property-id-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listHotels', 'saveProperties',
  ]),
);

const mocked = jest.mocked(api);

const hotel = (id: string, name: string) =>
  hotelListItem({ _id: id, name, propertyId: '', streetAddress: '', city: 'Auckland', state: '', country: 'New Zealand', owner: null });
const page = hotelListPage;
const bay = hotel('h1', 'Bay Lodge');
const quay = hotel('h2', 'Quay Suites');
const ridge = hotel('h3', 'Ridge Inn');

const render = () =>
  renderWithProviders(<MissingPropertyIdPage />, {
    route: '/missingPropertyID',
    shell: { user: fakeUser({ role: 'SuperAdmin' }) },
  });

/** Opens the list, types `propertyId` as Bay Lodge's new property ID and presses Save Changes. */
async function saveBayLodge(propertyId: string) {
  const rendered = render();
  await screen.findByRole('table', { name: 'Hotels without a property ID' });
  await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
  await rendered.user.type(screen.getByRole('textbox', { name: 'Property ID of Bay Lodge' }), propertyId);
  await rendered.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return rendered;
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listHotels.mockResolvedValue(page([bay, quay, ridge]));
});

describe('MissingPropertyIdPage', () => {
  it('lists the hotels without a property ID, page by page', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Hotels without a property ID' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Hotel Name', 'Address', 'Property ID', 'Property Name']);
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Bay Lodge', 'Auckland, New Zealand', '—', 'Bay Lodge']);
    expect(within(table).getByRole('link', { name: 'Bay Lodge' })).toHaveAttribute('href', expect.stringMatching(/^\/editHotel\//));
    expect(mocked.listHotels).toHaveBeenCalledWith({
      missingPropertyId: true,
      page: 1,
      limit: 10,
      sort: 'name',
      order: 'asc',
    });
    expect(screen.queryByRole('textbox', { name: 'Property ID of Bay Lodge' })).not.toBeInTheDocument();
  });

  it('Edit gives each row inputs; Save Changes sends the changed rows in one call and the list reloads', async () => {
    mocked.saveProperties.mockResolvedValue({ message: 'Changes Saved Successfully', data: { updated: 2 } });
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Hotels without a property ID' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.type(screen.getByRole('textbox', { name: 'Property ID of Bay Lodge' }), ' BAY-1 ');
    const quayName = screen.getByRole('textbox', { name: 'Property Name of Quay Suites' });
    expect(quayName).toHaveValue('Quay Suites');
    await user.clear(quayName);
    await user.type(quayName, 'Quay Suites Auckland');
    await user.type(screen.getByRole('textbox', { name: 'Property ID of Quay Suites' }), 'QS-7');
    // Typed and put back: not a change.
    await user.type(screen.getByRole('textbox', { name: 'Property ID of Ridge Inn' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'Property ID of Ridge Inn' }));

    mocked.listHotels.mockResolvedValue(page([ridge]));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Changes Saved Successfully' }),
    );
    expect(mocked.saveProperties).toHaveBeenCalledTimes(1);
    expect(mocked.saveProperties).toHaveBeenCalledWith([
      { hotelId: 'h1', propertyId: 'BAY-1', propertyName: 'Bay Lodge' },
      { hotelId: 'h2', propertyId: 'QS-7', propertyName: 'Quay Suites Auckland' },
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bay Lodge' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('cell', { name: 'Ridge Inn' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("says 'Something went wrong' and keeps the inputs when the save fails", async () => {
    mocked.saveProperties.mockRejectedValue(new ApiError(500, 'Boom'));
    const { shell } = await saveBayLodge('BAY-1');
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Something went wrong' }),
    );
    expect(screen.getByRole('textbox', { name: 'Property ID of Bay Lodge' })).toHaveValue('BAY-1');
  });

  it('shows the server text of a duplicate property ID', async () => {
    mocked.saveProperties.mockRejectedValue(
      new ApiError(409, 'This property ID is already used by another hotel'),
    );
    const { shell } = await saveBayLodge('P-100');
    // The API's own text first, with what failed under it (remote-kit's useAction).
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'This property ID is already used by another hotel',
        description: 'Something went wrong',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Property ID of Bay Lodge' })).toHaveValue('P-100');
  });

  it('Save Changes with nothing changed sends nothing', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Hotels without a property ID' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(mocked.saveProperties).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('changedRows', () => {
  it('keeps the rows with a property ID or a new name, a blank name falling back to the hotel name', () => {
    expect(
      changedRows({
        a: { propertyId: '', propertyName: 'A', originalName: 'A' },
        b: { propertyId: ' B1 ', propertyName: '  ', originalName: 'B' },
        c: { propertyId: '', propertyName: 'C2', originalName: 'C' },
      }),
    ).toEqual([
      { hotelId: 'b', propertyId: 'B1', propertyName: 'B' },
      { hotelId: 'c', propertyId: '', propertyName: 'C2' },
    ]);
  });
});
