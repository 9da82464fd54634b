import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../ui-provider';
import { DataGrid } from './data-grid';
import type { DataGridColumn, DataGridProps } from './data-grid-types';
import { gridStorageKey, useGridPageSize } from '../../storage/grid-storage';

// Column kinds, priorities and what a list remembers (docs/frontend-data.md, "Lists").

interface Booking {
  _id: string;
  guest: string;
  email: string;
  note: string;
  nights: number;
  amount: string;
}

const EMAIL = 'a.very.long.address.for.a.guest@example-hotel-group.com.au';

const bookings = (count: number): Booking[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `b${i + 1}`,
    guest: `Guest ${i + 1}`,
    email: i === 0 ? EMAIL : `g${i + 1}@example.com`,
    note: 'Late check-in',
    nights: i + 1,
    amount: `A$${(i + 1) * 100}.00`,
  }));

const COLUMNS: DataGridColumn<Booking>[] = [
  { id: 'guest', header: 'Guest', kind: 'name', priority: 1, cell: (b) => <a href={`/b/${b._id}`}>{b.guest}</a> },
  { id: 'email', header: 'Email', kind: 'email', cell: (b) => b.email },
  { id: 'note', header: 'Note', priority: 3, cell: (b) => b.note },
  { id: 'nights', header: 'Nights', kind: 'number', priority: 3, cell: (b) => b.nights },
  { id: 'amount', header: 'Amount', kind: 'money', cell: (b) => b.amount },
  { id: 'action', header: 'Action', pin: 'end', width: '6rem', cell: () => <button type="button">View</button> },
];

function grid(props: Partial<DataGridProps<Booking>> = {}) {
  return (
    <UiProvider withToaster={false}>
      <DataGrid label="Bookings" columns={COLUMNS} rows={bookings(3)} rowKey={(b) => b._id} {...props} />
    </UiProvider>
  );
}

const table = () => screen.findByRole('table', { name: 'Bookings' });
const headers = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const firstRowCells = async () => within(within(await table()).getAllByRole('row')[1]).getAllByRole('cell');

beforeEach(() => localStorage.clear());

describe('DataGrid column kinds', () => {
  it('right-aligns a money column, header too, on one line in tabular figures', async () => {
    render(grid());
    const cells = await firstRowCells();
    const amount = getComputedStyle(cells[4]);
    expect(cells[4]).toHaveTextContent('A$100.00');
    expect(amount.textAlign).toBe('end');
    expect(amount.whiteSpace).toBe('nowrap');
    expect(amount.fontVariantNumeric).toBe('tabular-nums');
    const header = within(await table()).getByRole('columnheader', { name: 'Amount' });
    expect(getComputedStyle(header).textAlign).toBe('end');
    // A text column stays left-aligned and wraps.
    expect(getComputedStyle(cells[2]).textAlign).not.toBe('end');
    expect(getComputedStyle(cells[2]).whiteSpace).toBe('normal');
  });

  it('cuts an e-mail on one line with an ellipsis and gives its full text as the title', async () => {
    render(grid());
    const cells = await firstRowCells();
    const inner = cells[1].firstElementChild as HTMLElement;
    expect(inner).toHaveTextContent(EMAIL);
    expect(inner).toHaveAttribute('title', EMAIL);
    const style = getComputedStyle(inner);
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.overflow).toBe('hidden');
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.maxWidth).toBe('18rem');
    expect(getComputedStyle(cells[1]).minWidth).toBe('10rem');
    // A name cell that renders a link gets the link's text as its title.
    expect(cells[0].firstElementChild).toHaveAttribute('title', 'Guest 1');
  });
});

describe('DataGrid persistKey', () => {
  it('keeps the Columns menu choice across an unmount and remount with the same key (a reload)', async () => {
    const user = userEvent.setup();
    const first = render(grid({ columnToggle: true, persistKey: 'bookings' }));
    await table();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));
    expect(await headers()).not.toContain('Email');
    first.unmount();

    render(grid({ columnToggle: true, persistKey: 'bookings', initialHidden: ['note'] }));
    // The stored choice wins over initialHidden.
    expect(await headers()).toEqual(['Guest', 'Note', 'Nights', 'Amount', 'Action']);
    expect(JSON.parse(localStorage.getItem(gridStorageKey('bookings')) ?? '')).toEqual({ v: 1, hidden: ['email'] });
  });

  it('starts from initialHidden when nothing is stored, and another list keeps its own choice', async () => {
    localStorage.setItem(gridStorageKey('other'), JSON.stringify({ v: 1, hidden: ['guest'] }));
    render(grid({ persistKey: 'bookings', initialHidden: ['note'] }));
    expect(await headers()).toEqual(['Guest', 'Email', 'Nights', 'Amount', 'Action']);
  });

  it('ignores bad stored JSON and a record of another version', async () => {
    localStorage.setItem(gridStorageKey('bookings'), '{"v":1,"hidden":[');
    const first = render(grid({ persistKey: 'bookings', initialHidden: ['note'] }));
    expect(await headers()).toEqual(['Guest', 'Email', 'Nights', 'Amount', 'Action']);
    first.unmount();
    localStorage.setItem(gridStorageKey('bookings'), JSON.stringify({ v: 99, hidden: ['guest'], pageSize: 50 }));
    render(grid({ persistKey: 'bookings' }));
    expect(await headers()).toEqual(['Guest', 'Email', 'Note', 'Nights', 'Amount', 'Action']);
  });
});

describe('useGridPageSize', () => {
  function Paged({ persistKey = 'bookings' }: { persistKey?: string }) {
    const [pageSize, setPageSize] = useGridPageSize(persistKey, 10, [10, 25, 50]);
    const [page, setPage] = useState(1);
    return (
      <>
        <output aria-label="Queried size">{pageSize}</output>
        {grid({
          persistKey,
          pagination: {
            page,
            pageSize,
            total: 120,
            onPageChange: setPage,
            pageSizeOptions: [10, 25, 50],
            onPageSizeChange: setPageSize,
          },
        })}
      </>
    );
  }

  it('offers back the stored page size before the first query', async () => {
    localStorage.setItem(gridStorageKey('bookings'), JSON.stringify({ v: 1, pageSize: 25 }));
    render(<Paged />);
    expect(screen.getByRole('status', { name: 'Queried size' })).toHaveTextContent('25');
    expect(await screen.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  });

  it('stores the size picked in the pager and reads it back after a remount', async () => {
    const user = userEvent.setup();
    const first = render(<Paged />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rows per page' }), '50');
    expect(screen.getByRole('status', { name: 'Queried size' })).toHaveTextContent('50');
    expect(screen.getByText('Showing 1 to 50 of 120 entries')).toBeInTheDocument();
    first.unmount();
    render(<Paged />);
    expect(screen.getByRole('status', { name: 'Queried size' })).toHaveTextContent('50');
  });

  it('falls back to the default on bad JSON or a size outside the options', () => {
    localStorage.setItem(gridStorageKey('bookings'), 'not json');
    const first = render(<Paged />);
    expect(screen.getByRole('status', { name: 'Queried size' })).toHaveTextContent('10');
    first.unmount();
    localStorage.setItem(gridStorageKey('bookings'), JSON.stringify({ v: 1, pageSize: 7 }));
    render(<Paged />);
    expect(screen.getByRole('status', { name: 'Queried size' })).toHaveTextContent('10');
  });
});

describe('DataGrid priority', () => {
  const original = globalThis.ResizeObserver;
  let width = 1200;
  const live = new Set<() => void>();

  class MeasuringObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    private report = () =>
      this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
    observe() {
      live.add(this.report);
      this.report();
    }
    unobserve() {
      live.delete(this.report);
    }
    disconnect() {
      live.delete(this.report);
    }
  }

  const resizeTo = (px: number) =>
    act(() => {
      width = px;
      live.forEach((report) => report());
    });

  beforeEach(() => {
    width = 1200;
    globalThis.ResizeObserver = MeasuringObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    live.clear();
  });

  it('drops priority-3 columns below 900px and priority-2 below 600px; priority 1, money and pinned stay', async () => {
    render(grid({ persistKey: 'bookings' }));
    expect(await headers()).toEqual(['Guest', 'Email', 'Note', 'Nights', 'Amount', 'Action']);
    resizeTo(800);
    expect(await headers()).toEqual(['Guest', 'Email', 'Amount', 'Action']);
    resizeTo(500);
    expect(await headers()).toEqual(['Guest', 'Amount', 'Action']);
    resizeTo(1366);
    expect(await headers()).toEqual(['Guest', 'Email', 'Note', 'Nights', 'Amount', 'Action']);
    // Hidden for width is not the user's choice: nothing was stored.
    expect(localStorage.getItem(gridStorageKey('bookings'))).toBeNull();
  });

  it('lists a column hidden for width as disabled in the Columns menu', async () => {
    width = 700;
    const user = userEvent.setup();
    render(grid({ columnToggle: true }));
    await table();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const note = await screen.findByRole('menuitemcheckbox', { name: /^Note/ });
    expect(note).toHaveAttribute('aria-disabled', 'true');
    expect(note).toHaveTextContent('(needs a wider window)');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Email' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows every column where there is no ResizeObserver', async () => {
    // @ts-expect-error -- an environment without ResizeObserver
    delete globalThis.ResizeObserver;
    render(grid());
    expect(await headers()).toEqual(['Guest', 'Email', 'Note', 'Nights', 'Amount', 'Action']);
  });
});
