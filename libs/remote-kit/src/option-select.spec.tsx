import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@backoffice/ui';
import { OptionSelect } from './option-select';

const STATUSES = [
  { value: 1, label: 'Open' },
  { value: 2, label: 'Pending' },
  { value: 3, label: 'Close' },
];

describe('OptionSelect', () => {
  it('lists the empty choice, the options and any extra option, and reports a choice', async () => {
    const chosen: string[] = [];
    const onChange = jest.fn((e: { target: { value: string } }) => chosen.push(e.target.value));
    render(
      <UiProvider withToaster={false}>
        <OptionSelect aria-label="Status" options={STATUSES} emptyOption="View All" value="" onChange={onChange}>
          <option value="x">Loading…</option>
        </OptionSelect>
      </UiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'View All'],
      ['1', 'Open'],
      ['2', 'Pending'],
      ['3', 'Close'],
      ['x', 'Loading…'],
    ]);
    await userEvent.setup().selectOptions(select, 'Pending');
    expect(chosen).toEqual(['2']);
  });

  it('has no empty choice unless asked, and can be disabled', () => {
    render(
      <UiProvider withToaster={false}>
        <OptionSelect aria-label="Priority" options={STATUSES} defaultValue="3" disabled />
      </UiProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Priority' });
    expect(within(select).getAllByRole('option')).toHaveLength(3);
    expect(select).toHaveValue('3');
    expect(select).toBeDisabled();
  });
});
