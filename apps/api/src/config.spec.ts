/**
 * The areas' own configuration slices as the API composes them (areas.ts, API_CONFIG_SLICES; main.ts hands them to
 * loadConfig): every slice README.md's table lists is mounted, their variables are validated with the server's at
 * once, and an area reads its settings when its plugin registers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_TABLE_END, CONFIG_TABLE_START, ConfigError, configVariables, loadConfig } from '@backoffice/api-server';
import Fastify from 'fastify';
import { buildApp } from './app';
import { API_AREAS, API_CONFIG_SLICES } from './areas';
import { bearer, createAppTestDatabase as createTestDatabase, loginAsAdmin, testConfig } from './test/helper';

describe("the areas' configuration slices", () => {
  it("are the slices README.md's table lists (config-docs.ts finds them by path), each its area's", () => {
    const readme = readFileSync(path.resolve(__dirname, '..', '..', '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf(CONFIG_TABLE_START), readme.indexOf(CONFIG_TABLE_END));
    const listed = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map(([, name]) => name);
    // A slice in the table but not mounted would be documented yet never validated; one mounted but not listed,
    // undocumented.
    expect(listed.sort()).toEqual(configVariables(API_CONFIG_SLICES).map((v) => v.name).sort());
    expect(API_CONFIG_SLICES.map((slice) => slice.key)).toEqual(expect.arrayContaining(['hotels', 'platform', 'pricing']));
    for (const area of API_AREAS) if (area.config) expect(area.config.key).toBe(area.name);
  });

  it('are validated with the server variables, every malformed one named at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', EXCHANGE_RATES_URL: 'rates.example.net', GEOCODING_URL: 'geo' }, {}, API_CONFIG_SLICES);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      message = error.message;
    }
    expect(message.split('\n').sort()).toEqual([
      'EXCHANGE_RATES_URL must be an absolute http(s) URL, got "rates.example.net"',
      'GEOCODING_URL must be an absolute http(s) URL, got "geo"',
      'PORT must be a whole number, got "x"',
    ]);
  });

  it('give each area its settings under its key, defaults applied', () => {
    const config = loadConfig({ RATE_SHOPPING_URL: 'https://shop.example.net' }, {}, API_CONFIG_SLICES);
    expect(config.pricing).toEqual({ exchangeRatesUrl: undefined, rateShoppingUrl: 'https://shop.example.net' });
    expect(config.hotels).toEqual({ adminUrl: '/api/hotel-admin/sign-in', adminTokenTtlSeconds: 300, geocodingUrl: undefined });
    expect(config.platform).toEqual({ signupDomains: ['staff.example.com'], bulkConcurrency: 16 });
    const listed = loadConfig({ SIGNUP_DOMAINS: 'Staff.Example.com, partner.example.org', BULK_RUN_CONCURRENCY: '0' }, {}, API_CONFIG_SLICES);
    expect(listed.platform).toEqual({ signupDomains: ['staff.example.com', 'partner.example.org'], bulkConcurrency: 1 });
    // An empty comma list is the empty list (no domain open to sign-up), not the default.
    expect(loadConfig({ SIGNUP_DOMAINS: '' }, {}, API_CONFIG_SLICES).platform?.signupDomains).toEqual([]);
  });

  it("are read by the area's plugin when it registers: GEOCODING_URL picks the address search", async () => {
    const geocoder = Fastify();
    const asked: string[] = [];
    geocoder.get('/search', async (request) => {
      asked.push((request.query as { q: string }).q);
      return [];
    });
    const base = await geocoder.listen({ port: 0, host: '127.0.0.1' });
    const loaded = loadConfig({ GEOCODING_URL: `${base}/search` }, {}, API_CONFIG_SLICES);
    const app = await buildApp({ config: testConfig({ hotels: loaded.hotels }), database: await createTestDatabase() });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/places/search', query: { q: 'Macquarie St' }, headers: bearer(await loginAsAdmin(app)) });
      expect(res.statusCode).toBe(200);
      expect(asked).toEqual(['Macquarie St']);
    } finally {
      await app.close();
      await geocoder.close();
    }
  });
});
