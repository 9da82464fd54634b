import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellContextValue } from '@backoffice/shell-sdk';
import { Button } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConfirmedAction, type ConfirmTexts } from './confirmed-action';
import { ListPage, QueryFilter, actionsColumn, listRows } from './list-page';
import { useListQuery } from './list-query';
import { KitProviders, queryResult } from './testing/kit-providers';

const shell: ShellContextValue = { user: null, token: 't', logout: jest.fn(), notify: jest.fn() } as unknown as ShellContextValue;

function Providers({ children, route = '/' }: { children: ReactNode; route?: string }) {
  return (
    <KitProviders shell={shell} route={route}>
      {children}
    </KitProviders>
  );
}

const query = (q: Partial<UseQueryResult<unknown>>) => queryResult<unknown>(q);

beforeEach(() => localStorage.clear());

describe('listRows and actionsColumn', () => {
  type Coupon = { _id: string; code: string };
  const rows: Coupon[] = [
    { _id: 'c1', code: 'SPRING' },
    { _id: 'c2', code: 'AUTUMN' },
  ];

  it("names the grid after the noun, keys the rows by their _id, and pins the row's buttons at the end", async () => {
    const onDelete = jest.fn();
    const columns = [
      { id: 'code', header: 'Code', cell: (c: Coupon) => c.code },
      actionsColumn<Coupon>((c) => (
        <Button size="xs" onClick={() => onDelete(c._id)} aria-label={`Delete ${c.code}`}>
          Delete
        </Button>
      )),
    ];
    render(
      <Providers>
        <ListPage title="Coupons" listKey="test-coupons" columns={columns} {...listRows(query({}), rows, 'coupons')} />
      </Providers>,
    );
    expect(await screen.findByRole('table', { name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete AUTUMN' }));
    expect(onDelete).toHaveBeenCalledWith('c2');
  });

  it('says what loads and what failed with the noun, and takes a rowKey for rows without an _id', async () => {
    const jobs = [{ name: 'billing' }];
    const keyed = listRows(query({ isPending: true }), jobs, 'scheduled jobs', (j) => j.name);
    expect(keyed.rowKey(jobs[0])).toBe('billing');
    const { rerender } = render(
      <Providers>
        <ListPage title="Scheduled Jobs" listKey="test-jobs" columns={[{ id: 'name', header: 'Name', cell: (j: { name: string }) => j.name }]} {...keyed} rows={undefined} />
      </Providers>,
    );
    expect(await screen.findByText('Loading scheduled jobs…')).toBeInTheDocument();
    rerender(
      <Providers>
        <ListPage title="Scheduled Jobs" listKey="test-jobs" label="Jobs" columns={[{ id: 'name', header: 'Name', cell: (j: { name: string }) => j.name }]} {...keyed} query={query({ isError: true, error: new Error('down') })} rows={undefined} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The scheduled jobs could not be loaded.');
  });
});

describe('QueryFilter', () => {
  function StatusFilter() {
    const list = useListQuery();
    const status = list.params.get('status');
    return (
      <QueryFilter
        label="Status"
        minW="36"
        list={list}
        param="status"
        value={status}
        options={[
          { value: 'sent', label: 'Sent' },
          { value: 'failed', label: 'Failed' },
        ]}
      />
    );
  }

  it('keeps its choice in the URL, back at page 1, and All removes it', async () => {
    render(
      <Providers route="/outbox?page=3&search=invoice">
        <StatusFilter />
      </Providers>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Failed');
    expect(screen.getByTestId('where')).toHaveTextContent('/outbox?search=invoice&status=failed');
    expect(select).toHaveValue('failed');
    await userEvent.selectOptions(select, 'All');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/outbox\?search=invoice$/);
  });
});

describe('useConfirmedAction', () => {
  type Room = { _id: string; name: string };
  const room: Room = { _id: 'r1', name: 'Deluxe' };

  function Rooms({ run, texts, isPending = false }: { run: (id: string) => Promise<string | undefined>; texts: ConfirmTexts<Room>; isPending?: boolean }) {
    const deleting = useConfirmedAction({ run, isPending }, texts, (r: Room) => r._id);
    return (
      <>
        <Button onClick={() => deleting.ask(room)}>Delete {room.name}</Button>
        <output data-testid="asking">{deleting.target?.name ?? 'none'}</output>
        {deleting.dialog}
      </>
    );
  }

  const texts: ConfirmTexts<Room> = { title: 'Delete room', message: (r) => `Please confirm you wish to delete the room ${r.name} ?`, confirmLabel: 'Delete', destructive: true };

  it('runs nothing until confirmed, then runs with the target and closes', async () => {
    const run = jest.fn(async () => 'ok');
    render(
      <Providers>
        <Rooms run={run} texts={texts} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Deluxe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete room' });
    expect(dialog).toHaveTextContent('Please confirm you wish to delete the room Deluxe ?');
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith('r1');
    await waitFor(() => expect(screen.getByTestId('asking')).toHaveTextContent('none'));
  });

  it('Cancel runs nothing; with keepOnFailure a failed run leaves the question open', async () => {
    const run = jest.fn(async (): Promise<string | undefined> => undefined);
    render(
      <Providers>
        <Rooms run={run} texts={{ ...texts, keepOnFailure: true }} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Deluxe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('asking')).toHaveTextContent('none'));
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Deluxe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith('r1');
    expect(screen.getByTestId('asking')).toHaveTextContent('Deluxe');
    expect(screen.getByRole('alertdialog', { name: 'Delete room' })).toBeInTheDocument();
  });

  it('stays open while its action runs: Escape does not close it', async () => {
    render(
      <Providers>
        <Rooms run={jest.fn()} texts={texts} isPending />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Deluxe' }));
    await screen.findByRole('alertdialog', { name: 'Delete room' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('asking')).toHaveTextContent('Deluxe');
  });
});
