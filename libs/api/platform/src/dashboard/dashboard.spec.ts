/**
 * GET /api/dashboard (docs/areas/dashboard.md): what each role is answered and what it is not, every business figure
 * against a count or sum of the rows written here (computed in the test from the same list, not by the SQL under
 * test), the previous period, the conversion at the stored exchange rates, the day boundaries in the asked zone, the
 * ticket load and lists, and the 400s and 401. The rows are written by SQL into the platform's test database (the
 * other areas' tables are there, empty: migrations are shared).
 */
import {
  DashboardMessages,
  DASHBOARD_AGE_BUCKETS,
  DASHBOARD_QUEUES,
  DASHBOARD_TICKETS,
  TicketStatus,
  type DashboardResponse,
} from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';
import { bearer, buildTestAppAsAdmin, demo, loginAs, oneRow, userIdOf, type App } from '../test/helper';

/** A reservation written below: its start (UTC), slot, status, and its charge (currency, amount, commission) or none. */
interface Booking {
  hotel: 'wombat' | 'quokka' | 'numbat';
  start: string;
  hours: 3 | 6 | 12;
  status: 'BOOKED' | 'CHECKEDIN' | 'CHECKEDOUT' | 'Cancelled' | 'No show';
  /** The reservation's own amount (used when it has no charge). */
  amount: number;
  charge?: { currency: string; amount: number; commission: number; gst: number };
  /** Minutes the stay is booked for, when not `hours` * 60. */
  minutes?: number;
}

// The range asked below: 10 days in Perth (UTC+8, no daylight saving): 2026-03-10 00:00 +08 = 2026-03-09T16:00Z.
const ZONE = 'Australia/Perth';
const FROM = '2026-03-10';
const TO = '2026-03-19';
const RANGE = `from=${FROM}&to=${TO}&zone=${encodeURIComponent(ZONE)}`;
// Stored rates, units per Australian dollar: NZD 1.1 from 1 March and 1.25 from 20 March (after the range: not used);
// JPY 100 from 15 March; THB none at all.
const RATES = [
  ['2026-03-01', 'NZD', 1.1],
  ['2026-03-20', 'NZD', 1.25],
  ['2026-03-15', 'JPY', 100],
] as const;
/** Minor units of AUD per minor unit of each currency at the rates in effect on 19 March. */
const FACTOR: Record<string, number> = { AUD: 1, NZD: 1 / 1.1, JPY: 100 / 100 };

const BOOKINGS: Booking[] = [
  // The current period.
  { hotel: 'wombat', start: '2026-03-09T16:00:00Z', hours: 3, status: 'CHECKEDOUT', amount: 9000, charge: { currency: 'AUD', amount: 9000, commission: 900, gst: 90 } },
  { hotel: 'wombat', start: '2026-03-11T02:00:00Z', hours: 6, status: 'CHECKEDOUT', amount: 15000, charge: { currency: 'AUD', amount: 15500, commission: 1500, gst: 150 } },
  { hotel: 'wombat', start: '2026-03-12T02:00:00Z', hours: 12, status: 'Cancelled', amount: 20000, charge: { currency: 'AUD', amount: 20000, commission: 2000, gst: 200 } },
  { hotel: 'wombat', start: '2026-03-12T05:00:00Z', hours: 3, status: 'No show', amount: 8000, charge: { currency: 'AUD', amount: 8000, commission: 800, gst: 80 } },
  { hotel: 'quokka', start: '2026-03-13T01:00:00Z', hours: 6, status: 'CHECKEDIN', amount: 12345, charge: { currency: 'NZD', amount: 12345, commission: 1234, gst: 123 } },
  { hotel: 'quokka', start: '2026-03-14T01:00:00Z', hours: 12, status: 'BOOKED', amount: 30000, charge: { currency: 'NZD', amount: 30000, commission: 3000, gst: 300 }, minutes: 11 * 60 },
  { hotel: 'numbat', start: '2026-03-15T01:00:00Z', hours: 3, status: 'BOOKED', amount: 7000, charge: { currency: 'JPY', amount: 7000, commission: 700, gst: 70 } },
  { hotel: 'numbat', start: '2026-03-16T01:00:00Z', hours: 6, status: 'BOOKED', amount: 6000 },
  { hotel: 'numbat', start: '2026-03-17T01:00:00Z', hours: 3, status: 'CHECKEDOUT', amount: 5000, charge: { currency: 'THB', amount: 99900, commission: 9990, gst: 999 } },
  // 23:59:59 on 19 March in Perth: the range's last second.
  { hotel: 'quokka', start: '2026-03-19T15:59:59Z', hours: 3, status: 'BOOKED', amount: 4000 },
  // The previous period (28 February to 9 March): 23:59 on 9 March in Perth, and one on 28 February.
  { hotel: 'wombat', start: '2026-03-09T15:59:00Z', hours: 6, status: 'CHECKEDOUT', amount: 11000, charge: { currency: 'AUD', amount: 11000, commission: 1100, gst: 110 } },
  { hotel: 'quokka', start: '2026-02-27T17:00:00Z', hours: 3, status: 'Cancelled', amount: 5000, charge: { currency: 'NZD', amount: 5500, commission: 550, gst: 55 } },
  // Outside both: 20 March in Perth, and 27 February in Perth.
  { hotel: 'wombat', start: '2026-03-19T16:00:00Z', hours: 3, status: 'BOOKED', amount: 99999 },
  { hotel: 'wombat', start: '2026-02-27T15:59:00Z', hours: 3, status: 'BOOKED', amount: 99999 },
];

/** Perth's calendar day of an instant (UTC+8). */
const perthDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
const inDays = (from: string, to: string) => (b: Booking) => perthDay(b.start) >= from && perthDay(b.start) <= to;
const current = BOOKINGS.filter(inDays(FROM, TO));
const previous = BOOKINGS.filter(inDays('2026-02-28', '2026-03-09'));
const notCancelled = (b: Booking) => b.status !== 'Cancelled';
/** A booking's revenue and commission in AUD cents, unrounded; 0 for a currency without a rate. */
const revenueOf = (b: Booking) => (b.charge ? b.charge.amount * (FACTOR[b.charge.currency] ?? 0) : b.amount);
const commissionOf = (b: Booking) => (b.charge ? (b.charge.commission + b.charge.gst) * (FACTOR[b.charge.currency] ?? 0) : 0);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

describe('GET /api/dashboard', () => {
  let app: App;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let department: Record<string, string>;
  const ids: Record<string, string> = {};

  const one = <T>(query: SQL) => oneRow<T>(app, query);
  const idOf = async (query: SQL) => (await one<{ id: string }>(query)).id;
  const get = (query: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url: `/api/dashboard?${query}`, headers });
  const dashboard = async (query: string, headers: Record<string, string>): Promise<DashboardResponse> => {
    const res = await get(query, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as DashboardResponse;
  };

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    employee = bearer(await loginAs(app, demo.employee));
    department = bearer(await loginAs(app, demo.department));

    ids.chain = await idOf(sql`insert into commissions (client_type_name, commission_rate, commission_rate_not_gst, commission_rate_gst)
      values ('Wombat Stays Group', 11, 10, 1) returning id`);
    ids.wombat = await idOf(sql`insert into hotels (name, city, status, commission_id) values ('Wombat Lodge', 'Perth', 'Live', ${ids.chain}) returning id`);
    ids.quokka = await idOf(sql`insert into hotels (name, city, status, commission_id) values ('Quokka Reef', 'Broome', 'Live', ${ids.chain}) returning id`);
    ids.numbat = await idOf(sql`insert into hotels (name, city, status) values ('Numbat Inn', 'Albany', 'Live') returning id`);
    const guest = await idOf(sql`insert into users (email, first_name, last_name, user_type, provider)
      values ('dana.guest@guests.example', 'Dana', 'Guest', 'APP', 'Guest') returning id`);
    for (const b of BOOKINGS) {
      const start = new Date(b.start);
      const end = new Date(start.getTime() + (b.minutes ?? b.hours * 60) * 60_000);
      const id = await idOf(sql`insert into reservations (hotel_id, booked_by_id, duration, reservation_start, reservation_end, timezone, status, amount)
        values (${ids[b.hotel]}, ${guest}, ${b.hours}, ${start}, ${end}, ${ZONE}, ${b.status}, ${b.amount}) returning id`);
      if (b.charge) {
        const c = b.charge;
        await app.db.execute(sql`insert into charges (reservation_id, currency, amount, cost, total, commission, commission_gst, status)
          values (${id}, ${c.currency}, ${c.amount}, ${c.amount}, ${c.amount}, ${c.commission}, ${c.gst}, 'charged')`);
      }
    }
    for (const [day, currency, rate] of RATES) {
      await app.db.execute(sql`insert into exchange_rates (day, currency, rate) values (${day}, ${currency}, ${rate})`);
    }
  });
  afterAll(() => app.close());

  describe('the business figures (SuperAdmin)', () => {
    let figures: NonNullable<DashboardResponse['figures']>;
    beforeAll(async () => {
      const answer = await dashboard(RANGE, admin);
      figures = answer.figures as NonNullable<DashboardResponse['figures']>;
    });

    it('counts the bookings starting in the range, its first and last second in the asked zone', () => {
      expect(figures.current).toMatchObject({ from: FROM, to: TO, bookings: current.length });
      expect(current).toHaveLength(10);
      expect(figures.previous).toMatchObject({ from: '2026-02-28', to: '2026-03-09', bookings: previous.length });
      expect(previous).toHaveLength(2);
    });

    it('sums revenue and commission of the bookings not cancelled, converted to AUD at the rates in effect on the last day', () => {
      expect(figures.currency).toBe('AUD');
      expect(figures.current.revenueMinor).toBe(Math.round(sum(current.filter(notCancelled).map(revenueOf))));
      expect(figures.current.commissionMinor).toBe(Math.round(sum(current.filter(notCancelled).map(commissionOf))));
      // NZD at 1.1 (1 March: the 20 March rate is after the range), so 12,345 + 30,000 NZD cents are 38,495 AUD cents.
      expect(Math.round((12345 + 30000) / 1.1)).toBe(38495);
      expect(figures.current.revenueMinor).toBe(9000 + 15500 + 8000 + 38495 + 7000 + 6000 + 4000);
      // The rates' day: the newest of those used (JPY of 15 March); THB has none, its amounts are left out.
      expect(figures.rateDate).toBe('2026-03-15');
      expect(figures.unconverted).toEqual(['THB']);
      expect(figures.previous.revenueMinor).toBe(Math.round(sum(previous.filter(notCancelled).map(revenueOf))));
      expect(figures.previous.revenueMinor).toBe(11000);
      expect(figures.previous.commissionMinor).toBe(1210);
    });

    it('answers the cancellation and no-show rates in percent', () => {
      const rate = (list: Booking[], status: Booking['status']) => pct(list.filter((b) => b.status === status).length, list.length);
      expect(figures.current.cancellationRate).toBe(rate(current, 'Cancelled'));
      expect(figures.current.cancellationRate).toBe(10);
      expect(figures.current.noShowRate).toBe(rate(current, 'No show'));
      expect(figures.previous.cancellationRate).toBe(50);
      expect(figures.previous.noShowRate).toBe(0);
    });

    it('answers bookings and the average booked stay per slot', () => {
      const slot = (hours: number) => {
        const all = current.filter((b) => b.hours === hours);
        const stays = all.filter(notCancelled).map((b) => b.minutes ?? b.hours * 60);
        return { hours, bookings: all.length, averageMinutes: stays.length ? Math.round((sum(stays) / stays.length) * 10) / 10 : null };
      };
      expect(figures.current.bySlot).toEqual([slot(3), slot(6), slot(12)]);
      // The 12-hour slot: one cancelled, one booked for 11 hours.
      expect(figures.current.bySlot[2]).toEqual({ hours: 12, bookings: 2, averageMinutes: 660 });
    });

    it('ranks the top hotels and chains by revenue', () => {
      const hotelRevenue = (h: Booking['hotel']) => Math.round(sum(current.filter((b) => b.hotel === h && notCancelled(b)).map(revenueOf)));
      const hotelBookings = (h: Booking['hotel']) => current.filter((b) => b.hotel === h).length;
      const row = (h: Booking['hotel'], name: string) => ({ id: ids[h], name, bookings: hotelBookings(h), revenueMinor: hotelRevenue(h) });
      expect(figures.topHotels).toEqual(
        [row('quokka', 'Quokka Reef'), row('wombat', 'Wombat Lodge'), row('numbat', 'Numbat Inn')].sort((a, b) => b.revenueMinor - a.revenueMinor),
      );
      expect(figures.topChains).toEqual([
        { id: ids.chain, name: 'Wombat Stays Group', bookings: hotelBookings('wombat') + hotelBookings('quokka'), revenueMinor: hotelRevenue('wombat') + hotelRevenue('quokka') },
        { id: 'other', name: 'Other', bookings: hotelBookings('numbat'), revenueMinor: hotelRevenue('numbat') },
      ]);
    });

    it('draws a point for every day of the range, zeros included, on the day in the asked zone', () => {
      expect(figures.trend.map((p) => p.day)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-03-${String(10 + i).padStart(2, '0')}`));
      for (const point of figures.trend) {
        const day = current.filter((b) => perthDay(b.start) === point.day);
        expect(point).toEqual({ day: point.day, bookings: day.length, revenueMinor: Math.round(sum(day.filter(notCancelled).map(revenueOf))) });
      }
      expect(figures.trend.find((p) => p.day === '2026-03-18')).toEqual({ day: '2026-03-18', bookings: 0, revenueMinor: 0 });
      expect(figures.trend.at(-1)).toEqual({ day: TO, bookings: 1, revenueMinor: 4000 });
    });

    it('takes the days in the zone asked for: in UTC the first booking falls on the day before the range', async () => {
      const utc = (await dashboard(`from=${FROM}&to=${TO}&zone=UTC`, admin)).figures;
      const utcDay = (b: Booking) => b.start.slice(0, 10);
      expect(utc?.current.bookings).toBe(BOOKINGS.filter((b) => utcDay(b) >= FROM && utcDay(b) <= TO).length);
      expect(utc?.current.bookings).toBe(current.length);
      expect(utc?.trend[0]).toEqual({ day: FROM, bookings: 0, revenueMinor: 0 });
    });

    it('answers zeros and null rates for a range without bookings, and no rate day when nothing was converted', async () => {
      const empty = (await dashboard('from=2025-01-01&to=2025-01-07&zone=UTC', admin)).figures;
      expect(empty?.current).toMatchObject({ bookings: 0, revenueMinor: 0, commissionMinor: 0, cancellationRate: null, noShowRate: null });
      expect(empty?.current.bySlot).toEqual([3, 6, 12].map((hours) => ({ hours, bookings: 0, averageMinutes: null })));
      expect(empty?.rateDate).toBeNull();
      expect(empty?.unconverted).toBeUndefined();
      expect(empty?.topHotels).toEqual([]);
      expect(empty?.trend).toHaveLength(7);
    });
    it("follows a reservation's and a charge's later changes (the figures' rows are kept by triggers, migration 0032)", async () => {
      const before = (await dashboard(RANGE, admin)).figures;
      // Cancel the Numbat 6-hour booking (6,000 without a charge), raise a Wombat charge by 500, drop a Quokka NZD charge
      // (30,000 NZD cents; its reservation's own 30,000 counts then, as AUD).
      await app.db.execute(sql`update reservations set status = 'Cancelled' where hotel_id = ${ids.numbat} and duration = 6`);
      await app.db.execute(sql`update charges set amount = amount + 500, total = total + 500, cost = cost + 500
        where reservation_id = (select id from reservations where reservation_start = '2026-03-11T02:00:00Z')`);
      await app.db.execute(sql`delete from charges where reservation_id = (select id from reservations where reservation_start = '2026-03-14T01:00:00Z')`);
      const after = (await dashboard(RANGE, admin)).figures;
      const changed = current.map((b): Booking => {
        if (b.hotel === 'numbat' && b.hours === 6) return { ...b, status: 'Cancelled' };
        if (b.start === '2026-03-11T02:00:00Z' && b.charge) return { ...b, charge: { ...b.charge, amount: b.charge.amount + 500 } };
        if (b.start === '2026-03-14T01:00:00Z') return { ...b, charge: undefined };
        return b;
      });
      expect(after?.current.bookings).toBe(before?.current.bookings);
      expect(after?.current.cancellationRate).toBe(20);
      expect(after?.current.revenueMinor).toBe(Math.round(sum(changed.filter(notCancelled).map(revenueOf))));
      expect(after?.current.commissionMinor).toBe(Math.round(sum(changed.filter(notCancelled).map(commissionOf))));
      expect(after?.current.revenueMinor).not.toBe(before?.current.revenueMinor);
      // A reservation deleted leaves the figures: the range's last booking (4,000, no charge).
      await app.db.execute(sql`delete from reservations where reservation_start = '2026-03-19T15:59:59Z'`);
      const deleted = (await dashboard(RANGE, admin)).figures;
      expect(deleted?.current.bookings).toBe(current.length - 1);
      expect(deleted?.current.revenueMinor).toBe((after?.current.revenueMinor ?? 0) - 4000);
      expect(deleted?.trend.at(-1)).toEqual({ day: TO, bookings: 0, revenueMinor: 0 });
    });
    it('counts a partially refunded charge at what was paid less what was refunded (migration 0036)', async () => {
      const before = (await dashboard(RANGE, admin)).figures;
      // 2,500 of the first Wombat booking's 9,000 AUD given back: revenue drops by as much, commission stays.
      await app.db.execute(sql`update charges set refunded_amount = 2500
        where reservation_id = (select id from reservations where reservation_start = '2026-03-09T16:00:00Z')`);
      const after = (await dashboard(RANGE, admin)).figures;
      expect(after?.current.revenueMinor).toBe((before?.current.revenueMinor ?? 0) - 2500);
      expect(after?.current.commissionMinor).toBe(before?.current.commissionMinor);
      expect(after?.trend[0].revenueMinor).toBe((before?.trend[0].revenueMinor ?? 0) - 2500);
    });
  });

  describe('tickets', () => {
    const t: Record<string, string> = {};
    let support: string;
    let finance: string;
    let ravi: string;
    let meera: string;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const ticket = async (name: string, by: string, to: string, status: number, age: number, updatedAge = age) => {
      t[name] = await idOf(sql`insert into tickets (title, message, department_id, user_id, status, created_at, updated_at)
        values (${`Dashboard ${name}`}, '<p>Help</p>', ${to}, ${by}, ${status}, ${hoursAgo(age)}, ${hoursAgo(updatedAge)}) returning id`);
    };

    beforeAll(async () => {
      support = await idOf(sql`select id from departments where name = ${demo.department.department}`);
      finance = await idOf(sql`select id from departments where name = 'Finance'`);
      ravi = await userIdOf(app, demo.employee.email);
      meera = await userIdOf(app, demo.department.email);
      const priya = await userIdOf(app, 'priya.sharma@staff.example.com');
      await ticket('raviOld', ravi, support, TicketStatus.Open, 200);
      await ticket('raviMid', ravi, finance, TicketStatus.InProgress, 50);
      await ticket('raviNew', ravi, support, TicketStatus.Open, 2);
      await ticket('raviClosed', ravi, support, TicketStatus.Closed, 100, 1);
      await ticket('priyas', priya, support, TicketStatus.InProgress, 90);
      await ticket('priyasResolved', priya, support, TicketStatus.Resolved, 30);
      await ticket('meeraToFinance', meera, finance, TicketStatus.Open, 5);
      const reply = async (ticketName: string, by: string, age: number, message: string) =>
        app.db.execute(sql`insert into ticket_discussions (ticket_id, user_id, message, created_at) values (${t[ticketName]}, ${by}, ${message}, ${hoursAgo(age)})`);
      // raviOld was answered an hour ago: it waits since then, and is Ravi's latest activity.
      await reply('raviOld', ravi, 150, '<p>Any news?</p>');
      await reply('raviOld', meera, 1, `<p>We are <b>on it</b> &amp; will call.</p><p>${'x'.repeat(200)}</p>`);
      await reply('priyas', meera, 80, '<p>Looking.</p>');
    });

    it("a SuperAdmin sees the work queues, every department's open tickets by status, age and department, and no list", async () => {
      const answer = await dashboard(RANGE, admin);
      expect(answer.role).toBe('SuperAdmin');
      expect(answer.queues?.map((q) => q.key)).toEqual([...DASHBOARD_QUEUES]);
      expect(answer.ticketList).toBeUndefined();
      const counts = rowsOf<{ status: number; n: number }>(
        await app.db.execute(sql`select status, count(*)::int as n from tickets where status in (1, 2) group by status`),
      );
      const n = (status: number) => counts.find((c) => Number(c.status) === status)?.n ?? 0;
      expect(answer.tickets?.byStatus).toEqual([{ status: 1, count: n(1) }, { status: 2, count: n(2) }]);
      const byDepartment = rowsOf<{ id: string; name: string; n: number }>(
        await app.db.execute(sql`select d.id::text as id, d.name, count(t.id)::int as n from departments d
          left join tickets t on t.department_id = d.id and t.status in (1, 2) where d.deleted_at is null group by d.id, d.name`),
      );
      expect(answer.tickets?.byDepartment).toHaveLength(byDepartment.length);
      for (const d of byDepartment) expect(answer.tickets?.byDepartment).toContainEqual({ departmentId: d.id, name: d.name, count: d.n });
      expect(answer.tickets?.byDepartment.map((d) => d.count)).toEqual([...byDepartment.map((d) => d.n)].sort((a, b) => b - a));
      const ages = answer.tickets?.byAge ?? [];
      expect(ages.map((a) => a.bucket)).toEqual([...DASHBOARD_AGE_BUCKETS]);
      expect(sum(ages.map((a) => a.count))).toBe(n(1) + n(2));
    });

    it("a Department user sees its department's open tickets only, the longest waiting first, and no figures", async () => {
      const answer = await dashboard(RANGE, department);
      expect(answer.role).toBe('Department');
      expect(answer.figures).toBeUndefined();
      expect(answer.queues).toBeUndefined();
      expect(answer.tickets?.byDepartment).toEqual([{ departmentId: support, name: demo.department.department, count: 3 }]);
      expect(answer.tickets?.byStatus).toEqual([{ status: 1, count: 2 }, { status: 2, count: 1 }]);
      // No ticket of the demo has an SLA (docs/areas/helpdesk.md, "SLAs"): none breached.
      expect(answer.tickets?.slaBreaches).toBe(0);
      // Ages since raised: raviNew 2 h, priyas 90 h, raviOld 200 h.
      expect(answer.tickets?.byAge).toEqual([
        { bucket: 'lt1d', count: 1 },
        { bucket: '1to3d', count: 0 },
        { bucket: '3to7d', count: 1 },
        { bucket: 'gt7d', count: 1 },
      ]);
      // Waiting since: priyas' reply 80 h ago, raviNew raised 2 h ago, raviOld answered 1 h ago. Not: the closed and
      // resolved ones, nor the ticket Meera raised to Finance (its own, but not its department's).
      const list = answer.ticketList ?? [];
      expect(list.map((x) => x._id)).toEqual([t.priyas, t.raviNew, t.raviOld]);
      expect(list[0]).toMatchObject({ title: 'Dashboard priyas', status: 2, departmentName: demo.department.department });
      expect(Date.parse(list[0]?.waitingSince ?? '')).toBeCloseTo(hoursAgo(80).getTime(), -4);
      expect(list[1]?.lastReply).toBeNull();
      expect(list[1]?.waitingSince).toBe(list[1]?.createdAt);
    });

    it('an Employee sees its own tickets only, the latest activity first, with the last reply as text', async () => {
      const answer = await dashboard(RANGE, employee);
      expect(answer.role).toBe('Employee');
      expect(answer.figures).toBeUndefined();
      expect(answer.tickets).toBeUndefined();
      expect(answer.queues).toBeUndefined();
      const own = rowsOf<{ id: string }>(await app.db.execute(sql`select id::text as id from tickets where user_id = ${ravi}`)).map((r) => r.id);
      const list = answer.ticketList ?? [];
      expect(list.length).toBe(Math.min(own.length, DASHBOARD_TICKETS));
      expect(list.every((x) => own.includes(x._id))).toBe(true);
      // raviOld: replied 1 h ago; raviClosed: closed 1 h ago (its change counts), then raviNew (2 h), raviMid (50 h).
      expect(list.map((x) => x._id)).toEqual([t.raviOld, t.raviClosed, t.raviNew, t.raviMid]);
      const reply = list[0]?.lastReply;
      expect(reply?.by).toBe(`${demo.department.firstName} ${demo.department.lastName}`);
      expect(reply?.excerpt).toBe(`We are on it & will call. ${'x'.repeat(200)}`.slice(0, 140));
      expect(reply?.excerpt).toHaveLength(140);
      expect(list.find((x) => x._id === t.raviMid)).toMatchObject({ departmentName: 'Finance', status: 2, lastReply: null });
    });
    it("finds a department's longest waiting ticket among many raised before it and answered since", async () => {
      // 250 open Finance tickets raised 300 to 549 hours ago, each answered an hour ago; then one raised 20 hours ago
      // and not answered: it waits longer than all of them, though 250 tickets were raised before it.
      const vikram = await userIdOf(app, 'finance.desk@staff.example.com');
      await app.db.execute(sql`insert into tickets (title, message, department_id, user_id, status, created_at, updated_at)
        select 'Dashboard answered ' || g, '<p>Old</p>', ${finance}, ${ravi}, 1, now() - (300 + g) * interval '1 hour', now() - (300 + g) * interval '1 hour'
        from generate_series(0, 249) g`);
      await app.db.execute(sql`insert into ticket_discussions (ticket_id, user_id, message, created_at)
        select id, ${vikram}, '<p>Done soon.</p>', now() - interval '1 hour' from tickets where title like 'Dashboard answered %'`);
      await ticket('waiting', ravi, finance, TicketStatus.Open, 20);
      const answer = await dashboard(RANGE, bearer(await loginAs(app, { email: 'finance.desk@staff.example.com', password: 'Finance#2026' })));
      const list = answer.ticketList ?? [];
      expect(list).toHaveLength(DASHBOARD_TICKETS);
      // raviMid (In Progress, raised 50 hours ago), the new one (20 hours), meeraToFinance (5 hours), then the answered ones.
      expect(list.slice(0, 3).map((x) => x._id)).toEqual([t.raviMid, t.waiting, t.meeraToFinance]);
      expect(list.slice(3).every((x) => x.title.startsWith('Dashboard answered'))).toBe(true);
      expect(answer.tickets?.byDepartment).toEqual([{ departmentId: finance, name: 'Finance', count: 253 }]);
      expect(answer.tickets?.byAge).toEqual([
        { bucket: 'lt1d', count: 2 },
        { bucket: '1to3d', count: 1 },
        { bucket: '3to7d', count: 0 },
        { bucket: 'gt7d', count: 250 },
      ]);
    });
  });

  describe('range and zone', () => {
    it('defaults to the last 30 days up to today in Asia/Kolkata', async () => {
      const answer = await dashboard('', admin);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      expect(answer.today).toBe(today);
      expect(answer.figures?.current.to).toBe(today);
      expect(answer.figures?.trend).toHaveLength(30);
      expect(answer.figures?.previous.to).toBe(answer.figures?.trend[0] && new Date(Date.parse(`${answer.figures.trend[0].day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
    });

    it('takes today in the asked zone', async () => {
      const zone = 'Pacific/Kiritimati';
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      expect((await dashboard(`zone=${encodeURIComponent(zone)}`, employee)).today).toBe(today);
    });

    it('answers 400 for a range backwards or too long, an unknown zone or a day that does not exist', async () => {
      const message = async (query: string) => {
        const res = await get(query, admin);
        expect(res.statusCode).toBe(400);
        return res.json().message as string;
      };
      expect(await message('from=2026-03-20&to=2026-03-19')).toBe(DashboardMessages.badRange);
      expect(await message('from=2025-01-01&to=2026-01-02')).toBe(DashboardMessages.rangeTooLong);
      expect(await message('zone=Mars%2FOlympus')).toBe(DashboardMessages.badZone);
      await message('from=2026-02-30');
      expect((await get('from=2025-01-01&to=2026-01-01', admin)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await get(RANGE)).statusCode).toBe(401);
    });
  });
});
