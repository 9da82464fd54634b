/**
 * The drift check of "Operations defined once" (issue 33): every operation the contracts export has its route in
 * the built app, and every api-client function of the migrated areas (operations/<area>.ts) calls a route of its
 * operation and gets an answer its operation's response schema accepts. The client runs unchanged: its shared axios
 * instance answers through `app.inject`, signed in as the SuperAdmin of the test helpers.
 */
import * as contracts from '@backoffice/contracts';
import type { Operation } from '@backoffice/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import { configureApiClient, http } from '@backoffice/api-client';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AreaDrift, Run } from './operations/harness';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { buildTestApp, loginAsAdmin, type App } from '../test/helper';

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
/** Every operation the contracts export: alone, or in an area's set (`ChainsOperations.listChains`). */
const operations: [string, Operation][] = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]) => {
    if (isOperation(value)) return [[name, value] as [string, Operation]];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, op]) =>
      isOperation(op) ? [[`${name}.${key}`, op] as [string, Operation]] : [],
    );
  },
);

/**
 * The operation whose method and path (`:name` segments as one segment each) match a request; of several, the one
 * with the fewest `:name` segments (`GET /hotel/pricing` before `GET /hotel/:id`), whatever the export order.
 */
function operationOf(method: string, path: string): [string, Operation] | undefined {
  const params = (op: Operation) => (op.path.match(/:[^/]+/g) ?? []).length;
  return operations
    .filter(([, op]) => op.method === method && new RegExp(`^${op.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path))
    .sort(([, a], [, b]) => params(a) - params(b))[0];
}

const isSchema = (entry: unknown): entry is TSchema =>
  typeof entry === 'object' && entry !== null && !('content' in entry);

interface Seen {
  method: string;
  path: string;
  status: number;
  operation?: string;
  /** Why the answer does not fit its operation's schema for that status (empty: it fits, or a file). */
  problems: string[];
}

describe('operations defined once (issue 33)', () => {
  let app: App;
  const seen: Seen[] = [];

  // Every request of the shared client goes to the app; the answer is checked against its operation.
  const injectAdapter: AxiosAdapter = async (config) => {
    const url = new URL(http.getUri(config), 'http://api.test');
    const method = String(config.method).toUpperCase();
    const headers = AxiosHeaders.from(config.headers as never).toJSON(true) as Record<string, string>;
    // As axios's browser adapter does: a call without a body sends no Content-Type (axios's defaults set one).
    if (config.data === undefined)
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'content-type') delete headers[name];
    const res = await app.inject({
      method: method as never,
      url: url.pathname + url.search,
      headers,
      payload: config.data as string | undefined,
    });
    const path = url.pathname.replace(/^\/api/, '');
    const found = operationOf(method, path);
    const entry = found?.[1].response[res.statusCode];
    const problems: string[] = [];
    if (found && isSchema(entry)) {
      const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
      // A 204 carries no body (RFC 9110): its operation documents it as null (the saved views' writes).
      const body: unknown = res.statusCode === 204 ? null : isJson ? res.json() : res.body;
      if (!Value.Check(entry, body))
        for (const e of Value.Errors(entry, body)) problems.push(`${e.instancePath} ${e.message}`);
    }
    seen.push({ method, path, status: res.statusCode, operation: found?.[0], problems });
    const response = {
      data:
        config.responseType === 'blob' || config.responseType === 'arraybuffer' ? res.rawPayload : res.body,
      status: res.statusCode,
      statusText: String(res.statusCode),
      headers: new AxiosHeaders(res.headers as Record<string, string>),
      config,
    };
    const accepted = config.validateStatus
      ? config.validateStatus(res.statusCode)
      : res.statusCode >= 200 && res.statusCode < 300;
    if (accepted) return response;
    throw new AxiosError(
      `Request failed with status code ${res.statusCode}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const token = await loginAsAdmin(app as never);
    http.defaults.adapter = injectAdapter;
    configureApiClient({ getToken: () => token });
  });
  afterAll(() => app.close());

  it('the contracts export operations, and the app has a route for each', () => {
    expect(operations.length).toBeGreaterThanOrEqual(24);
    // chains and billing at least: an empty folder would make the per-area checks below vanish silently.
    expect(AREAS.map((a) => a.area)).toEqual(expect.arrayContaining(['chains', 'billing']));
    const missing = operations
      .filter(([, op]) => !app.hasRoute({ method: op.method, url: `/api${op.path}` }))
      .map(([name, op]) => `${name}: ${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  /**
   * Every migrated area's drift check: each module of ./operations (but the harness) exports one `AreaDrift`, so an
   * area adds its file and nothing else (libs/api/README.md, "Operations defined once").
   */
  const AREAS: AreaDrift[] = readdirSync(path.join(__dirname, 'operations'))
    .filter((file) => file.endsWith('.ts') && file !== 'harness.ts')
    .flatMap((file) => Object.values(require(`./operations/${file}`) as Record<string, AreaDrift>))
    .filter((value) => typeof value?.drive === 'function');

  it.each(AREAS.map((a) => [a.area, a] as const))(
    'every %s api-client function calls its operation and gets an answer of its schema',
    async (_, area) => {
      const ran = new Set<string>();
      const seenBefore = seen.length;
      const run: Run = async (name, fn, expected = 'ok') => {
        ran.add(name);
        const before = seen.length;
        const answer = await fn().catch(() => undefined);
        const calls = seen.slice(before);
        const fits = (status: number) =>
          expected === 'ok' ? status >= 200 && status < 300 : expected.includes(status);
        expect({
          name,
          statuses: calls.map((c) => c.status),
          fits: calls.length === 1 && fits(calls[0].status),
        }).toEqual({ name, statuses: calls.map((c) => c.status), fits: true });
        return answer as never;
      };
      await area.drive(run);

      // Every exported function ran, every call reached an operation's route, every answer fits its schema.
      const mine = seen.slice(seenBefore);
      const functions = Object.entries(area.client)
        .filter(([, f]) => typeof f === 'function')
        .map(([name]) => name);
      expect(functions.filter((name) => !ran.has(name))).toEqual([]);
      expect(mine.filter((s) => !s.operation).map((s) => `${s.method} ${s.path}`)).toEqual([]);
      expect(
        mine
          .filter((s) => s.problems.length)
          .map((s) => `${s.operation} ${s.status}: ${s.problems.join('; ')}`),
      ).toEqual([]);
      expect(mine.filter((s) => s.status >= 500)).toEqual([]);
    },
  );
});
