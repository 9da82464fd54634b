import type { RecordChange } from '@backoffice/contracts';
import { ShellProvider, publishRecordChange, resetRecordChanges, type ShellContextValue } from '@backoffice/shell-sdk';
import { TextField, UiProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { FormPage } from './form-page';
import { RecordPage } from './page-frame';
import { updatedByText } from './record-page-live';
import { useUnsavedChangesWarning } from './unsaved-changes';

const shell: ShellContextValue = {
  user: { id: 'u1', role: 'Employee', firstName: 'Asha', displayName: 'Asha' },
  token: 't',
  logout: jest.fn(),
  notify: jest.fn(),
};

/** The page inside the console's providers, the signed-in user 'u1'. */
function renderWithProviders(ui: ReactElement, { queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) } = {}) {
  render(
    <UiProvider withToaster={false}>
      <QueryClientProvider client={queryClient}>
        <ShellProvider value={shell}>
          <MemoryRouter>{ui}</MemoryRouter>
        </ShellProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const byOther = { id: 'u2', name: 'Ravi Kumar' };
const change = (over: Partial<RecordChange> = {}): RecordChange => ({
  type: 'hotel',
  id: 'h1',
  action: 'hotel.update',
  by: byOther,
  at: new Date().toISOString(),
  ...over,
});

interface Hotel {
  name: string;
  updatedAt: string;
}
let stored: Hotel;
const getHotel = jest.fn(async () => ({ ...stored }));

/** What the shell does with a socket change: publish it, invalidate the record's families. */
function arrives(queryClient: QueryClient, c: RecordChange) {
  act(() => {
    publishRecordChange(c);
    void queryClient.invalidateQueries({ queryKey: ['hotels'] });
  });
}

/** A record page whose form is its own (the hotel page's shape): keyed by updatedAt, warning while dirty. */
function HotelPage({ onSave }: { onSave: (name: string) => Promise<void> }) {
  const hotel = useQuery({ queryKey: ['hotels', 'detail', 'h1'], queryFn: getHotel });
  return (
    <RecordPage query={hotel} noun="hotel" missing="No such hotel." frame={{ title: 'Hotel' }} title={(h) => h.name} keyOf={(h) => h.updatedAt} record={{ type: 'hotel', id: 'h1' }}>
      {(h) => <HotelForm hotel={h} onSave={onSave} />}
    </RecordPage>
  );
}

function HotelForm({ hotel, onSave }: { hotel: Hotel; onSave: (name: string) => Promise<void> }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { name: hotel.name } });
  const [saved, setSaved] = useState(false);
  useUnsavedChangesWarning(formState.isDirty && !saved);
  const submit = handleSubmit(async ({ name }) => {
    await onSave(name);
    setSaved(true);
  });
  return (
    <form aria-label="Edit hotel" onSubmit={(e) => void submit(e)}>
      <label>
        Name <input {...register('name')} />
      </label>
      <button type="submit">Submit</button>
    </form>
  );
}

async function openHotelPage(onSave = jest.fn(async () => undefined)) {
  const view = renderWithProviders(<HotelPage onSave={onSave} />);
  await screen.findByRole('heading', { level: 1, name: 'Harbour View' });
  return { ...view, onSave };
}

beforeEach(() => {
  resetRecordChanges();
  stored = { name: 'Harbour View', updatedAt: 'v1' };
  getHotel.mockClear();
});

afterEach(() => {
  delete document.documentElement.dataset.unsavedForms;
});

describe('RecordPage with live changes', () => {
  it("reloads when someone else changes the record and says who did", async () => {
    const { queryClient } = await openHotelPage();
    stored = { name: 'Harbour View Resort', updatedAt: 'v2' };
    arrives(queryClient, change());
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View Resort' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Updated by Ravi Kumar just now');
    expect(screen.getByLabelText('Name')).toHaveValue('Harbour View Resort');
  });

  it("reloads without a word for the user's own change, another record's or one made before the page opened", async () => {
    publishRecordChange(change({ at: '2026-01-01T00:00:00.000Z' }));
    const { queryClient } = await openHotelPage();
    expect(screen.queryByText(/Updated by/)).not.toBeInTheDocument();
    stored = { name: 'Harbour View Suites', updatedAt: 'v2' };
    arrives(queryClient, change({ by: { id: 'u1', name: 'Asha' } }));
    arrives(queryClient, change({ id: 'h2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View Suites' })).toBeInTheDocument();
    expect(screen.queryByText(/Updated by/)).not.toBeInTheDocument();
  });

  it('keeps the edits while the user types, warns, and asks before saving over the change', async () => {
    const { user, queryClient, onSave } = await openHotelPage();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Harbour View Inn');
    await waitFor(() => expect(document.documentElement.dataset.unsavedForms).toBe('1'));

    stored = { name: 'Harbour View Resort', updatedAt: 'v2' };
    arrives(queryClient, change());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ravi Kumar changed this record while you were editing. Saving will overwrite their changes.',
    );
    await waitFor(() => expect(getHotel).toHaveBeenCalledTimes(2));
    // The page still shows what the user is editing: not drawn again with the other user's data.
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour View' })).toBeInTheDocument();
    expect(name).toHaveValue('Harbour View Inn');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ravi Kumar changed this record while you were editing.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(name).toHaveValue('Harbour View Inn');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Harbour View Inn'));
    // Saved: no form holds changes any more, the page shows the record as it is now.
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour View Resort' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits at once while editing when nobody else changed the record', async () => {
    const { user, onSave } = await openHotelPage();
    await user.type(screen.getByLabelText('Name'), ' Inn');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Harbour View Inn'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('updatedByText', () => {
  it('says "just now" for a minute, then the format module\'s relative time; the system by name', () => {
    const at = '2026-12-06T10:00:00.000Z';
    const now = Date.parse(at);
    expect(updatedByText(change({ at }), now + 59_000)).toBe('Updated by Ravi Kumar just now');
    expect(updatedByText(change({ at }), now + 5 * 60_000)).toBe('Updated by Ravi Kumar 5 minutes ago');
    expect(updatedByText(change({ at, by: null }), now + 2 * 3_600_000)).toBe('Updated by the system 2 hours ago');
  });
});

describe('FormPage with live changes', () => {
  function EditHotelForm({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<unknown> }) {
    const form = useForm({ defaultValues: { name: 'Harbour View' } });
    return (
      <FormPage title="Edit Hotel" form={form} onSubmit={onSubmit} record={{ type: 'hotel', id: 'h1' }}>
        <TextField control={form.control} name="name" label="Name" />
      </FormPage>
    );
  }

  it("warns when someone else changed the record and saves only once the user confirms", async () => {
    const onSubmit = jest.fn(async () => ({ ok: true }));
    const { user } = renderWithProviders(<EditHotelForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), ' Inn');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => publishRecordChange(change({ by: { id: 'u3', name: 'Mei Tan' } })));
    expect(screen.getByRole('alert')).toHaveTextContent('Mei Tan changed this record while you were editing. Saving will overwrite their changes.');
    expect(screen.getByLabelText('Name')).toHaveValue('Harbour View Inn');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Harbour View Inn' }));
    // Saved over it: the warning goes until the next change by someone else.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("neither warns nor asks for the user's own change", async () => {
    const onSubmit = jest.fn(async () => ({ ok: true }));
    const { user } = renderWithProviders(<EditHotelForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), ' Inn');
    act(() => publishRecordChange(change({ by: { id: 'u1', name: 'Asha' } })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Harbour View Inn' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
