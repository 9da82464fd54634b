import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@backoffice/api-client';
import { cancelBulkRun, getBulkRun, startBulkRun } from '@backoffice/api-client/work';
import { BulkMessages, type BulkRun, type BulkRunDetail, type BulkRunItem } from '@backoffice/contracts';
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BulkRunButton, BulkRunPanel } from './bulk-run';

jest.mock('@backoffice/api-client/work', () => ({ startBulkRun: jest.fn(), getBulkRun: jest.fn(), cancelBulkRun: jest.fn(), listBulkRuns: jest.fn() }));
const startMock = startBulkRun as jest.MockedFunction<typeof startBulkRun>;
const getMock = getBulkRun as jest.MockedFunction<typeof getBulkRun>;
const cancelMock = cancelBulkRun as jest.MockedFunction<typeof cancelBulkRun>;

const RUN_ID = '5b0c7c1e-0000-4000-8000-000000000001';

const run = (over: Partial<BulkRun> = {}): BulkRun => ({
  id: RUN_ID,
  action: 'users.disable',
  title: 'Disable users: 10 users',
  status: 'running',
  total: 10,
  done: 2,
  skipped: 1,
  failed: 1,
  origin: '/users-all',
  startedBy: { id: 'u1', name: 'Asha Rao' },
  createdAt: new Date().toISOString(),
  startedAt: new Date().toISOString(),
  endedAt: null,
  cancelRequestedAt: null,
  error: null,
  ...over,
});

const item = (position: number, outcome: BulkRunItem['outcome'], message: string | null = null): BulkRunItem => ({
  position,
  record: { type: 'user', id: `user-${position}`, name: `User ${position}` },
  outcome,
  message,
  at: null,
});

const detail = (r: BulkRun, items: BulkRunItem[], total = items.length, page = 1, limit = 100): BulkRunDetail => ({ run: r, items: { data: items, total, page, limit } });

let notify: jest.Mock;

function renderWith(ui: ReactNode) {
  notify = jest.fn();
  const shell = { user: { id: 'u9', role: 'SuperAdmin', firstName: 'A', displayName: 'Admin' }, token: 't', logout: jest.fn(), notify } as unknown as ShellContextValue;
  render(
    <UiProvider withToaster={false}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ShellProvider value={shell}>
          <MemoryRouter initialEntries={['/users-all']}>{ui}</MemoryRouter>
        </ShellProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  startMock.mockReset();
  getMock.mockReset();
  cancelMock.mockReset();
});

describe('BulkRunButton', () => {
  it('asks first, saying how many records, then starts the run on the ids and shows its progress', async () => {
    startMock.mockResolvedValue(run({ status: 'queued', done: 0, skipped: 0, failed: 0, total: 3 }));
    getMock.mockResolvedValue(detail(run({ status: 'queued', done: 0, skipped: 0, failed: 0, total: 3 }), []));
    const onStarted = jest.fn();
    renderWith(<BulkRunButton action="users.disable" label="Disable selected" selection={{ kind: 'ids', ids: ['a', 'b', 'c'] }} confirmTitle="Disable 3 users?" onStarted={onStarted} />);

    await userEvent.click(screen.getByRole('button', { name: 'Disable selected' }));
    const question = await screen.findByRole('dialog', { name: 'Disable 3 users?' });
    expect(question).toHaveTextContent('This runs on 3 records');
    expect(startMock).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(startMock).toHaveBeenCalledWith({ action: 'users.disable', ids: ['a', 'b', 'c'] }));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: BulkMessages.started('Disable users', 3) }));
    expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: RUN_ID }));

    const progress = await screen.findByRole('dialog', { name: 'Disable users' });
    expect(await within(progress).findByText('Queued: waiting to start')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '3');
    expect(getMock).toHaveBeenCalledWith(RUN_ID, { page: 1, limit: 100 }, expect.anything());

    await userEvent.click(within(progress).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable users' })).not.toBeInTheDocument());
  });

  it('starts a run on every record matching the filter with the action’s options', async () => {
    startMock.mockResolvedValue(run({ action: 'hotels.setStatus', total: 59 }));
    getMock.mockResolvedValue(detail(run({ action: 'hotels.setStatus', total: 59 }), []));
    renderWith(
      <BulkRunButton
        action="hotels.setStatus"
        label="Set all matching to Live"
        selection={{ kind: 'all', scope: { status: 'Pending' }, count: 59 }}
        params={{ status: 'Live' }}
        confirmTitle="Set 59 hotels Live?"
        confirmBody="Their pages go on the website."
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set all matching to Live' }));
    const question = await screen.findByRole('dialog', { name: 'Set 59 hotels Live?' });
    expect(question).toHaveTextContent('This runs on 59 records');
    expect(question).toHaveTextContent('Their pages go on the website.');
    await userEvent.click(within(question).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(startMock).toHaveBeenCalledWith({ action: 'hotels.setStatus', scope: { status: 'Pending' }, params: { status: 'Live' } }));
  });

  it('keeps the question open with the API’s message when the run is refused', async () => {
    startMock.mockRejectedValue(new ApiError(400, BulkMessages.nothingToRun));
    renderWith(<BulkRunButton action="users.disable" label="Disable selected" selection={{ kind: 'ids', ids: ['a'] }} confirmTitle="Disable 1 user?" />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable selected' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Disable 1 user?' })).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: BulkMessages.nothingToRun })));
    expect(screen.getByRole('dialog', { name: 'Disable 1 user?' })).toBeInTheDocument();
    expect(getMock).not.toHaveBeenCalled();
  });

  it('is disabled while nothing is selected', () => {
    renderWith(<BulkRunButton action="users.disable" label="Disable selected" selection={{ kind: 'ids', ids: [] }} confirmTitle="Disable?" />);
    expect(screen.getByRole('button', { name: 'Disable selected' })).toBeDisabled();
  });
});

describe('BulkRunPanel', () => {
  it('shows the progress, the counts per outcome and the status of a run', async () => {
    getMock.mockResolvedValue(detail(run(), []));
    renderWith(<BulkRunPanel runId={RUN_ID} />);
    const bar = await screen.findByRole('progressbar', { name: 'Disable users: 10 users: progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByRole('group', { name: 'Counts by outcome' })).toHaveTextContent('Done: 2Skipped: 1Failed: 1Pending: 6');
    expect(screen.getByText('Running: 4 of 10')).toBeInTheDocument();
    expect(screen.getByText(/Started by Asha Rao/)).toBeInTheDocument();
  });

  it('asks the run again every second until it has ended', async () => {
    getMock.mockResolvedValueOnce(detail(run(), [])).mockResolvedValue(detail(run({ status: 'done', done: 8, endedAt: new Date().toISOString() }), []));
    renderWith(<BulkRunPanel runId={RUN_ID} />);
    expect(await screen.findByText('Running: 4 of 10', {}, { timeout: 500 })).toBeInTheDocument();
    expect(await screen.findByText('Finished: 10 of 10', {}, { timeout: 2500 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
    const calls = getMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(getMock).toHaveBeenCalledTimes(calls);
  });

  it('cancels after asking, and says Cancelling… until the run stops', async () => {
    getMock.mockResolvedValue(detail(run(), []));
    cancelMock.mockResolvedValue(run({ status: 'cancelling', cancelRequestedAt: new Date().toISOString() }));
    renderWith(<BulkRunPanel runId={RUN_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel the bulk run?' });
    expect(cancelMock).not.toHaveBeenCalled();
    getMock.mockResolvedValue(detail(run({ status: 'cancelling' }), []));
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(cancelMock).toHaveBeenCalledWith(RUN_ID));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: BulkMessages.cancelRequested }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelling…');
  });

  it('lists the report with a link to each record, and filters it by outcome', async () => {
    const ended = run({ status: 'done', done: 2, skipped: 1, failed: 1, total: 4, endedAt: new Date().toISOString() });
    getMock.mockImplementation(async (_id, query = {}) =>
      query.outcome === 'failed'
        ? detail(ended, [item(3, 'failed', 'The mail server refused it.')])
        : detail(ended, [item(1, 'done'), item(2, 'skipped', 'Already disabled'), item(3, 'failed', 'The mail server refused it.'), item(4, 'done')]),
    );
    renderWith(<BulkRunPanel runId={RUN_ID} />);
    const report = await screen.findByRole('table', { name: 'Report' });
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/users-all/user-2');
    expect(rows[1]).toHaveTextContent('Skipped');
    expect(rows[1]).toHaveTextContent('Already disabled');

    await userEvent.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Report' })).getAllByRole('row')).toHaveLength(2));
    expect(getMock).toHaveBeenLastCalledWith(RUN_ID, { outcome: 'failed', page: 1, limit: 100 }, expect.anything());
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'User 3' })).toBeInTheDocument();
    expect(screen.getByText('The mail server refused it.')).toBeInTheDocument();
  });

  it('pages a report of more than 100 items', async () => {
    const big = run({ status: 'done', total: 250, done: 250, skipped: 0, failed: 0 });
    getMock.mockImplementation(async (_id, query = {}) => detail(big, [item((query.page ?? 1) * 100, 'done')], 250, query.page ?? 1, 100));
    renderWith(<BulkRunPanel runId={RUN_ID} />);
    const pager = await screen.findByRole('navigation', { name: 'Report pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'User 200' })).toBeInTheDocument();
    expect(getMock).toHaveBeenLastCalledWith(RUN_ID, { page: 2, limit: 100 }, expect.anything());
    expect(screen.getByRole('navigation', { name: 'Report pages' })).toHaveTextContent('Page 2 of 3');
  });
});
