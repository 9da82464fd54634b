import { ApiError, getDashboard } from '@backoffice/api-client';
import {
  DASHBOARD_QUEUE_LINKS,
  DASHBOARD_QUEUES,
  DEFAULT_FORMAT_PREFERENCES,
  dashboardQueuePath,
  isoDayInZone,
  setFormatPreferences,
  type DashboardResponse,
  type DashboardTicket,
  type PeriodFigures,
} from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from './dashboard-page';
import { dashboardQueryOptions, DASHBOARD_REFETCH_MS } from './dashboard-query';
import { addDays, lastDays } from './dashboard-range';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'getDashboard',
  ]),
);

// recharts does not draw in jsdom: the chart's bars as a list, to read what the page gives it.
jest.mock('@backoffice/ui', () => ({
  ...jest.requireActual('@backoffice/ui'),
  BarChart: ({ data, valueLabel }: { data: { label: string; value: number }[]; valueLabel: string }) => (
    <ol aria-label={`Chart of ${valueLabel}`}>
      {data.map((d) => (
        <li key={d.label}>{`${d.label}: ${d.value}`}</li>
      ))}
    </ol>
  ),
}));

const ZONE = DEFAULT_FORMAT_PREFERENCES.timeZone;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const admin = fakeUser({ id: 'a1', role: 'SuperAdmin', firstName: 'Root', displayName: 'Root' });
const department = fakeUser({ id: 'd1', role: 'Department', firstName: 'Sales', displayName: 'Sales' });
const employee = fakeUser({ id: 'e1', role: 'Employee', firstName: 'Asha', displayName: 'Asha' });

const period = (from: string, to: string, over: Partial<PeriodFigures>): PeriodFigures => ({
  from,
  to,
  bookings: 0,
  revenueMinor: 0,
  commissionMinor: 0,
  cancellationRate: null,
  noShowRate: null,
  bySlot: [],
  ...over,
});

const adminAnswer = (): DashboardResponse => ({
  role: 'SuperAdmin',
  generatedAt: daysAgo(0),
  today: '2026-12-06',
  queues: DASHBOARD_QUEUES.map((key, i) => ({ key, count: i === 0 ? 1234 : i, oldestAt: key === 'refundRequests' ? daysAgo(3) : null })),
  tickets: {
    byStatus: [
      { status: 1, count: 5 },
      { status: 2, count: 2 },
    ],
    byAge: [
      { bucket: 'lt1d', count: 3 },
      { bucket: 'gt7d', count: 4 },
    ],
    byDepartment: [
      { departmentId: 'dep-1', name: 'Billing', count: 6 },
      { departmentId: 'dep-2', name: 'Support', count: 1 },
    ],
  },
  figures: {
    currency: 'AUD',
    rateDate: '2026-12-05',
    current: period('2026-11-07', '2026-12-06', {
      bookings: 120,
      revenueMinor: 1_234_567,
      commissionMinor: 123_456,
      cancellationRate: 12.5,
      noShowRate: 2,
      bySlot: [
        { hours: 3, bookings: 70, averageMinutes: 170 },
        { hours: 6, bookings: 40, averageMinutes: 330 },
        { hours: 12, bookings: 10, averageMinutes: null },
      ],
    }),
    previous: period('2026-10-08', '2026-11-06', {
      bookings: 100,
      revenueMinor: 1_000_000,
      commissionMinor: 100_000,
      cancellationRate: 10,
      noShowRate: null,
      bySlot: [{ hours: 3, bookings: 60, averageMinutes: 180 }],
    }),
    topHotels: [{ id: 'h1', name: 'Harbour View', bookings: 30, revenueMinor: 300_000 }],
    topChains: [{ id: 'c1', name: 'Blue Chain', bookings: 50, revenueMinor: 500_000 }],
    trend: [
      { day: '2026-12-05', bookings: 4, revenueMinor: 40_000 },
      { day: '2026-12-06', bookings: 7, revenueMinor: 70_000 },
    ],
  },
});

const ticket = (over: Partial<DashboardTicket>): DashboardTicket => ({
  _id: 't1',
  number: 42,
  title: 'Refund for TF123',
  status: 1,
  departmentName: 'Sales',
  createdAt: daysAgo(9),
  waitingSince: daysAgo(2),
  lastReply: null,
  ...over,
});

/** The text of each cell (row header first) of a table's body rows. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent ?? ''));

/** The dashboard at `route` for the SuperAdmin, answered with {@link adminAnswer}. */
const renderAdmin = (route = '/dashboard') => {
  jest.mocked(getDashboard).mockResolvedValue(adminAnswer());
  return renderWithProviders(<DashboardPage />, { route, shell: { user: admin } });
};

beforeEach(() => {
  setFormatPreferences(DEFAULT_FORMAT_PREFERENCES);
  jest.mocked(getDashboard).mockReset();
});

describe('DashboardPage, SuperAdmin', () => {
  it('asks for the last 30 days up to today in the viewer zone, welcomes and names the tab', async () => {
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Welcome, Root!', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(document.title).toBe('Dashboard · Back Office');
    await screen.findByRole('heading', { name: 'Work queues' });
    const today = isoDayInZone(Date.now(), ZONE);
    expect(getDashboard).toHaveBeenCalledWith({ ...lastDays(today, 30), zone: ZONE }, expect.anything());
    expect(lastDays('2026-12-06', 30)).toEqual({ from: '2026-11-07', to: '2026-12-06' });
  });

  it('shows each work queue as a count linking to its list for the answer’s today and tomorrow', async () => {
    renderAdmin();
    const section = await screen.findByRole('region', { name: 'Work queues' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(DASHBOARD_QUEUES.length);
    DASHBOARD_QUEUES.forEach((key, i) => {
      const { label } = DASHBOARD_QUEUE_LINKS[key];
      const count = i === 0 ? '1,234' : String(i);
      const link = within(cards[i]).getByRole('link', { name: `${label}: ${count}` });
      expect(link).toHaveAttribute('href', dashboardQueuePath(key, '2026-12-06', '2026-12-07'));
      expect(link.getAttribute('href')).not.toMatch(/[{}]/);
      expect(link).toHaveTextContent(`${count}${label}`);
    });
    expect(within(cards[DASHBOARD_QUEUES.indexOf('refundRequests')]).getByText('Oldest waiting 3 days ago')).toBeInTheDocument();
    expect(within(cards[0]).queryByText(/Oldest waiting/)).not.toBeInTheDocument();
  });

  it('shows open tickets by status, age and department, each department linking to its tickets', async () => {
    renderAdmin();
    const byAge = await screen.findByRole('region', { name: 'By age' });
    expect(within(byAge).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Under 1 day3',
      '1 to 3 days0',
      '3 to 7 days0',
      'Over 7 days4',
    ]);
    expect(within(screen.getByRole('region', { name: 'By status' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Open5',
      'In Progress2',
    ]);
    const byDepartment = screen.getByRole('region', { name: 'By department' });
    expect(within(byDepartment).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/all-tickets?departmentId=dep-1');
    expect(within(byDepartment).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/all-tickets?departmentId=dep-2');
  });

  it('shows the business beside the previous period, in the console currency at the stated rates', async () => {
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'Figures' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Figure',
      'This range (07/11/2026 – 06/12/2026)',
      'Previous period (08/10/2026 – 06/11/2026)',
    ]);
    expect(cellsOf(table)).toEqual([
      ['Bookings', '120', '100'],
      ['Revenue', 'A$12,345.67', 'A$10,000.00'],
      ['Commission', 'A$1,234.56', 'A$1,000.00'],
      ['Cancellation rate', '12.5%', '10.0%'],
      ['No-show rate', '2.0%', '—'],
      ['3-hour stays', '70 (average 2 h 50 min)', '60 (average 3 h)'],
      ['6-hour stays', '40 (average 5 h 30 min)', '0'],
      ['12-hour stays', '10', '0'],
    ]);
    expect(screen.getByText('Amounts in AUD. Rates of 05/12/2026.')).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Bookings per day' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '05/12/2026: 4',
      '06/12/2026: 7',
    ]);
    const hotels = screen.getByRole('table', { name: 'Top hotels' });
    expect(within(hotels).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(cellsOf(hotels)).toEqual([['Harbour View', '30', 'A$3,000.00']]);
    expect(within(screen.getByRole('table', { name: 'Top chains' })).getByRole('link', { name: 'Blue Chain' })).toHaveAttribute(
      'href',
      '/property/all?commissionID=c1',
    );
  });

  it('asks again with the new from/to when a preset is chosen, and keeps the range in the URL', async () => {
    const { user } = renderAdmin();
    const today = isoDayInZone(Date.now(), ZONE);
    expect(await screen.findByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = lastDays(today, 7);
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ ...week, zone: ZONE }, expect.anything()));
    expect(currentLocation()).toBe(`/dashboard?from=${week.from}&to=${week.to}`);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(week.from).toBe(addDays(today, -6));
  });

  it('reads the range of the URL, shown in the range fields', async () => {
    renderAdmin('/dashboard?from=2026-01-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Figures' });
    expect(getDashboard).toHaveBeenCalledWith({ from: '2026-01-01', to: '2026-03-31', zone: ZONE }, expect.anything());
    expect(screen.getByLabelText('From')).toHaveValue('01/01/2026');
    expect(screen.getByLabelText('To')).toHaveValue('31/03/2026');
    for (const name of ['Last 7 days', 'Last 30 days', 'Last 90 days'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks again with the from/to typed in the range fields', async () => {
    const { user } = renderAdmin('/dashboard?from=2026-01-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Figures' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '15/02/2026');
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ from: '2026-02-15', to: '2026-03-31', zone: ZONE }, expect.anything()));
    expect(currentLocation()).toBe('/dashboard?from=2026-02-15&to=2026-03-31');
  });

  it('falls back to the last 30 days for a range that ends before it starts', async () => {
    renderAdmin('/dashboard?from=2026-03-31&to=2026-01-01');
    await screen.findByRole('table', { name: 'Figures' });
    expect(getDashboard).toHaveBeenCalledWith({ ...lastDays(isoDayInZone(Date.now(), ZONE), 30), zone: ZONE }, expect.anything());
  });
});

describe('DashboardPage, Department', () => {
  it('shows its open tickets by status and age, the oldest waiting ones with links, and the Departments shortcut', async () => {
    jest.mocked(getDashboard).mockResolvedValue({
      role: 'Department',
      generatedAt: daysAgo(0),
      today: '2026-12-06',
      tickets: { byStatus: [{ status: 2, count: 3 }], byAge: [{ bucket: '3to7d', count: 3 }], byDepartment: [{ departmentId: 'd1', name: 'Sales', count: 3 }], slaBreaches: 2 },
      ticketList: [ticket({}), ticket({ _id: 't2', number: 7, title: 'Broken key card', status: 2, waitingSince: daysAgo(1) })],
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', shell: { user: department } });
    expect(screen.getByRole('heading', { name: 'Welcome, Sales!', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/all-departments');
    const oldest = await screen.findByRole('table', { name: 'Oldest waiting tickets' });
    expect(cellsOf(oldest)).toEqual([
      ['TK-000042', 'Refund for TF123', 'Open', '2 days ago'],
      ['TK-000007', 'Broken key card', 'In Progress', 'yesterday'],
    ]);
    // Its department's SLA breaches, linking to the open tickets by the next due instant.
    const breaches = screen.getByRole('link', { name: 'SLA breaches' });
    expect(breaches).toHaveAttribute('href', '/all-tickets?status=open&sort=sla&order=asc');
    expect(breaches.parentElement).toHaveTextContent('SLA breaches: 2');
    expect(within(oldest).getByRole('link', { name: 'Refund for TF123' })).toHaveAttribute('href', '/view-ticket?ticketId=t1');
    expect(within(screen.getByRole('region', { name: 'By status' })).getByRole('listitem')).toHaveTextContent('In Progress3');
    expect(within(screen.getByRole('region', { name: 'By age' })).getAllByRole('listitem')[2]).toHaveTextContent('3 to 7 days3');
    expect(screen.queryByRole('region', { name: 'By department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Work queues' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The business' })).not.toBeInTheDocument();
  });
});

describe('DashboardPage, Employee', () => {
  it('shows its own tickets with their last reply (who, when, excerpt), each a link', async () => {
    jest.mocked(getDashboard).mockResolvedValue({
      role: 'Employee',
      generatedAt: daysAgo(0),
      today: '2026-12-06',
      ticketList: [
        ticket({ lastReply: { by: 'Billing team', at: daysAgo(3), excerpt: 'We have refunded the booking.' } }),
        ticket({ _id: 't9', number: 9, title: 'New laptop', status: 1 }),
      ],
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', shell: { user: employee } });
    const mine = await screen.findByRole('table', { name: 'My tickets' });
    expect(cellsOf(mine)).toEqual([
      ['TK-000042', 'Refund for TF123', 'Open', 'Billing team, 3 days agoWe have refunded the booking.'],
      ['TK-000009', 'New laptop', 'Open', 'No reply yet'],
    ]);
    expect(within(mine).getByRole('link', { name: 'New laptop' })).toHaveAttribute('href', '/view-ticket?ticketId=t9');
    expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The business' })).not.toBeInTheDocument();
  });
});

describe('DashboardPage, loading again', () => {
  it('shows the error with Retry, which asks again', async () => {
    jest
      .mocked(getDashboard)
      .mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.'))
      .mockResolvedValueOnce({ role: 'Employee', generatedAt: daysAgo(0), today: '2026-12-06', ticketList: [] });
    const { user } = renderWithProviders(<DashboardPage />, { route: '/dashboard', shell: { user: employee } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no tickets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getDashboard).toHaveBeenCalledTimes(2);
  });

  it("keeps the range picker after a failed range, so that it can be left", async () => {
    jest.mocked(getDashboard).mockRejectedValue(new ApiError(400, 'Choose a range of at most 366 days.'));
    renderWithProviders(<DashboardPage />, { route: '/dashboard?from=2020-01-01&to=2026-01-01', shell: { user: admin } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a range of at most 366 days.');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toBeInTheDocument();
  });

  it("asks again when the 'dashboard' queries are invalidated (live changes) and every minute", async () => {
    jest.mocked(getDashboard).mockResolvedValue({ role: 'Employee', generatedAt: daysAgo(0), today: '2026-12-06', ticketList: [] });
    const { queryClient } = renderWithProviders(<DashboardPage />, { route: '/dashboard', shell: { user: employee } });
    await screen.findByText('You have no tickets yet.');
    expect(getDashboard).toHaveBeenCalledTimes(1);
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    expect(getDashboard).toHaveBeenCalledTimes(2);
    expect(dashboardQueryOptions({ from: '2026-11-07', to: '2026-12-06', zone: ZONE })).toMatchObject({
      queryKey: ['dashboard', { from: '2026-11-07', to: '2026-12-06', zone: ZONE }],
      refetchInterval: DASHBOARD_REFETCH_MS,
    });
    expect(DASHBOARD_REFETCH_MS).toBe(60_000);
  });
});
