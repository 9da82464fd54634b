import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { Table, UiProvider } from '@backoffice/ui';
import { RecordTable, type RecordTableProps } from './record-table';

interface Item {
  _id: string;
  name: string;
}

function renderTable(props: Partial<RecordTableProps<Item>> & { rows: Item[] }) {
  render(
    <UiProvider withToaster={false}>
      <RecordTable<Item>
        label="Departments"
        headers={['#', 'Name']}
        rowKey={(d) => d._id}
        renderRow={(d, i) => (
          <Table.Row>
            <Table.Cell>{i + 1}</Table.Cell>
            <Table.Cell>{d.name}</Table.Cell>
          </Table.Row>
        )}
        {...props}
      />
    </UiProvider>,
  );
  return screen.getByRole('table', { name: 'Departments' });
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('RecordTable', () => {
  it('is a named table with the headers and one row per record', () => {
    const table = renderTable({
      rows: [
        { _id: 'a', name: 'Billing' },
        { _id: 'b', name: 'Rooms' },
      ],
    });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Name']);
    expect(cellsOf(table)).toEqual([
      ['1', 'Billing'],
      ['2', 'Rooms'],
    ]);
  });

  it("says 'Sorry, no records found.' in one full-width row when there is no record", () => {
    const table = renderTable({ rows: [] });
    const cell = within(table).getByRole('cell', { name: 'Sorry, no records found.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('takes another empty text', () => {
    const table = renderTable({ rows: [], emptyText: 'Nothing here.' });
    expect(within(table).getByRole('cell', { name: 'Nothing here.' })).toBeInTheDocument();
  });

  it('is busy while reloading, with the footer inside the busy area', () => {
    const table = renderTable({ rows: [], busy: true, footer: <p>Showing 0 to 0 of 0 entries</p> });
    const area = table.closest('[aria-busy]');
    expect(area).toHaveAttribute('aria-busy', 'true');
    expect(area).toContainElement(screen.getByText('Showing 0 to 0 of 0 entries'));
  });

  it('is not busy by default', () => {
    const table = renderTable({ rows: [] });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });
});
