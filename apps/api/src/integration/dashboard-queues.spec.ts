/**
 * The SuperAdmin's work queues lead to lists that hold exactly what they count (docs/areas/dashboard.md, "Work
 * queues"): for each queue whose link is exact (DASHBOARD_QUEUE_LINKS), GET /api/dashboard's count equals the total
 * the linked list's API answers for the link's filters, asked as the list's page asks (its URL query turned into
 * the call). Several areas: the dashboard is the platform's, the lists are the bookings', help desk's, billing's,
 * pricing's, hotels' and the platform's own. Records of every queue are written first, so that no count is 0.
 */
import {
  DASHBOARD_QUEUES,
  DASHBOARD_QUEUE_LINKS,
  dashboardQueuePath,
  endOfDayIn,
  startOfDayIn,
  type DashboardQueueKey,
  type DashboardResponse,
} from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';
import { bearer, buildTestApp, demo, loginAsAdmin, userIdOf, type App } from '../test/helper';

const ZONE = 'Asia/Kolkata';

describe('dashboard work queues: each count is its list total', () => {
  let app: App;
  let admin: Record<string, string>;
  let today: string;
  let tomorrow: string;
  let counts: Record<DashboardQueueKey, number>;

  const one = async <T>(query: SQL): Promise<T> => {
    const [row] = rowsOf<T>(await app.db.execute(query));
    if (!row) throw new Error('no row');
    return row;
  };
  const idOf = async (query: SQL) => (await one<{ id: string }>(query)).id;
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer(await loginAsAdmin(app));
    // Noon in `zone` of a day counted from today in the viewer's zone (the reservations list's days are Sydney's).
    const noonIn = async (zone: string, plusDays: number) =>
      new Date(
        (
          await one<{ t: string }>(
            sql`select (((now() at time zone ${ZONE})::date + ${plusDays}::int)::timestamp + interval '12 hours') at time zone ${zone} as t`,
          )
        ).t,
      );
    const guest = await idOf(sql`insert into users (email, first_name, last_name, user_type, provider)
      values ('queues.guest@guests.example', 'Queue', 'Guest', 'APP', 'Guest') returning id`);
    const hotel = await idOf(sql`insert into hotels (name, city, status) values ('Queues Pending Inn', 'Perth', 'Pending') returning id`);
    const reservation = async (start: Date, status: string, captured?: boolean) => {
      const id = await idOf(sql`insert into reservations (hotel_id, booked_by_id, duration, reservation_start, reservation_end, timezone, status)
        values (${hotel}, ${guest}, 3, ${start}, ${new Date(start.getTime() + 3 * 3600_000)}, 'Australia/Sydney', ${status}) returning id`);
      if (captured !== undefined) {
        await app.db.execute(sql`insert into charges (reservation_id, amount, cost, total, captured, status)
          values (${id}, 5000, 5000, 5000, ${captured}, 'requires_capture')`);
      }
    };
    await reservation(await noonIn('Australia/Sydney', 0), 'BOOKED');
    await reservation(await noonIn('Australia/Sydney', 1), 'BOOKED');
    await reservation(await noonIn('Australia/Sydney', -2), 'BOOKED');
    await reservation(await noonIn(ZONE, -3), 'No show', false);
    // A no-show charge waiting for a second SuperAdmin (docs/areas/bookings.md, "Four-eyes approval").
    await app.db.execute(sql`insert into approval_requests (kind, reservation_id, charge_id, amount, currency, requested_by)
      select 'noShowCapture', c.reservation_id, c.id, c.amount, 'AUD', ${await userIdOf(app, demo.admin.email)}
      from charges c join reservations r on r.id = c.reservation_id where r.hotel_id = ${hotel} and not c.captured limit 1`);
    const department = await idOf(sql`select id from departments order by name limit 1`);
    await app.db.execute(sql`insert into tickets (title, message, department_id, user_id, status)
      values ('Please refund TF1', '<p>x</p>', ${department}, ${await userIdOf(app, demo.employee.email)}, 1)`);
    await app.db.execute(sql`insert into outbox (channel, recipient, subject, body, status, attempts)
      values ('email', 'queues@hotels.example', 'Statement', 'x', 'failed', 5)`);
    await app.db.execute(sql`insert into job_runs (job, trigger, as_of, started_at, ended_at, outcome)
      values ('market-rates', 'schedule', now(), now(), now(), 'fail')`);
    const period = await idOf(sql`insert into billing_periods (name, start, "end", scope)
      values ('Queues period', '2026-03-01T00:00:00Z', '2026-03-31T23:59:59Z', 'all') returning id`);
    const statement = await idOf(sql`insert into statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst)
      values (${period}, ${hotel}, 'AUD', 1, 9000, 1122, 112) returning id`);
    const invoice = await idOf(sql`insert into invoices
        (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name, customer_email, customer_address, lines, due_at, status)
      values (${statement}, ${hotel}, 'AUD', 1122, 112, 1234, 'Commission', 'Queues Pending Inn', 'q@q.example', 'Perth', '[]'::jsonb, now(), 'failed') returning id`);
    await app.db.execute(sql`insert into payment_failures (invoice_id, hotel_id, hotel_name, payment_method, reason, amount, currency)
      values (${invoice}, ${hotel}, 'Queues Pending Inn', 'pm_1', 'card_declined', 1234, 'AUD')`);

    const answer = await get<DashboardResponse>(`/api/dashboard?zone=${encodeURIComponent(ZONE)}`);
    today = answer.today;
    tomorrow = (await one<{ d: string }>(sql`select (${today}::date + 1)::text as d`)).d;
    counts = Object.fromEntries((answer.queues ?? []).map((q) => [q.key, q.count])) as Record<DashboardQueueKey, number>;
  });
  afterAll(() => app.close());

  /** The total the list of `key`'s link answers, asked as its page asks. */
  async function listTotal(key: DashboardQueueKey): Promise<number> {
    const link = new URL(dashboardQueuePath(key, today, tomorrow), 'http://console');
    const q = Object.fromEntries(link.searchParams);
    switch (link.pathname) {
      case '/reservations':
        return (await get<{ total: number }>(`/api/reservation/getReservations?${new URLSearchParams({ ...q, page: '1', limit: '1' })}`)).total;
      case '/noShow/unapproved':
        return (
          await post<{ data: unknown[] }>('/api/reservation/NoshowResevation', {
            reservationStart: startOfDayIn(q.from, ZONE),
            reservationEnd: endOfDayIn(q.to, ZONE),
            captured: false,
          })
        ).data.length;
      case '/approvals':
        return (await get<{ total: number }>('/api/approvals?status=pending&limit=1')).total;
      case '/all-tickets':
        return (await post<{ total: number }>('/api/ticket/listTicket', { open: q.status === 'open', ...(q.title ? { title: q.title } : {}), limit: 1 })).total;
      case '/monthlyBillingPaymentFails':
        return (await get<{ data: unknown[] }>(`/api/monthlyFailureReport?from=${startOfDayIn(q.from, ZONE)}&to=${endOfDayIn(q.to, ZONE)}`)).data.length;
      case '/outbox':
        return (await get<{ total: number }>(`/api/outbox?channel=${q.channel}&attention=${q.status === 'attention'}`)).total;
      case '/jobs':
        return (await get<{ data: { lastRun: { outcome: string } | null }[] }>('/api/jobs')).data.filter((j) => j.lastRun?.outcome === q.lastRun).length;
      case '/missingPropertyID':
        return (await get<{ total: number }>('/api/hotel/list?missingPropertyId=true&page=1&limit=1')).total;
      case '/property/all':
        return (await get<{ total: number }>(`/api/hotel/list?status=${q.status}&page=1&limit=1`)).total;
      default:
        throw new Error(`no list call for ${link.pathname}`);
    }
  }

  const exact = DASHBOARD_QUEUES.filter((key) => DASHBOARD_QUEUE_LINKS[key].exact);

  it('answers every queue, with records in each', () => {
    expect(Object.keys(counts).sort()).toEqual([...DASHBOARD_QUEUES].sort());
    for (const key of exact) expect({ key, count: counts[key] }).toEqual({ key, count: expect.any(Number) });
    expect(exact.filter((key) => counts[key] === 0)).toEqual([]);
  });

  it.each(exact)("%s: the linked list's total equals the count", async (key) => {
    expect(await listTotal(key)).toBe(counts[key]);
  });
});
