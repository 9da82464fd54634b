import { act, screen, waitFor } from '@testing-library/react';
import { object, string } from 'yup';
import { renderForm } from './testing/render-form';
import { TextField } from './text-field';

type Values = { title: string };
const schema = object({ title: string().trim().required('Please enter a title').max(5, 'At most 5 characters') });

describe('TextField', () => {
  it('is an input named by its label, with its hint, and submits what was typed', async () => {
    const { user, onSubmit } = renderForm<Values>({
      defaultValues: { title: '' },
      schema,
      field: (control) => <TextField control={control} name="title" label="Title" hint="Shown on the list" autoComplete="off" />,
    });
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAccessibleDescription('Shown on the list');
    await user.type(input, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Hello' }));
  });

  it("shows the schema's message inline, marks the input invalid, focuses it and clears the error when fixed", async () => {
    const { user, onSubmit } = renderForm<Values>({
      defaultValues: { title: '' },
      schema,
      field: (control) => <TextField control={control} name="title" label="Title" />,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a title');
    // Chakra's Field links aria-errormessage once its error text has mounted (an effect, one render later).
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('Please enter a title'));
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, 'Too long');
    expect(await screen.findByText('At most 5 characters')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Ok');
    await waitFor(() => expect(screen.queryByText('At most 5 characters')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a value set from outside (a reset)', async () => {
    const { reset } = renderForm<Values>({
      defaultValues: { title: 'First' },
      field: (control) => <TextField control={control} name="title" label="Title" />,
    });
    expect(screen.getByLabelText('Title')).toHaveValue('First');
    act(() => reset({ title: 'Loaded' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Loaded');
  });

  it('can be disabled and given an id', () => {
    renderForm<Values>({
      defaultValues: { title: '' },
      field: (control) => <TextField control={control} name="title" label="Title" id="the-title" disabled />,
    });
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Title')).toHaveAttribute('id', 'the-title');
  });
});
