import { listBulkRuns } from '@backoffice/api-client/work';
import type { BulkRun, BulkRunListQuery } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createLiveChanges } from '../live/live-changes';
import JobsTray from './jobs-tray';

jest.mock('@backoffice/api-client/work', () => ({ listBulkRuns: jest.fn() }));
const listMock = listBulkRuns as jest.MockedFunction<typeof listBulkRuns>;

const run = (id: string, over: Partial<BulkRun> = {}): BulkRun => ({
  id,
  action: 'statements.send',
  title: `Send statements: run ${id}`,
  status: 'running',
  total: 10,
  done: 3,
  skipped: 1,
  failed: 0,
  origin: null,
  startedBy: { id: 'u2', name: 'Ravi Kumar' },
  createdAt: new Date().toISOString(),
  startedAt: new Date().toISOString(),
  endedAt: null,
  cancelRequestedAt: null,
  error: null,
  ...over,
});

/** The API as the tray reads it: `active` runs, and the latest (ended ones among them). */
function serve(active: BulkRun[], latest: BulkRun[]) {
  listMock.mockImplementation(async (query: BulkRunListQuery = {}) => ({ data: query.active ? active : latest }));
}

beforeEach(() => listMock.mockReset());

describe('JobsTray', () => {
  it('counts the active runs on its button and lists them and the last ended ones, each linked to its page', async () => {
    const ended = run('r3', { status: 'done', done: 10, skipped: 0, endedAt: new Date().toISOString() });
    serve([run('r1'), run('r2', { status: 'queued', done: 0, skipped: 0 })], [run('r1'), ended]);
    const { user } = renderWithProviders(<JobsTray />);
    const button = await screen.findByRole('button', { name: 'Bulk runs: 2 active' });
    expect(listMock).toHaveBeenCalledWith({ active: true }, expect.anything());

    await user.click(button);
    const activeList = await screen.findByRole('region', { name: 'Active' });
    expect(within(activeList).getByRole('link', { name: 'Send statements: run r1' })).toHaveAttribute('href', '/bulk-runs/r1');
    expect(within(activeList).getByRole('progressbar', { name: 'Send statements: run r1: progress' })).toHaveAttribute('aria-valuenow', '4');
    expect(within(activeList).getByText(/Running: 4 of 10 · Ravi Kumar/)).toBeInTheDocument();
    expect(within(activeList).getByText(/Queued/)).toBeInTheDocument();

    const endedList = await screen.findByRole('region', { name: 'Recently ended' });
    expect(within(endedList).getAllByRole('link')).toHaveLength(1);
    expect(within(endedList).getByRole('link', { name: 'Send statements: run r3' })).toHaveAttribute('href', '/bulk-runs/r3');
    expect(within(endedList).getByText(/Finished: 10 of 10/)).toBeInTheDocument();

    await user.click(within(activeList).getByRole('link', { name: 'Send statements: run r1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bulk-runs/r1');
  });

  it('follows a run on its live change, and shows no count once none is active', async () => {
    serve([run('r1')], []);
    const { queryClient } = renderWithProviders(<JobsTray />);
    expect(await screen.findByRole('button', { name: 'Bulk runs: 1 active' })).toBeInTheDocument();

    serve([], [run('r1', { status: 'done', done: 9, endedAt: new Date().toISOString() })]);
    const live = createLiveChanges(queryClient, 0);
    act(() => live.onChange({ type: 'bulk_run', id: 'r1', action: 'bulk_run.end', by: null, at: new Date().toISOString() }));
    expect(await screen.findByRole('button', { name: 'Bulk runs' }, { timeout: 1000 })).toBeInTheDocument();
    live.dispose();
  });

  it('asks again every 2 s while a run is active, and stops once none is', async () => {
    serve([run('r1', { done: 1, skipped: 0 })], []);
    const { user } = renderWithProviders(<JobsTray />);
    await user.click(await screen.findByRole('button', { name: 'Bulk runs: 1 active' }));
    expect(await screen.findByText(/Running: 1 of 10/)).toBeInTheDocument();
    serve([run('r1', { done: 6, skipped: 0 })], []);
    expect(await screen.findByText(/Running: 6 of 10/, {}, { timeout: 3000 })).toBeInTheDocument();

    serve([], []);
    await waitFor(() => expect(screen.getByText('No bulk run is under way.')).toBeInTheDocument(), { timeout: 3000 });
    const calls = listMock.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2300)));
    expect(listMock).toHaveBeenCalledTimes(calls);
  }, 15_000);
});
