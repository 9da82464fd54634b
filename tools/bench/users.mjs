#!/usr/bin/env node
// The users area (issue 14) under 100,000 users: the spreadsheet upload of 5,000 rows (POST
// /api/user/uploadExcelUsers), the users list with a search and with the type filter (GET /api/user/all) and the
// export of every user (GET /api/user/export), on a fresh in-memory PGlite and on a PostgreSQL server. Figures
// only, no assertion.
//
// Per database: the app migrates it, then the users are inserted in the database itself (INSERT ... SELECT over
// generate_series, setseed for the same rows every run), a mix of every kind: ~4 % console users (Employee,
// Department, SuperAdmin), ~26 % hotel accounts (owners ADMIN/OWNER, contacts and managers EMPLOYEE with each
// access level) and ~70 % customers (APP, Timeflyz or a guest provider); ~5 % with an expiry in the past, ~2 %
// deleted. VACUUM ANALYZE, then:
//   - upload: a real .xlsx of 5,000 valid rows (Email, First Name, Last Name, Role Employee, no department),
//     written by exceljs, sent as multipart; total time and the RSS/JS heap sampled every 20 ms (peak, and the
//     rise over the values before it); then the time the delivery worker of the same process takes to send the
//     5,000 invitations (outbox until nothing is queued); then the same file again (every row refused as taken): time;
//   - list: GET /api/user/all on page 1, with a search (a surname prefix, an e-mail prefix, "first last") and with
//     the type filter (Hotel Manager, Owner page 2, Customer, Guest with a search, Admin sorted by name), warmed
//     up, then --runs calls each (50 by default): p50/p95/max;
//   - export: GET /api/user/export of all users read over HTTP from a listening app (it streams with exceljs's
//     streaming writer): time, file size, peak RSS and its rise.
// The RSS is this process's: on PGlite it includes the database (a worker thread of the same process). PostgreSQL
// runs first, so that its figures are not those of a process that already held a PGlite.
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE: the bench
// works in a fresh database of its own and drops it), else Debian's cluster through tools/ci/postgres.sh; none:
// that half is skipped and said so.
//
//   node tools/bench/users.mjs [--users 100000] [--rows 5000] [--runs 50] [--only pglite|postgres] [--json out.json]
// It runs itself again under tsx (the app is TypeScript).
import fs from 'node:fs';
import http from 'node:http';
import { benchApp, JSON_OUT, onEachDatabase, ONLY, opt, round1, latency, memorySampler, runUnderTsx, timedCalls } from './common.mjs';

runUnderTsx(import.meta.url, 'USERS_BENCH_CHILD', ['--expose-gc', '--max-old-space-size=4096']);

const USERS = Number(opt('users', 100_000));
const ROWS = Number(opt('rows', 5_000));
const RUNS = Number(opt('runs', 50));
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---------------------------------------------------------------------------------------------- the data

const FIRST = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Ava', 'James'];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Walker', 'Kelly'];
const sqlArray = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** The users, computed by the database; `query(text)` runs one statement. */
async function insertData(query, n) {
  const started = Date.now();
  await query('SELECT setseed(0.2026)');
  await query(`INSERT INTO departments (name) SELECT 'Bench department ' || g FROM generate_series(1, 5) g`);
  // g % 100: 0-1 Employee, 2 Department, 3 SuperAdmin; 4-29 hotel accounts; 30-99 customers.
  await query(`
    WITH d AS (SELECT array_agg(id ORDER BY name) AS ids FROM departments),
      s AS (SELECT g, g % 100 AS k, random() AS x FROM generate_series(1, ${n}) g)
    INSERT INTO users (email, role, user_type, access_level, provider, first_name, last_name, department_id,
      expire_date, last_logged_in, deleted_at, created_at)
    SELECT
      lower((${sqlArray(FIRST)})[1 + g % 12] || '.' || (${sqlArray(LAST)})[1 + (g / 12) % 12]) || '.' || g
        || CASE WHEN k < 30 THEN '@staff.example.com' ELSE '@mail.example.com' END,
      CASE WHEN k < 2 THEN 'Employee' WHEN k = 2 THEN 'Department' WHEN k = 3 THEN 'SuperAdmin' END,
      CASE WHEN k < 4 THEN NULL WHEN k < 10 THEN 'ADMIN' WHEN k < 30 THEN 'EMPLOYEE' ELSE 'APP' END,
      CASE WHEN k < 4 OR k >= 30 THEN NULL WHEN k < 10 THEN 'OWNER'
        ELSE (ARRAY['STANDARD','MANAGER','REGIONALMANAGER','GROUPMANAGER'])[1 + g % 4] END,
      CASE WHEN k >= 30 THEN CASE WHEN x < 0.6 THEN 'Timeflyz' ELSE 'Guest' END END,
      (${sqlArray(FIRST)})[1 + g % 12], (${sqlArray(LAST)})[1 + (g / 12) % 12] || CASE WHEN g % 3 = 0 THEN '' ELSE 'son' END,
      CASE WHEN k = 2 THEN d.ids[1 + g % 5] END,
      CASE WHEN x > 0.95 THEN now() - interval '10 days' END,
      CASE WHEN x < 0.5 THEN now() - random() * interval '300 days' END,
      CASE WHEN x BETWEEN 0.5 AND 0.52 THEN now() - interval '5 days' END,
      now() - random() * interval '900 days'
    FROM s, d`);
  await query('VACUUM ANALYZE');
  const [counts] = await query(`SELECT count(*)::int AS users, count(*) FILTER (WHERE deleted_at IS NULL)::int AS live,
    count(*) FILTER (WHERE role IS NOT NULL)::int AS console, count(*) FILTER (WHERE user_type IN ('ADMIN','EMPLOYEE'))::int AS hotel,
    count(*) FILTER (WHERE user_type = 'APP')::int AS customers FROM users`);
  return { insertMs: Date.now() - started, ...counts };
}

/** A SuperAdmin's token (common.mjs's signInAdmin upserts on `email`, which users_email_key no longer infers). */
async function signInSuperAdmin(app, query) {
  const [row] = await query(`INSERT INTO users (email, role, first_name, last_name)
    VALUES ('bench.users.admin.${process.pid}@staff.example.com', 'SuperAdmin', 'Bench', 'Admin') RETURNING id`);
  const [user] = await query(`SELECT id, role, first_name AS "firstName", department_id AS "departmentId",
    token_version AS "tokenVersion" FROM users WHERE id = '${row.id}'`);
  return app.tokens.issue(user);
}

/** A real .xlsx of `rows` valid rows written by exceljs (its in-memory writer, shared strings, as a spreadsheet program saves). */
async function uploadSheet(rows) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['Email', 'First Name', 'Last Name', 'Role', 'Department']);
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([`bench.upload.${i}@example.org`, FIRST[i % 12], LAST[(i >> 3) % 12], 'Employee', '']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one `file` part. */
function multipart(bytes, filename) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

// ------------------------------------------------------------------------------------------ the measures

/** Runs `fn` with the RSS and JS heap sampled every 20 ms: its answer, seconds, peaks and rises (MB). */
async function sampled(fn) {
  const memory = memorySampler();
  const started = performance.now();
  try {
    const result = await fn();
    const seconds = round1((performance.now() - started) / 1000);
    memory.sample();
    return { result, seconds, ...memory.figures() };
  } finally {
    memory.stop();
  }
}

/** The outbox by status, e.g. `queued 4,210, sent 790` (the delivery worker sends the invitations in this process). */
async function outboxState(query) {
  const rows = await query(`SELECT status, count(*)::int AS n FROM outbox GROUP BY status ORDER BY status`);
  return rows.map((r) => `${r.status} ${r.n.toLocaleString('en')}`).join(', ') || 'empty';
}

async function timeUpload(app, query, headers, bytes) {
  const send = () => {
    const f = multipart(bytes, 'bench-users.xlsx');
    return app.inject({ method: 'POST', url: '/api/user/uploadExcelUsers', headers: { ...headers, ...f.headers }, payload: f.payload });
  };
  const first = await sampled(send);
  const res = first.result;
  const body = res.statusCode === 200 ? res.json() : { message: res.body.slice(0, 200) };
  // The delivery worker of this process sends the 5,000 invitations now, on the same database (PGlite: its one
  // connection): timed until nothing is queued, so that the second upload is timed alone.
  const outboxAfter = await outboxState(query);
  const drainStarted = performance.now();
  for (let i = 0; i < 1200; i++) {
    const [{ n }] = await query(`SELECT count(*)::int AS n FROM outbox WHERE status IN ('queued', 'sending')`);
    if (n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const drainSeconds = round1((performance.now() - drainStarted) / 1000);
  const outboxAfterDrain = await outboxState(query);
  const t = performance.now();
  const again = await send();
  const againBody = again.statusCode === 200 ? again.json() : { message: again.body.slice(0, 200) };
  return {
    seconds: first.seconds,
    status: res.statusCode,
    rows: body.rows,
    created: body.created?.length,
    refused: body.refused?.length,
    message: body.message,
    peakRssMb: first.peakRssMb,
    riseMb: first.riseMb,
    peakHeapMb: first.peakHeapMb,
    heapRiseMb: first.heapRiseMb,
    outboxAfter,
    drainSeconds,
    outboxAfterDrain,
    again: { seconds: round1((performance.now() - t) / 1000), status: again.statusCode, created: againBody.created?.length, refused: againBody.refused?.length, reason: againBody.refused?.[0]?.reason ?? againBody.message },
  };
}

async function timeCalls(app, headers, url) {
  const call = () => app.inject({ method: 'GET', url, headers });
  const { times, errors, last: total, status } = await timedCalls(call, RUNS, { read: (res) => res.json().total });
  return { ...latency(times), errors, status, total };
}

/** Reads the export over HTTP from the listening app, sampling the RSS. */
async function timeExport(app, token) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const run = await sampled(
    () =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/user/export', headers: { authorization: `Bearer ${token}` } }, (res) => {
            let n = 0;
            res.on('data', (chunk) => (n += chunk.length));
            res.on('end', () => resolve({ bytes: n, status: res.statusCode }));
            res.on('error', reject);
          })
          .on('error', reject);
      }),
  );
  const { result, ...figures } = run;
  return { ...figures, status: result.status, mb: round1(result.bytes / 1024 / 1024) };
}

async function benchDatabase(kind, databaseUrl) {
  console.log(`\n--- ${kind}: ${USERS.toLocaleString('en')} users, upload of ${ROWS.toLocaleString('en')} rows`);
  const { app, query } = await benchApp(databaseUrl);
  try {
    const data = await insertData(query, USERS);
    console.log(
      `  inserted ${data.users.toLocaleString('en')} users (${data.live.toLocaleString('en')} not deleted: ${data.console.toLocaleString('en')} console, ` +
        `${data.hotel.toLocaleString('en')} hotel accounts, ${data.customers.toLocaleString('en')} customers) in ${data.insertMs} ms`,
    );
    const token = await signInSuperAdmin(app, query);
    const headers = { authorization: `Bearer ${token}` };

    const bytes = await uploadSheet(ROWS);
    const upload = await timeUpload(app, query, headers, bytes);
    console.log(
      `  upload   ${upload.seconds} s for ${upload.rows} rows (${round1(bytes.length / 1024)} KB .xlsx; status ${upload.status}, ${upload.created} created, ${upload.refused} refused), ` +
        `peak RSS ${upload.peakRssMb} MB (+${upload.riseMb} MB during it), JS heap peak ${upload.peakHeapMb} MB (+${upload.heapRiseMb} MB)`,
    );
    console.log(`  outbox   right after it: ${upload.outboxAfter}; the delivery worker took ${upload.drainSeconds} s more to send them (${upload.outboxAfterDrain})`);
    console.log(`  again    ${upload.again.seconds} s (status ${upload.again.status}, ${upload.again.created} created, ${upload.again.refused} refused: '${upload.again.reason}')`);
    await query('ANALYZE users');

    const list = '/api/user/all';
    const calls = {
      page1: `${list}?page=1&limit=25`,
      surname: `${list}?page=1&limit=25&search=walk`,
      email: `${list}?page=1&limit=25&search=olivia.smith.1`,
      fullName: `${list}?page=1&limit=25&search=${encodeURIComponent('mia wilson')}`,
      hotelManager: `${list}?page=1&limit=25&type=${encodeURIComponent('Hotel Manager')}`,
      owner: `${list}?page=2&limit=25&type=Owner`,
      customer: `${list}?page=1&limit=25&type=Customer`,
      guestSearch: `${list}?page=1&limit=25&type=Guest&search=ja`,
      admin: `${list}?page=1&limit=25&type=Admin&sort=name&order=asc`,
    };
    const results = {};
    for (const [name, url] of Object.entries(calls)) {
      results[name] = await timeCalls(app, headers, url);
      const r = results[name];
      console.log(`  list ${name.padEnd(13)} p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (${RUNS} calls, total ${r.total}, ${r.errors} not ${r.errors ? r.status : 200})`);
    }

    const exp = await timeExport(app, token);
    console.log(
      `  export   ${exp.seconds} s, ${exp.mb} MB file (status ${exp.status}) of ${(data.live + upload.created + 1).toLocaleString('en')} users, ` +
        `peak RSS ${exp.peakRssMb} MB (+${exp.riseMb} MB during it), JS heap peak ${exp.peakHeapMb} MB (+${exp.heapRiseMb} MB)`,
    );
    return { kind, ...data, upload, list: results, export: exp };
  } finally {
    await app.close();
  }
}

// ------------------------------------------------------------------------------------------------- main

const out = { users: USERS, rows: ROWS, runs: RUNS, databases: {} };
console.log(`users bench: ${USERS.toLocaleString('en')} users, upload of ${ROWS.toLocaleString('en')} rows, ${RUNS} timed calls per list (inject)`);
Object.assign(out, await onEachDatabase('backoffice_bench_users', ONLY, benchDatabase, ['postgres', 'pglite']));
console.log('\n--- summary');
for (const [kind, d] of Object.entries(out.databases)) {
  const l = d.list;
  console.log(
    `  ${kind.padEnd(8)} upload ${d.upload.seconds} s (+${d.upload.riseMb} MB RSS), mails sent ${d.upload.drainSeconds} s, again ${d.upload.again.seconds} s | list p95 ms: page1 ${l.page1.p95}, ` +
      `search ${l.surname.p95}/${l.email.p95}/${l.fullName.p95}, type ${l.hotelManager.p95}/${l.owner.p95}/${l.customer.p95}/${l.guestSearch.p95}/${l.admin.p95} | ` +
      `export ${d.export.seconds} s (+${d.export.riseMb} MB RSS, peak ${d.export.peakRssMb} MB)`,
  );
}
if (out.databases.pglite && out.databases.postgres) {
  const ratio = (a, b) => (b ? round1(a / b) : 'n/a');
  const p = out.databases.pglite;
  const q = out.databases.postgres;
  console.log(
    `  PGlite / PostgreSQL: upload ×${ratio(p.upload.seconds, q.upload.seconds)}, list surname p95 ×${ratio(p.list.surname.p95, q.list.surname.p95)}, ` +
      `type Customer p95 ×${ratio(p.list.customer.p95, q.list.customer.p95)}, export ×${ratio(p.export.seconds, q.export.seconds)}`,
  );
}
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2));
process.exit(0);
