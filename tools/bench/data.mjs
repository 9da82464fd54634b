// The marketplace's benchmark data, shared by tools/bench/search.mjs and tools/bench/skew.mjs: users, hotels in
// chains, reservations, tickets, a billing period and coupons, inserted by the database itself. Figures only.
import { bulkInsertTickets } from './tickets.mjs';

// users.mjs's console users and hotel accounts; bookings.mjs's customers.
const FIRST = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Ava', 'James'];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Walker', 'Kelly'];
const GUEST_FIRST = ['Olivia', 'Liam', 'Ava', 'Noah', 'Mia', 'Arjun', 'Chloe', 'Wei', 'Priya', 'Lucas', 'Sofia', 'Omar', 'Hana', 'Jack', 'Zara', 'Mateo'];
const SURNAMES = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Tan', 'Brown', 'Khan', 'Taylor', 'Lee', 'Wilson', 'Singh', 'Martin',
  'Chen', 'Kelly', 'Ahmed', 'Walker', 'Garcia', 'Murphy', 'Jones', 'Wong', 'Kumar', 'Evans', 'Harris', 'Clarke', 'Young',
  'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Hill', 'Ward', 'Cook', 'Bell', 'Ross', 'Reid', 'Ford', 'Hughes', 'Price'];
const SUFFIXES = ['', 'son', 'ley', 'ton', 'er', 'well', 'ford', 'by', 'more', 'wood'];
const CITIES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Darwin', 'Cairns'];
export const sqlArray = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/**
 * `n` chains (commissions) 'Bench chain 1'…'Bench chain n'; the ones already there are kept. Shared by
 * billing.mjs, bookings.mjs, dashboard.mjs and insertMarketplace.
 * @param {(sql: string) => Promise<unknown>} query
 * @param {number} n
 */
export const insertBenchChains = (query, n) =>
  query(`INSERT INTO commissions (client_type_name) SELECT 'Bench chain ' || g FROM generate_series(1, ${n}) g ON CONFLICT DO NOTHING`);

/**
 * `n` live hotels in Sydney, g = 1…n: named like 'Park Suites 12', commission 10 + g % 10 (%), created g `ageUnit`s
 * ago ('days', 'minutes'), in a chain (round the commissions by name) but every `noChainEvery`-th one. Shared by
 * bookings.mjs and dashboard.mjs; insert the chains first (insertBenchChains).
 * @param {(sql: string) => Promise<unknown>} query
 * @param {{ n: number | string, noChainEvery: number, ageUnit: 'days' | 'minutes' }} shape
 */
export const insertNamedHotels = (query, { n, noChainEvery, ageUnit }) =>
  query(`
    WITH c AS (SELECT array_agg(id ORDER BY client_type_name) AS ids FROM commissions)
    INSERT INTO hotels (name, city, country, status, commission_rate, commission_id, created_at)
    SELECT (ARRAY['Harbour','Park','Royal','Grand','Bay','City','Garden','Central'])[1 + g % 8] || ' '
        || (ARRAY['Hotel','Suites','Inn','Lodge','Apartments'])[1 + g % 5] || ' ' || g,
      'Sydney', 'Australia', 'Live', 10 + g % 10, CASE WHEN g % ${noChainEvery} = 0 THEN NULL ELSE c.ids[1 + g % cardinality(c.ids)] END,
      now() - (g || ' ${ageUnit}')::interval
    FROM generate_series(1, ${n}) g, c`);

/**
 * bookings.mjs's reservations, `n` of them, inserted by the database itself: over the last 6 months and the next 2
 * (3, 6 or 12 hours each), at random hotels, booked by random customers (`user_type` 'APP'); the past ones checked
 * out, cancelled or no-shows, the coming ones booked or cancelled. Shared by insertMarketplace and dashboard.mjs;
 * the rows drawn follow the session's `setseed`.
 * @param {(sql: string) => Promise<unknown>} query
 * @param {number} n
 */
export async function insertReservations(query, n) {
  await query(`
    WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM hotels),
      u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = 'APP'),
      s AS (SELECT g, now() - interval '183 days' + random() * interval '243 days' AS start, random() AS x,
              (ARRAY[3, 6, 12])[1 + floor(random() * 3)::int] AS d FROM generate_series(1, ${n}) g)
    INSERT INTO reservations (hotel_id, booked_by_id, status, duration, reservation_start, reservation_end, timezone, amount, created_at)
    SELECT h.ids[1 + floor(random() * cardinality(h.ids))::int + 0 * s.g], u.ids[1 + floor(random() * cardinality(u.ids))::int],
      CASE WHEN start + (d || ' hours')::interval < now() THEN (CASE WHEN x < 0.78 THEN 'CHECKEDOUT' WHEN x < 0.9 THEN 'Cancelled' ELSE 'No show' END)
           ELSE (CASE WHEN x < 0.9 THEN 'BOOKED' ELSE 'Cancelled' END) END,
      d, start, start + (d || ' hours')::interval, 'Australia/Sydney', 10000, start - interval '3 days'
    FROM s, h, u`);
}

/**
 * Inserts the marketplace's benchmark data in the database itself (INSERT … SELECT over generate_series, setseed so
 * that every run draws the same rows), in the shapes of the other benches' generators: five departments, the users of
 * users.mjs (console users, hotel accounts and customers; the customers named as bookings.mjs names them), the
 * hotels of hotels.mjs in 20 chains (a fifth without one) over eight cities, the reservations of bookings.mjs
 * (booked by the customers, over 8 months), the tickets of tickets.mjs, one billing period with a statement and an
 * invoice per hotel, and 200 coupons; then VACUUM ANALYZE. `sizes`: `{ users, hotels, reservations, tickets }`.
 * Answers the insert's milliseconds and the tables' counts. Used by search.mjs and skew.mjs.
 */
export async function insertMarketplace(query, sizes) {
  const started = Date.now();
  const { users: nUsers, hotels: nHotels, reservations: nReservations, tickets: nTickets } = sizes;
  await query('SELECT setseed(0.2026)');
  await query(`INSERT INTO departments (name) SELECT 'Bench department ' || g FROM generate_series(1, 5) g`);
  // g % 100: 0-1 Employee, 2 Department, 3 SuperAdmin; 4-29 hotel accounts; 30-99 customers (users.mjs).
  await query(`
    WITH d AS (SELECT array_agg(id ORDER BY name) AS ids FROM departments),
      s AS (SELECT g, g % 100 AS k, random() AS x FROM generate_series(1, ${nUsers}) g),
      n AS (SELECT s.*,
        CASE WHEN k < 30 THEN (${sqlArray(FIRST)})[1 + g % 12] ELSE (${sqlArray(GUEST_FIRST)})[1 + g % 16] END AS first,
        CASE WHEN k < 30 THEN (${sqlArray(LAST)})[1 + (g / 12) % 12] || CASE WHEN g % 3 = 0 THEN '' ELSE 'son' END
          ELSE (${sqlArray(SURNAMES)})[1 + g % ${SURNAMES.length}] || (${sqlArray(SUFFIXES)})[1 + (g / ${SURNAMES.length}) % ${SUFFIXES.length}] END AS last
        FROM s)
    INSERT INTO users (email, role, user_type, access_level, provider, first_name, last_name, department_id, deleted_at, created_at)
    SELECT lower(first || '.' || last) || '.' || g || CASE WHEN k < 30 THEN '@staff.example.com' ELSE '@mail.example.com' END,
      CASE WHEN k < 2 THEN 'Employee' WHEN k = 2 THEN 'Department' WHEN k = 3 THEN 'SuperAdmin' END,
      CASE WHEN k < 4 THEN NULL WHEN k < 10 THEN 'ADMIN' WHEN k < 30 THEN 'EMPLOYEE' ELSE 'APP' END,
      CASE WHEN k < 4 OR k >= 30 THEN NULL WHEN k < 10 THEN 'OWNER'
        ELSE (ARRAY['STANDARD','MANAGER','REGIONALMANAGER','GROUPMANAGER'])[1 + g % 4] END,
      CASE WHEN k >= 30 THEN CASE WHEN x < 0.6 THEN 'Timeflyz' ELSE 'Guest' END END,
      first, last, CASE WHEN k = 2 THEN d.ids[1 + g % 5] END,
      CASE WHEN x BETWEEN 0.5 AND 0.52 THEN now() - interval '5 days' END,
      now() - random() * interval '900 days'
    FROM n, d`);
  await insertBenchChains(query, 20);
  await query(`
    WITH c AS (SELECT array_agg(id ORDER BY client_type_name) AS ids FROM commissions)
    INSERT INTO hotels (name, city, state, country, property_id, commission_rate, status, commission_id, created_at)
    SELECT (ARRAY['Harbour','Park','Royal','Grand','Bay','City','Garden','Central'])[1 + g % 8] || ' '
        || (ARRAY['Hotel','Suites','Inn','Lodge','Apartments'])[1 + g % 5] || ' ' || g,
      (${sqlArray(CITIES)})[1 + (g / 8) % ${CITIES.length}], '', 'Australia',
      CASE WHEN g % 10 = 0 THEN NULL ELSE 'BENCH-' || g END, 10 + g % 15,
      CASE WHEN random() < 0.7 THEN 'Live' WHEN random() < 0.5 THEN 'Pending' ELSE 'Inactive' END,
      CASE WHEN g % 5 = 0 THEN NULL ELSE c.ids[1 + g % cardinality(c.ids)] END, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${nHotels}) g, c`);
  await insertReservations(query, nReservations);
  const tickets = await bulkInsertTickets(query, nTickets);
  await query(`INSERT INTO billing_periods (name, start, "end", scope)
    VALUES ('Bench month', date_trunc('month', now()) - interval '1 month', date_trunc('month', now()) - interval '1 microsecond', 'all')`);
  await query(`INSERT INTO statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst)
    SELECT p.id, h.id, 'AUD', 10, 100000, 15000, 1500 FROM hotels h, billing_periods p`);
  await query(`INSERT INTO invoices (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name,
      customer_email, customer_address, lines, due_at)
    SELECT s.id, s.hotel_id, 'AUD', 15000, 1500, 16500, 'Commission', h.name, 'accounts@hotel.example', h.city, '[]'::jsonb, now() + interval '14 days'
    FROM statements s JOIN hotels h ON h.id = s.hotel_id ORDER BY h.created_at`);
  await query(`INSERT INTO coupons (code, value, start_date, end_date, applied_to, scope)
    SELECT upper(substr(md5(g::text), 1, 4)) || lpad(g::text, 4, '0'), 5 + g % 30, current_date - 30, current_date + 60, 'total', 'all'
    FROM generate_series(1, 200) g`);
  // What autovacuum does to tables this size in production: statistics and the visibility map.
  await query('VACUUM ANALYZE');
  const [counts] = await query(`SELECT (SELECT count(*)::int FROM reservations) AS reservations, (SELECT count(*)::int FROM tickets) AS tickets,
    (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM hotels) AS hotels, (SELECT count(*)::int FROM invoices) AS invoices`);
  return { insertMs: Date.now() - started, ticketsInsertMs: tickets.insertMs, ...counts };
}

