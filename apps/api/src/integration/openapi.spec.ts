/**
 * The OpenAPI document (docs/api-database.md, "OpenAPI"): every route of the whole app says what it answers and
 * what it takes, the document at /api/docs/json is a well-formed OpenAPI 3.1 description of them, and who may
 * read it (open in development and tests, a SuperAdmin's in production).
 */
import Ajv2020 from 'ajv/dist/2020';
import type { RouteOptions } from 'fastify';
import type { App } from '../app';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

type Json = Record<string, unknown>;
type Operation = {
  responses?: Record<string, { description?: unknown; content?: Record<string, { schema?: unknown }> }>;
  parameters?: { name?: string; in?: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  operationId?: string;
  'x-access'?: unknown;
};

const DOCS = '/api/docs';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The routes the document must describe: under /api, not the docs' own, not the CORS preflight nor HEAD copies. */
const described = (routes: RouteOptions[]) =>
  routes.filter((r) => {
    const url = String(r.url);
    return url.startsWith('/api/') && url !== DOCS && !url.startsWith(`${DOCS}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS';
  });

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The value at a local JSON pointer (`#/components/schemas/X`), or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

/** Every `$ref` in the document with where it was found. */
function refsOf(node: unknown, at = '#', found: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((v, i) => refsOf(v, `${at}/${i}`, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') found.push([at, v]);
      else refsOf(v, `${at}/${k}`, found);
    }
  }
  return found;
}

/** The structural problems of an OpenAPI 3.1 document (empty when it is well-formed). */
function openapiProblems(doc: Json): string[] {
  const problems: string[] = [];
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const checkSchema = (schema: unknown, where: string) => {
    if (schema === undefined) return problems.push(`${where}: no schema`);
    if (!ajv.validateSchema(schema as object)) problems.push(`${where}: not a JSON Schema 2020-12: ${ajv.errorsText(ajv.errors)}`);
    return undefined;
  };
  if (!/^3\.1\.\d+$/.test(String(doc.openapi))) problems.push(`openapi is ${String(doc.openapi)}`);
  const info = doc.info as Json | undefined;
  if (typeof info?.title !== 'string' || typeof info?.version !== 'string') problems.push('info needs a title and a version');
  for (const [name, schema] of Object.entries(((doc.components as Json)?.schemas ?? {}) as Json)) {
    checkSchema(schema, `components.schemas.${name}`);
  }
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const method of Object.keys(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) {
        problems.push(`${where}: not an HTTP method`);
        continue;
      }
      const op = item[method] as Operation;
      if (op.operationId) {
        if (operationIds.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} twice`);
        operationIds.add(op.operationId);
      }
      const responses = Object.entries(op.responses ?? {});
      if (responses.length === 0) problems.push(`${where}: no responses`);
      if (!responses.some(([code]) => /^2(\d\d|XX)$/.test(code))) problems.push(`${where}: no 2xx response`);
      for (const [code, response] of responses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(code)) problems.push(`${where}: response key ${code}`);
        if (typeof response.description !== 'string') problems.push(`${where} ${code}: no description`);
        for (const [media, content] of Object.entries(response.content ?? {})) checkSchema(content.schema, `${where} ${code} ${media}`);
      }
      for (const p of op.parameters ?? []) {
        if (!p.name || !['query', 'header', 'path', 'cookie'].includes(String(p.in))) problems.push(`${where}: parameter ${JSON.stringify(p)}`);
        if (p.in === 'path' && (p.required !== true || !templated.includes(String(p.name)))) {
          problems.push(`${where}: path parameter ${p.name} not required or not in the path`);
        }
        checkSchema(p.schema, `${where} parameter ${p.name}`);
      }
      for (const name of templated) {
        if (!(op.parameters ?? []).some((p) => p.in === 'path' && p.name === name)) problems.push(`${where}: {${name}} not declared`);
      }
      if (op.requestBody) {
        const contents = Object.entries(op.requestBody.content ?? {});
        if (contents.length === 0) problems.push(`${where}: requestBody without content`);
        for (const [media, content] of contents) checkSchema(content.schema, `${where} body ${media}`);
      }
    }
  }
  for (const [at, ref] of refsOf(doc)) {
    if (resolvePointer(doc, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve`);
  }
  return problems;
}

describe('the OpenAPI structure check', () => {
  it('finds what a broken document gets wrong', () => {
    const broken = {
      openapi: '3.0.0',
      info: { title: 'x' },
      paths: {
        '/a/{id}': {
          get: { responses: {} },
          post: {
            responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Gone' } } } } },
            requestBody: { content: {} },
          },
        },
        '/b': { put: { responses: { 201: { description: 'ok', content: { 'text/plain': { schema: { type: 'strin' } } } } } } },
      },
    };
    expect(openapiProblems(broken)).toEqual([
      'openapi is 3.0.0',
      'info needs a title and a version',
      'GET /a/{id}: no responses',
      'GET /a/{id}: no 2xx response',
      'GET /a/{id}: {id} not declared',
      'POST /a/{id} 200: no description',
      'POST /a/{id}: {id} not declared',
      'POST /a/{id}: requestBody without content',
      expect.stringMatching(/^PUT \/b 201 text\/plain: not a JSON Schema 2020-12/),
      expect.stringMatching(/\$ref #\/components\/schemas\/Gone does not resolve$/),
    ]);
  });
});

describe('the OpenAPI document (development)', () => {
  let app: App;
  const routes: RouteOptions[] = [];
  let doc: Json;
  beforeAll(async () => {
    app = await buildTestApp({}, { onRoute: ((route: RouteOptions) => routes.push(route)) as never });
    const res = await app.inject({ method: 'GET', url: `${DOCS}/json` });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => app.close());

  it('every route has a schema for its 2xx answer', () => {
    const api = described(routes);
    expect(api.length).toBeGreaterThan(100);
    const missing = api
      .filter((r) => !Object.keys((r.schema?.response ?? {}) as Json).some((code) => /^2(\d\d|xx)$/i.test(code)))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every POST, PUT and PATCH has a body schema (JSON or multipart), or says it takes none', () => {
    const missing = described(routes)
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(String(r.method)))
      .filter((r) => !r.schema?.body && !r.schema?.multipart && r.schema?.noBody !== true)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('is a well-formed OpenAPI 3.1 document: responses everywhere, path parameters declared, schemas valid, every $ref resolves', () => {
    expect(openapiProblems(doc)).toEqual([]);
  });

  it('describes the search (docs/areas/search.md): its query parameters, its answer, every signed-in role', () => {
    const search = (doc.paths as Record<string, Record<string, Operation>>)['/api/search/'].get;
    expect(search['x-access']).toEqual(['Employee', 'Department', 'SuperAdmin']);
    expect(Object.fromEntries((search.parameters ?? []).map((p) => [p.name, [p.in, p.required ?? false]]))).toEqual({
      q: ['query', true],
      types: ['query', false],
      limit: ['query', false],
      exact: ['query', false],
    });
    expect(search.responses?.['200']?.content?.['application/json']?.schema).toMatchObject({ required: ['hits'] });
  });

  it('describes every route, with its body and its error answers in the shared error shape', () => {
    const paths = doc.paths as Record<string, Record<string, Operation>>;
    const absent = described(routes).filter((r) => !paths[openapiPath(String(r.url))]?.[String(r.method).toLowerCase()]);
    expect(absent.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(Object.keys(paths).filter((p) => p.startsWith(DOCS))).toEqual([]);

    const error = { $ref: '#/components/schemas/ErrorResponse' };
    const login = paths['/api/user/login'].post;
    expect(login['x-access']).toBe('public');
    expect(login.requestBody?.content?.['application/json']?.schema).toMatchObject({ required: ['email', 'password'] });
    expect(login.responses?.['400']?.content?.['application/json']?.schema).toEqual(error);
    expect(login.responses?.['401']).toBeUndefined();

    const createTicket = paths['/api/ticket/createTicket'].post;
    expect(createTicket.requestBody?.content?.['multipart/form-data']?.schema).toMatchObject({
      properties: { title: { type: 'string' }, ticketImage: { type: 'string', format: 'binary' } },
    });
    for (const code of ['400', '401', '403', '413', '415', '4XX', '5XX']) {
      expect([code, createTicket.responses?.[code]?.content?.['application/json']?.schema]).toEqual([code, error]);
    }
    expect(createTicket.responses?.['401']?.description).toContain('Your session has ended. Please sign in again');

    const pdf = paths['/api/invoice/{invoiceId}/pdf'].get;
    expect(pdf.responses?.['200']?.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(pdf.responses?.['404']?.content?.['application/json']?.schema).toEqual(error);
    expect((doc.components as Json).schemas).toMatchObject({
      ErrorResponse: { type: 'object', required: ['statusCode', 'error', 'message'] },
    });
  });

  it('serves swagger-ui at /api/docs to anyone in development', async () => {
    const page = await app.inject({ method: 'GET', url: `${DOCS}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui-bundle.js');
    const bundle = await app.inject({ method: 'GET', url: `${DOCS}/static/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('the OpenAPI document in production', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: 'production' });
  });
  afterAll(() => app.close());

  it('answers the document only to a SuperAdmin: 401 without a token, 403 for another role, 200 with one', async () => {
    for (const url of [`${DOCS}/json`, `${DOCS}/yaml`]) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
      const employee = bearer(await loginAs(app, demo.employee));
      expect([url, (await app.inject({ method: 'GET', url, headers: employee })).statusCode]).toEqual([url, 403]);
    }
    const admin = bearer(await loginAsAdmin(app));
    const json = await app.inject({ method: 'GET', url: `${DOCS}/json`, headers: admin });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Back Office API' } });
    const yaml = await app.inject({ method: 'GET', url: `${DOCS}/yaml`, headers: admin });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
  });

  it('serves the page and its scripts without a token (they hold no description of the API)', async () => {
    const page = await app.inject({ method: 'GET', url: DOCS });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/api/user/login');
    const form = await app.inject({ method: 'GET', url: `${DOCS}/static/theme/token-form.js` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('sessionStorage');
    const init = await app.inject({ method: 'GET', url: `${DOCS}/static/swagger-initializer.js` });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("'Bearer ' + token");
  });
});
