import { CommonMessages } from '@backoffice/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../ui-provider';
import { DATA_GRID_EMPTY_TEXT, DataGrid } from './data-grid';
import type { DataGridColumn, DataGridProps, DataGridSort } from './data-grid-types';

interface Person {
  _id: string;
  name: string;
  note: string;
}

const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ _id: `p${from + i}`, name: `Person ${from + i}`, note: 'x' }));

const COLUMNS: DataGridColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { id: 'note', header: 'Note', cell: (p) => p.note },
  {
    id: 'action',
    header: 'Action',
    cell: (p) => <button type="button">View {p.name}</button>,
    pin: 'end',
    width: '6rem',
  },
];

function renderGrid(props: Partial<DataGridProps<Person>> = {}) {
  const user = userEvent.setup();
  const result = render(
    <UiProvider withToaster={false}>
      <DataGrid label="People" columns={COLUMNS} rows={people(1, 3)} rowKey={(p) => p._id} {...props} />
    </UiProvider>,
  );
  return { user, ...result };
}

const table = () => screen.findByRole('table', { name: 'People' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
/** The texts of the grid's column headers, in order. */
const headerTexts = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('DataGrid', () => {
  it('renders a named table with the column headers and one row per record', async () => {
    renderGrid();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name↕', 'Note', 'Action']);
    const rows = await bodyRows();
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Person 1', 'x', 'View Person 1']);
  });

  it('shows the spinner with its label before the first rows', async () => {
    renderGrid({ rows: undefined, loading: true, loadingLabel: 'Loading people…' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading people…'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the first rows once they arrive, in place of the spinner', async () => {
    const { rerender } = renderGrid({ rows: undefined, loading: true, loadingLabel: 'Loading people…' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading people…'));
    rerender(
      <UiProvider withToaster={false}>
        <DataGrid label="People" columns={COLUMNS} rows={people(1, 2)} rowKey={(p) => p._id} loading={false} />
      </UiProvider>,
    );
    expect(await bodyRows()).toHaveLength(2);
    expect(screen.queryByText('Loading people…')).not.toBeInTheDocument();
  });

  it("shows 'Sorry, no records found.' in a full-width row for an empty page", async () => {
    expect(DATA_GRID_EMPTY_TEXT).toBe(CommonMessages.lists.empty);
    renderGrid({ rows: [] });
    const cell = within(await table()).getByRole('cell', { name: 'Sorry, no records found.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('shows a load error with its title, the message and Retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderGrid({
      error: 'Server down',
      errorTitle: 'The people could not be loaded.',
      onRetry,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The people could not be loaded.');
    expect(alert).toHaveTextContent('Server down');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the shown rows, dimmed and aria-busy, while the next page loads', async () => {
    renderGrid({ fetching: true });
    expect((await table()).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it("shows 'Showing X to Y of Z entries' and the pager, and reports the picked page", async () => {
    const onPageChange = jest.fn();
    const { user } = renderGrid({ pagination: { page: 2, pageSize: 3, total: 20, onPageChange } });
    await table();
    expect(screen.getByText('Showing 4 to 6 of 20 entries')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('reports the sort wish of a sortable header and marks the sorted column', async () => {
    const onSortChange = jest.fn();
    const { user, rerender } = renderGrid({ onSortChange });
    await user.click(within(await table()).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false } satisfies DataGridSort);
    rerender(
      <UiProvider withToaster={false}>
        <DataGrid
          label="People"
          columns={COLUMNS}
          rows={people(1, 3)}
          rowKey={(p) => p._id}
          sort={{ id: 'name', desc: false }}
          onSortChange={onSortChange}
        />
      </UiProvider>,
    );
    const header = within(await table()).getAllByRole('columnheader')[0];
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
  });

  it('keeps the row selection across pages', async () => {
    function Paged() {
      const [page, setPage] = useState(1);
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <UiProvider withToaster={false}>
          <DataGrid
            label="People"
            columns={COLUMNS}
            rows={people((page - 1) * 3 + 1, 3)}
            rowKey={(p) => p._id}
            selection={{ selected, onChange: setSelected, rowLabel: (p) => `Select ${p.name}` }}
            pagination={{ page, pageSize: 3, total: 9, onPageChange: setPage }}
          />
        </UiProvider>
      );
    }
    const user = userEvent.setup();
    render(<Paged />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 1' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Person 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Person 2' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('hides and shows columns from the Columns menu; pinned columns stay', async () => {
    const { user } = renderGrid({ columnToggle: true });
    await table();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((i) => i.textContent)).toEqual(['Name', 'Note']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Note' }));
    expect(await headerTexts()).toEqual(['Name↕', 'Action']);
  });

  it('starts with the initially hidden columns hidden', async () => {
    renderGrid({ initialHidden: ['note'] });
    expect(await headerTexts()).toEqual(['Name↕', 'Action']);
  });

  it('pins the actions column to the right edge and wraps text at word boundaries only', async () => {
    renderGrid({ rows: [{ _id: 'a', name: 'A'.repeat(200), note: 'n' }] });
    const t = await table();
    const cells = within(within(t).getAllByRole('row')[1]).getAllByRole('cell');
    expect(getComputedStyle(cells[2]).position).toBe('sticky');
    // 'anywhere' let a narrow column break an e-mail into one letter a line; 'break-word' keeps words whole
    // (a word longer than the cell's 30rem cap breaks there), and the column is at least 8rem wide.
    const style = getComputedStyle(cells[0]);
    expect(style.overflowWrap).toBe('break-word');
    expect(style.wordBreak).toBe('normal');
    expect(style.minWidth).toBe('8rem');
    expect(getComputedStyle(cells[0].firstElementChild as HTMLElement).maxWidth).toBe('30rem');
  });

  it('shows the toolbar above the table in every state', () => {
    renderGrid({
      rows: undefined,
      loading: true,
      toolbar: (
        <label>
          Filter
          <input />
        </label>
      ),
    });
    expect(screen.getByRole('textbox', { name: 'Filter' })).toBeInTheDocument();
  });
});
