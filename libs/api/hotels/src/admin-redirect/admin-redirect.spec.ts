import { CommonMessages, HotelsMessages } from '@backoffice/contracts';
import { auditEventsOf, insertHotel, insertHotelAccount } from '@backoffice/api-server/testing';
import { eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { hotelAdminTokens } from '../hotels.schema';
import type { App } from '../test/helper';
import { bearer, buildTestAppAsAdmin, demo, loginAs } from '../test/helper';
import { escapeHtml } from './page.routes';
import { withToken } from './routes';
import { HOTEL_ADMIN_AUDIENCE, hotelAdminKey } from './tokens';

describe('Redirect to Hotel Admin (POST /user/generateToken, GET /hotel-admin/sign-in)', () => {
  let app: App;
  let admin: Record<string, string>;
  let owner: string;
  let otherOwner: string;
  let manager: string;
  let hotel: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    ({ id: owner } = await insertHotelAccount(app, { firstName: '<b>Olive</b>', lastName: "O'Neil" }));
    ({ id: otherOwner } = await insertHotelAccount(app, { firstName: 'Oscar' }));
    ({ id: manager } = await insertHotelAccount(app, { firstName: 'Mia', accessLevel: 'MANAGER' }));
    ({ hotelId: hotel } = await insertHotel(app, { name: 'Rose & <Crown>', ownerId: owner }));
  });
  afterAll(() => app.close());

  const generate = (payload: Record<string, unknown>, headers = admin) =>
    app.inject({ method: 'POST', url: '/api/user/generateToken', headers, payload });
  const open = (url: string) => app.inject({ method: 'GET', url });

  it("issues a 5-minute single-use token for the hotel's owner; the embedded page signs in once, names escaped", async () => {
    const started = Date.now();
    const res = await generate({ userId: owner, hotelId: hotel });
    expect(res.statusCode).toBe(200);
    const { token, url } = res.json();
    expect(url).toBe(`/api/hotel-admin/sign-in?token=${encodeURIComponent(token)}`);
    const [row] = await app.db.select().from(hotelAdminTokens).where(eq(hotelAdminTokens.userId, owner));
    expect(row).toMatchObject({ hotelId: hotel, usedAt: null });
    expect(row.expiresAt.getTime() - started).toBeGreaterThan(299_000);
    expect(row.expiresAt.getTime() - started).toBeLessThan(302_000);
    const [event] = await auditEventsOf(app, 'user', owner);
    expect(event).toMatchObject({ action: 'user.hotel_admin_token', after: { hotelId: hotel } });
    expect(JSON.stringify(event)).not.toContain(token);

    const first = await open(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain(escapeHtml("<b>Olive</b> O'Neil"));
    expect(first.body).toContain('Rose &amp; &lt;Crown&gt;');
    expect(first.body).not.toContain('<b>Olive</b>');

    const second = await open(url);
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain(escapeHtml(HotelsMessages.adminRedirect.tokenUsed));
  });

  it('consumes a token once when two requests race for it', async () => {
    const { url } = (await generate({ userId: owner })).json();
    const answers = await Promise.all([open(url), open(url), open(url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
  });

  it('refuses an expired token (410) and an invalid, forged or missing one (401)', async () => {
    const { token, url } = (await generate({ userId: owner, hotelId: hotel })).json();
    await app.db
      .update(hotelAdminTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(hotelAdminTokens.usedAt));
    const expired = await open(url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(escapeHtml(HotelsMessages.adminRedirect.tokenExpired));

    // Signed past its lifetime: refused by its own expiry.
    const key = hotelAdminKey(app.config.jwtSecret);
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner)
      .setAudience(HOTEL_ADMIN_AUDIENCE)
      .setJti('x')
      .setIssuedAt(1_000)
      .setExpirationTime(1_300)
      .sign(key);
    expect((await open(withToken('/api/hotel-admin/sign-in', old))).statusCode).toBe(410);

    for (const bad of [
      `${token.slice(0, -4)}abcd`, // forged signature
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(owner)
        .setJti('y')
        .setExpirationTime('5m')
        .sign(key), // no audience
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(HOTEL_ADMIN_AUDIENCE)
        .setJti('unknown')
        .setExpirationTime('5m')
        .sign(key), // not issued
      'not-a-token',
    ]) {
      const res = await open(withToken('/api/hotel-admin/sign-in', bad));
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(escapeHtml(HotelsMessages.adminRedirect.tokenInvalid));
    }
    expect((await open('/api/hotel-admin/sign-in')).statusCode).toBe(401);
    // A console session token is no hotel admin token.
    expect((await open(withToken('/api/hotel-admin/sign-in', admin.authorization.slice(7)))).statusCode).toBe(
      401,
    );
  });

  it("refuses a user who is not an owner or not that hotel's owner (400), an unknown user or hotel (404)", async () => {
    const noAdmin = HotelsMessages.hotel.noAdmin;
    for (const [payload, status, message] of [
      [{ userId: otherOwner, hotelId: hotel }, 400, noAdmin],
      [{ userId: manager }, 400, noAdmin],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, 404, CommonMessages.generic.notFound],
      [{ userId: 'nope' }, 404, CommonMessages.generic.notFound],
      [
        { userId: owner, hotelId: '00000000-0000-4000-8000-000000000000' },
        404,
        HotelsMessages.hotel.notFound,
      ],
    ] as const) {
      const res = await generate(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await generate({ userId: otherOwner })).statusCode).toBe(200);
  });

  it('builds the URL on a configured HOTEL_ADMIN_URL, with or without a query', () => {
    expect(withToken('https://admin.example.net/sign-in', 'a.b.c')).toBe(
      'https://admin.example.net/sign-in?token=a.b.c',
    );
    expect(withToken('https://admin.example.net/?from=console', 'a.b.c')).toBe(
      'https://admin.example.net/?from=console&token=a.b.c',
    );
  });

  it('is for SuperAdmins only: Employee and Department 403, no token 401', async () => {
    expect((await generate({ userId: owner }, {})).statusCode).toBe(401);
    expect((await generate({ userId: owner }, bearer(await loginAs(app, demo.employee)))).statusCode).toBe(
      403,
    );
    expect((await generate({ userId: owner }, bearer(await loginAs(app, demo.department)))).statusCode).toBe(
      403,
    );
  });
});
