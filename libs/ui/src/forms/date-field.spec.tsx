import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { object, string } from 'yup';
import { DateField } from './date-field';
import { DateRangeField, type DateRange } from './date-range-field';
import { isIsoDate, isoDateOf } from './iso-date';
import { renderForm } from '../lib/forms/testing/render-form';

describe('DateField', () => {
  it("is a date input named by its label holding 'YYYY-MM-DD', with the schema's message inline", async () => {
    const { user, onSubmit } = renderForm<{ checkIn: string }>({
      defaultValues: { checkIn: '' },
      schema: object({ checkIn: string().required('Please pick the check-in date') }),
      field: (control) => <DateField control={control} name="checkIn" label="Check-in" min="2026-01-01" max="2026-12-31" />,
    });
    const input = screen.getByLabelText('Check-in');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAttribute('max', '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please pick the check-in date')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Please pick the check-in date');

    fireEvent.change(input, { target: { value: '2026-03-05' } });
    await waitFor(() => expect(screen.queryByText('Please pick the check-in date')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ checkIn: '2026-03-05' }));
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

  it('is a group of two date inputs; To starts at From; submits both ISO dates', async () => {
    const { user, onSubmit } = renderForm<{ stay: DateRange }>({
      defaultValues: { stay: { from: '', to: '' } },
      schema,
      field: (control) => (
        <DateRangeField control={control} name="stay" label="Stay" fromLabel="Check-in" toLabel="Check-out" hint="Nights in the hotel" />
      ),
    });
    const group = screen.getByRole('group', { name: 'Stay' });
    expect(group).toBeInTheDocument();
    const from = screen.getByLabelText('Check-in');
    const to = screen.getByLabelText('Check-out');
    expect(from).toHaveAccessibleDescription('Nights in the hotel');
    fireEvent.change(from, { target: { value: '2026-03-05' } });
    expect(to).toHaveAttribute('min', '2026-03-05');
    fireEvent.change(to, { target: { value: '2026-03-08' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ stay: { from: '2026-03-05', to: '2026-03-08' } }));
  });

  it("shows an end's error from the schema under the range", async () => {
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
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-01');
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
