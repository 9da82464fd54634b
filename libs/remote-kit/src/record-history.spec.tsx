import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getAuditHistoryPage } from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, type AuditEvent } from '@backoffice/contracts';
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { RecordHistory, useRecordHistory } from './record-history';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn() }));
const pageMock = getAuditHistoryPage as jest.MockedFunction<typeof getAuditHistoryPage>;

/** Event `n` of a hotel's history: 'Status: Pending → changed to Live <n>'. */
const event = (n: number): AuditEvent => ({
  _id: `e${n}`,
  at: new Date(Date.UTC(2026, 2, 1) + n * 60_000).toISOString(),
  actorId: 'u1',
  actorRole: 'SuperAdmin',
  actorName: 'Asha Rao',
  action: 'hotel.update',
  entityType: 'hotel',
  entityId: 'h1',
  before: { status: 'Pending' },
  after: { status: `Live ${n}` },
  requestId: null,
  ip: null,
});
/** Events `from` down to `to`, newest first. */
const events = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => event(from - i));

function Paged() {
  return <RecordHistory query={useRecordHistory({ entityType: 'hotel', entityId: 'h1' })} />;
}

function Plain({ list }: { list: () => Promise<AuditEvent[]> }) {
  return <RecordHistory query={useQuery({ queryKey: ['plain-history'], queryFn: list })} />;
}

function renderIt(ui: React.ReactNode) {
  const shell = {
    user: { id: 'u1', role: 'SuperAdmin', firstName: 'A', displayName: 'A' },
    token: 't',
    logout: jest.fn(),
    notify: jest.fn(),
  } as unknown as ShellContextValue;
  return render(
    <UiProvider withToaster={false}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ShellProvider value={shell}>
          <MemoryRouter>{ui}</MemoryRouter>
        </ShellProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
}

/** The events the panel shows, by their new status ('Live 12', …), newest first. */
const shown = () =>
  within(screen.getByRole('region', { name: 'History' }))
    .getAllByRole('list', { name: 'Changed fields' })
    .map((changes) => /Live \d+/.exec(changes.textContent ?? '')?.[0]);

beforeEach(() => pageMock.mockReset());

describe('RecordHistory, a page at a time (useRecordHistory)', () => {
  it('shows the newest page, then appends each older page on "Show older" until the oldest event', async () => {
    // Pages of 5 here (the API answers up to `limit`; the panel follows `next`, not the count).
    pageMock
      .mockResolvedValueOnce({ data: events(12, 8), next: 'c1' })
      .mockResolvedValueOnce({ data: events(7, 3), next: 'c2' })
      .mockResolvedValueOnce({ data: events(2, 1), next: null });
    renderIt(<Paged />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading history…');
    const button = await screen.findByRole('button', { name: 'Show older' });
    expect(pageMock).toHaveBeenLastCalledWith({ entityType: 'hotel', entityId: 'h1', limit: AUDIT_HISTORY_PAGE });
    expect(shown()).toEqual(['Live 12', 'Live 11', 'Live 10', 'Live 9', 'Live 8']);

    const user = userEvent.setup();
    await user.click(button);
    expect(await screen.findByText(/Live 3$/)).toBeInTheDocument();
    expect(pageMock).toHaveBeenLastCalledWith({ entityType: 'hotel', entityId: 'h1', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
    expect(shown()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText(/Live 1$/)).toBeInTheDocument();
    expect(pageMock).toHaveBeenLastCalledWith({ entityType: 'hotel', entityId: 'h1', limit: AUDIT_HISTORY_PAGE, before: 'c2' });
    expect(shown()).toEqual(events(12, 1).map((e) => e.after?.status));
    // The oldest event is shown: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(pageMock).toHaveBeenCalledTimes(3);
  });

  it('shows no button for a history of one page, and "No history yet" for none', async () => {
    pageMock.mockResolvedValueOnce({ data: events(3, 1), next: null });
    const { unmount } = renderIt(<Paged />);
    expect(await screen.findByText(/Live 3$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    unmount();

    pageMock.mockResolvedValueOnce({ data: [], next: null });
    renderIt(<Paged />);
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });

  it('keeps the events shown when an older page fails, with its message, and "Show older" asks again', async () => {
    pageMock
      .mockResolvedValueOnce({ data: events(6, 4), next: 'c1' })
      .mockRejectedValueOnce(new ApiError(500, 'Server down'))
      .mockResolvedValueOnce({ data: events(3, 1), next: null });
    renderIt(<Paged />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Older events could not be loaded.');
    expect(alert).toHaveTextContent('Server down');
    expect(shown()).toEqual(['Live 6', 'Live 5', 'Live 4']);

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText(/Live 1$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown()).toHaveLength(6);
    expect(pageMock).toHaveBeenLastCalledWith({ entityType: 'hotel', entityId: 'h1', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
  });

  it('shows a failed first page as the error state, and Retry loads it', async () => {
    pageMock.mockRejectedValueOnce(new ApiError(403, 'Forbidden')).mockResolvedValueOnce({ data: events(2, 1), next: null });
    renderIt(<Paged />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded.');
    expect(alert).toHaveTextContent('Forbidden');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Live 2$/)).toBeInTheDocument();
  });
});

describe('RecordHistory with a plain query (the newest 200 at once, as before paging)', () => {
  it('shows the events with no "Show older", its failure with Retry', async () => {
    const list = jest.fn<Promise<AuditEvent[]>, []>().mockRejectedValueOnce(new ApiError(500, 'Server down')).mockResolvedValueOnce(events(3, 1));
    renderIt(<Plain list={list} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server down');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Live 3$/)).toBeInTheDocument();
    expect(shown()).toEqual(['Live 3', 'Live 2', 'Live 1']);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(pageMock).not.toHaveBeenCalled();
  });
});
