/**
 * The SuperAdmin's work queues (docs/areas/dashboard.md, "Work queues"): each count equals a direct count of its
 * table, each `oldestAt` is its oldest waiting record, and the one queue whose list is this area's (Sent Mail,
 * GET /api/outbox) answers the same total for its link's filters. The other lists are other areas' routes, which
 * this area's test app does not mount (their equality is checked in apps/api/src/integration, see the report of
 * issue 35). The records are written here by SQL (the other areas' tables are there, empty: migrations are shared).
 */
import { DASHBOARD_QUEUES, DASHBOARD_QUEUE_LINKS, dashboardQueuePath, type DashboardQueue, type DashboardQueueKey, type OutboxListResponse } from '@backoffice/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { buildTestAppAsAdmin, demo, oneRow, userIdOf, type App } from '../test/helper';
import { countQueues } from './queues';

const ZONE = 'Asia/Kolkata';

describe('countQueues', () => {
  let app: App;
  let admin: Record<string, string>;
  let today: string;
  let tomorrow: string;
  let queues: DashboardQueue[];
  const at: Record<string, Date> = {};

  const one = <T>(query: SQL) => oneRow<T>(app, query);
  const idOf = async (query: SQL) => (await one<{ id: string }>(query)).id;
  const count = async (query: SQL) => Number((await one<{ n: number }>(sql`select count(*)::int as n from ${query}`)).n);
  const queue = (key: DashboardQueueKey) => queues.find((q) => q.key === key) as DashboardQueue;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    ({ today, tomorrow } = await one<{ today: string; tomorrow: string }>(
      sql`select (now() at time zone ${ZONE})::date::text as today, ((now() at time zone ${ZONE})::date + 1)::text as tomorrow`,
    ));
    const sydneyNoon = async (day: string) =>
      new Date((await one<{ t: string }>(sql`select (${day}::date::timestamp + interval '12 hours') at time zone 'Australia/Sydney' as t`)).t);
    const kolkataNoon = async (day: string, plusDays: number) =>
      new Date((await one<{ t: string }>(sql`select ((${day}::date + ${plusDays}::int)::timestamp + interval '12 hours') at time zone ${ZONE} as t`)).t);

    const guest = await idOf(sql`insert into users (email, first_name, last_name, user_type, provider)
      values ('queue.guest@guests.example', 'Queue', 'Guest', 'APP', 'Guest') returning id`);
    const pending = await idOf(sql`insert into hotels (name, city, status) values ('Queue Pending Inn', 'Perth', 'Pending') returning id`);
    at.pendingHotel = new Date((await one<{ t: string }>(sql`select created_at as t from hotels where id = ${pending}`)).t);
    const live = await idOf(sql`insert into hotels (name, city, status, property_id) values ('Queue Live Lodge', 'Perth', 'Live', 'QLL-1') returning id`);
    await app.db.execute(sql`insert into hotels (name, city, status, property_id) values ('Queue Blank Id', 'Perth', 'Inactive', '')`);

    const reservation = async (start: Date, status: string, captured?: boolean) => {
      const id = await idOf(sql`insert into reservations (hotel_id, booked_by_id, duration, reservation_start, reservation_end, timezone, status)
        values (${live}, ${guest}, 3, ${start}, ${new Date(start.getTime() + 3 * 3600_000)}, 'Australia/Sydney', ${status}) returning id`);
      if (captured !== undefined) {
        await app.db.execute(sql`insert into charges (reservation_id, amount, cost, total, captured, status)
          values (${id}, 5000, 5000, 5000, ${captured}, ${captured ? 'charged' : 'requires_capture'})`);
      }
      return id;
    };
    at.sydneyNoonToday = await sydneyNoon(today);
    await reservation(at.sydneyNoonToday, 'BOOKED');
    await reservation(await sydneyNoon(today), 'Cancelled');
    await reservation(await sydneyNoon(tomorrow), 'BOOKED');
    // Three days ago, still BOOKED: not today's, so not due today.
    await reservation(new Date(Date.now() - 3 * 86_400_000), 'BOOKED');
    at.noShow = await kolkataNoon(today, -5);
    await reservation(at.noShow, 'No show', false);
    await reservation(await kolkataNoon(today, -3), 'No show', true);
    await reservation(await kolkataNoon(today, -40), 'No show', false);

    const support = await idOf(sql`select id from departments order by name limit 1`);
    const creator = await userIdOf(app, demo.employee.email);
    const ticket = async (title: string, status: number, created: Date) =>
      app.db.execute(sql`insert into tickets (title, message, department_id, user_id, status, created_at)
        values (${title}, '<p>Queue.</p>', ${support}, ${creator}, ${status}, ${created})`);
    at.refundTicket = new Date(Date.now() - 2 * 86_400_000);
    await ticket('Guest asks for a REFUND of TF100001', 1, at.refundTicket);
    await ticket('Partial refund after a noisy stay', 2, new Date(Date.now() - 86_400_000));
    await ticket('Refunded already', 4, new Date(Date.now() - 5 * 86_400_000));
    await ticket('Photos missing', 1, new Date(Date.now() - 3600_000));
    // SLA breaches (docs/areas/helpdesk.md, "SLAs"): the first reply past due counts; paused, met or resolved do not.
    at.slaDue = new Date(Date.now() - 2 * 3600_000);
    const future = new Date(Date.now() + 3600_000);
    const slaTicket = async (title: string, status: number, sla: { due: Date; replied?: Date; paused?: Date }) =>
      app.db.execute(sql`insert into tickets (title, message, department_id, user_id, status, first_reply_due_at, first_replied_at,
          resolution_due_at, sla_paused_at)
        values (${title}, '<p>Queue.</p>', ${support}, ${creator}, ${status}, ${sla.due}, ${sla.replied ?? null}, ${future}, ${sla.paused ?? null})`);
    await slaTicket('Waiting too long', 1, { due: at.slaDue });
    await slaTicket('Waiting on the raiser', 2, { due: at.slaDue, paused: new Date() });
    await slaTicket('Answered in time', 2, { due: at.slaDue, replied: new Date(Date.now() - 3 * 3600_000) });
    await slaTicket('Past due but closed', 4, { due: at.slaDue });

    const mail = async (channel: string, status: string, nextAttemptAt: Date, attempts = 1) =>
      app.db.execute(sql`insert into outbox (channel, recipient, subject, body, status, attempts, next_attempt_at)
        values (${channel}, 'queue@hotels.example', 'Statement', 'Body', ${status}, ${attempts}, ${nextAttemptAt})`);
    await mail('email', 'failed', new Date());
    await mail('email', 'queued', new Date(Date.now() - 3600_000));
    await mail('email', 'sending', new Date(Date.now() - 3600_000));
    await mail('email', 'queued', new Date(Date.now() + 60_000), 0);
    await mail('sms', 'failed', new Date());

    const period = await idOf(sql`insert into billing_periods (name, start, "end", scope)
      values ('Queue period', '2026-03-01T00:00:00Z', '2026-03-31T23:59:59Z', 'all') returning id`);
    const statement = await idOf(sql`insert into statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst)
      values (${period}, ${live}, 'AUD', 1, 90000, 11223, 1122) returning id`);
    const sent = await idOf(sql`insert into statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst, emailed_at, email_count)
      values (${period}, ${pending}, 'AUD', 1, 9000, 1122, 112, now(), 1) returning id`);
    const invoice = await idOf(sql`insert into invoices
        (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name, customer_email, customer_address, lines, due_at, status)
      values (${statement}, ${live}, 'AUD', 11223, 1122, 12345, 'Commission', 'Queue Live Lodge', 'a@q.example', 'Perth', '[]'::jsonb, now(), 'failed') returning id`);
    await app.db.execute(sql`insert into invoices
        (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name, customer_email, customer_address, lines, due_at, status, paid, paid_at)
      values (${sent}, ${pending}, 'AUD', 1122, 112, 1234, 'Commission', 'Queue Pending Inn', 'b@q.example', 'Perth', '[]'::jsonb, now(), 'paid', true, now())`);
    const failure = (created: Date) =>
      app.db.execute(sql`insert into payment_failures (invoice_id, hotel_id, hotel_name, payment_method, reason, amount, currency, created_at)
        values (${invoice}, ${live}, 'Queue Live Lodge', 'pm_1', 'card_declined', 12345, 'AUD', ${created})`);
    at.failure = await kolkataNoon(`${today.slice(0, 8)}01`, 0);
    await failure(at.failure);
    await failure(await kolkataNoon(`${today.slice(0, 8)}01`, -2));

    const run = (job: string, outcome: string, startedAt: Date) =>
      app.db.execute(sql`insert into job_runs (job, trigger, as_of, started_at, ended_at, outcome)
        values (${job}, 'schedule', ${startedAt}, ${startedAt}, ${startedAt}, ${outcome})`);
    at.failedRun = new Date(Date.now() - 3600_000);
    await run('reservation-checkin', 'success', new Date(Date.now() - 7200_000));
    await run('reservation-checkin', 'fail', at.failedRun);
    await run('exchange-rates', 'fail', new Date(Date.now() - 7200_000));
    await run('exchange-rates', 'success', new Date(Date.now() - 3600_000));

    queues = await countQueues(app.db, { today, tomorrow, zone: ZONE });
  });
  afterAll(() => app.close());

  it('answers every queue once, in the order of DASHBOARD_QUEUES', () => {
    expect(queues.map((q) => q.key)).toEqual([...DASHBOARD_QUEUES]);
  });

  it('counts what a direct count of each table finds', async () => {
    const sydney = (day: string, plus = 0) => sql`((${day}::date + ${plus}::int)::timestamp at time zone 'Australia/Sydney')`;
    const kolkata = (day: string, plus = 0) => sql`((${day}::date + ${plus}::int)::timestamp at time zone ${ZONE})`;
    const direct: Record<DashboardQueueKey, SQL> = {
      arrivalsToday: sql`reservations where reservation_start >= ${sydney(today)} and reservation_start < ${sydney(today, 1)}`,
      arrivalsTomorrow: sql`reservations where reservation_start >= ${sydney(tomorrow)} and reservation_start < ${sydney(tomorrow, 1)}`,
      checkInsDue: sql`reservations where status = 'BOOKED' and reservation_start >= ${sydney(today)} and reservation_start < ${sydney(today, 1)}`,
      unapprovedNoShows: sql`reservations r where r.status = 'No show' and r.reservation_start >= ${kolkata(today, -29)}
        and r.reservation_start < ${kolkata(today, 1)} and not exists (select 1 from charges c where c.reservation_id = r.id and c.captured)`,
      approvalsWaiting: sql`approval_requests where status in ('pending', 'approving')`,
      refundRequests: sql`tickets where status in (1, 2) and title ilike '%refund%'`,
      openTickets: sql`tickets where status in (1, 2)`,
      slaBreaches: sql`tickets where status in (1, 2) and sla_paused_at is null
        and ((first_replied_at is null and first_reply_due_at < now()) or (resolved_at is null and resolution_due_at < now()))`,
      failedPayments: sql`payment_failures where created_at >= ${kolkata(`${today.slice(0, 8)}01`)} and created_at < ${kolkata(today, 1)}`,
      failedMail: sql`outbox where channel = 'email' and (status = 'failed' or (status <> 'sent' and next_attempt_at < now() - interval '15 minutes'))`,
      statementsNotSent: sql`statements where emailed_at is null`,
      invoicesUnpaid: sql`invoices where not paid`,
      failedJobs: sql`(select distinct on (job) job, outcome from job_runs order by job, started_at desc) j where outcome = 'fail'`,
      hotelsWithoutPropertyId: sql`hotels where property_id is null or property_id = ''`,
      hotelsPending: sql`hotels where status = 'Pending'`,
    };
    const expected: Record<string, number> = {};
    for (const key of DASHBOARD_QUEUES) expected[key] = await count(direct[key]);
    expect(Object.fromEntries(queues.map((q) => [q.key, q.count]))).toEqual(expected);
    // The records written above are among them (the shared seed may add its own).
    expect(expected).toMatchObject({ arrivalsToday: expect.any(Number), refundRequests: 2, openTickets: expect.any(Number), slaBreaches: 1, failedMail: 3, failedJobs: 1 });
    expect(expected.arrivalsToday).toBeGreaterThanOrEqual(2);
    expect(expected.unapprovedNoShows).toBeGreaterThanOrEqual(1);
  });

  it('dates the oldest waiting record where that means something', () => {
    expect(queue('arrivalsToday').oldestAt).toBeNull();
    expect(queue('arrivalsTomorrow').oldestAt).toBeNull();
    expect(queue('hotelsWithoutPropertyId').oldestAt).toBeNull();
    expect(queue('refundRequests').oldestAt).toBe(at.refundTicket.toISOString());
    expect(queue('failedJobs').oldestAt).toBe(at.failedRun.toISOString());
    expect(queue('slaBreaches').oldestAt).toBe(at.slaDue.toISOString());
    expect(queue('failedPayments').oldestAt).toBe(at.failure.toISOString());
    // Today's BOOKED arrival at noon in Sydney: dated once its time has come.
    const due = queue('checkInsDue').oldestAt;
    if (at.sydneyNoonToday.getTime() <= Date.now()) expect(due).toBe(at.sydneyNoonToday.toISOString());
    else expect(due).toBeNull();
    expect(new Date(queue('hotelsPending').oldestAt as string).getTime()).toBeLessThanOrEqual(at.pendingHotel.getTime());
  });

  it('gives Sent Mail, filtered by the link, the same total as the failed mail queue', async () => {
    expect(DASHBOARD_QUEUE_LINKS.failedMail.exact).toBe(true);
    const link = new URL(dashboardQueuePath('failedMail', today, tomorrow), 'http://console');
    expect(link.pathname).toBe('/outbox');
    // The page sends `?status=attention` as the API's `attention=true` (apps/admin-users' Sent Mail).
    expect(Object.fromEntries(link.searchParams)).toEqual({ channel: 'email', status: 'attention' });
    const res = await app.inject({ method: 'GET', url: '/api/outbox?channel=email&attention=true', headers: admin });
    expect(res.statusCode).toBe(200);
    expect((res.json() as OutboxListResponse).total).toBe(queue('failedMail').count);
  });
});
