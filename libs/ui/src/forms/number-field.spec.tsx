import { act, screen, waitFor } from '@testing-library/react';
import { number, object } from 'yup';
import { NumberField } from './number-field';
import { renderForm } from '../lib/forms/testing/render-form';

type Values = { commission: number | null };
const schema = object({
  commission: number().nullable().required('Please enter the commission').min(0).max(100, 'At most 100 %'),
});

function setup(defaultValues: Values = { commission: null }) {
  return renderForm<Values>({
    defaultValues,
    schema,
    field: (control) => (
      <NumberField control={control} name="commission" label="Commission" unit="%" step={0.5} min={0} max={100} hint="Of the room rate" />
    ),
  });
}

describe('NumberField', () => {
  it('is a spinbutton named by its label and unit, with step, bounds and the visible suffix', () => {
    setup();
    const input = screen.getByRole('spinbutton', { name: 'Commission (%)' });
    expect(input).toHaveAttribute('step', '0.5');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '100');
    expect(input).toHaveAccessibleDescription('Of the room rate');
    expect(screen.getByText('%', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  });

  it('submits a number, not a string', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/Commission/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ commission: 12.5 }));
  });

  it("shows the schema's messages inline: empty is null, too big is out of range", async () => {
    const { user, onSubmit } = setup();
    const input = screen.getByLabelText(/Commission/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the commission')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '150');
    expect(await screen.findByText('At most 100 %')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a stored value and one set from outside', () => {
    const { reset } = setup({ commission: 7 });
    expect(screen.getByLabelText(/Commission/)).toHaveValue(7);
    act(() => reset({ commission: 9.25 }));
    expect(screen.getByLabelText(/Commission/)).toHaveValue(9.25);
    act(() => reset({ commission: null }));
    expect(screen.getByLabelText(/Commission/)).toHaveValue(null);
  });

  it('works without a unit', () => {
    renderForm<Values>({
      defaultValues: { commission: 3 },
      field: (control) => <NumberField control={control} name="commission" label="Nights" />,
    });
    expect(screen.getByRole('spinbutton', { name: 'Nights' })).toHaveAttribute('step', '1');
  });
});
