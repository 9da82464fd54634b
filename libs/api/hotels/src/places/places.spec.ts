import { areaSettings } from '@backoffice/api-server';
import Fastify, { type FastifyInstance } from 'fastify';
import { CommonMessages, type Place } from '@backoffice/contracts';
import type { App } from '../test/helper';
import {
  bearer,
  buildTestApp,
  buildTestAppAsAdmin,
  demo,
  loginAs,
  loginAsAdmin,
  testConfig,
} from '../test/helper';
import { hotelsConfig } from '../config';
import { loadStats, searchEmbedded } from './embedded';
import { placeOfNominatim, searchGeocoding } from './geocoding';

describe('address search, embedded cities (GET /places/search)', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const search = (q: string, headers = admin) =>
    app.inject({ method: 'GET', url: '/api/places/search', query: { q }, headers });

  it("finds 'Sydney' in New South Wales, Australia first, with its coordinates; at most 10, largest first", async () => {
    const res = await search('Sydney');
    expect(res.statusCode).toBe(200);
    const data: Place[] = res.json().data;
    expect(data[0]).toMatchObject({
      label: 'Sydney, New South Wales, Australia',
      city: 'Sydney',
      state: 'New South Wales',
      country: 'Australia',
      streetAddress: '',
      postalCode: '',
    });
    expect(data[0].latitude).toBeCloseTo(-33.92, 1);
    expect(data[0].longitude).toBeCloseTo(151.19, 1);
    expect(data.map((p) => p.country)).toContain('Canada'); // Sydney, Nova Scotia, smaller: after
    expect(loadStats.cities).toBeGreaterThan(7000);

    const many: Place[] = (await search('san')).json().data;
    expect(many).toHaveLength(10);
    expect(many.every((p) => p.city.toLowerCase().startsWith('san'))).toBe(true);
  });

  it('narrows by state or country after a comma, ignores accents and case, matches later words and regions', async () => {
    expect((await searchEmbedded('sydney, canada'))[0]).toMatchObject({
      state: 'Nova Scotia',
      country: 'Canada',
    });
    expect((await searchEmbedded('SAO LUIS'))[0]).toMatchObject({ city: 'São Luís', country: 'Brazil' });
    expect((await searchEmbedded('São Paulo'))[0]).toMatchObject({ city: 'Sao Paulo', country: 'Brazil' });
    expect((await searchEmbedded('paris'))[0]).toMatchObject({ city: 'Paris', country: 'France' });
    expect(await searchEmbedded('york')).toContainEqual(expect.objectContaining({ city: 'New York' }));
    const nsw = await searchEmbedded('New South Wales');
    expect(nsw.length).toBeGreaterThan(0);
    expect(nsw.every((p) => p.state === 'New South Wales')).toBe(true);
    expect(await searchEmbedded('zzzzqqq')).toEqual([]);
    expect(await searchEmbedded(' , ')).toEqual([]);
  });

  it('needs q (400) and a SuperAdmin: Employee and Department 403, no token 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/places/search', headers: admin })).statusCode).toBe(
      400,
    );
    expect((await search('Sydney', {})).statusCode).toBe(401);
    expect((await search('Sydney', bearer(await loginAs(app, demo.employee)))).statusCode).toBe(403);
    expect((await search('Sydney', bearer(await loginAs(app, demo.department)))).statusCode).toBe(403);
  });
});

describe('address search through a geocoding service (GEOCODING_URL)', () => {
  let fake: FastifyInstance;
  let base: string;
  let app: App;
  const asked: Record<string, string>[] = [];

  beforeAll(async () => {
    fake = Fastify();
    fake.get('/search', async (request) => {
      const q = request.query as Record<string, string>;
      asked.push({ ...q, ua: String(request.headers['user-agent']) });
      if (q.q === 'broken') throw new Error('down');
      return [
        {
          place_id: 1,
          osm_type: 'way',
          osm_id: 42,
          display_name: '1 Macquarie Street, Sydney NSW 2000, Australia',
          lat: '-33.8611',
          lon: '151.2129',
          address: {
            house_number: '1',
            road: 'Macquarie Street',
            suburb: 'Sydney',
            city: 'Sydney',
            state: 'New South Wales',
            postcode: '2000',
            country: 'Australia',
          },
        },
        { place_id: 2, display_name: 'no coordinates' },
      ];
    });
    fake.get('/not-json', async () => ({ not: 'an array' }));
    base = await fake.listen({ port: 0, host: '127.0.0.1' });
    const hotels = areaSettings(testConfig(), hotelsConfig);
    app = await buildTestApp({ hotels: { ...hotels, geocodingUrl: `${base}/search` } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('asks the service with format=json&addressdetails=1 and maps its rows to places', async () => {
    const token = await loginAsAdmin(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/places/search',
      query: { q: 'Macquarie St' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: 'geo:way42',
          label: '1 Macquarie Street, Sydney NSW 2000, Australia',
          streetAddress: '1 Macquarie Street',
          city: 'Sydney',
          state: 'New South Wales',
          country: 'Australia',
          postalCode: '2000',
          latitude: -33.8611,
          longitude: 151.2129,
        },
      ],
    });
    expect(asked.at(-1)).toMatchObject({
      q: 'Macquarie St',
      format: 'json',
      addressdetails: '1',
      limit: '10',
    });
    expect(asked.at(-1)?.ua).toMatch(/backoffice-hotels/);
  });

  it('answers 502 when the service fails or answers something else', async () => {
    const token = await loginAsAdmin(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/places/search',
      query: { q: 'broken' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(CommonMessages.generic.somethingWrong);
    await expect(searchGeocoding(`${base}/not-json`, 'x')).rejects.toMatchObject({ statusCode: 502 });
    await expect(searchGeocoding('http://127.0.0.1:1/search', 'x')).rejects.toMatchObject({
      statusCode: 502,
    });
  });

  it('maps town or village when there is no city, and skips rows without coordinates', () => {
    expect(
      placeOfNominatim({ lat: '1', lon: '2', address: { village: 'Bundanoon', state: 'NSW' } }),
    ).toMatchObject({
      city: 'Bundanoon',
      state: 'NSW',
      streetAddress: '',
    });
    expect(placeOfNominatim({ display_name: 'x' })).toBeNull();
  });
});
