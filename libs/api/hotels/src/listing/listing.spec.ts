/**
 * The property listing, the hotel search, the owners and the property IDs through inject (docs/areas/hotels.md,
 * "Property listing"): paging, sorting, filters and search done by the database, what each row shows, the
 * all-or-nothing property ID save with its audit events, and the rights.
 */
import { HotelsMessages, type HotelListItem } from '@backoffice/contracts';
import { auditEventsOf, insertChain, insertHotel, insertHotelAccount } from '@backoffice/api-server/testing';
import { bearer, buildTestAppAsAdmin, clearHotelData, demo, loginAs, type App } from '../test/helper';

describe('listing and search', () => {
  let app: App;
  let admin: Record<string, string>;
  let ownerId: string;
  let chainId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    await clearHotelData(app); // the demo hotels would share the counts and the neighbourhood
    ({ id: ownerId } = await insertHotelAccount(app, { email: 'lisa.owner@hotels.example', firstName: 'Lisa', lastName: 'Owner' }));
    chainId = await insertChain(app, 'Listing Test Group');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    ({ hotelId: ids.alpha } = await insertHotel(app, { name: 'Alpha Hotel', city: 'Sydney', status: 'Live', ownerId, commissionId: chainId, values: { propertyId: 'P-100', createdAt: at(1) } }));
    ({ hotelId: ids.bravo } = await insertHotel(app, { name: 'bravo inn', city: 'Melbourne', status: 'Pending', ownerId, values: { propertyId: 'P-200', paymentMethodId: 'pm_1', createdAt: at(2) } }));
    ({ hotelId: ids.charlie } = await insertHotel(app, { name: 'Charlie_Suites', city: 'Perth', status: 'Inactive', values: { propertyId: null, createdAt: at(3) } }));
    ({ hotelId: ids.deleted } = await insertHotel(app, { name: 'Deleted Hotel', values: { propertyId: 'P-999', deletedAt: new Date(), createdAt: at(4) } }));
    for (let i = 0; i < 12; i++) await insertHotel(app, { name: `Filler ${String(i).padStart(2, '0')}`, city: 'Auckland', values: { propertyId: `F-${i}`, createdAt: at(10 + i) } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers = admin) => app.inject({ method: 'GET', url: `/api${url}`, headers });
  const names = (rows: HotelListItem[]) => rows.map((r) => r.name);

  it('GET /hotel/list without page answers every hotel not deleted, newest first, with its row fields', async () => {
    const res = await get('/hotel/list');
    expect(res.statusCode).toBe(200);
    const rows: HotelListItem[] = res.json().data;
    expect(rows).toHaveLength(15);
    expect(res.json().total).toBeUndefined();
    expect(names(rows).slice(-3)).toEqual(['Charlie_Suites', 'bravo inn', 'Alpha Hotel']);
    expect(rows.find((r) => r._id === ids.alpha)).toMatchObject({
      propertyId: 'P-100',
      isActive: 'Live',
      commission: { _id: chainId, clientTypeName: 'Listing Test Group' },
      owner: { _id: ownerId, fullName: 'Lisa Owner', email: 'lisa.owner@hotels.example' },
      paymentMethodID: null,
      contact: null,
      photo: null,
    });
    expect(names(rows)).not.toContain('Deleted Hotel');
  });

  it('pages, sorts and counts in the database', async () => {
    const page1 = (await get('/hotel/list?page=1&limit=5&sort=name&order=asc')).json();
    expect(page1).toMatchObject({ total: 15, page: 1, limit: 5 });
    expect(names(page1.data)).toEqual(['Alpha Hotel', 'bravo inn', 'Charlie_Suites', 'Filler 00', 'Filler 01']);
    const page3 = (await get('/hotel/list?page=3&limit=5&sort=name&order=asc')).json();
    expect(names(page3.data)).toEqual(['Filler 07', 'Filler 08', 'Filler 09', 'Filler 10', 'Filler 11']);
    const billing = (await get('/hotel/list?page=1&limit=1&sort=billing&order=desc')).json();
    expect(names(billing.data)).toEqual(['bravo inn']);
    const bad = await get('/hotel/list?sort=owner');
    expect(bad.statusCode).toBe(400);
  });

  it('searches property ID, name, city, status and owner e-mail; filters by chain, status and missing ID', async () => {
    const search = async (q: string) => names((await get(`/hotel/list?search=${encodeURIComponent(q)}`)).json().data).sort();
    expect(await search('p-1')).toEqual(['Alpha Hotel']);
    expect(await search('BRAVO')).toEqual(['bravo inn']);
    expect(await search('perth')).toEqual(['Charlie_Suites']);
    expect(await search('inactive')).toEqual(['Charlie_Suites']);
    expect(await search('lisa.owner')).toEqual(['Alpha Hotel', 'bravo inn']);
    expect(await search('e_s')).toEqual(['Charlie_Suites']); // `_` is a character, not a wildcard
    expect(names((await get(`/hotel/list?commissionID=${chainId}`)).json().data)).toEqual(['Alpha Hotel']);
    expect((await get('/hotel/list?commissionID=other')).json().data).toHaveLength(14);
    expect(names((await get('/hotel/list?status=Pending&search=inn')).json().data)).toEqual(['bravo inn']);
    expect(names((await get('/hotel/list?missingPropertyId=true')).json().data)).toEqual(['Charlie_Suites']);
  });

  it("GET /hotel/getHotel/{hotelAdminID}: one owner's hotels, 'all' for every hotel, none for a stranger", async () => {
    expect(names((await get(`/hotel/getHotel/${ownerId}?sort=name&order=asc`)).json().data)).toEqual(['Alpha Hotel', 'bravo inn']);
    expect((await get('/hotel/getHotel/all?page=1&limit=2')).json()).toMatchObject({ total: 15, limit: 2 });
    expect((await get('/hotel/getHotel/00000000-0000-4000-8000-000000000000')).json()).toEqual({ data: [] });
    expect((await get('/hotel/getHotel/nobody')).json()).toEqual({ data: [] });
  });

  it('GET /user/hotels lists the owners', async () => {
    const owners = (await get('/user/hotels')).json().data;
    expect(owners).toContainEqual({ _id: ownerId, fullName: 'Lisa Owner', email: 'lisa.owner@hotels.example' });
  });

  it('POST /hotel/query: the search other areas use', async () => {
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload });
    expect((await post('/hotel/query', { search: 'sydney' })).json().data).toEqual([
      { _id: ids.alpha, name: 'Alpha Hotel', commission: chainId, propertyId: 'P-100', city: 'Sydney' },
    ]);
    expect((await post('/hotel/query', { ids: [ids.bravo, ids.deleted] })).json().data.map((h: { _id: string }) => h._id)).toEqual([ids.bravo]);
    expect((await post('/hotel/query', { search: 'filler', limit: 3 })).json().data).toHaveLength(3);
  });

  it('POST /property/addNew sets IDs and names in one transaction; a taken ID changes nothing', async () => {
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/property/addNew', headers: admin, payload });
    const ok = await post([{ hotelId: ids.charlie, propertyId: 'P-300', propertyName: 'Charlie Suites' }]);
    expect(ok.json()).toEqual({ message: HotelsMessages.missingPropertyId.saved, data: { updated: 1 } });
    expect((await auditEventsOf(app, 'hotel', ids.charlie))[0]).toMatchObject({
      action: 'hotel.update',
      before: { propertyId: '', name: 'Charlie_Suites' },
      after: { propertyId: 'P-300', name: 'Charlie Suites' },
    });
    const taken = await post([
      { hotelId: ids.charlie, propertyId: 'P-301', propertyName: 'Charlie Suites' },
      { hotelId: ids.bravo, propertyId: 'p-100', propertyName: 'bravo inn' },
    ]);
    expect(taken.json()).toMatchObject({ statusCode: 409, message: HotelsMessages.hotel.propertyIdTaken });
    const twice = await post([
      { hotelId: ids.charlie, propertyId: 'X-1', propertyName: 'Charlie Suites' },
      { hotelId: ids.bravo, propertyId: 'x-1', propertyName: 'bravo inn' },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(names((await get('/hotel/list?search=P-30')).json().data)).toEqual(['Charlie Suites']);
    // Swapping two hotels' IDs in one save is allowed; a deleted hotel's ID is free.
    const swap = await post([
      { hotelId: ids.alpha, propertyId: 'P-200', propertyName: 'Alpha Hotel' },
      { hotelId: ids.bravo, propertyId: 'P-999', propertyName: 'bravo inn' },
    ]);
    expect(swap.statusCode).toBe(200);
    const unknown = await post([{ hotelId: ids.deleted, propertyId: 'Z', propertyName: 'Z' }]);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 403 to the other roles and 401 without a token', async () => {
    const employee = bearer(await loginAs(app, demo.employee));
    for (const url of ['/hotel/list', '/hotel/getHotel/all', '/user/hotels']) {
      expect((await get(url, employee)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
    }
  });
});
