import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import type { HotelSearchItem } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AddPropertyPage } from './add-property-page';
import { EditPropertyPage } from './edit-property-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'queryHotels', 'queryHotelsByProperty', 'saveProperties',
  ]),
);

const mocked = jest.mocked(api);
const superAdmin = fakeUser({ role: 'SuperAdmin' });
const harbour: HotelSearchItem = {
  _id: 'h1',
  name: 'Harbour View',
  commission: null,
  propertyId: 'P-100',
  city: 'Sydney',
};
const saved = { message: 'Changes Saved Successfully', data: { updated: 1 } };

beforeEach(() => {
  jest.resetAllMocks();
});

describe('AddPropertyPage', () => {
  const render = () =>
    renderWithProviders(<AddPropertyPage />, { route: '/addProperty', shell: { user: superAdmin } });

  it('checks the fields in order before sending anything', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please choose a hotel')).toBeInTheDocument();
    expect(screen.getByText('Please enter property ID')).toBeInTheDocument();
    expect(screen.getByText('Please enter property name')).toBeInTheDocument();
    expect(mocked.saveProperties).not.toHaveBeenCalled();
  });

  it("picks a hotel, which fills its ID and name, and saves that hotel's property ID and name", async () => {
    mocked.queryHotels.mockResolvedValue([harbour]);
    mocked.saveProperties.mockResolvedValue(saved);
    const { user, shell } = render();
    await user.type(screen.getByRole('combobox', { name: /Hotel/ }), 'harb');
    await user.click(await screen.findByRole('option', { name: /Harbour View/ }));
    expect(mocked.queryHotels).toHaveBeenCalledWith({ search: 'harb', limit: 20 });
    const id = screen.getByRole('textbox', { name: /Property ID/ });
    const name = screen.getByRole('textbox', { name: /Property Name/ });
    await waitFor(() => expect(id).toHaveValue('P-100'));
    expect(name).toHaveValue('Harbour View');

    await user.clear(id);
    await user.type(id, ' P-101 ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Changes Saved Successfully' }),
    );
    expect(mocked.saveProperties).toHaveBeenCalledWith([
      { hotelId: 'h1', propertyId: 'P-101', propertyName: 'Harbour View' },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Property ID/ })).toHaveValue(''));
  });

  it("shows the server's text for a duplicate property ID beside the field, focused, and no toast", async () => {
    mocked.queryHotels.mockResolvedValue([harbour]);
    mocked.saveProperties.mockRejectedValue(
      new ApiError(409, 'This property ID is already used by another hotel'),
    );
    const { user, shell } = render();
    await user.type(screen.getByRole('combobox', { name: /Hotel/ }), 'harb');
    await user.click(await screen.findByRole('option', { name: /Harbour View/ }));
    const id = screen.getByRole('textbox', { name: /Property ID/ });
    await waitFor(() => expect(id).toHaveValue('P-100'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This property ID is already used by another hotel')).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
    // The form keeps what was typed.
    expect(id).toHaveValue('P-100');
  });
});

describe('EditPropertyPage', () => {
  const render = (propertyId: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/editProperty/:propertyId" element={<EditPropertyPage />} />
      </Routes>,
      { route: `/editProperty/${propertyId}`, shell: { user: superAdmin } },
    );

  it('loads the hotel with exactly that property ID and saves a new ID, then follows it', async () => {
    const partial = { ...harbour, _id: 'h9', name: 'Other', propertyId: 'P-1000' };
    mocked.queryHotelsByProperty.mockImplementation(async ({ propertyId }) =>
      propertyId === 'P-100'
        ? [partial, harbour]
        : [{ ...harbour, propertyId: 'P-200', name: 'Harbour View Sydney' }],
    );
    mocked.saveProperties.mockResolvedValue(saved);
    const { user, shell } = render('P-100');
    const id = await screen.findByRole('textbox', { name: /Property ID/ });
    expect(id).toHaveValue('P-100');
    expect(screen.getByRole('textbox', { name: /Property Name/ })).toHaveValue('Harbour View');
    expect(screen.getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(mocked.queryHotelsByProperty).toHaveBeenCalledWith({ propertyId: 'P-100', limit: 5 });

    await user.clear(id);
    await user.type(id, 'P-200');
    await user.clear(screen.getByRole('textbox', { name: /Property Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Property Name/ }), 'Harbour View Sydney');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Changes Saved Successfully' }),
    );
    expect(mocked.saveProperties).toHaveBeenCalledWith([
      { hotelId: 'h1', propertyId: 'P-200', propertyName: 'Harbour View Sydney' },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/editProperty/P-200'));
    expect(await screen.findByDisplayValue('P-200')).toBeInTheDocument();
  });

  it('says so when no hotel has the property ID', async () => {
    mocked.queryHotelsByProperty.mockResolvedValue([{ ...harbour, propertyId: 'P-1000' }]);
    render('P-100');
    expect(await screen.findByText('No hotel has the property ID P-100.')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the save fails", async () => {
    mocked.queryHotelsByProperty.mockResolvedValue([harbour]);
    mocked.saveProperties.mockRejectedValue(new ApiError(500, 'Boom'));
    const { user, shell } = render('P-100');
    await screen.findByRole('textbox', { name: /Property ID/ });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Something went wrong' }),
    );
  });
});
