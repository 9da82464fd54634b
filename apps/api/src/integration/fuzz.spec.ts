/**
 * A fuzz test of the whole API (docs/areas/platform.md, "Calls": the common answers of every call): every route
 * is sent generated input as the SuperAdmin (or the role its access rule names) — random JSON, and bodies built from the route's own schema with one
 * field replaced by a boundary value (empty, over-long, control characters, the wrong type, huge or negative
 * numbers, nested junk, `__proto__` keys), multipart forms well-formed or broken, raw JSON, query strings from its schema
 * — with random or real record ids (and odd text) in its path. No answer may be a 5xx, and no 4xx may change
 * data (DataWatch, test/digest.ts), but for the audit trail's record of a failed sign-in or PIN.
 *
 * Seeded: the same run every time. FUZZ_SEED=<n> runs another; FUZZ_RUNS=<n> multiplies the runs per route. A
 * failure prints the route, the seed and fast-check's counterexample, which replays with that seed.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { rowsOf } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { App } from '../app';
import { DataWatch, type Change } from '../test/digest';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf } from '../test/helper';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 15_2025);
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1));

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  'x-day'?: boolean;
};

/** Markers turned into JSON text that JSON.stringify cannot write: a number too large for a double, a `__proto__` key. */
const HUGE = '\u0001fuzz-huge\u0001';
const PROTO = '\u0001fuzz-proto\u0001';
const toJson = (value: unknown) =>
  JSON.stringify(value).split(JSON.stringify(HUGE)).join('1e999').split(JSON.stringify(PROTO)).join('"__proto__"');

/** Strings a field should survive: empty, blank, control characters, odd Unicode, injection-looking, lookalikes. */
const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\t\r\n',
  '\ud800',
  '😀'.repeat(50),
  '\u202e\u0644\u0627',
  "'; drop table users; --",
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e999',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'a@b',
  '2025-02-30T25:61:00Z',
  '0000-00-00',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2024-02-30',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
];
const oddNumbers = [0, -0, -1, 1, 0.5, -0.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 1e-300, HUGE];
const nestedJunk = [{}, [], [[[[[]]]]], { a: { b: { c: {} } } }, [null, 1, 'x', {}], { [PROTO]: { isAdmin: true } }];

const junk = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, ...oddNumbers, ...oddStrings, ...nestedJunk),
  fc.jsonValue({ maxDepth: 2 }),
);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Ids of records of the seeded database (the callers' own left out), filled before the run. */
const knownIds: string[] = [];
/** A real record's id now and then, so that a call reaches past its "not found". */
const someId = () => (knownIds.length ? fc.oneof(fc.uuid(), fc.constantFrom(...knownIds)) : fc.uuid());

/** A day (YYYY-MM-DD) or a date-time of 2000..2040, as a date field takes them. */
const someDay = () => fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const someDateTime = () => fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());

function stringFor(schema: Schema, key?: string): fc.Arbitrary<string> {
  if (schema['x-day']) return fc.oneof(someDay(), someDateTime());
  if (schema.format === 'uuid' || (key && /(^|_)id$|Id$|ID$/.test(key))) return fc.oneof(someId(), stringFor({ ...schema, format: undefined }));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.nat(1_000_000).map((n) => `fuzz.${n}@staff.example.com`);
    case 'date-time':
      return someDateTime();
    case 'date':
      return someDay();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200) && s.length >= (schema.minLength ?? 0));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): plain text, which the API may refuse.
    }
  }
  const min = Math.max(1, schema.minLength ?? 1);
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.uuid(), fc.constantFrom('Fuzz name', 'hotel', 'Sydney'));
}

/** Values that satisfy the schema where it is easy to (formats, lengths, ranges, constants); a valid-looking body. */
function valid(schema: Schema, depth = 0, key?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => valid(s, depth, key)));
  const types = typesOf(schema);
  if (types.length === 0) return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringFor(schema, key);
        case 'integer':
          return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
        case 'number':
          return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 3
            ? fc.constant([])
            : fc.array(valid(schema.items ?? {}, depth + 1, key), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
        case 'object':
          return depth > 3 ? fc.constant({}) : objectOf(schema, depth, new Set());
        default:
          return fc.constant(null);
      }
    }),
  );
}

function objectOf(schema: Schema, depth: number, replaced: Set<string>, at?: [string, fc.Arbitrary<unknown>]) {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(props)) {
    if (replaced.has(key)) continue;
    record[key] = at && at[0] === key ? at[1] : valid(prop, depth + 1, key);
  }
  const requiredKeys = Object.keys(record).filter((k) => required.has(k) || (at && at[0] === k));
  return fc.record(record, { requiredKeys });
}

/** A valid-looking value with one place replaced by a boundary or junk value (or a key dropped or added). */
function mutated(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 3) return junk;
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => mutated(s, depth)));
  const types = typesOf(schema);
  const own = boundary(schema);
  if (types.includes('object') && schema.properties && Object.keys(schema.properties).length > 0) {
    const keys = Object.keys(schema.properties);
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...keys).chain((k) => objectOf(schema, depth, new Set(), [k, fc.oneof(boundary(schema.properties?.[k] ?? {}), mutated(schema.properties?.[k] ?? {}, depth + 1))])) },
      { weight: 1, arbitrary: fc.constantFrom(...keys).chain((k) => objectOf(schema, depth, new Set([k]))) },
      { weight: 1, arbitrary: fc.tuple(objectOf(schema, depth, new Set()), fc.constantFrom('extra', PROTO, 'constructor', 'na\u0000me'), junk).map(([o, k, v]) => ({ ...(o as object), [k]: v })) },
      { weight: 1, arbitrary: own },
    );
  }
  if (types.includes('array') && schema.items) {
    return fc.oneof(
      fc.array(mutated(schema.items, depth + 1), { minLength: 1, maxLength: 2 }),
      own,
    );
  }
  return own;
}

/** Boundary values of one field: its limits and just past them, and values of every wrong kind. */
function boundary(schema: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const own: unknown[] = [];
  if (types.includes('string')) {
    const max = schema.maxLength ?? 1000;
    own.push('x'.repeat(max), 'x'.repeat(max + 1), 'x'.repeat(Math.min(Math.max(max * 10, 5000), 200_000)));
    if (schema.minLength) own.push('x'.repeat(schema.minLength - 1));
  }
  if (types.includes('number') || types.includes('integer')) {
    if (schema.minimum !== undefined) own.push(schema.minimum, schema.minimum - 1);
    if (schema.maximum !== undefined) own.push(schema.maximum, schema.maximum + 1);
  }
  if (types.includes('array')) {
    const max = schema.maxItems ?? 50;
    own.push(Array.from({ length: max + 1 }, () => 'x'), Array.from({ length: Math.min(max + 1, 60) }, () => randomUUID()));
  }
  return own.length ? fc.oneof(fc.constantFrom(...own), junk) : junk;
}

/** The body of one run: random JSON now and then, a valid-looking body, or (mostly) one with a field broken. */
const bodyFor = (schema: Schema) =>
  fc.oneof({ weight: 1, arbitrary: junk }, { weight: 2, arbitrary: valid(schema) }, { weight: 7, arbitrary: mutated(schema) });

/** A path segment: an id mostly (random, or a real record's), else an odd string (sent encoded). */
const segment = () =>
  fc.oneof({ weight: 4, arbitrary: someId() }, { weight: 1, arbitrary: fc.constantFrom(...oddStrings.filter(Boolean), 'x'.repeat(3000)) });

/** A query string from the route's schema: its fields as text, some broken. */
function queryFor(schema: Schema | undefined): fc.Arbitrary<string> {
  if (!schema?.properties) return fc.constant('');
  const values = fc.oneof(mutated(schema), valid(schema));
  return values.map((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return '';
    const params = new URLSearchParams();
    for (const [k, x] of Object.entries(v)) {
      for (const item of Array.isArray(x) ? x : [x]) params.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
    return params.toString();
  });
}

/** Raw bodies for a route that reads the bytes itself (multipart) or for the JSON parser: broken forms, broken JSON. */
const rawBody = fc.oneof(
  fc.record({
    type: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=b', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=b'),
    payload: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi',
        '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi\r\n--b--\r\n',
        '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n',
        '--b\r\nContent-Disposition: form-data; name="photos"; filename="a\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\r\n--b--\r\n',
        '--b\r\nContent-Disposition: form-data; name="file"; filename="x.xlsx"\r\n\r\nPK\u0003\u0004junk\r\n--b--\r\n',
        '--b\r\nContent-Disposition: form-data; name="message"\r\nContent-Type: application/json\r\n\r\n{bad\r\n--b--\r\n',
        '--b\r\nGarbage\r\n\r\n\r\n--b--\r\n',
        '--b--\r\n',
      ),
    ),
  }),
  fc.record({
    type: fc.constantFrom('application/json', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'),
    payload: fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.constantFrom('', '{', '{"a":', 'null', '[]', '"\\u0000"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, `{"__proto__":{"x":1}}`, '{"constructor":{"prototype":{"x":1}}}'),
    ),
  }),
);

/** The text fields and file fields the multipart routes read (tickets, replies, content, banners, photos, the upload). */
const FORM_FIELDS = ['title', 'message', 'departmentId', 'priorityLevels', 'ticketId', 'ticketStatus', 'description'];
const FILE_FIELDS = ['ticketImage', 'discussionImage', 'photos', 'file'];

/** A well-formed multipart form of those fields with odd values (and sometimes an odd file), so handlers read it. */
const formBody = () =>
  fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...FORM_FIELDS), { maxLength: 4 }),
      fc.array(fc.oneof(fc.constantFrom(...oddStrings, '0', '1', '5', 'NaN', '1e999', '<p>hi</p>'), someId(), fc.string({ maxLength: 30 })), { minLength: 4, maxLength: 4 }),
      fc.option(fc.record({ field: fc.constantFrom(...FILE_FIELDS), name: fc.constantFrom('a.jpg', 'b.png', 'c.xlsx', 'd.xls', ''), bytes: fc.constantFrom('\xff\xd8\xff\xe0junk', '\x89PNG\r\n\x1a\njunk', 'PK\x03\x04junk', 'plain text') })),
    )
    .map(([names, values, file]) => {
      const parts = names.map((n, i) => `--b\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${values[i]}\r\n`);
      if (file) parts.push(`--b\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.bytes}\r\n`);
      return { type: 'multipart/form-data; boundary=b', payload: `${parts.join('')}--b--\r\n` };
    });

/** A stable seed per route, so that adding a route does not change the runs of the others. */
function seedOf(route: string): number {
  let h = BASE_SEED | 0;
  for (const c of route) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

interface Sent {
  status: number;
  message: string;
  changed: Change;
}

/**
 * The one write a refused request may make: the audit trail's record of a failed sign-in or PIN
 * (docs/areas/platform.md, "Audit trail").
 */
const FAILURE_RECORDS = new Set(['user.sign_in_failed', 'user.pin_failed']);
const onlyFailureRecords = (c: Change) =>
  c.tables.every((t) => t === 'audit_events') && c.auditActions.every((a) => FAILURE_RECORDS.has(a));

describe('fuzz: no input answers 5xx, and no 4xx changes data', () => {
  let app: App;
  /** The caller of each role: a route is called as the SuperAdmin, or as the first role its access rule names. */
  const callers: Record<string, Record<string, string>> = {};
  const emailOf: Record<string, string> = {};
  let data: DataWatch;
  let address = 0;
  let relogins = 0;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ jobs: { enabled: false, pollSeconds: 10 } }, { onRoute: ((r: RouteOptions) => routes.push(r)) as never });
    callers.SuperAdmin = bearer(await loginAsAdmin(app));
    callers.Employee = bearer(await loginAs(app, demo.employee));
    callers.Department = bearer(await loginAs(app, demo.department));
    Object.assign(emailOf, { SuperAdmin: demo.admin.email, Employee: demo.employee.email, Department: demo.department.email });
    const callerIds = await Promise.all(Object.values(emailOf).map((email) => userIdOf(app, email)));
    data = new DataWatch(app);
    // A few ids of every table that has an id column (the callers' own left out: a run may disable one).
    const tables = rowsOf<{ name: string }>(
      await app.db.execute(sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by 1`),
    );
    for (const { name } of tables) {
      const rows = rowsOf<{ id: string }>(await app.db.execute(sql.raw(`select id::text as id from public."${name}" order by id limit 3`)));
      knownIds.push(...rows.map((r) => r.id).filter((id) => !callerIds.includes(id)));
    }
  });
  afterAll(() => app.close());

  /** Sends one request as `role` (given a new token when a call ended its session), from its own address. */
  async function send(role: string, method: string, url: string, payload: string | undefined, contentType?: string): Promise<Sent> {
    const caller = callers[role];
    await data.mark();
    address += 1;
    const res = await app.inject({
      method: method as never,
      url,
      headers: { ...caller, ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    const changed = await data.changed();
    let message = '';
    try {
      message = String(res.json().message ?? '');
    } catch {
      message = res.body.slice(0, 100);
    }
    if (res.statusCode === 401) {
      const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: caller });
      if (me.statusCode === 401) {
        // A call ended the session (logout): a new token, issued directly (signing in again each time would
        // meet the sign-in rate limit; the first tokens came through the real sign-in).
        relogins += 1;
        const [row] = await app.db.select().from(users).where(eq(users.email, emailOf[role]));
        callers[role] = bearer(await app.tokens.issue(row));
      }
    }
    return { status: res.statusCode, message, changed };
  }

  /** The failure of one answer, or null: a 5xx, or a 4xx after which some table changed. */
  const problemOf = (r: Sent) => {
    if (r.status >= 500) return `answered ${r.status}`;
    if (r.status >= 400 && r.changed.tables.length > 0 && !onlyFailureRecords(r.changed)) {
      return `answered ${r.status} and changed ${r.changed.tables.join(', ')} (audit: ${r.changed.auditActions.join(', ') || 'none'})`;
    }
    return null;
  };

  /** A path segment as sent: percent-encoded; a lone surrogate (no UTF-8 of its own) as the bytes of one. */
  const encoded = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80';
    }
  };
  const pathOf = (url: string, parts: string[]) => {
    let i = 0;
    return url.replace(/:[A-Za-z0-9_]+/g, () => encoded(parts[i++] ?? randomUUID()));
  };

  it('every route survives generated input', async () => {
    // A route of several methods (@fastify/static's `HEAD,GET` under /api/docs) is fuzzed once per method.
    const api = routes
      .flatMap((r) => (Array.isArray(r.method) ? r.method.map((method) => ({ ...r, method })) : [r]))
      .filter((r) => String(r.url).startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(api.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const counts = { routes: 0, requests: 0, byStatus: {} as Record<string, number> };
    const count = (s: number) => {
      counts.requests += 1;
      const k = `${Math.floor(s / 100)}xx`;
      counts.byStatus[k] = (counts.byStatus[k] ?? 0) + 1;
    };

    for (const route of api) {
      const method = String(route.method);
      const url = String(route.url);
      const name = `${method} ${url}`;
      const schema = (route.schema ?? {}) as { body?: Schema; querystring?: Schema; params?: Schema };
      const writes = method !== 'GET';
      const access = (route.config as { access?: unknown } | undefined)?.access;
      const role = Array.isArray(access) && !access.includes('SuperAdmin') ? String(access[0]) : 'SuperAdmin';
      const runs = RUNS * (schema.body ? 20 : writes ? 10 : schema.querystring ? 8 : 4);
      counts.routes += 1;

      const input = fc.record({
        segments: fc.array(segment(), { minLength: 3, maxLength: 3 }),
        query: queryFor(schema.querystring),
        body: schema.body
          ? fc.oneof({ weight: 9, arbitrary: bodyFor(schema.body).map((b) => ({ type: 'application/json', payload: toJson(b) })) }, { weight: 1, arbitrary: rawBody })
          : writes
            ? fc.oneof(rawBody, formBody())
            : fc.constant(undefined),
      });
      const seed = seedOf(name);
      const result = await fc.check(
        fc.asyncProperty(input, async ({ segments, query, body }) => {
          const target = pathOf(url, segments) + (query ? `?${query}` : '');
          const sent = await send(role, method, target, body?.payload, body?.type);
          count(sent.status);
          const problem = problemOf(sent);
          if (problem) throw new Error(`${method} ${target.slice(0, 200)}: ${problem} (${sent.message.slice(0, 200)})`);
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
      if (result.failed) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${name} (FUZZ_SEED=${BASE_SEED}, route seed ${seed}): ${error}\n${fc.defaultReportMessage(result)?.slice(0, 1500)}`);
      }
    }
    // The counts show what the run covered (and that sign-in was needed again after a session-ending call).
    console.info(`fuzz: ${counts.routes} routes, ${counts.requests} requests ${JSON.stringify(counts.byStatus)}, ${relogins} sign-ins again`);
    expect(failures).toEqual([]);
    // About 30 s alone on a 2-core machine; the margin is for a busy one (and FUZZ_RUNS scales it).
  }, 240_000 * RUNS);

  /**
   * The search (docs/areas/search.md) as every role, with the odd strings and the texts that look like its references
   * (booking, invoice and ticket numbers, e-mails) or its LIKE and trigram edge cases, in each mode and type list: no
   * 5xx, and a 200 or a 400 only.
   */
  it('the search survives odd text for every role', async () => {
    const texts = [
      ...oddStrings,
      'TF', 'TF0', 'TF999999999', 'TF9999999999', 'tf 100 001', 'INV-', 'INV-000000', 'inv-9999999999', 'TK-0', 'tk-000001',
      '0', '000000000', '#12', '@', 'a@', '@b.c', 'x'.repeat(100), '%%%', '__', '\\\\', 'a b c d e f g', 'ß', 'İ', 'ǅ',
    ];
    const failures: string[] = [];
    for (const role of ['SuperAdmin', 'Department', 'Employee']) {
      for (const [i, text] of texts.entries()) {
        const extra = ['', '&exact=true', '&types=reservation,invoice,ticket', '&types=customer,user,admin&limit=50'][i % 4];
        let q: string;
        try {
          q = encodeURIComponent(text);
        } catch {
          q = '%ED%A0%80';
        }
        const sent = await send(role, 'GET', `/api/search?q=${q}${extra}`, undefined);
        if (sent.status >= 500 || ![200, 400].includes(sent.status) || problemOf(sent)) {
          failures.push(`${role} ${JSON.stringify(text)}${extra}: ${sent.status} ${sent.message.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  /**
   * Every date field of the API (docs/api-database.md, "Input every route refuses": the shared day rule): a field
   * with the day keyword or a `date`/`date-time` format, or named like one (`from`, `to`, `date`, `…Date`, `…Day`,
   * `…Start`, `…End`, `effectiveFrom`), in a query or a body, is sent days at and past the edges of the calendar the
   * code can compute with (a 30-day window before year 1 or a next day in year 10000 answered 500), the others
   * valid. No answer may be a 5xx, and no 4xx may change data.
   */
  it('every date field survives edge dates', async () => {
    const EDGE_DATES = [
      '0001-01-01', '0001-01-29', '0001-01-01T00:00:00Z', '1899-12-31', '1900-01-01', '1900-01-01T00:00:00+14:00',
      '9998-12-31', '9998-12-31T23:00:00Z', '9999-12-31', '9999-12-31T23:59:59.999Z', '275760-09-13', '+010000-01-01T00:00:00Z',
      '2024-02-29', '2026-12-07T12:00:00.000Z', '2026-12-07 25:00',
    ];
    const isDateField = (key: string, field: Schema) =>
      [field, ...(field.anyOf ?? [])].some((f) => f['x-day'] || f.format === 'date' || f.format === 'date-time') ||
      /^(from|to|date|day|effectiveFrom)$|(Date|Day|Start|End)$/.test(key);
    const [hotel] = rowsOf<{ id: string }>(await app.db.execute(sql`select id::text as id from hotels where deleted_at is null order by name limit 1`));
    const failures: string[] = [];
    const covered: string[] = [];
    for (const route of routes) {
      const method = String(route.method);
      const url = String(route.url);
      if (!url.startsWith('/api/') || Array.isArray(route.method) || method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as { body?: Schema; querystring?: Schema };
      const access = (route.config as { access?: unknown } | undefined)?.access;
      const role = Array.isArray(access) && !access.includes('SuperAdmin') ? String(access[0]) : 'SuperAdmin';
      const target = url.replace(/:[A-Za-z0-9_]+/g, (p) => (/hotel/i.test(p) && hotel ? hotel.id : (knownIds[0] ?? randomUUID())));
      for (const part of ['querystring', 'body'] as const) {
        const fields = Object.entries(schema[part]?.properties ?? {}).filter(([key, field]) => isDateField(key, field));
        if (fields.length === 0) continue;
        covered.push(`${method} ${url} ${part}: ${fields.map(([k]) => k).join(', ')}`);
        const base = fc.sample(valid(schema[part] as Schema), { seed: seedOf(`${method} ${url} dates`), numRuns: 1 })[0] as Record<string, unknown>;
        for (const [key] of fields) {
          for (const edge of EDGE_DATES) {
            // The edge alone in a valid-looking input, and with every date field of the input at that edge.
            for (const input of [{ ...base, [key]: edge }, { ...base, ...Object.fromEntries(fields.map(([k]) => [k, edge])) }]) {
              const query = part === 'querystring' ? `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}` : '';
              const sent = await send(role, method, target + query, part === 'body' ? toJson(input) : undefined, part === 'body' ? 'application/json' : undefined);
              const problem = problemOf(sent);
              if (problem) failures.push(`${method} ${target}${query} ${part === 'body' ? toJson(input).slice(0, 200) : ''}: ${problem} (${sent.message.slice(0, 120)})`);
            }
          }
        }
      }
    }
    console.info(`fuzz dates: ${covered.length} inputs with date fields\n  ${covered.join('\n  ')}`);
    expect(covered.length).toBeGreaterThanOrEqual(10);
    expect(failures).toEqual([]);
  }, 240_000);
});
