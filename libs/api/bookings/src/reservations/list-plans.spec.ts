/**
 * The bookings area's lists and export read rows in proportion to the rows they answer, whatever the shape of the
 * data (docs/api-database.md, "Which index a list reads"): one hotel holding most reservations, one customer with
 * a thousand bookings, a chain, hundreds of approval requests. Every read statement a request sent is run again
 * under EXPLAIN ANALYZE (`listReads`), and the rows read are held to 10 per row answered plus a small constant.
 */
import type { ApprovalListResponse, ReservationListResponse } from '@backoffice/contracts';
import { describePlans, listReads, type StatementPlan } from '@backoffice/api-server/testing';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@backoffice/api-server';
import { buildTestAppAsAdmin, insertSuperAdmin, type App } from '../test/helper';

/**
 * Rows a request may read beyond 10 per row answered: the sign-in's user (1 row) and the counters a total sums (at
 * most 5 statuses × 3 billing marks = 15 rows for the whole list, a chain, a hotel or a customer), with room for the
 * planner's choice of an index probe or two more.
 */
const C = 40;

/** The big hotel's reservations, the big customer's bookings, the other hotels' and customers' reservations. */
const BIG_HOTEL = 3_000;
const BIG_CUSTOMER = 1_000;
const SPREAD = 3_000;
/**
 * The tenth hotel's reservations: about a tenth of all, spread over the same months, none billed yet (billing "no",
 * one in 50 excluded), the skew bench's big hotel. The whole list's billing index, read newest first while skipping the other hotels'
 * rows, then costs the planner less than the hotel's own (its rows lie in the table's order): 147 rows read for 10.
 */
const TENTH_HOTEL = 800;
/** The other hotels (the big chain holds the big hotel and 5 of them, the small chain 50 others). */
const SMALL_HOTELS = 1_000;
/** The small chain's hotels: a twentieth of the small hotels, about 4 % of the reservations. */
const SMALL_CHAIN = 50;
/**
 * The big hotel's, the big customer's and the big chain's id: the highest uuid, so that each big scope's id sorts
 * after the small ones' and its rows lie where the scope's index order and the table's order disagree, the shape in
 * which the planner may prefer the whole list's index (docs/api-database.md, "Which index a list reads", rule 6).
 */
const LAST_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

describe('bookings lists under skewed data', () => {
  let app: App;
  let admin: Record<string, string>;
  let bigHotel: string;
  let tenthHotel: string;
  let bigCustomer: string;
  let chain: string;
  let smallChain: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    const second = await insertSuperAdmin(app);
    [{ id: bigHotel }] = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO hotels (id, name, city, country, status)
        VALUES (${LAST_ID}::uuid, 'Plan Big Hotel', 'Sydney', 'Australia', 'Live') RETURNING id`),
    );
    [{ id: bigCustomer }] = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO users (id, email, first_name, last_name, user_type, provider)
        VALUES (${LAST_ID}::uuid, 'bianca.bigbooker@customers.test', 'Bianca', 'Bigbooker', 'APP', 'Timeflyz') RETURNING id`),
    );
    const smallHotels = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO hotels (name, city, country, status)
        SELECT 'Plan Small ' || g, 'Sydney', 'Australia', 'Live' FROM generate_series(1, ${SMALL_HOTELS}) g RETURNING id`),
    ).map((h) => h.id);
    // The big hotel's chain, with 5 small hotels, and a small chain.
    const chainOf = async (name: string, ids: string[], chainId?: string) => {
      const [{ id }] = rowsOf<{ id: string }>(
        await app.db.execute(sql`INSERT INTO commissions (id, client_type_name) VALUES (coalesce(${chainId ?? null}::uuid, gen_random_uuid()), ${name}) RETURNING id`),
      );
      await app.db.execute(sql`UPDATE hotels SET commission_id = ${id}::uuid WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
      return id;
    };
    chain = await chainOf('Plan Chain', [bigHotel, ...smallHotels.slice(0, 5)], LAST_ID);
    smallChain = await chainOf('Plan Small Chain', smallHotels.slice(5, 5 + SMALL_CHAIN));
    // 2,000 customers: the customers list, and the big hotel's and the spread reservations' bookers.
    await app.db.execute(sql`INSERT INTO users (email, first_name, last_name, user_type, provider)
      SELECT 'plan.' || g || '@customers.test', 'Plan', 'Customer ' || lpad(g::text, 4, '0'), 'APP', 'Timeflyz'
      FROM generate_series(1, 2000) g`);
    const statuses = `'{BOOKED,CHECKEDIN,CHECKEDOUT,CHECKEDOUT,Cancelled,No show}'`;
    // Statuses, billing marks (excluded every 7th, invoiced or on a statement otherwise) and times spread over
    // every row; arrivals one per 15 minutes back from now (the big hotel's last 30 days hold ~2,900).
    const insert = (n: number, hotel: SQL, customer: SQL, offset: number) =>
      app.db.execute(sql`
        WITH c AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'plan.%@customers.test'),
             h AS (SELECT ${sql.raw(`'{${smallHotels.join(',')}}'`)}::uuid[] AS ids)
        INSERT INTO reservations (hotel_id, booked_by_id, status, duration, reservation_start, reservation_end,
          charge_status, excluded, created_at)
        SELECT ${hotel}, ${customer}, (${sql.raw(statuses)}::text[])[1 + g % 6], 3,
          now() - (g + ${offset}) * interval '15 minutes', now() - (g + ${offset}) * interval '15 minutes' + interval '3 hours',
          (ARRAY['charge', 'statement', NULL])[1 + g % 3], g % 7 = 0, now() - (g + ${offset}) * interval '1 minute'
        FROM generate_series(1, ${n}) g, c, h`);
    await insert(BIG_HOTEL, sql`${bigHotel}::uuid`, sql`c.ids[1 + g % 2000]`, 0);
    await insert(BIG_CUSTOMER, sql`h.ids[1 + g % ${sql.raw(String(SMALL_HOTELS))}]`, sql`${bigCustomer}::uuid`, 3);
    await insert(SPREAD, sql`h.ids[1 + g % ${sql.raw(String(SMALL_HOTELS))}]`, sql`c.ids[1 + g % 2000]`, 5);
    [{ id: tenthHotel }] = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO hotels (id, name, city, country, status)
        VALUES ('eeeeeeee-eeee-4eee-beee-eeeeeeeeeeee'::uuid, 'Plan Tenth Hotel', 'Sydney', 'Australia', 'Live') RETURNING id`),
    );
    await app.db.execute(sql`
      WITH c AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'plan.%@customers.test')
      INSERT INTO reservations (hotel_id, booked_by_id, status, duration, reservation_start, reservation_end, created_at)
      SELECT ${tenthHotel}::uuid, c.ids[1 + g % 2000], (${sql.raw(statuses)}::text[])[1 + g % 6], 3,
        now() - (g * 9 + 4) * interval '15 minutes', now() - (g * 9 + 4) * interval '15 minutes' + interval '3 hours',
        now() - (g * 9 + 4) * interval '1 minute'
      FROM generate_series(1, ${TENTH_HOTEL}) g, c`);
    await app.db.execute(sql`UPDATE reservations SET excluded = true WHERE hotel_id = ${tenthHotel}::uuid AND booking_no % 50 = 0`);
    // A charge for each (a no-show's authorised, one in 10 of them captured: the approved tab).
    await app.db.execute(sql`
      INSERT INTO charges (reservation_id, amount, cost, surcharge, total, status, captured)
      SELECT r.id, 10200, 10000, 200, 10200, CASE WHEN r.status = 'No show' AND r.booking_no % 7 <> 0 THEN 'requires_capture' ELSE 'charged' END,
        NOT (r.status = 'No show' AND r.booking_no % 7 <> 0)
      FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id WHERE c.id IS NULL`);
    // 3,000 approval requests: 1,500 waiting, 1,500 decided.
    await app.db.execute(sql`
      INSERT INTO approval_requests (kind, status, reservation_id, charge_id, amount, currency, requested_by, created_at)
      SELECT 'refund', CASE WHEN n <= 1500 THEN 'pending' WHEN n % 2 = 0 THEN 'approved' ELSE 'rejected' END,
        reservation_id, id, 1000, 'AUD', ${second.id}::uuid, now() - n * interval '1 minute'
      FROM (SELECT c.*, row_number() OVER (ORDER BY c.id) AS n FROM charges c WHERE c.status = 'charged') c WHERE n <= 3000`);
    await app.db.execute(sql`ANALYZE`);
  }, 180_000);
  afterAll(() => app.close());

  /** One request's reads: its answer's status and rows, the rows its statements read and their plans. */
  const reads = async (url: string, rowsOf: (body: never) => number, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const { result, plans, read } = await listReads(app.db, () => app.inject({ method, url, headers: admin, payload }));
    expect(result.statusCode).toBe(200);
    const body = result.headers['content-type']?.toString().startsWith('application/json') ? (result.json() as unknown) : null;
    return { body, rows: rowsOf(body as never), plans, read };
  };
  const over: string[] = [];
  const check = (name: string, r: { rows: number; read: number; plans: StatementPlan[] }) => {
    const budget = 10 * Math.max(1, r.rows) + C;
    if (r.read > budget) over.push(`${name}: read ${r.read} rows to answer ${r.rows} (budget ${budget})\n${describePlans(r.plans)}`);
  };

  /** Each scope's own indexes on `reservations` (its column first: 0046, 0056, 0063 and the older 0007, 0011 ones). */
  const OWN_INDEXES: Record<string, string[]> = {
    hotel: ['reservations_list_hotel_', 'reservations_hotel_'],
    customer: ['reservations_list_customer_', 'reservations_booked_by_idx'],
    chain: ['reservations_list_chain_'],
  };
  /**
   * The indexes of `reservations` a scoped page read rows from (an index scan that returned rows) that are neither
   * the scope's own nor a row's lookup by key: the whole list's index read while skipping the other scopes' rows
   * (docs/api-database.md, "Which index a list reads", rule 6).
   */
  const foreignIndexes = (scope: string | undefined, plans: StatementPlan[]) =>
    scope
      ? plans
          .flatMap((p) => p.nodes)
          .map((n) => /^Index (?:Only )?Scan (reservations_\w+) \((\d+)\)$/.exec(n))
          .filter((m): m is RegExpExecArray => !!m && Number(m[2]) > 0)
          .map((m) => m[1])
          .filter((i) => i !== 'reservations_pkey' && !OWN_INDEXES[scope].some((own) => i.startsWith(own)))
      : [];

  const listCases = (): { name: string; query: string; scope?: string }[] => {
    const scopes = [
      { name: 'all', query: '' },
      { name: 'big hotel', query: `hotelId=${bigHotel}`, scope: 'hotel' },
      { name: 'tenth hotel', query: `hotelId=${tenthHotel}`, scope: 'hotel' },
      { name: 'big customer', query: `customer=${bigCustomer}`, scope: 'customer' },
      { name: 'chain', query: `commission=${chain}`, scope: 'chain' },
      { name: 'small chain', query: `commission=${smallChain}`, scope: 'chain' },
    ];
    const filters = ['', 'status=CHECKEDOUT', 'billing=no', 'billing=excluded', 'status=CHECKEDOUT&billing=no'];
    // The console's three sortable columns: booked (the default), arrival and the booking number (Reservation No.).
    // By booking number with a status, or the whole list's billing mark: a later page still reads the scope's rows
    // and sorts them, or the unique booking_no index (its backward LIMIT depends on the total; docs/areas/bookings.md).
    const sorts = ['', 'sort=reservationStart&order=asc', 'sort=reservationStart&order=desc', 'sort=bookingId&order=asc'];
    const checked = (scope: string, filter: string, sort: string) =>
      !sort.startsWith('sort=bookingId') || !(filter.includes('status=') || (scope === 'all' && filter.includes('billing=')));
    return scopes.flatMap((s) =>
      filters.flatMap((f) =>
        sorts.filter((o) => checked(s.name, f, o)).map((o) => ({
          name: [s.name, f || 'no filter', o || 'newest first'].join(', '),
          query: [s.query, f, o, 'limit=10'].filter(Boolean).join('&'),
          scope: s.scope,
        })),
      ),
    );
  };

  it('GET /reservation/getReservations reads at most 10 rows per row answered, through the indexes of its scope: page 1 and the last page of every scope, filter and sort', async () => {
    over.length = 0;
    for (const c of listCases()) {
      const url = `/api/reservation/getReservations?${c.query}`;
      const first = await reads(url, (b: ReservationListResponse) => b.data.length);
      const total = (first.body as ReservationListResponse).total;
      expect(total).toBeGreaterThan(10);
      check(`${c.name}, page 1`, first);
      const last = await reads(`${url}&page=${Math.ceil(total / 10)}`, (b: ReservationListResponse) => b.data.length);
      expect(last.rows).toBe(total - 10 * (Math.ceil(total / 10) - 1));
      check(`${c.name}, last page`, last);
      for (const [page, r] of [['page 1', first], ['last page', last]] as const) {
        const foreign = foreignIndexes(c.scope, r.plans);
        if (foreign.length) over.push(`${c.name}, ${page}: read the whole list's ${foreign.join(', ')}\n${describePlans(r.plans)}`);
      }
    }
    expect(over).toEqual([]);
  }, 180_000);

  it('GET /reservation/export of one hotel reads at most 10 rows per row exported', async () => {
    over.length = 0;
    for (const query of [`hotelId=${bigHotel}`, `customer=${bigCustomer}`, `hotelId=${bigHotel}&status=CHECKEDOUT`]) {
      const r = await reads(`/api/reservation/export?${query}`, () => 0);
      const rows = Number((await app.inject({ method: 'GET', url: `/api/reservation/getReservations?${query}&limit=1`, headers: admin })).json().total);
      check(`export ${query}`, { ...r, rows });
    }
    expect(over).toEqual([]);
  }, 60_000);

  it('POST /reservation/NoshowResevation (the last 30 days, unapproved) reads at most 10 rows per row answered', async () => {
    over.length = 0;
    const reservationEnd = new Date().toISOString();
    const reservationStart = new Date(Date.now() - 30 * 86_400_000).toISOString();
    // The unapproved tab. The approved one (captured: true) reads the window's no-shows and their charges to answer
    // the captured ones (the split is the charge's flag, not the reservation's): not held to this budget.
    const r = await reads('/api/reservation/NoshowResevation', (b: { data: unknown[] }) => b.data.length, 'POST', { reservationStart, reservationEnd, captured: false });
    expect(r.rows).toBeGreaterThan(10);
    check('no-shows, captured false', r);
    expect(over).toEqual([]);
  }, 60_000);

  it('GET /approvals (pending, oldest first; every status, newest first) reads at most 10 rows per row answered, page 1 and last', async () => {
    over.length = 0;
    for (const query of ['status=pending', 'status=approved', '']) {
      const url = `/api/approvals?limit=10${query ? `&${query}` : ''}`;
      const first = await reads(url, (b: ApprovalListResponse) => b.data.length);
      const total = (first.body as ApprovalListResponse).total;
      expect(total).toBeGreaterThan(10);
      check(`approvals ${query || 'all'}, page 1`, first);
      check(`approvals ${query || 'all'}, last page`, await reads(`${url}&page=${Math.ceil(total / 10)}`, (b: ApprovalListResponse) => b.data.length));
    }
    expect(over).toEqual([]);
  }, 60_000);

  it('GET /user/customer reads at most 10 rows per row answered, page 1 and last', async () => {
    over.length = 0;
    const first = await reads('/api/user/customer?limit=10', (b: { data: unknown[] }) => b.data.length);
    const total = (first.body as { total: number }).total;
    expect(total).toBeGreaterThan(2000);
    check('customers, page 1', first);
    const last = await reads(`/api/user/customer?limit=10&page=${Math.ceil(total / 10)}`, (b: { data: unknown[] }) => b.data.length);
    expect(last.rows).toBe(total - 10 * (Math.ceil(total / 10) - 1));
    check('customers, last page', last);
    expect(over).toEqual([]);
    // A customer becoming another type of user leaves the total at once; back, it counts again.
    const customers = async () => ((await app.inject({ method: 'GET', url: '/api/user/customer?limit=1', headers: admin })).json() as { total: number }).total;
    await app.db.execute(sql`UPDATE users SET user_type = 'ADMIN' WHERE email = 'plan.1@customers.test'`);
    expect(await customers()).toBe(total - 1);
    await app.db.execute(sql`UPDATE users SET user_type = 'APP' WHERE email = 'plan.1@customers.test'`);
    expect(await customers()).toBe(total);
  }, 60_000);

  /** Every counters row not zero, as `key: n` lines, beside the same grouping counted over the reservations. */
  const countersAndTruth = async (db: Pick<App['db'], 'execute'> = app.db) => {
    const lines = async (q: SQL) => rowsOf<{ k: string; n: number }>(await db.execute(q)).map((r) => `${r.k}: ${Number(r.n)}`);
    return {
      hotels: await lines(sql`SELECT hotel_id || ' ' || status || ' ' || billing AS k, n FROM reservation_hotel_counts WHERE n <> 0 ORDER BY 1`),
      hotelsTruth: await lines(sql`SELECT hotel_id || ' ' || status || ' ' || reservation_billing(excluded, charge_status) AS k, count(*) AS n
        FROM reservations GROUP BY 1 ORDER BY 1`),
      customers: await lines(sql`SELECT booked_by_id || ' ' || status || ' ' || billing AS k, n FROM reservation_customer_counts WHERE n <> 0 ORDER BY 1`),
      customersTruth: await lines(sql`SELECT booked_by_id || ' ' || status || ' ' || reservation_billing(excluded, charge_status) AS k, count(*) AS n
        FROM reservations WHERE booked_by_id IS NOT NULL GROUP BY 1 ORDER BY 1`),
      chains: await lines(sql`SELECT chain || ' ' || status || ' ' || billing AS k, n FROM reservation_chain_counts WHERE n <> 0 ORDER BY 1`),
      chainsTruth: await lines(sql`SELECT coalesce(h.commission_id, '00000000-0000-0000-0000-000000000000') || ' ' || r.status || ' '
        || reservation_billing(r.excluded, r.charge_status) AS k, count(*) AS n FROM reservations r JOIN hotels h ON h.id = r.hotel_id GROUP BY 1 ORDER BY 1`),
      approvals: await lines(sql`SELECT status AS k, n FROM approval_request_counts WHERE n <> 0 ORDER BY 1`),
      userTypes: await lines(sql`SELECT user_type AS k, n FROM user_type_counts WHERE n <> 0 ORDER BY 1`),
      userTypesTruth: await lines(sql`SELECT coalesce(user_type, '') AS k, count(*) AS n FROM users GROUP BY 1 ORDER BY 1`),
      approvalsTruth: await lines(sql`SELECT status AS k, count(*) AS n FROM approval_requests GROUP BY 1 ORDER BY 1`),
    };
  };
  const total = async (query: string) =>
    ((await app.inject({ method: 'GET', url: `/api/reservation/getReservations?${query}&limit=1`, headers: admin })).json() as ReservationListResponse).total;

  it('keeps the per-hotel, per-chain, per-customer, approval and user type counters equal to the rows, in the writing transaction', async () => {
    const before = await countersAndTruth();
    expect(before.hotels).toEqual(before.hotelsTruth);
    expect(before.chains).toEqual(before.chainsTruth);
    expect(before.customers).toEqual(before.customersTruth);
    expect(before.approvals).toEqual(before.approvalsTruth);
    expect(before.userTypes).toEqual(before.userTypesTruth);
    const [moved] = rowsOf<{ id: string; hotel_id: string }>(
      await app.db.execute(sql`SELECT id, hotel_id FROM reservations WHERE hotel_id = ${bigHotel}::uuid AND status = 'CHECKEDOUT'
        AND NOT excluded AND charge_status IS NULL AND booked_by_id IS NOT NULL LIMIT 1`),
    );
    const [other] = rowsOf<{ id: string }>(await app.db.execute(sql`SELECT id FROM hotels WHERE name = 'Plan Small 1'`));
    const bigBefore = await total(`hotelId=${bigHotel}&status=CHECKEDOUT&billing=no`);
    const otherBefore = await total(`hotelId=${other.id}&status=Cancelled&billing=excluded`);
    // Inside the transaction the counters have moved with the row (hotel, status and billing mark at once); the
    // rollback takes both back.
    const rollback = new Error('rollback');
    await expect(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE reservations SET hotel_id = ${other.id}::uuid, status = 'Cancelled', excluded = true WHERE id = ${moved.id}::uuid`);
        const inside = await countersAndTruth(tx);
        expect(inside.hotels).toEqual(inside.hotelsTruth);
        expect(inside.customers).toEqual(inside.customersTruth);
        expect(inside.chains).toEqual(inside.chainsTruth);
        expect(inside.hotels).not.toEqual(before.hotels);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await countersAndTruth()).toEqual(before);
    // Committed: the lists' totals move; then a charge status (invoiced), a delete and an approval's decision.
    await app.db.execute(sql`UPDATE reservations SET hotel_id = ${other.id}::uuid, status = 'Cancelled', excluded = true WHERE id = ${moved.id}::uuid`);
    expect(await total(`hotelId=${bigHotel}&status=CHECKEDOUT&billing=no`)).toBe(bigBefore - 1);
    expect(await total(`hotelId=${other.id}&status=Cancelled&billing=excluded`)).toBe(otherBefore + 1);
    await app.db.execute(sql`UPDATE reservations SET excluded = false, charge_status = 'charge' WHERE id = ${moved.id}::uuid`);
    expect(await total(`hotelId=${other.id}&status=Cancelled&billing=excluded`)).toBe(otherBefore);
    expect(await total(`hotelId=${other.id}&status=Cancelled&billing=yes`)).toBeGreaterThan(0);
    await app.db.execute(sql`UPDATE approval_requests SET status = 'rejected' WHERE id IN (SELECT id FROM approval_requests WHERE status = 'pending' LIMIT 3)`);
    const customerBefore = await total(`customer=${bigCustomer}&status=BOOKED`);
    const [added] = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO reservations (hotel_id, booked_by_id, status, duration, reservation_start, reservation_end)
        VALUES (${other.id}::uuid, ${bigCustomer}::uuid, 'BOOKED', 3, now(), now() + interval '3 hours') RETURNING id`),
    );
    expect(await total(`customer=${bigCustomer}&status=BOOKED`)).toBe(customerBefore + 1);
    await app.db.execute(sql`DELETE FROM reservations WHERE id = ${added.id}::uuid`);
    expect(await total(`customer=${bigCustomer}&status=BOOKED`)).toBe(customerBefore);
    // A hotel joining a chain takes its reservations into the chain's list and total, in the hotel's transaction.
    const otherCount = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM reservations WHERE hotel_id = ${other.id}::uuid`))[0].n;
    expect(otherCount).toBeGreaterThan(0);
    const chainBefore = await total(`commission=${smallChain}`);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE hotels SET commission_id = ${smallChain}::uuid WHERE id = ${other.id}::uuid`);
        const inside = await countersAndTruth(tx);
        expect(inside.chains).toEqual(inside.chainsTruth);
        expect(inside.chains).not.toEqual(before.chains);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await total(`commission=${smallChain}`)).toBe(chainBefore);
    await app.db.execute(sql`UPDATE hotels SET commission_id = ${smallChain}::uuid WHERE id = ${other.id}::uuid`);
    expect(await total(`commission=${smallChain}`)).toBe(chainBefore + Number(otherCount));
    // The chain and the hotel together count the rows (the reservations' own chain moved with the hotel).
    expect(await total(`commission=${smallChain}&hotelId=${other.id}`)).toBe(Number(otherCount));
    const after = await countersAndTruth();
    expect(after.hotels).toEqual(after.hotelsTruth);
    expect(after.chains).toEqual(after.chainsTruth);
    expect(after.customers).toEqual(after.customersTruth);
    expect(after.approvals).toEqual(after.approvalsTruth);
    expect(after.userTypes).toEqual(after.userTypesTruth);
    expect(after.approvals).not.toEqual(before.approvals);
  }, 60_000);
});
