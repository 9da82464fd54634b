import { screen, waitFor } from '@testing-library/react';
import { mixed, number, object, string } from 'yup';
import { SelectField } from './select-field';
import { renderForm } from '../lib/forms/testing/render-form';

describe('SelectField', () => {
  it('is a select named by its label; the placeholder is empty; the schema message shows inline', async () => {
    const { user, onSubmit } = renderForm<{ departmentId: string }>({
      defaultValues: { departmentId: '' },
      schema: object({ departmentId: string().required('Please select a department') }),
      field: (control) => (
        <SelectField
          control={control}
          name="departmentId"
          label="Department"
          placeholder="Select a department"
          options={[
            { value: 'd1', label: 'IT' },
            { value: 'd2', label: 'Sales' },
          ]}
        />
      ),
    });
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a department')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a department');

    await user.selectOptions(select, 'Sales');
    await waitFor(() => expect(screen.queryByText('Please select a department')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ departmentId: 'd2' }));
  });

  it("keeps a number option's type", async () => {
    const { user, onSubmit } = renderForm<{ priority: number }>({
      defaultValues: { priority: 1 },
      schema: object({ priority: mixed<number>().test('n', 'not a number', (v) => typeof v === 'number') }),
      field: (control) => (
        <SelectField
          control={control}
          name="priority"
          label="Priority"
          options={[
            { value: 1, label: 'Low' },
            { value: 2, label: 'Medium' },
          ]}
        />
      ),
    });
    expect(screen.getByLabelText('Priority')).toHaveValue('1');
    await user.selectOptions(screen.getByLabelText('Priority'), 'Medium');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ priority: 2 }));
    expect(number().isType(onSubmit.mock.calls[0][0].priority)).toBe(true);
  });
});
