import '@testing-library/jest-dom';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@backoffice/api-client';
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { TextField, UiProvider } from '@backoffice/ui';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FormPage } from './form-page';
import { ListPage } from './list-page';
import { LinkedText, RecordLink, RecordPage } from './page-frame';
import { UNSAVED_CHANGES_TEXT } from './unsaved-changes';
import { useAction } from './use-action';
import { KitProviders, queryResult } from './testing/kit-providers';

const notify = jest.fn();
const shell: ShellContextValue = { user: null, token: 't', logout: jest.fn(), notify } as unknown as ShellContextValue;

function Providers({ children, route = '/' }: { children: ReactNode; route?: string }) {
  return (
    <KitProviders shell={shell} route={route} client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {children}
    </KitProviders>
  );
}

const query = queryResult;

beforeEach(() => {
  notify.mockReset();
  localStorage.clear();
});

describe('ListPage', () => {
  type Row = { id: string; name: string };
  const columns = [{ id: 'name', header: 'Name', kind: 'name' as const, cell: (r: Row) => r.name }];

  it('names the tab, shows the rows, and the bulk bar only while rows are selected', async () => {
    const rows = [{ id: '1', name: 'Harbour View' }];
    const { rerender } = render(
      <Providers>
        <ListPage<Row> title="Hotels" listKey="test-hotels" label="Hotels" query={query({})} rows={rows} rowKey={(r) => r.id} columns={columns} selection={{ selected: [], onChange: jest.fn() }} bulkActions={(ids) => <button>Deactivate {ids.length}</button>} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels' })).toBeInTheDocument();
    expect(document.title).toBe('Hotels · Back Office');
    expect(await screen.findByRole('cell', { name: 'Harbour View' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    rerender(
      <Providers>
        <ListPage<Row> title="Hotels" listKey="test-hotels" label="Hotels" query={query({})} rows={rows} rowKey={(r) => r.id} columns={columns} selection={{ selected: ['1'], onChange: jest.fn() }} bulkActions={(ids) => <button>Deactivate {ids.length}</button>} />
      </Providers>,
    );
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    expect(screen.getByRole('button', { name: 'Deactivate 1' })).toBeInTheDocument();
  });

  it('offers every record matching the filter once the whole page is selected, and hands the bulk actions that selection', async () => {
    const rows = [
      { id: '1', name: 'Harbour View' },
      { id: '2', name: 'Bay Lodge' },
    ];
    const seen = jest.fn();
    function Page() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <ListPage<Row>
          title="Hotels"
          listKey="test-hotels-all"
          label="Hotels"
          query={query({})}
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns}
          selection={{ selected, onChange: setSelected }}
          selectAllMatching={{ total: 59, scope: { status: 'Pending' } }}
          bulkActions={(ids, selection) => {
            seen(ids, selection);
            return <button>Run on {selection.kind === 'all' ? selection.count : ids.length}</button>;
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 selected');
    // Not the whole page yet: nothing more to offer.
    expect(screen.queryByRole('button', { name: /Select all 59/ })).not.toBeInTheDocument();
    expect(seen).toHaveBeenLastCalledWith(['1'], { kind: 'ids', ids: ['1'] });

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(bar).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Select all 59 matching this filter' }));
    expect(bar).toHaveTextContent('All 59 matching this filter selected');
    expect(screen.getByRole('button', { name: 'Run on 59' })).toBeInTheDocument();
    expect(seen).toHaveBeenLastCalledWith(['1', '2'], { kind: 'all', scope: { status: 'Pending' }, count: 59 });

    // Unselecting a row of the page goes back to the ids.
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(bar).toHaveTextContent('1 selected');
    expect(screen.getByRole('button', { name: 'Run on 1' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(within(bar).getByRole('button', { name: 'Select all 59 matching this filter' }));
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it("shows the query's failure with Retry, which asks again", async () => {
    const failed = query<Row[]>({ isError: true, error: new ApiError(500, 'Server down') });
    render(
      <Providers>
        <ListPage<Row> title="Hotels" listKey="test-hotels" noun="hotels" label="Hotels" query={failed} rows={undefined} rowKey={(r) => r.id} columns={columns} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The hotels could not be loaded.Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalled();
  });
});

describe('RecordPage and RecordLink', () => {
  const frame = { title: 'Reservation', back: { to: '/reservations', label: 'Back to reservations' } };

  it("leads back to the exact list the user came from, filters and page kept", async () => {
    render(
      <Providers route="/reservations?status=BOOKED&page=3">
        <Routes>
          <Route path="/reservations" element={<RecordLink to="/reservations/42">BK-42</RecordLink>} />
          <Route
            path="/reservations/:id"
            element={
              <RecordPage query={query({ data: { ref: 'BK-42', status: 'BOOKED' } })} noun="reservation" missing="No such reservation." frame={frame} title={(r) => `Reservation ${r.ref}`} subtitle={(r) => r.status} actions={() => <button>Refund</button>}>
                {(r) => <p>Details of {r.ref}</p>}
              </RecordPage>
            }
          />
        </Routes>
      </Providers>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'BK-42' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reservation BK-42' })).toBeInTheDocument();
    expect(screen.getByText('BOOKED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reservations' })).toHaveAttribute('href', '/reservations?status=BOOKED&page=3');
  });

  it('shows a 404 with the way back, not Retry alone', () => {
    render(
      <Providers route="/reservations/9">
        <RecordPage query={query({ isError: true, error: new ApiError(404, 'Not found') })} noun="reservation" missing="No such reservation." frame={frame}>
          {() => null}
        </RecordPage>
      </Providers>,
    );
    expect(screen.getByText('No such reservation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reservations' })).toHaveAttribute('href', '/reservations');
  });
});

describe('links between records', () => {
  const as = (role: 'SuperAdmin' | 'Employee', ui: ReactNode) =>
    render(
      <UiProvider withToaster={false}>
        <ShellProvider value={{ ...shell, user: { id: 'u1', role, firstName: 'A', displayName: 'A' } }}>
          <MemoryRouter initialEntries={['/view-ticket?ticketId=t1']}>{ui}</MemoryRouter>
        </ShellProvider>
      </UiProvider>,
    );

  it("links a record to its page for a role that may open it, and shows plain text to one that may not", () => {
    const invoice = { type: 'invoice', id: 'i9', parentId: 'h1', name: 'INV-000012' } as const;
    const { unmount } = as('SuperAdmin', <RecordLink record={invoice} />);
    expect(screen.getByRole('link', { name: 'INV-000012' })).toHaveAttribute('href', '/billingDetails/h1/i9');
    unmount();
    as('Employee', <RecordLink record={invoice} />);
    expect(screen.getByText('INV-000012')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('turns the booking, invoice and ticket numbers and e-mails a text names into links, keeping the rest', () => {
    const { container } = as('SuperAdmin', <LinkedText text="Guest of TF100707 (INV-000012) wrote to ops@example.com about TK-000031." />);
    expect(container.textContent).toBe('Guest of TF100707 (INV-000012) wrote to ops@example.com about TK-000031.');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/open/reservation/TF100707', '/open/invoice/INV-000012', '/open/user/ops%40example.com', '/open/ticket/TK-000031']);
  });
});

describe('useAction', () => {
  function renderAction(fn: (n: number) => Promise<string>, onError?: (e: unknown, m: string) => boolean) {
    return renderHook(() => useAction(useMutation({ mutationFn: fn }), { success: (r: string) => `Saved ${r}`, failure: 'The coupon could not be saved.', onError }), {
      wrapper: ({ children }) => <Providers>{children}</Providers>,
    });
  }

  it('toasts the success once and resolves to the answer', async () => {
    const { result } = renderAction(async (n) => `#${n}`);
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.run(7);
    });
    expect(answer).toBe('#7');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Saved #7' });
  });

  it("toasts the API's 4xx message, a 5xx as the page's own failure text, and never rejects", async () => {
    const { result } = renderAction(async () => {
      throw new ApiError(409, 'This code is taken');
    });
    await act(async () => {
      expect(await result.current.run(1)).toBeUndefined();
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', title: 'This code is taken', description: 'The coupon could not be saved.' });
    const failing = renderAction(async () => {
      throw new ApiError(500, 'relation "coupons" does not exist');
    });
    await act(async () => {
      await failing.result.current.run(1);
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', title: 'The coupon could not be saved.' });
  });

  it('lets a form show a field error instead of a toast', async () => {
    const onError = jest.fn(() => true);
    const { result } = renderAction(async () => {
      throw new ApiError(400, 'Coupon code is required');
    }, onError);
    await act(async () => {
      await result.current.run(1);
    });
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 'Coupon code is required');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('FormPage', () => {
  function CouponForm({ onSubmit }: { onSubmit: (v: { code: string }) => Promise<unknown> }) {
    const form = useForm({ defaultValues: { code: '' } });
    return (
      <FormPage title="Edit Coupon" back={{ to: '/coupons', label: 'Back to coupons' }} form={form} onSubmit={onSubmit}>
        <TextField control={form.control} name="code" label="Code" required />
      </FormPage>
    );
  }

  it('asks before a link leaves unsaved changes, and stays when the user says no', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(
      <Providers route="/coupons/1">
        <Routes>
          <Route path="/coupons/1" element={<CouponForm onSubmit={async () => 'ok'} />} />
          <Route path="/coupons" element={<p>The list</p>} />
        </Routes>
      </Providers>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('The list')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('warns once the form is dirty, and not after a successful save', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const onSubmit = jest.fn(async () => 'saved');
    render(
      <Providers route="/coupons/1">
        <Routes>
          <Route path="/coupons/1" element={<CouponForm onSubmit={onSubmit} />} />
          <Route path="/coupons" element={<p>The list</p>} />
        </Routes>
      </Providers>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'SPRING{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ code: 'SPRING' });
    // A later edit is unsaved again.
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), '26');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    await userEvent.clear(screen.getByRole('textbox', { name: /Code/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'SPRING');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The list')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('keeps the user on the page when they decline to lose their changes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(
      <Providers route="/coupons/1">
        <Routes>
          <Route path="/coupons/1" element={<CouponForm onSubmit={async () => undefined} />} />
          <Route path="/coupons" element={<p>The list</p>} />
        </Routes>
      </Providers>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), 'X');
    // The page tells the shell (which asks before a new locale redraws every page).
    expect(document.documentElement.dataset['unsavedForms']).toBe('1');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_TEXT);
    expect(screen.getByTestId('where')).toHaveTextContent('/coupons/1');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(document.documentElement.dataset['unsavedForms']).toBeUndefined();
    confirm.mockRestore();
  });
});
