#!/usr/bin/env node
// The one search across the areas (GET /api/search, docs/areas/search.md) on the benchmark data: 500,000
// reservations, 100,000 tickets, 100,000 users and 5,000 hotels (--scale 1), on a PostgreSQL server and on a fresh
// in-memory PGlite. Figures only, no assertion. Targets (issue 34): p95 <= 50 ms on PostgreSQL and <= 120 ms on
// PGlite for one- to three-word queries, a misspelt surname included.
//
// Per database: the app migrates it, then the data are inserted in the database itself (INSERT ... SELECT over
// generate_series, setseed for the same rows every run), in the shapes of the other benches' generators: the users
// of users.mjs (console users, hotel accounts and customers; the customers named as bookings.mjs names them, 16
// first names and 400 surnames), the hotels of hotels.mjs in 20 chains (over eight cities instead of one), the
// reservations of bookings.mjs (booked by the customers, over 8 months), the tickets of tickets.mjs
// (bulkInsertTickets, raised by the console users to five departments), one invoice per hotel and 200 coupons.
// VACUUM ANALYZE, then every query kind is asked as a SuperAdmin (every type; the ticket kind also as the Employee
// with the most tickets): each of its texts warmed up 3 times, then --runs times (20 by default), sequentially
// through inject; p50/p95/max per kind, with the hits of the last call and whether the record looked for is among
// them (a misspelt surname must find its customer).
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE), else
// Debian's cluster through tools/ci/postgres.sh; none: that half is skipped and said so.
//
//   node tools/bench/search.mjs [--scale 1] [--runs 20] [--only pglite|postgres] [--json out.json]
// --scale 0.05 is a quick run (25,000 reservations, 5,000 tickets and users, 250 hotels). It runs itself again
// under tsx (the app is TypeScript).
import { benchApp, endWithP95Summary, onEachDatabase, ONLY, opt, runUnderTsx, SCALE, scaled, latency, timedCalls } from './common.mjs';

runUnderTsx(import.meta.url, 'SEARCH_BENCH_CHILD');

const { insertMarketplace } = await import('./data.mjs');

const RUNS = Number(opt('runs', 20));
const SIZES = { reservations: scaled(500_000), tickets: scaled(100_000), users: scaled(100_000), hotels: scaled(5_000, 20) };
const TARGETS = { p95PostgresMs: 50, p95PgliteMs: 120 };

// ---------------------------------------------------------------------------------------------- the data

/** A token of the user `id` (the bench's own SuperAdmin, or a generated Employee). */
async function tokenOf(app, query, id) {
  const [user] = await query(`SELECT id, role, first_name AS "firstName", department_id AS "departmentId",
    token_version AS "tokenVersion" FROM users WHERE id = '${id}'`);
  return app.tokens.issue(user);
}

// ------------------------------------------------------------------------------------------ the queries

/**
 * The query kinds, each with texts drawn from the data and what a hit must be to count as found (`expect`: a type
 * and a title the hit's title includes). One to three words; the misspelt surnames drop, double or change a letter;
 * the swapped ones swap two neighbouring letters of a short surname (trigrams miss it: `Simth`) or of a longer one, or
 * of a guest's first name.
 */
async function queryKinds(query) {
  const [{ lo, hi }] = await query('SELECT min(booking_no) AS lo, max(booking_no) AS hi FROM reservations');
  const booking = (f) => Math.round(Number(lo) + f * (Number(hi) - Number(lo)));
  // Three customers of different surnames, from the data (the surnames with a suffix: bookings.mjs's longer names).
  const guests = await query(`SELECT DISTINCT ON (last_name) first_name, last_name, email FROM users
    WHERE user_type = 'APP' AND deleted_at IS NULL AND last_name IN ('Hughesford', 'Nguyenley', 'Williamsby')
    ORDER BY last_name, email`);
  const guest = guests[0];
  // A letter left out, a letter changed, a letter doubled.
  const misspelt = guests.flatMap(({ last_name: n }) => {
    const mid = Math.floor(n.length / 2);
    return [n.slice(0, mid) + n.slice(mid + 1), n.slice(0, -1) + (n.endsWith('y') ? 'i' : 'y'), n.slice(0, mid) + n[mid] + n.slice(mid)];
  });
  // Two neighbouring letters swapped, in the middle of the word.
  const swapped = (n) => {
    const i = Math.floor((n.length - 1) / 2);
    return n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2);
  };
  const [invoice] = await query('SELECT number_seq AS n FROM invoices ORDER BY number_seq OFFSET (SELECT count(*) / 3 FROM invoices) LIMIT 1');
  const inv = (n) => `INV-${String(n).padStart(6, '0')}`;
  const [hotel] = await query(`SELECT name, city FROM hotels ORDER BY created_at OFFSET (SELECT count(*) / 2 FROM hotels) LIMIT 1`);
  const emailStart = guest.email.slice(0, guest.email.indexOf('@') - 1);
  return [
    { kind: 'booking number', texts: [`TF${booking(0.25)}`, `TF${booking(0.5)}`, `TF${booking(0.75)}`], expect: { type: 'reservation' } },
    { kind: 'booking number start', texts: [`TF${String(booking(0.4)).slice(0, 4)}`, `tf ${String(booking(0.6)).slice(0, 5)}`], expect: { type: 'reservation' } },
    { kind: 'invoice number', texts: [inv(invoice.n), inv(Number(invoice.n) + 7), 'INV-0001'], expect: { type: 'invoice' } },
    { kind: 'surname', texts: [...guests.map((g) => g.last_name), 'Patel'], expect: { type: 'customer' } },
    { kind: 'misspelt surname', texts: misspelt, expect: { type: 'customer', title: guests.flatMap((g) => [g.last_name, g.last_name, g.last_name]) } },
    {
      kind: 'swapped letters',
      texts: ['Simth', 'Jonhson', 'Pirce', 'Ried', ...guests.map((g) => swapped(g.last_name)), `${swapped(guest.first_name)} ${guest.last_name}`],
      expect: { title: ['Smith', 'Johnson', 'Price', 'Reid', ...guests.map((g) => g.last_name), `${guest.first_name} ${guest.last_name}`] },
    },
    { kind: 'first and last name', texts: guests.map((g) => `${g.first_name} ${g.last_name}`), expect: { type: 'customer', title: guests.map((g) => `${g.first_name} ${g.last_name}`) } },
    { kind: 'e-mail start', texts: [emailStart, 'olivia.smith', 'jack.jones'], expect: {} },
    { kind: 'hotel name and city', texts: [hotel.name, `${hotel.name.split(' ').slice(0, 2).join(' ')} ${hotel.city}`, 'grand lodge', 'Melbourne'], expect: { type: 'hotel' } },
    { kind: 'ticket words', texts: ['refund stuck pending', 'guest charged twice', 'coupon rejected', 'laptop'], expect: { type: 'ticket' } },
  ];
}

/** The kind's texts, each warmed up, then RUNS calls each: p50/p95/max over all, hits and found of the last call. */
async function timeKind(app, headers, { texts, expect }) {
  const times = [];
  const found = [];
  let errors = 0;
  let hits = 0;
  for (const [i, text] of texts.entries()) {
    const url = `/api/search?q=${encodeURIComponent(text)}`;
    const run = await timedCalls(() => app.inject({ method: 'GET', url, headers }), RUNS, { read: (res) => res.json().hits });
    times.push(...run.times);
    errors += run.errors;
    const last = run.last;
    hits += last?.length ?? 0;
    const title = Array.isArray(expect.title) ? expect.title[i] : expect.title;
    found.push((last ?? []).some((h) => (!expect.type || h.type === expect.type) && (!title || h.title.includes(title))));
  }
  return {
    ...latency(times),
    calls: times.length,
    errors,
    hits: Math.round(hits / texts.length),
    found: `${found.filter(Boolean).length}/${texts.length}${found.every(Boolean) ? '' : ` (not: ${texts.filter((_, i) => !found[i]).join(', ')})`}`,
  };
}

async function benchDatabase(kind, databaseUrl) {
  console.log(`\n--- ${kind}: ${Object.entries(SIZES).map(([k, n]) => `${n.toLocaleString('en')} ${k}`).join(', ')}`);
  const { app, query } = await benchApp(databaseUrl);
  try {
    const data = await insertMarketplace(query, SIZES);
    console.log(`  inserted in ${Math.round(data.insertMs / 1000)} s (tickets ${Math.round(data.ticketsInsertMs / 1000)} s): ${data.reservations} reservations, ${data.tickets} tickets, ${data.users} users, ${data.hotels} hotels, ${data.invoices} invoices`);
    const [admin] = await query(`INSERT INTO users (email, role, first_name, last_name)
      VALUES ('bench.search.admin.${process.pid}@staff.example.com', 'SuperAdmin', 'Bench', 'Admin') RETURNING id`);
    const [employee] = await query(`SELECT t.user_id AS id FROM tickets t JOIN users u ON u.id = t.user_id
      WHERE u.role = 'Employee' GROUP BY t.user_id ORDER BY count(*) DESC, t.user_id LIMIT 1`);
    const asAdmin = { authorization: `Bearer ${await tokenOf(app, query, admin.id)}` };
    const asEmployee = { authorization: `Bearer ${await tokenOf(app, query, employee.id)}` };
    const kinds = await queryKinds(query);
    const results = {};
    for (const k of kinds) {
      results[k.kind] = await timeKind(app, asAdmin, k);
      const r = results[k.kind];
      console.log(`  ${k.kind.padEnd(22)} p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (${r.calls} calls, ${r.errors} not 200), ~${r.hits} hits, found ${r.found}  [${k.texts.join(' | ')}]`);
    }
    const ticketKind = kinds.find((k) => k.kind === 'ticket words');
    results['ticket words, Employee'] = await timeKind(app, asEmployee, { ...ticketKind, expect: {} });
    const r = results['ticket words, Employee'];
    console.log(`  ${'ticket words, Employee'.padEnd(22)} p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (${r.calls} calls, ${r.errors} not 200), ~${r.hits} hits`);
    const worst = Math.max(...Object.values(results).map((x) => x.p95));
    const target = kind === 'postgres' ? TARGETS.p95PostgresMs : TARGETS.p95PgliteMs;
    console.log(`  worst p95 ${worst} ms; target <= ${target} ms`);
    return { kind, ...data, results, worstP95: worst };
  } finally {
    await app.close();
  }
}

const out = { scale: SCALE, sizes: SIZES, runs: RUNS, targets: TARGETS, databases: {} };
console.log(`search bench: scale ${SCALE}, ${RUNS} calls per text (inject)`);
Object.assign(out, await onEachDatabase('backoffice_bench_search', ONLY, benchDatabase));
endWithP95Summary(out, 'p95 ms per query kind', `p95 <= ${TARGETS.p95PostgresMs} ms on PostgreSQL, <= ${TARGETS.p95PgliteMs} ms on PGlite`);
