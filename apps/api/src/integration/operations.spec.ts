/**
 * The drift check of "Operations defined once" (issue 33): every operation the contracts export has its route in
 * the built app, and every api-client function of the migrated areas (chains, billing) calls a route of its
 * operation and gets an answer its operation's response schema accepts. The client runs unchanged: its shared axios
 * instance answers through `app.inject`, signed in as the SuperAdmin of the test helpers.
 */
import * as contracts from '@backoffice/contracts';
import type { Operation } from '@backoffice/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import { configureApiClient, http } from '@backoffice/api-client';
// The area modules themselves, so that every function they export is called (the entries export other areas too).
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as billingClient from '../../../../libs/api-client/src/lib/billing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as chainsClient from '../../../../libs/api-client/src/lib/chains';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { call } from '../../../../libs/api-client/src/lib/call';
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { buildTestApp, loginAsAdmin, type App } from '../test/helper';

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
/** Every operation the contracts export: alone, or in an area's set (`ChainsOperations.listChains`). */
const operations: [string, Operation][] = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) => {
  if (isOperation(value)) return [[name, value] as [string, Operation]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, op]) => (isOperation(op) ? [[`${name}.${key}`, op] as [string, Operation]] : []));
});

/** The operation whose method and path (`:name` segments as one segment each) match a request. */
function operationOf(method: string, path: string): [string, Operation] | undefined {
  return operations.find(([, op]) => op.method === method && new RegExp(`^${op.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path));
}

const isSchema = (entry: unknown): entry is TSchema => typeof entry === 'object' && entry !== null && !('content' in entry);

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
    if (config.data === undefined) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
    const res = await app.inject({ method: method as never, url: url.pathname + url.search, headers, payload: config.data as string | undefined });
    const path = url.pathname.replace(/^\/api/, '');
    const found = operationOf(method, path);
    const entry = found?.[1].response[res.statusCode];
    const problems: string[] = [];
    if (found && isSchema(entry)) {
      const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
      const body: unknown = isJson ? res.json() : res.body;
      if (!Value.Check(entry, body)) for (const e of Value.Errors(entry, body)) problems.push(`${e.instancePath} ${e.message}`);
    }
    seen.push({ method, path, status: res.statusCode, operation: found?.[0], problems });
    const response = {
      data: config.responseType === 'blob' || config.responseType === 'arraybuffer' ? res.rawPayload : res.body,
      status: res.statusCode,
      statusText: String(res.statusCode),
      headers: new AxiosHeaders(res.headers as Record<string, string>),
      config,
    };
    const accepted = config.validateStatus ? config.validateStatus(res.statusCode) : res.statusCode >= 200 && res.statusCode < 300;
    if (accepted) return response;
    throw new AxiosError(`Request failed with status code ${res.statusCode}`, 'ERR_BAD_RESPONSE', config, null, response);
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
    const missing = operations.filter(([, op]) => !app.hasRoute({ method: op.method, url: `/api${op.path}` })).map(([name, op]) => `${name}: ${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it('every chains and billing api-client function calls its operation and gets an answer of its schema', async () => {
    const ran = new Set<string>();
    /**
     * Runs one api-client function: it makes exactly one call, answered 2xx (`expected` 'ok') or one of the
     * `expected` error statuses (the function then throws the ApiError, which is not this check's concern).
     */
    const run = async <T,>(name: string, fn: () => Promise<T>, expected: 'ok' | number[] = 'ok'): Promise<T> => {
      ran.add(name);
      const before = seen.length;
      const answer = await fn().catch(() => undefined);
      const calls = seen.slice(before);
      const fits = (status: number) => (expected === 'ok' ? status >= 200 && status < 300 : expected.includes(status));
      expect({ name, statuses: calls.map((c) => c.status), fits: calls.length === 1 && fits(calls[0].status) }).toEqual({ name, statuses: calls.map((c) => c.status), fits: true });
      return answer as T;
    };

    // chains (docs/areas/chains.md, "Calls")
    const chains = await run('listChains', () => chainsClient.listChains());
    expect(chains.length).toBeGreaterThan(0);
    const created = await run('createChain', () =>
      chainsClient.createChain({ clientTypeName: 'Drift Check Chain', commissionRate: 12, commissionRateNotGST: 10, commissionRateGST: 2 }),
    );
    await run('updateChain', () => chainsClient.updateChain({ id: created.data._id, clientTypeName: 'Drift Check Chain', commissionRate: 11, commissionRateNotGST: 10, commissionRateGST: 1 }));
    // A chain with hotels answers 409 (docs/areas/chains.md): the error is an answer of the route too.
    const withHotels = chains.find((c) => c.hotelCount > 0);
    if (withHotels) await run('deleteChain', () => chainsClient.deleteChain(withHotels.clientTypeName), [409]);
    await run('deleteChain', () => chainsClient.deleteChain('Drift Check Chain'));
    const managers = await run('listManagers', () => chainsClient.listManagers());
    const chain = managers.find((m) => m.commission)?.commission ?? { _id: chains[0]._id };
    const person = { firstName: 'Drift', lastName: 'Check', email: 'drift.check@example.com', mobile: '+61400000000' };
    const manager = await run('createManager', () => chainsClient.createManager({ ...person, accessLevel: 'GROUPMANAGER', commission: chain._id }));
    await run('updateManager', () => chainsClient.updateManager({ ...person, _id: manager.data._id, firstName: 'Drifted' }));
    await run('deleteManager', () => chainsClient.deleteManager(manager.data._id));
    // The public report through its operation (no api-client function files one: the customer app does).
    await call(contracts.ChainsOperations.fileExpediaReport, { body: { fullName: 'Drift Check', email: 'drift@example.com', url: 'https://www.expedia.com/h1' } });
    const reports = await run('listExpediaReports', () => chainsClient.listExpediaReports());
    await run('setExpediaReportStatus', () => chainsClient.setExpediaReportStatus(reports[0]._id, reports[0].status === 'SOLVED' ? 'ERROR' : 'SOLVED'));

    // billing (docs/areas/billing.md, "Calls")
    const periods = await run('listBillingPeriods', () => billingClient.listBillingPeriods());
    expect(periods.length).toBeGreaterThan(0);
    const detail = await run('getBillingPeriod', () => billingClient.getBillingPeriod(periods[0]._id));
    const statement = detail.statementGenerated[0];
    await run('emailStatement', () => billingClient.emailStatement({ statementId: detail._id, generatedId: statement._id, resend: true }));
    const invoiced = detail.statementGenerated.find((s) => s.invoiceId) ?? statement;
    const invoices = await run('listInvoices', () => billingClient.listInvoices(invoiced.hotelId._id));
    const invoice = invoices.data[0];
    await run('getInvoice', () => billingClient.getInvoice(invoice.id));
    const pdf = (await run('fetchPdf', () => billingClient.fetchPdf(invoice.invoice_pdf))) as unknown as Buffer;
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    await run('emailInvoice', () => billingClient.emailInvoice(invoice.id));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const range = { from: day(new Date(periods[periods.length - 1].statementStart)), to: day(new Date()) };
    await run('getReporting', () => billingClient.getReporting(range));
    await run('getChainReporting', () => billingClient.getChainReporting({ ...range, commission: 'other' }));
    await run('listPaymentFailures', () => billingClient.listPaymentFailures({ from: new Date(0).toISOString(), to: new Date().toISOString() }));
    // The latest period's range again: everything in it was billed, so 200 with the text 'empty' (the other answer).
    const again = await run('generateBillingPeriod', () =>
      billingClient.generateBillingPeriod({ periodName: 'Drift check', scope: 'all', startDate: day(new Date(periods[0].statementStart)), endDate: day(new Date(periods[0].statementEnd)) }),
    );
    expect(again).toEqual({ empty: true });
    // An invoiced statement again: 409, or the replay of a declined one's 402 (docs/api-database.md, "Money actions").
    await run('generateInvoice', () => billingClient.generateInvoice({ statementId: detail._id, generatedId: invoiced._id }, 'drift-check-key'), [201, 402, 409]);

    // Every exported function ran, every call reached an operation's route, every answer fits its schema.
    const functions = [...Object.entries(chainsClient), ...Object.entries(billingClient)].filter(([, f]) => typeof f === 'function').map(([name]) => name);
    expect(functions.filter((name) => !ran.has(name))).toEqual([]);
    expect(seen.filter((s) => !s.operation).map((s) => `${s.method} ${s.path}`)).toEqual([]);
    expect(seen.filter((s) => s.problems.length).map((s) => `${s.operation} ${s.status}: ${s.problems.join('; ')}`)).toEqual([]);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
  });
});
