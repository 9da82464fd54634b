import { screen, waitFor } from '@testing-library/react';
import { array, object, string } from 'yup';
import { MultiSelectField } from './multi-select-field';
import { renderForm } from '../lib/forms/testing/render-form';

type Values = { amenities: string[] };
const options = [
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'pool', label: 'Pool' },
  { value: 'gym', label: 'Gym' },
];

describe('MultiSelectField', () => {
  it('is a group named by its label with a checkbox per option; submits the checked values in option order', async () => {
    const { user, onSubmit } = renderForm<Values>({
      defaultValues: { amenities: ['gym'] },
      field: (control) => <MultiSelectField control={control} name="amenities" label="Amenities" options={options} hint="All that apply" />,
    });
    const group = screen.getByRole('group', { name: 'Amenities' });
    expect(group).toHaveAccessibleDescription('All that apply');
    expect(screen.getByRole('checkbox', { name: 'Gym' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amenities: ['wifi', 'gym'] }));
  });

  it("shows the schema's message inline and clears it once a choice is made", async () => {
    const { user, onSubmit } = renderForm<Values>({
      defaultValues: { amenities: [] },
      schema: object({ amenities: array(string().required()).min(1, 'Pick at least one amenity') }),
      field: (control) => <MultiSelectField control={control} name="amenities" label="Amenities" options={options} />,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick at least one amenity')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Amenities' })).toHaveAccessibleDescription('Pick at least one amenity');
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    await waitFor(() => expect(screen.queryByText('Pick at least one amenity')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('toggles with the keyboard', async () => {
    const { user, onSubmit } = renderForm<Values>({
      defaultValues: { amenities: [] },
      field: (control) => <MultiSelectField control={control} name="amenities" label="Amenities" options={options} />,
    });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Wi-Fi' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amenities: ['wifi'] }));
  });
});
