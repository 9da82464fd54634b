import * as api from '@backoffice/api-client/bookings';
import { ApiError } from '@backoffice/api-client';
import { PricingMessages, formatDay, utcDay } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CountriesPage } from './countries-page';
import { CountryFormPage } from './country-form-page';
import { country, countryDetail, countryInput } from './test-fixtures';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listCountries', 'getCountry', 'addCountry', 'editCountry', 'deleteCountry',
  ]),
);
const mocked = jest.mocked(api);
const m = PricingMessages.country;

const render = (path: string, route: string, element: ReactElement) =>
  // The list the form leads back to first: where `path` is the list itself, the page takes its place.
  renderRoutes({ '/vatgst': <p>Countries list</p>, [path]: element }, route, {
    shell: { user: fakeUser({ role: 'SuperAdmin' }) },
  });

/** Fills the country form's fields by their labels. */
async function fill(user: ReturnType<typeof render>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    // The label, not a longer one that starts with it ('Currency', not 'Currency Symbol').
    const input = screen.getByLabelText(new RegExp(`^${label}(?! [A-Z])`));
    await user.clear(input);
    await user.type(input, value);
  }
}
const NZ = { 'Country Name': 'New Zealand', 'Country Flag': 'nz', Currency: 'nzd', 'Currency Symbol': 'NZ$', 'Currency Full Name': 'New Zealand Dollar', 'Exchange Rate': '1.09', 'VAT/GST': '15' };

beforeEach(() => jest.resetAllMocks());

describe('CountriesPage', () => {
  it('lists countries with their flag, currency, rate and VAT', async () => {
    mocked.listCountries.mockResolvedValue([country()]);
    render('/vatgst', '/vatgst', <CountriesPage />);
    const table = await screen.findByRole('table', { name: 'Countries' });
    const row = within(table).getByText('New Zealand').closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'NZ flag' })).toHaveTextContent('🇳🇿');
    for (const text of ['NZD', 'NZ$', 'New Zealand Dollar', '1.09', '15%']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it("an empty list says 'Sorry, no records found.'", async () => {
    mocked.listCountries.mockResolvedValue([]);
    render('/vatgst', '/vatgst', <CountriesPage />);
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
  });

  it('deletes after confirming; the answer is the list shown, without asking again', async () => {
    mocked.listCountries.mockResolvedValue([country(), country({ _id: 'v2', countryname: 'Australia', countryflag: 'AU' })]);
    mocked.deleteCountry.mockResolvedValueOnce({ message: m.deleted, data: [country({ _id: 'v2', countryname: 'Australia', countryflag: 'AU' })] });
    const { user, shell } = render('/vatgst', '/vatgst', <CountriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete New Zealand' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(m.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.deleteCountry).toHaveBeenCalledWith('v1'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Record Deleted Successfully' })));
    await waitFor(() => expect(screen.queryByText('New Zealand')).not.toBeInTheDocument());
    expect(screen.getByText('Australia')).toBeInTheDocument();
    expect(mocked.listCountries).toHaveBeenCalledTimes(1);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    mocked.listCountries.mockResolvedValue([country()]);
    const { user } = render('/vatgst', '/vatgst', <CountriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete New Zealand' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.deleteCountry).not.toHaveBeenCalled();
    expect(screen.getByText('New Zealand')).toBeInTheDocument();
  });
});

describe('CountryFormPage', () => {
  it('asks for every field at once, in order, beside each, and sends nothing until they are valid', async () => {
    const { user, shell } = render('/add-vat', '/add-vat', <CountryFormPage />);
    await user.click(screen.getByRole('button', { name: 'Add Country' }));
    const messages = ['Country Name', 'Country Flag', 'Currency', 'Currency Symbol', 'Currency Full Name', 'Exchange Rate', 'VAT/GST'].map((label) => m.required(label));
    expect(await screen.findByText(messages[0])).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add Country' });
    const at = messages.map((message) => (form.textContent ?? '').indexOf(message));
    expect(at).not.toContain(-1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(screen.getByLabelText(/^Country Name/)).toHaveFocus();
    await fill(user, { 'Country Name': 'New Zealand', 'Country Flag': 'NZL' });
    await user.click(screen.getByRole('button', { name: 'Add Country' }));
    // The flag takes 2 characters at most: 'NZ' typed, so the first missing field is the currency.
    await waitFor(() => expect(screen.queryByText('Please Enter Country Name')).not.toBeInTheDocument());
    expect(screen.getByText('Please Enter Currency')).toBeInTheDocument();
    expect(mocked.addCountry).not.toHaveBeenCalled();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it("add: 'Data already exist.' beside the country's name and the page stays; then success and back to the list", async () => {
    mocked.addCountry.mockResolvedValueOnce({ message: m.exists, data: false }).mockResolvedValueOnce({ message: m.inserted, data: true });
    const { user, shell } = render('/add-vat', '/add-vat', <CountryFormPage />);
    await fill(user, NZ);
    await user.click(screen.getByRole('button', { name: 'Add Country' }));
    expect(await screen.findByText('Data already exist.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Country Name/)).toHaveAccessibleDescription(expect.stringContaining('Data already exist.'));
    expect(shell.notify).not.toHaveBeenCalled();
    // The typed 'nz' and 'nzd' go out in capitals, the numbers as numbers.
    expect(mocked.addCountry).toHaveBeenCalledWith(countryInput());
    expect(currentLocation()).toBe('/add-vat');

    await fill(user, { 'Country Name': 'Niue' });
    await user.click(screen.getByRole('button', { name: 'Add Country' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Data inserted successfully.' })));
    await waitFor(() => expect(currentLocation()).toBe('/vatgst'));
  });

  it('edit: lists the versions and sends the day a changed rate applies from', async () => {
    mocked.getCountry.mockResolvedValue(countryDetail());
    mocked.editCountry.mockResolvedValueOnce({ message: m.updated, data: country({ exchangeRate: 1.12 }) });
    const { user, shell } = render('/edit-vat/:vatId', '/edit-vat/v1', <CountryFormPage />);
    const versions = await screen.findByRole('table', { name: 'Versions' });
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['01/03/2026', '1.09', '15%', 'Edited', 'Asha Admin', '20/02/2026'],
      ['01/01/2025', '1.05', '15%', 'Created', '—', '01/01/2025'],
    ]);
    const effective = screen.getByLabelText(/^Effective From/);
    expect(effective).toHaveValue(formatDay(utcDay(new Date())));
    await fill(user, { 'Exchange Rate': '1.12' });
    await user.clear(effective);
    await user.type(effective, '01/07/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.editCountry).toHaveBeenCalledWith(expect.objectContaining({ vatgstId: 'v1', exchangeRate: 1.12, effectiveFrom: '2026-07-01', countryflag: 'NZ' })));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Data updated successfully' })));
    await waitFor(() => expect(mocked.getCountry).toHaveBeenCalledTimes(2));
  });

  it("edit: a server refusal that names a field shows beside it, not as a toast; another one is an error toast", async () => {
    mocked.getCountry.mockResolvedValue(countryDetail());
    mocked.editCountry.mockRejectedValueOnce(Object.assign(new ApiError(400, m.vatInvalid), { field: 'vat' })).mockRejectedValueOnce(new ApiError(404, m.notFound));
    const { user, shell } = render('/edit-vat/:vatId', '/edit-vat/v1', <CountryFormPage />);
    await screen.findByRole('table', { name: 'Versions' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.vatInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^VAT\/GST/)).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: m.notFound })));
  });
});
