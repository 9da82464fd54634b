import { accountStatus, chargeTotal, commissionUrlOf, USER_KINDS, userKind } from '@backoffice/contracts';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { loadConfig, type Database } from '@backoffice/api-server';
import { helpdeskSchema } from '@backoffice/api-helpdesk';
import { hotelsSchema } from '@backoffice/api-hotels';
import { bookingsSchema } from '@backoffice/api-bookings';
import { billingSchema } from '@backoffice/api-billing';
import { chainsSchema } from '@backoffice/api-chains';
import { pricingSchema } from '@backoffice/api-pricing';
import { usersSchema } from '@backoffice/api-users';
import { charges, commissions, departments, hotelEmployees, hotels, jobRuns, managerChains, managerHotels, notifications, passwordResets, reservations, reviews, rooms, users, vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { TEST_ARGON2 } from '@backoffice/api-server/testing';
import { API_CONFIG_SLICES } from '../areas';
import { createAppTestDatabase as createTestDatabase } from '../test/helper';
import { DEMO_ACCOUNTS, DEMO_DEPARTMENTS, seed, seedIfEmpty } from './seed';

const { tickets, ticketDiscussions } = helpdeskSchema;

describe('seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(); // seeded at scale 1 by the test setup
  });
  afterAll(() => database.close());

  const snapshot = async () => ({
    users: await database.db.select({ id: users.id, email: users.email, role: users.role }).from(users).orderBy(asc(users.email)),
    departments: await database.db.select({ id: departments.id, name: departments.name }).from(departments).orderBy(asc(departments.name)),
    tickets: await database.db
      .select({ id: tickets.id, title: tickets.title, userId: tickets.userId, departmentId: tickets.departmentId })
      .from(tickets)
      .orderBy(asc(tickets.id)),
    discussions: await database.db.select({ id: ticketDiscussions.id }).from(ticketDiscussions).orderBy(asc(ticketDiscussions.id)),
  });
  const wipe = async () => {
    // The hotels and bookings areas' rows point at users (owners, contacts, customers): they go first.
    const { checkinWindows, hotelPhotos, hotelAdminTokens } = hotelsSchema;
    const { paymentFailures, invoices, statementReservations, statements, billingPeriods } = billingSchema;
    const { customerBans, chargeRefunds, approvalRequests } = bookingsSchema;
    const { expediaReports } = chainsSchema;
    const { userImports } = usersSchema;
    const { coupons, exchangeRates, exchangeRateLogs, rateGainLogs, marketRates, cancellationPeriodLogs, fundTransfers, availabilitySnapshots } = pricingSchema;
    for (const table of [userImports, coupons, exchangeRates, exchangeRateLogs, rateGainLogs, marketRates, cancellationPeriodLogs, fundTransfers, availabilitySnapshots, jobRuns, vatgstVersions, managerHotels, managerChains, expediaReports, paymentFailures, invoices, statementReservations, statements, billingPeriods, customerBans, chargeRefunds, approvalRequests, reviews, charges, reservations, checkinWindows, rooms, hotelPhotos, hotelEmployees, hotelAdminTokens, hotels, vatgst]) {
      await database.db.delete(table);
    }
    await database.db.delete(notifications);
    await database.db.delete(passwordResets);
    await database.db.delete(users);
    await database.db.delete(departments);
  };

  it('holds the demo accounts and departments, and does not seed a database that has users', async () => {
    const { users: rows, departments: depts } = await snapshot();
    for (const a of DEMO_ACCOUNTS) expect(rows).toContainEqual(expect.objectContaining({ email: a.email, role: a.role }));
    expect(depts.map((d) => d.name)).toEqual([...DEMO_DEPARTMENTS].sort());
    // The demo Admin and the users area's second Admin.
    expect(rows.filter((u) => u.role === 'SuperAdmin')).toHaveLength(2);
    const seeded = await snapshot();
    expect(seeded.tickets.length).toBeGreaterThanOrEqual(8);
    expect(seeded.discussions.length).toBeGreaterThan(0);
    expect(await seedIfEmpty(database.db, { argon2: TEST_ARGON2 })).toBeNull();
  });

  it('holds users of every kind, and some accounts Not Active', async () => {
    const rows = await database.db.select().from(users);
    const live = rows.filter((u) => !u.deletedAt);
    expect(new Set(live.map(userKind))).toEqual(new Set(USER_KINDS));
    const notActive = live.filter((u) => accountStatus({ expireDate: u.expireDate?.toISOString() ?? null, disabled: u.disabled }) === 'Not Active');
    expect(notActive.filter((u) => u.role).length).toBeGreaterThanOrEqual(2);
    // Owners with a chain and hotels of it.
    const owners = await database.db.select({ id: users.id, chain: managerChains.commissionId }).from(managerChains).innerJoin(users, eq(users.id, managerChains.userId)).where(eq(users.accessLevel, 'OWNER'));
    expect(owners.length).toBeGreaterThanOrEqual(2);
    for (const o of owners) {
      const held = await database.db.select({ chain: hotels.commissionId }).from(managerHotels).innerJoin(hotels, eq(hotels.id, managerHotels.hotelId)).where(eq(managerHotels.userId, o.id));
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((h) => h.chain === o.chain)).toBe(true);
    }
  });

  it('is deterministic: the same ids and e-mails on every run', async () => {
    const before = await snapshot();
    await wipe();
    await seed(database.db, { argon2: TEST_ARGON2 });
    expect(await snapshot()).toEqual(before);
  });

  it('seeds reservations with charges that add up, in several currencies, with refunds, no-shows, reviews and bans', async () => {
    const rows = await database.db.select().from(charges);
    expect(rows.length).toBeGreaterThan(1000);
    for (const c of rows) expect(c.total).toBe(chargeTotal({ cost: c.cost, surcharge: c.surcharge, hotelDiscount: c.hotelDiscount, timeflyzDiscount: c.timeflyzDiscount }));
    expect(new Set(rows.map((c) => c.currency)).size).toBeGreaterThan(3);
    expect(rows.filter((c) => c.refundedAmount > 0).length).toBeGreaterThan(10);
    // Each refunded charge lists its refund (docs/areas/bookings.md, "Refunds").
    const listed = await database.db.select().from(bookingsSchema.chargeRefunds);
    const byCharge = new Map(listed.map((r) => [r.chargeId, r.amount]));
    expect(rows.filter((c) => c.refundedAmount > 0 && byCharge.get(c.id) !== c.refundedAmount)).toEqual([]);
    expect(rows.filter((c) => c.status === 'requires_capture').length).toBeGreaterThan(5);
    const statuses = new Set((await database.db.select({ s: reservations.status }).from(reservations)).map((r) => r.s));
        expect(statuses.has('No show') && statuses.has('Cancelled') && statuses.has('BOOKED')).toBe(true);
    expect((await database.db.select({ id: reviews.id }).from(reviews)).length).toBeGreaterThan(50);
    expect((await database.db.select({ id: bookingsSchema.customerBans.id }).from(bookingsSchema.customerBans)).length).toBeGreaterThan(0);
  });

  it('bills the last three full months: statements e-mailed, invoices paid, two payment failures, totals that recompute', async () => {
    const { billingPeriods, statements, invoices, paymentFailures } = billingSchema;
    const periods = await database.db.select().from(billingPeriods).orderBy(asc(billingPeriods.start));
    expect(periods).toHaveLength(3);
    // Full months: each ends before the current UTC month begins (on the 1st, less than a day before now).
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    for (const p of periods) expect(p.end.getTime()).toBeLessThan(monthStart);
    const rows = await database.db.select().from(statements);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((s) => s.emailedAt !== null)).toBe(true);
    const bills = await database.db.select().from(invoices);
    expect(bills.filter((i) => i.paid).length).toBeGreaterThan(20);
    expect(bills.filter((i) => i.status === 'failed')).toHaveLength(2);
    expect(await database.db.select().from(paymentFailures)).toHaveLength(2);
    // Every statement recomputes exactly from the reservations it lists, and those carry the billing mark.
    const check = await database.db.execute(sql`
      select s.id from statements s
        join statement_reservations sr on sr.statement_id = s.id
        join reservations r on r.id = sr.reservation_id
        join charges c on c.reservation_id = r.id
       group by s.id, s.reservation_count, s.gross, s.commission, s.commission_gst
      having count(*) <> s.reservation_count or sum(c.amount) <> s.gross or sum(c.commission) <> s.commission
          or sum(c.commission_gst) <> s.commission_gst or bool_or(r.charge_status is null)`);
    expect((check as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('seeds six chains and Other with rates that add up, a Revenue Manager per chain, Hotel Managers and 40 Expedia reports', async () => {
    const { expediaReports } = chainsSchema;
    const chains = await database.db.select().from(commissions);
    expect(chains.map((c) => c.clientTypeName)).toContain('Other');
    expect(chains).toHaveLength(7);
    for (const c of chains) {
      expect(Math.round(c.commissionRate * 100)).toBe(Math.round(c.commissionRateNotGst * 100) + Math.round(c.commissionRateGst * 100));
      expect(c.commissionRate).toBeGreaterThan(0);
    }
    const managers = await database.db.select({ level: users.accessLevel, chain: managerChains.commissionId }).from(managerChains).innerJoin(users, eq(users.id, managerChains.userId));
    expect(new Set(managers.filter((m) => m.level === 'GROUPMANAGER').map((m) => m.chain)).size).toBe(6);
    expect(managers.filter((m) => m.level === 'REGIONALMANAGER').length).toBeGreaterThan(0);
    expect(await database.db.select().from(expediaReports)).toHaveLength(40);
  });

  it('--scale N makes larger sets; the chains get their address on the configured COMMISSION_URL_BASE', async () => {
    await wipe();
    const config = loadConfig({ COMMISSION_URL_BASE: 'https://partners.example.net/chains' }, {}, API_CONFIG_SLICES);
    const result = await seed(database.db, { argon2: TEST_ARGON2, scale: 2, config });
    const chains = await database.db.select({ name: commissions.clientTypeName, url: commissions.commissionUrl }).from(commissions);
    expect(chains.length).toBeGreaterThan(0);
    for (const c of chains) expect(c.url).toBe(commissionUrlOf('https://partners.example.net/chains', c.name));
    // Console accounts; the hotels area adds its hotel accounts (no role) as `hotelAccounts`.
    const [{ n }] = await database.db.select({ n: count() }).from(users).where(isNotNull(users.role));
    // The users area adds console accounts of its own (its `consoleUsers`).
    expect(Number(n)).toBe(result.users + (result.areas.users?.consoleUsers ?? 0));
    expect(result.areas.hotels).toMatchObject({ hotels: 60 }); // --scale N makes N hotels only above the demo 60
    expect(result.users).toBe(DEMO_ACCOUNTS.length + 20); // 10 per unit of scale above 1, against 4 at scale 1
    expect(result.notifications).toBeGreaterThan(result.users - 1);
    const [{ r }] = await database.db.select({ r: count() }).from(reservations);
    expect(Number(r)).toBe(10_000); // 5,000 per unit of scale above 1, against 2,000 at scale 1
  }, 300_000); // seeds every area at scale 2: about 20 s alone on the embedded database, minutes on a loaded server
});
