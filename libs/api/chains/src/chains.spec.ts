/**
 * The chains area through inject (docs/areas/chains.md, "Property chains", "Managers", "Expedia errors"): the
 * forms' messages in order, Other kept, deletes refused while hotels or managers remain, managers invited by
 * e-mail and tied to their chain's hotels, the Expedia list and its toggle, the public report and its limit,
 * the rights, and the audit trail.
 */
import { ChainsMessages, PlatformMessages, type Chain, type ExpediaReport, type Manager } from '@backoffice/contracts';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { commissions, hotels, outbox, passwordResets, users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { bearer, buildTestAppAsAdmin, demo, loginAs, testConfig, type App } from './test/helper';

describe('chains, managers and Expedia errors', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin({ rateLimits: { ...testConfig().rateLimits, formPerAddress: { max: 3, windowSeconds: 600 } } }));
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
  const chainBody = (name: string, incl = 16.5, excl = 15, gst = 1.5) => ({ clientTypeName: name, commissionRate: incl, commissionRateNotGST: excl, commissionRateGST: gst });
  const addChain = async (name: string) => (await call('POST', '/admin/commission', chainBody(name))).json().data as Chain;
  const addHotel = async (name: string, commissionId: string | null) =>
    (await app.db.insert(hotels).values({ name, commissionId, status: 'Live' }).returning({ id: hotels.id }))[0].id;

  it('checks the chain form in order, builds the commission address, and answers the rates as saved', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ commissionRate: 16.5, commissionRateNotGST: 15, commissionRateGST: 1.5 }, ChainsMessages.chain.nameRequired],
      [{ ...chainBody('  ') }, ChainsMessages.chain.nameRequired],
      [{ ...chainBody('Zeta'), commissionRate: 0 }, ChainsMessages.chain.rateRequired],
      [{ ...chainBody('Zeta'), commissionRateGST: null }, ChainsMessages.chain.rateRequired],
      [{ clientTypeName: 'Zeta', commissionRate: 16.5, commissionRateNotGST: 15 }, ChainsMessages.chain.rateRequired],
      [{ ...chainBody('Zeta', 160.5, 150, 10.5) }, ChainsMessages.chain.rateRange],
      [{ ...chainBody('Zeta', 16.5, 15, 1.25) }, ChainsMessages.chain.rateSum],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/admin/commission', payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const made = await call('POST', '/admin/commission', { ...chainBody('Harbour & Co', 11.55, 10.5, 1.05), commissionUrl: 'https://evil.example' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      message: ChainsMessages.chain.added,
      data: { clientTypeName: 'Harbour & Co', commissionRate: 11.55, commissionRateNotGST: 10.5, commissionRateGST: 1.05, commissionUrl: 'https://www.timeflyz.com/partners/Harbour%20%26%20Co', hotelCount: 0 },
    });
    const dup = await call('POST', '/admin/commission', chainBody('harbour & co'));
    expect({ status: dup.statusCode, message: dup.json().message }).toEqual({ status: 409, message: ChainsMessages.chain.nameTaken });
    const list = (await call('POST', '/admin/commission/list')).json().data as Chain[];
    expect(list.map((c) => c.clientTypeName)).toContain('Harbour & Co');
    const [event] = await auditEventsOf(app, 'commission', made.json().data._id);
    expect(event).toMatchObject({ action: 'commission.create', after: { commissionRate: 11.55 } });
  });

  it('updates a chain; Other keeps its name and cannot be deleted', async () => {
    const chain = await addChain('Bay Stays');
    const res = await call('PUT', '/admin/commission', { id: chain._id, ...chainBody('Bay Stays Group', 22, 20, 2) });
    expect(res.json()).toMatchObject({ message: ChainsMessages.chain.updated, data: { clientTypeName: 'Bay Stays Group', commissionRate: 22, commissionUrl: 'https://www.timeflyz.com/partners/Bay%20Stays%20Group' } });
    const [other] = await app.db.insert(commissions).values({ clientTypeName: 'Other' }).onConflictDoNothing().returning();
    const otherId = other?.id ?? (await app.db.select().from(commissions).where(eq(commissions.clientTypeName, 'Other')))[0].id;
    const rename = await call('PUT', '/admin/commission', { id: otherId, ...chainBody('Others') });
    expect({ status: rename.statusCode, message: rename.json().message }).toEqual({ status: 409, message: ChainsMessages.chain.otherLocked });
    expect((await call('PUT', '/admin/commission', { id: otherId, ...chainBody('Other', 11, 10, 1) })).statusCode).toBe(200);
    const del = await call('DELETE', '/admin/commission/other');
    expect({ status: del.statusCode, message: del.json().message }).toEqual({ status: 409, message: ChainsMessages.chain.otherLocked });
    expect((await call('PUT', '/admin/commission', { id: '00000000-0000-4000-8000-000000000000', ...chainBody('Nope') })).statusCode).toBe(404);
  });

  it('refuses to delete a chain that still has hotels, saying how many, then deletes it once empty', async () => {
    const chain = await addChain('Doomed Chain');
    const h1 = await addHotel('Doomed One', chain._id);
    await addHotel('Doomed Two', chain._id);
    const refused = await call('DELETE', `/admin/commission/${encodeURIComponent('Doomed Chain')}`);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: ChainsMessages.chain.hasHotels(2) });
    expect(refused.json().message).toBe('This property chain still has 2 hotels: move them to another chain before deleting it');
    await app.db.update(hotels).set({ commissionId: null }).where(eq(hotels.commissionId, chain._id));
    const ok = await call('DELETE', `/admin/commission/${encodeURIComponent('doomed chain')}`);
    expect(ok.json()).toEqual({ message: ChainsMessages.chain.deleted });
    expect(await app.db.select().from(commissions).where(eq(commissions.id, chain._id))).toEqual([]);
    expect(h1).toBeTruthy();
    expect((await call('DELETE', '/admin/commission/Doomed%20Chain')).statusCode).toBe(404);
  });

  it('checks the manager form in the spec order, ties a Hotel Manager to hotels of its chain, and invites by e-mail', async () => {
    const chain = await addChain('Manager Chain');
    const other = await addChain('Elsewhere Chain');
    const mine = await addHotel('Mine Hotel', chain._id);
    const mine2 = await addHotel('Mine Hotel Two', chain._id);
    const theirs = await addHotel('Their Hotel', other._id);
    const base = { firstName: 'Rhea', lastName: 'Manning', email: 'rhea.manning@chains.test', commission: chain._id, accessLevel: 'REGIONALMANAGER', hotelId: [mine] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, firstName: ' ' }, ChainsMessages.manager.firstNameRequired],
      [{ ...base, lastName: undefined }, ChainsMessages.manager.lastNameRequired],
      [{ ...base, email: '' }, ChainsMessages.manager.emailRequired],
      [{ ...base, email: 'rhea@nowhere' }, ChainsMessages.manager.emailInvalid],
      [{ ...base, accessLevel: 'OWNER' }, ChainsMessages.manager.typeRequired],
      [{ ...base, commission: null }, ChainsMessages.manager.chainRequired],
      [{ ...base, hotelId: [] }, ChainsMessages.manager.hotelsRequired],
      [{ ...base, hotelId: [mine, theirs] }, ChainsMessages.manager.hotelsOutsideChain],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/user/createManager', payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect(await app.db.select().from(users).where(eq(users.email, base.email))).toEqual([]);

    const made = await call('POST', '/user/createManager', { ...base, mobile: '+61 400 000 111' });
    expect(made.statusCode).toBe(201);
    const manager = made.json().data as Manager;
    expect(manager).toMatchObject({ fullName: 'Rhea Manning', accessLevel: 'REGIONALMANAGER', commission: { _id: chain._id, clientTypeName: 'Manager Chain' }, hotel: [{ _id: mine, name: 'Mine Hotel' }] });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.recipient, base.email));
    expect(mail.subject).toBe('You are invited as Hotel Manager');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    const [reset] = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, manager._id));
    expect(reset.usedAt).toBeNull();
    expect(reset.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const taken = await call('POST', '/user/createManager', { ...base, email: 'RHEA.manning@chains.test' });
    expect({ status: taken.statusCode, message: taken.json().message }).toEqual({ status: 409, message: ChainsMessages.manager.emailTaken });

    const revenue = await call('POST', '/user/createManager', { firstName: 'Gus', lastName: 'Group', email: 'gus.group@chains.test', commission: chain._id, accessLevel: 'GROUPMANAGER', hotelId: [theirs] });
    expect(revenue.json().data).toMatchObject({ accessLevel: 'GROUPMANAGER', hotel: [] });

    const updated = await call('PUT', '/user/UpdateManager', { _id: manager._id, firstName: 'Rhea', lastName: 'Manning-Lee', email: base.email, hotel: [mine, mine2] });
    expect(updated.json()).toMatchObject({ message: ChainsMessages.manager.updated, data: { lastName: 'Manning-Lee', hotel: expect.arrayContaining([{ _id: mine2, name: 'Mine Hotel Two' }]) } });
    const outside = await call('PUT', '/user/UpdateManager', { _id: manager._id, firstName: 'Rhea', lastName: 'Manning', email: base.email, hotel: [theirs] });
    expect({ status: outside.statusCode, message: outside.json().message }).toEqual({ status: 400, message: ChainsMessages.manager.hotelsOutsideChain });

    const listed = (await call('GET', '/user/employeeList')).json().data as Manager[];
    expect(listed.map((m) => m.email)).toEqual(expect.arrayContaining([base.email, 'gus.group@chains.test']));

    // A chain with managers cannot be deleted either.
    await app.db.update(hotels).set({ commissionId: null }).where(eq(hotels.commissionId, chain._id));
    const refused = await call('DELETE', `/admin/commission/${encodeURIComponent('Manager Chain')}`);
    expect(refused.json().message).toBe(ChainsMessages.chain.hasManagers(2));

    const removed = await call('DELETE', `/user/removeManager/${manager._id}`);
    expect(removed.json()).toEqual({ message: ChainsMessages.manager.deleted });
    const [row] = await app.db.select().from(users).where(eq(users.id, manager._id));
    expect(row).toMatchObject({ disabled: true, lastName: 'Manning-Lee' });
    expect(((await call('GET', '/user/employeeList')).json().data as Manager[]).some((m) => m._id === manager._id)).toBe(false);
    expect((await call('DELETE', `/user/removeManager/${manager._id}`)).statusCode).toBe(404);
    const events = (await auditEventsOf(app, 'user', manager._id)).map((e) => e.action).sort();
    expect(events).toEqual(['user.create_manager', 'user.remove_manager', 'user.update_manager']);
  });

  it('files a public Expedia report (rate limited), lists it, and toggles its status', async () => {
    const file = (n: number) =>
      app.inject({ method: 'POST', url: '/api/report', payload: { fullName: 'Ada Guest', email: `ada${n}@guests.test`, contactNo: '+61 411 111 111', url: `https://www.expedia.com.au/h${n}.Hotel-Information` } });
    const first = await file(1);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: ChainsMessages.report.filed });
    expect((await app.inject({ method: 'POST', url: '/api/report', payload: { fullName: 'X', email: 'x@y.test', url: 'javascript:alert(1)' } })).statusCode).toBe(400);
    await file(2);
    const limited = await file(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(PlatformMessages.rateLimit.tooMany);

    const list = (await call('GET', '/report')).json().data;
    const mine = list.find((r: { user: { email: string } }) => r.user.email === 'ada1@guests.test');
    expect(mine).toMatchObject({ status: 'ERROR', user: { fullName: 'Ada Guest', contactNo: '+61 411 111 111' }, url: 'https://www.expedia.com.au/h1.Hotel-Information', hotel: null });
    // A report names the hotel whose Expedia URL it is (the list links to it); a deleted hotel is not named.
    const [listed] = await app.db.insert(hotels).values({ name: 'Expedia Listed', status: 'Live', expediaUrl: mine.url }).returning({ id: hotels.id });
    await app.db.insert(hotels).values({ name: 'Expedia Gone', status: 'Live', expediaUrl: 'https://www.expedia.com.au/h2.Hotel-Information', deletedAt: new Date() });
    const named = (await call('GET', '/report')).json().data as ExpediaReport[];
    expect(named.find((r) => r._id === mine._id)?.hotel).toEqual({ _id: listed.id, name: 'Expedia Listed' });
    expect(named.find((r) => r.user.email === 'ada2@guests.test')?.hotel).toBeNull();
    const toggled = await call('PUT', `/report/${mine._id}`, { status: 'SOLVED' });
    expect(toggled.json()).toMatchObject({ message: ChainsMessages.report.statusChanged, data: { status: 'SOLVED', hotel: { _id: listed.id } } });
    expect((await call('PUT', `/report/${mine._id}`, { status: 'FIXED' })).statusCode).toBe(400);
    expect((await call('PUT', '/report/00000000-0000-4000-8000-000000000000', { status: 'SOLVED' })).statusCode).toBe(404);
    const [event] = await auditEventsOf(app, 'expedia_report', mine._id);
    expect(event).toMatchObject({ action: 'expedia_report.status', before: { status: 'ERROR' }, after: { status: 'SOLVED' } });
  });

  it('answers 401 without a token and 403 to other roles', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/admin/commission/list' })).statusCode).toBe(401);
    const employee = bearer(await loginAs(app, demo.employee));
    for (const c of [
      { method: 'POST' as const, url: '/api/admin/commission/list' },
      { method: 'POST' as const, url: '/api/admin/commission', payload: chainBody('Sneaky') },
      { method: 'GET' as const, url: '/api/user/employeeList' },
      { method: 'GET' as const, url: '/api/report' },
    ]) {
      const res = await app.inject({ ...c, headers: employee });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
    }
  });
});
