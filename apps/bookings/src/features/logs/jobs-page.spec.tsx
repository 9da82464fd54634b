import * as api from '@backoffice/api-client/bookings';
import { ApiError } from '@backoffice/api-client';
import { PricingMessages, type Job, type JobRun } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { JOB_POLL_MS } from './api';
import { JobsPage } from './jobs-page';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listJobs', 'listJobRuns', 'runJobNow',
  ]),
);
const mocked = jest.mocked(api);

const render = (route = '/jobs') => renderWithProviders(<JobsPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

const run = (over: Partial<JobRun> = {}): JobRun => ({
  _id: 'run1',
  job: 'exchange-rates',
  trigger: 'schedule',
  asOf: '2026-11-01T15:00:00.000Z',
  // Sydney is UTC+11 in November.
  startedAt: '2026-11-01T15:00:00.000Z',
  endedAt: '2026-11-01T15:00:02.000Z',
  outcome: 'success',
  attempt: 1,
  touched: 12,
  summary: '12 currencies updated',
  error: null,
  ...over,
});

const job = (over: Partial<Job> = {}): Job => ({
  name: 'exchange-rates',
  label: 'Exchange rates',
  description: 'Refreshes the exchange rates of every currency',
  schedule: '0 2 * * *',
  timezone: 'Australia/Sydney',
  lastRun: run(),
  nextRun: '2026-11-02T15:00:00.000Z',
  busy: false,
  ...over,
});

const fundsTransfer = job({
  name: 'funds-transfer',
  label: 'Funds transfer',
  description: 'Moves the funds to the hotels 24 hours before check-in',
  schedule: '*/5 * * * *',
  lastRun: run({ _id: 'run2', job: 'funds-transfer', outcome: 'fail', touched: 0, summary: '', error: 'The payment provider did not answer' }),
});

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listJobs.mockResolvedValue([job(), fundsTransfer, job({ name: 'market-rates', label: 'Market rates', lastRun: null, nextRun: null, busy: true })]);
});

describe('JobsPage', () => {
  it("?lastRun=fail (the dashboard's jobs whose last run failed) keeps those jobs; the Last run filter changes it in the URL", async () => {
    const { user } = render('/jobs?lastRun=fail');
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Funds transfer')).toBeInTheDocument();
    expect(within(table).queryByText('Exchange rates')).not.toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Last run' });
    expect(filter).toHaveValue('fail');
    await user.selectOptions(filter, 'Succeeded');
    await waitFor(() => expect(currentLocation()).toBe('/jobs?lastRun=success'));
    expect(within(table).getByText('Exchange rates')).toBeInTheDocument();
    expect(within(table).queryByText('Funds transfer')).not.toBeInTheDocument();
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(mocked.listJobs).toHaveBeenCalledTimes(1);
  });

  it("?job=<name> (a job's link) marks that job and scrolls to it, and no other", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render('/jobs?job=funds-transfer');
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    const marked = within(table).getByText('Funds transfer').parentElement as HTMLElement;
    expect(marked).toHaveAttribute('aria-current', 'true');
    expect(within(table).getByText('Exchange rates').parentElement).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(marked);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows each job with its schedule, last run and next run', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    const rows = within(table).getAllByRole('row');
    const exchange = rows[1] as HTMLElement;
    expect(exchange).toHaveTextContent('Exchange rates');
    expect(exchange).toHaveTextContent('Refreshes the exchange rates of every currency');
    expect(exchange).toHaveTextContent('Daily at 02:00');
    expect(exchange).toHaveTextContent('0 2 * * * (Australia/Sydney)');
    expect(exchange).toHaveTextContent('02/11/2026, 2:00:00 am AEDT');
    expect(within(exchange).getByText('success')).toBeInTheDocument();
    expect(exchange).toHaveTextContent('12 touched');
    expect(exchange).toHaveTextContent('12 currencies updated');
    expect(exchange).toHaveTextContent('03/11/2026, 2:00:00 am AEDT');
    const funds = rows[2] as HTMLElement;
    expect(funds).toHaveTextContent('Every 5 minutes');
    expect(within(funds).getByText('fail')).toBeInTheDocument();
    expect(funds).toHaveTextContent('The payment provider did not answer');
    const market = rows[3] as HTMLElement;
    expect(market).toHaveTextContent('Never run');
    expect(within(market).getByRole('button', { name: 'Run now: Market rates' })).toBeDisabled();
    expect(within(exchange).getByRole('button', { name: 'Run now: Exchange rates' })).toBeEnabled();
  });

  it('Run now queues the job, shows the message and asks the list again', async () => {
    mocked.listJobs.mockResolvedValue([job(), fundsTransfer]);
    mocked.runJobNow.mockResolvedValue({ message: PricingMessages.jobs.queued, data: { jobId: 'q1' } });
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(mocked.listJobs).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Run now: Exchange rates' }));
    await waitFor(() => expect(mocked.runJobNow).toHaveBeenCalledWith('exchange-rates'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: PricingMessages.jobs.queued })));
    await waitFor(() => expect(mocked.listJobs).toHaveBeenCalledTimes(2));
  });

  it.each([
    ["warns with the server's message when the job is already queued or running (409)", 409, PricingMessages.jobs.busy, 'warning'],
    ['shows any other failure as an error', 404, PricingMessages.jobs.notFound, 'error'],
  ] as const)('%s', async (_title, status, message, type) => {
    mocked.runJobNow.mockRejectedValue(new ApiError(status, message));
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Scheduled jobs' });
    await user.click(screen.getByRole('button', { name: 'Run now: Funds transfer' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type, title: message })));
  });

  it('asks the list again every few seconds while a job is at work, and not otherwise', async () => {
    render();
    await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(mocked.listJobs).toHaveBeenCalledTimes(1);
    mocked.listJobs.mockResolvedValue([job(), fundsTransfer]);
    await waitFor(() => expect(mocked.listJobs).toHaveBeenCalledTimes(2), { timeout: JOB_POLL_MS + 2_000 });
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS + 500));
    expect(mocked.listJobs).toHaveBeenCalledTimes(2);
  });

  it("lists a job's recent runs", async () => {
    mocked.listJobRuns.mockResolvedValue([
      run({ _id: 'r2', trigger: 'manual', attempt: 2, outcome: 'fail', touched: 0, summary: '', error: 'Feed timed out' }),
      run(),
    ]);
    const { user } = render();
    await screen.findByRole('table', { name: 'Scheduled jobs' });
    await user.click(screen.getByRole('button', { name: 'Runs: Exchange rates' }));
    const drawer = await screen.findByRole('dialog', { name: 'Runs: Exchange rates' });
    const runs = await within(drawer).findByRole('table', { name: 'Runs of Exchange rates' });
    expect(mocked.listJobRuns).toHaveBeenCalledWith('exchange-rates');
    const cells = (i: number) => within(within(runs).getAllByRole('row')[i] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(1)).toEqual(['02/11/2026, 2:00:00 am AEDT', '02/11/2026, 2:00:02 am AEDT', 'Manual', '2', 'fail', '0', 'Feed timed out']);
    expect(cells(2)).toEqual(['02/11/2026, 2:00:00 am AEDT', '02/11/2026, 2:00:02 am AEDT', 'Schedule', '1', 'success', '12', '12 currencies updated']);
  });

  it('shows a load error with Retry', async () => {
    mocked.listJobs.mockRejectedValueOnce(new ApiError(500, 'Something went wrong')).mockResolvedValue([job()]);
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The scheduled jobs could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Scheduled jobs' })).toHaveTextContent('Exchange rates');
  });
});
