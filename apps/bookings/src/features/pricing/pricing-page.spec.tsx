import * as api from '@backoffice/api-client/bookings';
import * as hotels from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { PricingMessages } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { PricingPage } from './pricing-page';
import { chain, hotelPricing } from './test-fixtures';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listPricing', 'queryByProperty', 'setHotelOvernight', 'setChainOvernight',
  ]),
);
jest.mock('@backoffice/api-client/hotels', () => ({ ...jest.requireActual('@backoffice/api-client/hotels'), listChains: jest.fn() }));
const mocked = jest.mocked(api);

const render = (route = '/pricing') => renderWithProviders(<PricingPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
const m = PricingMessages.pricing;

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listPricing.mockResolvedValue({ data: [hotelPricing(), hotelPricing({ _id: 'h2', name: 'Quay Inn', commission: null, overNightRatePercentage: { three: 0.425, six: 0, twelve: 1 } })], total: 2 });
  jest.mocked(hotels).listChains.mockResolvedValue([chain(), chain({ _id: 'c0', clientTypeName: 'Other' }), chain({ _id: 'c2', clientTypeName: 'Hilton' })]);
});

describe('PricingPage', () => {
  it('shows each property with its chain (Other when none, a link otherwise) and its rates in percent', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Overnight pricing' });
    const quay = within(table).getByText('Quay Inn').closest('tr') as HTMLElement;
    expect(within(quay).getByText('Other')).toBeInTheDocument();
    expect(within(quay).getByText('42.5%')).toBeInTheDocument();
    expect(within(quay).getByText('100%')).toBeInTheDocument();
    const harbour = within(table).getByText('Harbour View').closest('tr') as HTMLElement;
    expect([...harbour.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Harbour View', 'Accor', '30%', '50%', '80%', 'Edit']);
    expect(within(harbour).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(harbour).getByRole('link', { name: 'Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    expect(within(quay).queryByRole('link', { name: 'Other' })).not.toBeInTheDocument();
  });

  it('filters by chain in the URL, Other sent as other', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Overnight pricing' });
    const select = screen.getByLabelText('Property Chain');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Accor', 'Hilton', 'Other']));
    await user.selectOptions(select, 'Other');
    expect(currentLocation()).toBe('/pricing?chain=other');
    await waitFor(() => expect(mocked.listPricing).toHaveBeenLastCalledWith({ page: 1, limit: 10, chain: 'other' }));
  });

  it('property modal: every message at once beside its field, the search after more than 2 characters, then the fractions sent', async () => {
    mocked.queryByProperty.mockResolvedValue([hotelPricing({ overNightRatePercentage: { three: 0, six: 0, twelve: 0 } })]);
    mocked.setHotelOvernight.mockResolvedValue({ message: m.updated, data: { updated: 1 } });
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Overnight pricing' });
    await user.click(screen.getByRole('button', { name: 'Edit Property Pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property Pricing' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.click(save);
    // Every failing field at once, each beside its field, in the spec's order; no toast repeats them.
    expect(await within(dialog).findByText(m.selectProperty)).toBeInTheDocument();
    const messages = [m.selectProperty, m.threeRequired, m.sixRequired, m.twelveRequired];
    for (const message of messages) expect(within(dialog).getByText(message)).toBeInTheDocument();
    const at = messages.map((message) => (dialog.textContent ?? '').indexOf(message));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(shell.notify).not.toHaveBeenCalled();

    const search = within(dialog).getByRole('combobox', { name: /Property/ });
    await user.type(search, 'Ha');
    await new Promise((r) => setTimeout(r, 500));
    expect(mocked.queryByProperty).not.toHaveBeenCalled();
    await user.type(search, 'r');
    await user.click(await within(dialog).findByRole('option', { name: /Harbour View/ }));
    expect(mocked.queryByProperty).toHaveBeenCalledWith('Har');

    await user.click(save);
    await waitFor(() => expect(within(dialog).queryByText(m.selectProperty)).not.toBeInTheDocument());
    expect(within(dialog).getByText(m.threeRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: /3Hr Rate/ }), '30');
    await user.type(within(dialog).getByRole('spinbutton', { name: /6Hr Rate/ }), '60.5');
    await user.click(save);
    await waitFor(() => expect(within(dialog).queryByText(m.sixRequired)).not.toBeInTheDocument());
    expect(within(dialog).getByText(m.twelveRequired)).toBeInTheDocument();
    const twelve = within(dialog).getByRole('spinbutton', { name: /12Hr Rate/ });
    await user.type(twelve, '150');
    await user.click(save);
    expect(await within(dialog).findByText(m.tooHigh)).toBeInTheDocument();
    expect(mocked.setHotelOvernight).not.toHaveBeenCalled();

    await user.clear(twelve);
    await user.type(twelve, '90');
    const loads = mocked.listPricing.mock.calls.length;
    await user.click(save);
    await waitFor(() => expect(mocked.setHotelOvernight).toHaveBeenCalledWith('h1', { three: 0.3, six: 0.605, twelve: 0.9 }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: m.updated })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mocked.listPricing.mock.calls.length).toBeGreaterThan(loads));
  });

  it("a row's Edit opens the property modal filled with the hotel and its rates", async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property Pricing' });
    expect(within(dialog).getByRole('combobox', { name: /Property/ })).toHaveValue('Harbour View');
    expect(within(dialog).getByRole('spinbutton', { name: /3Hr Rate/ })).toHaveValue(30);
    expect(within(dialog).getByRole('spinbutton', { name: /12Hr Rate/ })).toHaveValue(80);
  });

  it('chain modal: a server refusal is an error toast and the modal stays open', async () => {
    mocked.setChainOvernight.mockRejectedValueOnce(new ApiError(404, m.chainNotFound));
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Overnight pricing' });
    await user.click(screen.getByRole('button', { name: 'Edit Property Chain Pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property Chain Pricing' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(m.selectProperty)).toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: /Property Chain/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Hilton' })).toBeInTheDocument());
    await user.selectOptions(select, 'Hilton');
    await user.type(within(dialog).getByRole('spinbutton', { name: /3Hr Rate/ }), '25');
    await user.type(within(dialog).getByRole('spinbutton', { name: /6Hr Rate/ }), '50');
    await user.type(within(dialog).getByRole('spinbutton', { name: /12Hr Rate/ }), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.setChainOvernight).toHaveBeenCalledWith('c2', { three: 0.25, six: 0.5, twelve: 0.75 }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: m.chainNotFound })));
    expect(screen.getByRole('dialog', { name: 'Edit Property Chain Pricing' })).toBeInTheDocument();
  });
});
