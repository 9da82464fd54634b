/**
 * Country VAT/GST through inject (docs/areas/pricing.md, "Country VAT/GST", "Effective-dated rates"): the list's
 * shape, add (true, or false with 'Data already exist.'), edit with its versions, one country with its versions,
 * the country on a day, delete with the refreshed list, the rules' messages, the audit trail and the rights; and
 * a reservation of last month that recomputes with last month's rate after today's edit.
 */
import { PlatformMessages, PricingMessages, utcDay, type VatDetail, type VatRecord } from '@backoffice/contracts';
import { allAuditEvents, auditEventsOf } from '@backoffice/api-server/testing';
import { charges, hotels, reservations, rooms, users, vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';
import { VatgstRepository, versionOn } from './repository';

const DAY = 86_400_000;
const dayFrom = (days: number) => utcDay(new Date(Date.now() + days * DAY));

describe('country VAT/GST', () => {
  let app: App;
  let admin: Record<string, string>;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
  const country = (over: Record<string, unknown> = {}) => ({
    countryname: 'Australia',
    countryflag: 'au',
    currencyFor: 'aud',
    shortName: 'A$',
    currencyFullName: 'Australian dollar',
    exchangeRate: 1,
    vat: 10,
    isDeleted: false,
    ...over,
  });
  const all = async () => (await call('GET', '/vatgst/all')).json().data as VatRecord[];
  const idOf = async (name: string) => ((await all()).find((c) => c.countryname === name) as VatRecord)._id;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  it('answers 401 without a token and 403 to other roles, writing nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/vatgst/all' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/vatgst/addvat', payload: country() })).statusCode).toBe(401);
    const employee = bearer(await loginAs(app, demo.employee));
    const id = '00000000-0000-4000-8000-000000000000';
    for (const c of [
      { method: 'GET' as const, url: '/api/vatgst/all' },
      { method: 'GET' as const, url: '/api/vatgst/AU' },
      { method: 'POST' as const, url: '/api/vatgst/addvat', payload: country() },
      { method: 'POST' as const, url: '/api/vatgst/editvat', payload: { ...country(), vatgstId: id } },
      { method: 'POST' as const, url: '/api/vatgst/getBannerById', payload: { vatgstId: id } },
      { method: 'POST' as const, url: '/api/vatgst/deletevatgst', payload: { vatId: id, isDeleted: true } },
    ]) {
      const res = await app.inject({ ...c, headers: employee });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
    }
    expect(await app.db.select().from(vatgst)).toEqual([]);
  });

  it("checks the country form's rules in order and writes nothing", async () => {
    const before = (await allAuditEvents(app)).length;
    // Each with the field the error body names (the form shows the message under it).
    const cases: [Record<string, unknown>, string, string][] = [
      [country({ countryname: undefined }), 'Please Enter Country Name', 'countryname'],
      [country({ countryname: '  ' }), 'Please Enter Country Name', 'countryname'],
      [country({ countryflag: null }), 'Please Enter Country Flag', 'countryflag'],
      [country({ currencyFor: '' }), 'Please Enter Currency', 'currencyFor'],
      [country({ shortName: '' }), 'Please Enter Currency Symbol', 'shortName'],
      [country({ currencyFullName: '' }), 'Please Enter Currency Full Name', 'currencyFullName'],
      [country({ exchangeRate: '' }), 'Please Enter Exchange Rate', 'exchangeRate'],
      [country({ vat: null }), 'Please Enter VAT/GST', 'vat'],
      [country({ countryflag: 'AUS' }), PricingMessages.country.flagInvalid, 'countryflag'],
      [country({ currencyFor: 'A$' }), PricingMessages.country.currencyInvalid, 'currencyFor'],
      [country({ exchangeRate: 'abc' }), PricingMessages.country.rateInvalid, 'exchangeRate'],
      [country({ exchangeRate: 0 }), PricingMessages.country.rateInvalid, 'exchangeRate'],
      [country({ exchangeRate: 0.0000001 }), PricingMessages.country.rateInvalid, 'exchangeRate'],
      [country({ vat: 101 }), PricingMessages.country.vatInvalid, 'vat'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await call('POST', '/vatgst/addvat', payload);
      expect({ status: res.statusCode, message: res.json().message, field: res.json().field }).toEqual({ status: 400, message, field });
    }
    expect(await app.db.select().from(vatgst)).toEqual([]);
    expect((await allAuditEvents(app)).length).toBe(before);
  });

  it('adds a country (true) with its first version, and answers false for the same name or flag', async () => {
    const res = await call('POST', '/vatgst/addvat', country({ exchangeRate: '1', vat: '10' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data inserted successfully.', data: true });
    for (const dup of [country({ countryname: ' australia ' }), country({ countryname: 'Oz', countryflag: 'AU' })]) {
      const again = await call('POST', '/vatgst/addvat', dup);
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: { message: 'Data already exist.', data: false } });
    }
    // A VAT of 0 % is a VAT (not a missing one).
    const noVat = await call('POST', '/vatgst/addvat', country({ countryname: 'United States', countryflag: 'US', currencyFor: 'USD', shortName: 'US$', currencyFullName: 'US dollar', exchangeRate: 0.65, vat: 0 }));
    expect(noVat.json()).toEqual({ message: 'Data inserted successfully.', data: true });
    const us = (await app.db.select().from(vatgst).where(eq(vatgst.countryflag, 'US')))[0];
    expect(us).toMatchObject({ vat: 0, exchangeRate: 0.65 });
    await call('POST', '/vatgst/deletevatgst', { vatId: us.id, isDeleted: true });
    const rows = await app.db.select().from(vatgst).where(eq(vatgst.isDeleted, false));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ countryflag: 'AU', currencyFor: 'AUD', exchangeRate: 1, vat: 10 });
    const versions = await app.db.select().from(vatgstVersions).where(eq(vatgstVersions.vatgstId, rows[0].id));
    expect(versions).toEqual([expect.objectContaining({ effectiveFrom: dayFrom(0), exchangeRate: 1, vat: 10, source: 'create' })]);
    const [event] = await auditEventsOf(app, 'vatgst', rows[0].id);
    expect(event).toMatchObject({ action: 'vatgst.create', before: null, after: { countryname: 'Australia', effectiveFrom: dayFrom(0) } });
  });

  it('answers GET /vatgst/all in the shape the reservation screens read, by name, deleted ones left out', async () => {
    await call('POST', '/vatgst/addvat', country({ countryname: 'Singapore', countryflag: 'SG', currencyFor: 'SGD', shortName: 'S$', currencyFullName: 'Singapore dollar', exchangeRate: 0.88, vat: 9 }));
    const res = await call('GET', '/vatgst/all');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as VatRecord[];
    expect(data.map((c) => c.countryname)).toEqual(['Australia', 'Singapore']);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      countryname: 'Australia',
      countryflag: 'AU',
      currencyFor: 'AUD',
      shortName: 'A$',
      currencyFullName: 'Australian dollar',
      exchangeRate: 1,
      vat: 10,
      isDeleted: false,
    });
  });

  it('answers a country on a day by its flag, checking the day', async () => {
    const today = await call('GET', '/vatgst/sg');
    expect(today.json().data).toMatchObject({ countryname: 'Singapore', exchangeRate: 0.88, vat: 9, effectiveFrom: dayFrom(0) });
    for (const date of ['2024-13-01', '0000-01-01']) {
      const bad = await call('GET', `/vatgst/SG?date=${date}`);
      expect({ date, status: bad.statusCode, message: bad.json().message }).toEqual({ date, status: 400, message: PricingMessages.country.effectiveInvalid });
    }
    const none = await call('GET', '/vatgst/ZZ');
    expect({ status: none.statusCode, message: none.json().message }).toEqual({ status: 404, message: PricingMessages.country.notFound });
    expect((await call('GET', '/vatgst/SGP')).statusCode).toBe(400);
  });

  it("edits a country: rules, 404, renaming onto another country refused, versions only when the rate or VAT change", async () => {
    const id = await idOf('Singapore');
    const edit = (over: Record<string, unknown>) =>
      call('POST', '/vatgst/editvat', { ...country({ countryname: 'Singapore', countryflag: 'SG', currencyFor: 'SGD', shortName: 'S$', currencyFullName: 'Singapore dollar', exchangeRate: 0.88, vat: 9 }), vatgstId: id, ...over });
    const rule = await edit({ vat: 'x' });
    expect({ status: rule.statusCode, message: rule.json().message }).toEqual({ status: 400, message: PricingMessages.country.vatInvalid });
    for (const effectiveFrom of ['2024-02-30', '0000-01-01']) {
      const day = await edit({ effectiveFrom });
      expect({ effectiveFrom, status: day.statusCode, message: day.json().message }).toEqual({ effectiveFrom, status: 400, message: PricingMessages.country.effectiveInvalid });
    }
    for (const vatgstId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await edit({ vatgstId });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: PricingMessages.country.notFound });
    }
    const onto = await edit({ countryname: 'AUSTRALIA' });
    expect({ status: onto.statusCode, message: onto.json().message }).toEqual({ status: 409, message: 'Data already exist.' });
    const ontoFlag = await edit({ countryflag: 'au' });
    expect(ontoFlag.statusCode).toBe(409);

    const renamed = await edit({ countryname: 'Republic of Singapore', shortName: 'SGD$' });
    expect(renamed.json()).toEqual({ message: 'Data updated successfully', data: expect.objectContaining({ _id: id, countryname: 'Republic of Singapore', shortName: 'SGD$', exchangeRate: 0.88, vat: 9 }) });
    expect(await app.db.select().from(vatgstVersions).where(eq(vatgstVersions.vatgstId, id))).toHaveLength(1);
    const [event] = await auditEventsOf(app, 'vatgst', id);
    expect(event).toMatchObject({ action: 'vatgst.update', before: { countryname: 'Singapore', shortName: 'S$' }, after: { countryname: 'Republic of Singapore', shortName: 'SGD$' } });

    // A rate from a later day: the record keeps today's, the day answers the new one; the same day again replaces it.
    const later = dayFrom(10);
    const scheduled = await edit({ countryname: 'Republic of Singapore', exchangeRate: 0.9, effectiveFrom: later });
    expect(scheduled.json().data).toMatchObject({ exchangeRate: 0.88, vat: 9 });
    expect((await call('GET', `/vatgst/SG?date=${later}`)).json().data).toMatchObject({ exchangeRate: 0.9, vat: 9, effectiveFrom: later });
    expect((await call('GET', `/vatgst/SG?date=${dayFrom(9)}`)).json().data).toMatchObject({ exchangeRate: 0.88, effectiveFrom: dayFrom(0) });
    await edit({ countryname: 'Republic of Singapore', exchangeRate: 0.91, effectiveFrom: later });
    expect((await call('GET', `/vatgst/SG?date=${dayFrom(30)}`)).json().data).toMatchObject({ exchangeRate: 0.91, effectiveFrom: later });
    const detail = (await call('POST', '/vatgst/getBannerById', { vatgstId: id })).json().data as VatDetail;
    expect(detail).toMatchObject({ countryname: 'Republic of Singapore', exchangeRate: 0.88 });
    expect(detail.versions.map((v) => [v.effectiveFrom, v.exchangeRate, v.source])).toEqual([
      [later, 0.91, 'edit'],
      [dayFrom(0), 0.88, 'create'],
    ]);
    const [author] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.admin.email));
    expect(detail.versions[0].createdBy).toEqual({ _id: author.id, fullName: `${demo.admin.firstName} ${demo.admin.lastName}` });
    const missing = await call('POST', '/vatgst/getBannerById', { vatgstId: '00000000-0000-4000-8000-000000000000' });
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({ status: 404, message: PricingMessages.country.notFound });
  });

  it("keeps last month's rate and VAT for last month's reservation after today's edit", async () => {
    // New Zealand as the rates feed left it: a version from 90 days ago.
    const [nz] = await app.db
      .insert(vatgst)
      .values({ countryname: 'New Zealand', countryflag: 'NZ', currencyFor: 'NZD', shortName: 'NZ$', currencyFullName: 'New Zealand dollar', exchangeRate: 1.1, vat: 15, createdAt: new Date(Date.now() - 90 * DAY) })
      .returning();
    await app.db.insert(vatgstVersions).values({ vatgstId: nz.id, effectiveFrom: dayFrom(-90), exchangeRate: 1.1, vat: 15, source: 'feed' });

    // A reservation of last month, charged in NZD with the rate in effect then.
    const lastMonth = dayFrom(-30);
    const then = (await call('GET', `/vatgst/NZ?date=${lastMonth}`)).json().data;
    expect(then).toMatchObject({ exchangeRate: 1.1, vat: 15, effectiveFrom: dayFrom(-90) });
    const [hotel] = await app.db.insert(hotels).values({ name: 'Auckland Rates Hotel', city: 'Auckland', country: 'New Zealand', status: 'Live' }).returning({ id: hotels.id });
    const [room] = await app.db.insert(rooms).values({ hotelId: hotel.id, name: 'Queen' }).returning({ id: rooms.id });
    const start = new Date(`${lastMonth}T01:00:00.000Z`);
    const [reservation] = await app.db
      .insert(reservations)
      .values({ hotelId: hotel.id, roomId: room.id, status: 'CHECKEDOUT', duration: 3, reservationStart: start, reservationEnd: new Date(start.getTime() + 3 * 3_600_000), timezone: 'Pacific/Auckland', amount: 23_000 })
      .returning({ id: reservations.id });
    await app.db.insert(charges).values({
      reservationId: reservation.id,
      currency: 'NZD',
      amount: 23_000,
      cost: 23_000,
      total: 23_000,
      commission: 3_000,
      commissionGst: 450,
      captured: true,
      status: 'charged',
      userExchangeRate: then.exchangeRate,
      hotelExchangeRate: then.exchangeRate,
      userCurrencySymbol: 'NZ$',
      hotelCurrencySymbol: 'NZ$',
    });
    const [charge] = await app.db.select().from(charges).where(eq(charges.reservationId, reservation.id));
    const audBefore = charge.total / then.exchangeRate;

    // Today NZ's rate and VAT change.
    const edited = await call('POST', '/vatgst/editvat', {
      vatgstId: nz.id,
      countryname: 'New Zealand',
      countryflag: 'NZ',
      currencyFor: 'NZD',
      shortName: 'NZ$',
      currencyFullName: 'New Zealand dollar',
      exchangeRate: 1.2,
      vat: 12.5,
    });
    expect(edited.json()).toMatchObject({ message: 'Data updated successfully', data: { exchangeRate: 1.2, vat: 12.5 } });

    // Last month still answers last month's rate and VAT: the reservation recomputes to the same A$ figure.
    const stillThen = (await call('GET', `/vatgst/NZ?date=${lastMonth}`)).json().data;
    expect(stillThen).toMatchObject({ exchangeRate: 1.1, vat: 15, effectiveFrom: dayFrom(-90) });
    const [chargeAfter] = await app.db.select().from(charges).where(eq(charges.reservationId, reservation.id));
    expect(chargeAfter.total / stillThen.exchangeRate).toBe(audBefore);
    expect(Math.round(audBefore * 100) / 100).toBe(20_909.09);
    expect(chargeAfter).toEqual(charge);
    // Today answers the new ones, as does the list.
    expect((await call('GET', '/vatgst/NZ')).json().data).toMatchObject({ exchangeRate: 1.2, vat: 12.5, effectiveFrom: dayFrom(0) });
    expect((await all()).find((c) => c.countryflag === 'NZ')).toMatchObject({ exchangeRate: 1.2, vat: 12.5 });
    // The same lookup for the area's own code (`app.vatgst.at`), by id or by flag.
    const repository = new VatgstRepository(app.db);
    expect(await repository.at(nz.id, lastMonth)).toMatchObject({ exchangeRate: 1.1, vat: 15, effectiveFrom: dayFrom(-90) });
    expect(await repository.at('nz', dayFrom(0))).toMatchObject({ exchangeRate: 1.2, vat: 12.5, effectiveFrom: dayFrom(0) });
    const [event] = await auditEventsOf(app, 'vatgst', nz.id);
    expect(event).toMatchObject({
      action: 'vatgst.update',
      before: { exchangeRate: 1.1, vat: 15, version: { effectiveFrom: dayFrom(-90), exchangeRate: 1.1, vat: 15 } },
      after: { exchangeRate: 1.2, vat: 12.5, version: { effectiveFrom: dayFrom(0), exchangeRate: 1.2, vat: 12.5 } },
    });
  });

  it('keeps the values of a country without versions (older data) for the days before an edit', async () => {
    const [old] = await app.db
      .insert(vatgst)
      .values({ countryname: 'Malaysia', countryflag: 'MY', currencyFor: 'MYR', shortName: 'RM', currencyFullName: 'Malaysian ringgit', exchangeRate: 3, vat: 8, createdAt: new Date(Date.now() - 60 * DAY) })
      .returning();
    expect((await call('GET', `/vatgst/MY?date=${dayFrom(-30)}`)).json().data).toMatchObject({ exchangeRate: 3, vat: 8, effectiveFrom: dayFrom(-60) });
    await call('POST', '/vatgst/editvat', { vatgstId: old.id, countryname: 'Malaysia', countryflag: 'MY', currencyFor: 'MYR', shortName: 'RM', currencyFullName: 'Malaysian ringgit', exchangeRate: 3.1, vat: 6 });
    expect((await call('GET', `/vatgst/MY?date=${dayFrom(-30)}`)).json().data).toMatchObject({ exchangeRate: 3, vat: 8, effectiveFrom: dayFrom(-60) });
    expect((await call('GET', '/vatgst/MY')).json().data).toMatchObject({ exchangeRate: 3.1, vat: 6, effectiveFrom: dayFrom(0) });
  });

  it('deletes a country: the refreshed list answered, its flag gone, its name free again', async () => {
    const id = await idOf('Australia');
    const bad = await call('POST', '/vatgst/deletevatgst', { vatId: id, isDeleted: false });
    expect(bad.statusCode).toBe(400);
    const res = await call('POST', '/vatgst/deletevatgst', { vatId: id, isDeleted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Record Deleted Successfully');
    const listed = res.json().data as VatRecord[];
    expect(listed.map((c) => c.countryname)).toEqual(['Malaysia', 'New Zealand', 'Republic of Singapore']);
    expect(listed).toEqual(await all());
    const [row] = await app.db.select().from(vatgst).where(eq(vatgst.id, id));
    expect(row.isDeleted).toBe(true);
    expect((await call('GET', '/vatgst/AU')).statusCode).toBe(404);
    const again = await call('POST', '/vatgst/deletevatgst', { vatId: id, isDeleted: true });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 404, message: PricingMessages.country.notFound });
    const [event] = await auditEventsOf(app, 'vatgst', id);
    expect(event).toMatchObject({ action: 'vatgst.delete', before: { isDeleted: false }, after: { isDeleted: true } });
    expect((await call('POST', '/vatgst/addvat', country())).json()).toEqual({ message: PricingMessages.country.inserted, data: true });
  });
});

describe('versionOn', () => {
  const v = (effectiveFrom: string, exchangeRate: number) => ({ effectiveFrom, exchangeRate, vat: 10 });
  it('picks the latest version on or before the day, the earliest before them all, null without any', () => {
    const versions = [v('2024-03-01', 2), v('2024-01-01', 1), v('2024-06-01', 3)];
    expect(versionOn(versions, '2024-03-01')?.exchangeRate).toBe(2);
    expect(versionOn(versions, '2024-05-31')?.exchangeRate).toBe(2);
    expect(versionOn(versions, '2025-01-01')?.exchangeRate).toBe(3);
    expect(versionOn(versions, '2023-12-31')?.exchangeRate).toBe(1);
    expect(versionOn([], '2024-01-01')).toBeNull();
  });
});
