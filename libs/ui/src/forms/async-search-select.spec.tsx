import { act, screen, waitFor, within } from '@testing-library/react';
import { mixed, object } from 'yup';
import { AsyncSearchSelect, type SearchOption } from './async-search-select';
import { renderForm } from '../lib/forms/testing/render-form';

type Values = { hotel: SearchOption | null };

const HOTELS: SearchOption[] = [
  { value: 'h1', label: 'Harbour View', description: 'Sydney' },
  { value: 'h2', label: 'Harbour Lights', description: 'Hobart' },
  { value: 'h3', label: 'Hill Top', description: 'Canberra' },
];

function setup({ search = jest.fn(async (term: string) => HOTELS.filter((h) => h.label.toLowerCase().includes(term.toLowerCase()))), defaultHotel = null as SearchOption | null } = {}) {
  const view = renderForm<Values>({
    defaultValues: { hotel: defaultHotel },
    schema: object({ hotel: mixed<SearchOption>().nullable().required('Please choose a hotel') }),
    field: (control) => <AsyncSearchSelect control={control} name="hotel" label="Hotel" search={search} hint="Type 3 letters" />,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return { ...view, search, input: screen.getByRole('combobox', { name: 'Hotel' }) };
}

/** Lets the 400 ms debounce pass and the search promise settle. */
async function settle(ms = 400) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('AsyncSearchSelect', () => {
  it('is a combobox controlling a listbox, described by its hint', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(input).toHaveAccessibleDescription('Type 3 letters');
  });

  it('searches only after more than 2 characters and 400 ms without typing, once for the last term', async () => {
    const { user, input, search } = setup();
    await user.type(input, 'Ha');
    await settle(1000);
    expect(search).not.toHaveBeenCalled();

    await user.type(input, 'r');
    await settle(399);
    expect(search).not.toHaveBeenCalled();
    await user.type(input, 'b');
    await settle(399);
    expect(search).not.toHaveBeenCalled();
    await settle(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Harb');

    const listbox = await screen.findByRole('listbox', { name: 'Hotel' });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Harbour ViewSydney', 'Harbour LightsHobart']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('moves with the arrows, picks with Enter (without submitting), and submits the option', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'har');
    await settle();
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);

    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('Harbour Lights');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hotel: HOTELS[1] }));
  });

  it('closes with Escape, reopens with ArrowDown, and a second Escape restores the picked label', async () => {
    const { user, input } = setup({ defaultHotel: HOTELS[2] });
    expect(input).toHaveValue('Hill Top');
    // Typing over the selected label keeps the value until another option is picked.
    await user.tripleClick(input);
    await user.keyboard('harb');
    await settle();
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('harb');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('Hill Top');
  });

  it('picks with the mouse', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'hill');
    await settle();
    await user.click(await screen.findByRole('option', { name: /Hill Top/ }));
    expect(input).toHaveValue('Hill Top');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hotel: HOTELS[2] }));
  });

  it("shows no results, a failed search, and the schema's message inline", async () => {
    const search = jest.fn(async (term: string) => {
      if (term === 'boom') throw new Error('down');
      return [];
    });
    const { user, input, onSubmit } = setup({ search });
    await user.type(input, 'zzz');
    await settle();
    expect(await screen.findByRole('status')).toHaveTextContent('No matches found');
    await user.clear(input);
    await user.type(input, 'boom');
    await settle();
    expect(await screen.findByRole('status')).toHaveTextContent('The search failed. Type again to retry.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a hotel')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Type 3 letters Please choose a hotel');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores the answer to an older term', async () => {
    let answerFirst: (o: SearchOption[]) => void = () => undefined;
    const search = jest
      .fn()
      .mockImplementationOnce(() => new Promise<SearchOption[]>((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => [HOTELS[2]]);
    const { user, input } = setup({ search });
    await user.type(input, 'har');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await user.clear(input);
    await user.type(input, 'hil');
    await settle();
    await act(async () => answerFirst([HOTELS[0]]));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Hill TopCanberra']);
  });

  it('clears the value when the text is emptied, and restores the label on leaving a half-typed text', async () => {
    const { user, input, onSubmit } = setup({ defaultHotel: HOTELS[0] });
    await user.type(input, 'xx');
    await user.tab();
    expect(input).toHaveValue('Harbour View');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a hotel')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
