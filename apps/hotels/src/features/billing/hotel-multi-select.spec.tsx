import * as api from '@backoffice/api-client/hotels';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hotelListItem } from '../shared/hotel-test-fixtures';
import { ExecuteBillingPage } from './execute-billing-page';
import { filterHotels } from './hotel-multi-select';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listBillingPeriods', 'listHotels', 'generateBillingPeriod',
  ]),
);
const mocked = jest.mocked(api);

const accor = { _id: 'c1', clientTypeName: 'Accor' };
const hilton = { _id: 'c2', clientTypeName: 'Hilton' };
const hotels = [
  hotelListItem({ _id: 'h1', name: 'Harbour View', city: 'Sydney', commission: accor }),
  hotelListItem({ _id: 'h2', name: 'Lagoon Stay', city: 'Cairns', commission: accor }),
  hotelListItem({ _id: 'h3', name: 'Bay Lodge', city: 'Sydney', commission: hilton }),
  hotelListItem({ _id: 'h4', name: 'Outback Inn', city: 'Alice Springs', propertyId: 'P-400', commission: null }),
];

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listBillingPeriods.mockResolvedValue([]);
  mocked.listHotels.mockResolvedValue({ data: hotels });
  mocked.generateBillingPeriod.mockResolvedValue({ empty: false, message: 'Reservation Statement generated successfully', period: {} as never });
});

async function openPicker() {
  const view = renderWithProviders(<ExecuteBillingPage />, { route: '/execute-billing', shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
  await screen.findByText('No billing period yet.');
  await view.user.selectOptions(screen.getByLabelText('Scope', { exact: false }), 'hotel');
  const picker = await screen.findByRole('group', { name: 'Hotels' });
  await within(picker).findByRole('checkbox', { name: 'Harbour View' });
  return { ...view, picker };
}

const shownNames = (picker: HTMLElement) => within(picker).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);

describe('ExecuteBillingPage hotel picker', () => {
  it('searches by name or city, filters by chain, and Select all picks only the hotels shown', async () => {
    const { user, picker } = await openPicker();
    expect(within(picker).getByRole('status')).toHaveTextContent('0 of 4 selected');
    expect(within(within(picker).getByRole('combobox', { name: 'Chain' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All chains',
      'Accor',
      'Hilton',
      'Other',
    ]);

    await user.type(within(picker).getByRole('searchbox', { name: 'Search hotels' }), 'sydney');
    expect(shownNames(picker)).toEqual(['Harbour View', 'Bay Lodge']);
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Chain' }), 'Accor');
    expect(shownNames(picker)).toEqual(['Harbour View']);
    await user.clear(within(picker).getByRole('searchbox', { name: 'Search hotels' }));
    expect(shownNames(picker)).toEqual(['Harbour View', 'Lagoon Stay']);
    await user.click(within(picker).getByRole('button', { name: 'Select all 2 shown' }));
    expect(within(picker).getByRole('status')).toHaveTextContent('2 of 4 selected');

    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Chain' }), 'other');
    expect(shownNames(picker)).toEqual(['Outback Inn']);
    // From the keyboard: Tab to the checkbox, Space ticks it.
    within(picker).getByRole('checkbox', { name: 'Outback Inn' }).focus();
    await user.keyboard(' ');
    expect(within(picker).getByRole('status')).toHaveTextContent('3 of 4 selected');

    await user.type(screen.getByLabelText('Period Name', { exact: false }), 'March');
    fireEvent.change(screen.getByLabelText('Start Date', { exact: false }), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('End Date', { exact: false }), { target: { value: '31/03/2026' } });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(mocked.generateBillingPeriod).toHaveBeenCalledWith(expect.objectContaining({ scope: 'hotel', scopeHotel: ['h1', 'h2', 'h4'] })));
  });

  it('Clear empties the choice; Enter in the search submits nothing', async () => {
    const { user, picker } = await openPicker();
    await user.click(within(picker).getByRole('button', { name: 'Select all' }));
    expect(within(picker).getByRole('status')).toHaveTextContent('4 of 4 selected');
    await user.type(within(picker).getByRole('searchbox', { name: 'Search hotels' }), 'zzz{Enter}');
    expect(within(picker).getByText('No hotel matches the search.')).toBeInTheDocument();
    expect(mocked.generateBillingPeriod).not.toHaveBeenCalled();
    await user.click(within(picker).getByRole('button', { name: 'Clear' }));
    expect(within(picker).getByRole('status')).toHaveTextContent('0 of 4 selected');
  });

  it('matches the property ID too, in any case', () => {
    expect(filterHotels(hotels, 'p-4', '').map((h) => h._id)).toEqual(['h4']);
    expect(filterHotels(hotels, '', 'c2').map((h) => h._id)).toEqual(['h3']);
  });
});
