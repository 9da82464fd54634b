import { DEFAULT_FORMAT_PREFERENCES, setFormatPreferences } from '@backoffice/contracts/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { object, string } from 'yup';
import { DateField, type DateFieldProps } from './date-field';
import { DateRangeField, type DateRange } from './date-range-field';
import { dayText, parseDayText } from './day-text';
import { isIsoDate, isoDateOf } from './iso-date';
import { renderForm, type RenderFormOptions } from '../lib/forms/testing/render-form';

// An en-US browser and console: the fields still show and take dd/MM/yyyy (jsdom's navigator is en-US too).
beforeEach(() => setFormatPreferences({ locale: 'en-US', timeZone: 'UTC' }));
afterEach(() => setFormatPreferences(DEFAULT_FORMAT_PREFERENCES));

const calendarButton = () => screen.findByRole('button', { name: 'Open calendar' });

/** A form with one DateField, 'Check-in' (`checkIn`), starting on `checkIn` ('' for none). */
const renderCheckIn = (
  checkIn: string,
  props: Pick<DateFieldProps<{ checkIn: string }>, 'min' | 'max'> = {},
  schema?: RenderFormOptions<{ checkIn: string }>['schema'],
) =>
  renderForm<{ checkIn: string }>({
    defaultValues: { checkIn },
    schema,
    field: (control) => <DateField control={control} name="checkIn" label="Check-in" {...props} />,
  });

describe('DateField', () => {
  it('shows its day as dd/MM/yyyy and emits what is typed as YYYY-MM-DD, in an en-US environment', async () => {
    expect(navigator.language).toBe('en-US');
    const { user, onSubmit } = renderCheckIn('2026-03-05');
    const input = screen.getByLabelText('Check-in');
    expect(input).toHaveValue('05/03/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.clear(input);
    await user.type(input, '12/04/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // 12 April, not 4 December.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ checkIn: '2026-04-12' }));
  });

  it('takes 5/3/2026 or a pasted ISO day once the user leaves the box, and writes it back as dd/MM/yyyy', async () => {
    const { user, onSubmit } = renderCheckIn('');
    const input = screen.getByLabelText('Check-in');
    await user.type(input, '5/3/2026');
    await user.tab();
    expect(input).toHaveValue('05/03/2026');
    await user.clear(input);
    await user.click(input);
    await user.paste('2026-07-09');
    // Enter takes the day and submits the form with it.
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('09/07/2026');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ checkIn: '2026-07-09' }));
  });

  it('refuses text that is no dd/MM/yyyy day with its own message, keeping the text, before the schema', async () => {
    const { user, onSubmit } = renderCheckIn('', {}, object({ checkIn: string().required('Please pick the check-in date') }));
    const input = screen.getByLabelText('Check-in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please pick the check-in date')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Please pick the check-in date');

    // A US-style date: there is no 13th month.
    await user.type(input, '04/13/2026');
    await user.tab();
    expect(input).toHaveValue('04/13/2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the date as dd/MM/yyyy, e.g. 31/12/2026.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '13/04/2026');
    await user.tab();
    expect(screen.queryByText('Enter the date as dd/MM/yyyy, e.g. 31/12/2026.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ checkIn: '2026-04-13' }));
  });

  it('honours min and max: typed days outside are refused, calendar days outside are disabled', async () => {
    const { user, onSubmit } = renderCheckIn('2026-03-10', { min: '2026-03-05', max: '2026-03-20' });
    const input = screen.getByLabelText('Check-in');
    await user.clear(input);
    await user.type(input, '04/03/2026');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Pick a date on or after 05/03/2026.');
    await user.clear(input);
    await user.type(input, '21/03/2026');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Pick a date on or before 20/03/2026.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ checkIn: '' }));

    await user.click(await calendarButton());
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('button', { name: /March 4, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: /March 21, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: /March 20, 2026/ }));
    expect(input).toHaveValue('20/03/2026');
    expect(screen.queryByText(/Pick a date/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ checkIn: '2026-03-20' }));
  });

  it('is usable from the keyboard: the calendar opens on the day, arrows move, Enter picks, focus comes back', async () => {
    const { user, onSubmit } = renderCheckIn('2026-03-05');
    const trigger = await calendarButton();
    await user.click(screen.getByLabelText('Check-in'));
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const selected = await screen.findByRole('button', { name: /March 5, 2026/ });
    await waitFor(() => expect(selected).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: /March 13, 2026/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Check-in')).toHaveValue('13/03/2026');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Alt+ArrowDown in the box opens the calendar too; Escape closes it.
    await user.click(screen.getByLabelText('Check-in'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(screen.getByRole('button', { name: /March 13, 2026/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ checkIn: '2026-03-13' }));
  });
});

describe('DateRangeField', () => {
  const schema = object({
    stay: object({
      from: string().required('Please pick the check-in date'),
      to: string()
        .required('Please pick the check-out date')
        .test('after', 'Check-out must be after check-in', function (to) {
          return !to || !this.parent.from || to > this.parent.from;
        }),
    }),
  });

  it('is a group of two dd/MM/yyyy boxes; To takes no day before From; submits both ISO dates', async () => {
    const { user, onSubmit } = renderForm<{ stay: DateRange }>({
      defaultValues: { stay: { from: '', to: '' } },
      schema,
      field: (control) => (
        <DateRangeField control={control} name="stay" label="Stay" fromLabel="Check-in" toLabel="Check-out" hint="Nights in the hotel" />
      ),
    });
    expect(screen.getByRole('group', { name: 'Stay' })).toBeInTheDocument();
    const from = screen.getByLabelText('Check-in');
    const to = screen.getByLabelText('Check-out');
    expect(from).toHaveAccessibleDescription('Nights in the hotel');
    await user.type(from, '05/03/2026');
    await user.type(to, '04/03/2026');
    await user.tab();
    expect(screen.getByText('Pick a date on or after 05/03/2026.')).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '08/03/2026');
    await user.tab();
    expect(screen.queryByText(/Pick a date/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ stay: { from: '2026-03-05', to: '2026-03-08' } }));

    // To's calendar starts at From: the days before it are disabled.
    const [, toCalendar] = await screen.findAllByRole('button', { name: 'Open calendar' });
    await user.click(toCalendar);
    expect(await screen.findByRole('button', { name: /March 4, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /March 6, 2026/ })).not.toHaveAttribute('aria-disabled');
  });

  it("shows an end's error from the schema under the range, and a reset's days", async () => {
    const { user, onSubmit, reset } = renderForm<{ stay: DateRange }>({
      defaultValues: { stay: { from: '2026-03-05', to: '2026-03-01' } },
      schema,
      field: (control) => <DateRangeField control={control} name="stay" label="Stay" />,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check-out must be after check-in')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Check-out must be after check-in');
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => reset({ stay: { from: '2026-04-01', to: '2026-04-02' } }));
    expect(screen.getByLabelText('From')).toHaveValue('01/04/2026');
    expect(screen.getByLabelText('To')).toHaveValue('02/04/2026');
  });
});

describe('day text', () => {
  it('writes and reads days as dd/MM/yyyy, day first', () => {
    expect(dayText('2026-03-05')).toBe('05/03/2026');
    expect(dayText('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(dayText('')).toBe('');
    expect(parseDayText('05/03/2026', true)).toBe('2026-03-05');
    expect(parseDayText('5/3/2026', true)).toBeNull();
    expect(parseDayText('5/3/2026')).toBe('2026-03-05');
    expect(parseDayText('5.3.2026')).toBe('2026-03-05');
    expect(parseDayText('2026-03-05')).toBe('2026-03-05');
    expect(parseDayText('31/02/2026')).toBeNull();
    expect(parseDayText('03/05/26')).toBeNull();
  });
});

describe('ISO dates', () => {
  it('tells real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it("gives an instant's date in a time zone (the viewer's by default)", () => {
    const at = new Date('2026-03-04T20:00:00Z');
    expect(isoDateOf(at, 'UTC')).toBe('2026-03-04');
    expect(isoDateOf(at, 'Australia/Sydney')).toBe('2026-03-05');
    expect(isoDateOf(at, 'America/Los_Angeles')).toBe('2026-03-04');
    expect(isIsoDate(isoDateOf())).toBe(true);
  });
});
