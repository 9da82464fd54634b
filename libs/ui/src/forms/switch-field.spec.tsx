import { screen, waitFor } from '@testing-library/react';
import { boolean, object } from 'yup';
import { SwitchField } from './switch-field';
import { renderForm } from '../lib/forms/testing/render-form';

describe('SwitchField', () => {
  it('is a switch named by its label; click and Space toggle the boolean', async () => {
    const { user, onSubmit } = renderForm<{ active: boolean }>({
      defaultValues: { active: false },
      field: (control) => <SwitchField control={control} name="active" label="Active" hint="Inactive rates are not offered" />,
    });
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Inactive rates are not offered');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ active: true }));

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ active: false }));
  });

  it("shows the schema's message inline", async () => {
    const { user, onSubmit } = renderForm<{ terms: boolean }>({
      defaultValues: { terms: false },
      schema: object({ terms: boolean().oneOf([true], 'Please accept the terms') }),
      field: (control) => <SwitchField control={control} name="terms" label="Accept the terms" />,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please accept the terms')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Accept the terms' })).toHaveAccessibleDescription('Please accept the terms');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
