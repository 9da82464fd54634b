import type { RouteOptions } from 'fastify';
import type { App } from '../app';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

describe('access rules', () => {
  let app: App;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        onRoute: ((route: RouteOptions) => routes.push(route)) as never,
        beforeReady: (a) => {
          a.get('/api/test/admin-only', { config: { access: ['SuperAdmin'] } }, async () => ({ ok: true }));
          a.get('/api/test/no-rule', async () => ({ ok: true }));
        },
      },
    );
  });
  afterAll(() => app.close());

  it('every registered route declares who may call it', () => {
    const api = routes.filter((r) => !String(r.url).startsWith('/api/test/'));
    expect(api.length).toBeGreaterThanOrEqual(12);
    const missing = api.filter((r) => {
      const access = r.config?.access;
      return access !== 'public' && !(Array.isArray(access) && access.length > 0);
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('only sign-in, sign-up, the department list, the health check, the API docs page, the website calls and the single-use links are public', () => {
    const open = routes
      .filter((r) => r.config?.access === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([
      // swagger-ui's page, its assets and (outside production) the OpenAPI document (docs/api-database.md, "OpenAPI")
      'GET /api/docs/',
      'GET /api/docs/json',
      'GET /api/docs/static/index.html',
      'GET /api/docs/static/swagger-initializer.js',
      'GET /api/docs/static/theme/token-form.js',
      'GET /api/docs/yaml',
      'GET /api/faq/get', // website content: public read (docs/areas/platform.md, "Roles and access")
      'GET /api/health', // the balancer's and the start scripts' checks (docs/api-database.md, "Health")
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/hotel-admin/sign-in', // the embedded hotel admin sign-in page: its single-use token is the credential
      'GET /api/hotel/photos/:name', // hotel photos, shown by the public website (docs/areas/hotels.md, "Photos")
      'GET /api/media/:name', // website content: stored images
      'GET /api/user/invitation', // a password link's page reads it: its single-use token is the credential, rate limited
      'GET /module-federation.manifest.json', // the shell's manifest with the live releases (apps/api/src/releases)
      'HEAD,GET /api/docs/static/*', // swagger-ui's files (@fastify/static)
      'HEAD,GET /releases/*', // the released areas' files (@fastify/static)
      'OPTIONS *', // CORS preflight
      'POST /api/cms/list', // website content: public read
      'POST /api/contact/', // website form, rate limited
      'POST /api/department/listDepartment',
      'POST /api/report/', // the customer app's Expedia error report, rate limited (docs/areas/chains.md, "Expedia errors")
      'POST /api/subscription/', // website form, rate limited
      'POST /api/user/acceptInvitation', // a password link redeemed: its single-use token is the credential, rate limited
      'POST /api/user/adminLogin',
      'POST /api/user/create',
      'POST /api/user/login',
      'POST /api/user/otpVerification',
      'POST /api/user/resetPassword/confirm', // a customer's reset link: its single-use token is the credential, rate limited
      'POST /api/user/verifyEmail', // a sign-up's e-mailed link: its single-use token is the credential, rate limited
    ]);
  });

  it('the mail queue (Sent Mail) is for a SuperAdmin only', () => {
    const outbox = routes
      .filter((r) => String(r.url).startsWith('/api/outbox') && r.method !== 'HEAD')
      .map((r) => [`${r.method} ${r.url}`, r.config?.access])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(outbox).toEqual([
      ['GET /api/outbox/', ['SuperAdmin']],
      ['GET /api/outbox/:id', ['SuperAdmin']],
      ['GET /api/outbox/:id/attachments/:index', ['SuperAdmin']],
      ['POST /api/outbox/:id/retry', ['SuperAdmin']],
    ]);
  });

  it('every billing call is for a SuperAdmin only', () => {
    const billing = routes
      .filter((r) => /^\/api\/(invoice|reservationStatement|monthlyFailureReport|reservation\/(reporting|propertyTypeReporting|generateReport|generateInvoice|emailReservationStatement))/.test(String(r.url)) && r.method !== 'HEAD')
      .map((r) => [`${r.method} ${r.url}`, r.config?.access])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(billing).toEqual([
      ['GET /api/invoice/:invoiceId', ['SuperAdmin']],
      ['GET /api/invoice/:invoiceId/pdf', ['SuperAdmin']],
      ['GET /api/monthlyFailureReport/', ['SuperAdmin']],
      ['GET /api/reservationStatement/:billingId/statement/:generatedId/pdf', ['SuperAdmin']],
      ['GET /api/reservationStatement/get', ['SuperAdmin']],
      ['GET /api/reservationStatement/get/:billingId', ['SuperAdmin']],
      ['POST /api/invoice/', ['SuperAdmin']],
      ['POST /api/invoice/:invoiceId/email', ['SuperAdmin']],
      ['POST /api/reservation/emailReservationStatement', ['SuperAdmin']],
      ['POST /api/reservation/generateInvoice', ['SuperAdmin']],
      ['POST /api/reservation/generateReport', ['SuperAdmin']],
      ['POST /api/reservation/propertyTypeReporting', ['SuperAdmin']],
      ['POST /api/reservation/reporting', ['SuperAdmin']],
    ]);
  });

  it('a route without a rule is closed (500), never open', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/no-rule' });
    expect(res.statusCode).toBe(500);
  });

  it('a call outside the caller role answers 403; the right role passes; no token answers 401', async () => {
    for (const account of [demo.employee, demo.department]) {
      const res = await app.inject({ method: 'GET', url: '/api/test/admin-only', headers: bearer(await loginAs(app, account)) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do this' });
    }
    const admin = await app.inject({ method: 'GET', url: '/api/test/admin-only', headers: bearer(await loginAsAdmin(app)) });
    expect(admin.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
  });

  it('checks the token before the body: a bad body without a token answers 401', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/user/me/password', payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('GET /api/health answers ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
