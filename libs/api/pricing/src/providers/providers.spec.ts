/**
 * The jobs' outside services: the embedded exchange rate feed (real base rates, a deterministic daily movement
 * within ±1.5 %), the embedded rate-shopping provider, and both HTTP adapters against a real local HTTP server
 * (the request they send, the answer they read, and clear errors for an HTTP error, a bad body, a timeout and a
 * service that is not there); the config picks the adapters.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BASE_RATES,
  EmbeddedExchangeRatesProvider,
  EmbeddedRateShoppingProvider,
  HttpExchangeRatesProvider,
  HttpRateShoppingProvider,
  embeddedMarketRate,
  feedRate,
  providersFromConfig,
} from './index';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

describe('providers', () => {
  let server: Server;
  let base: string;
  let handler: Handler = (_req, _body, res) => res.end();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => handler(req, body, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  describe('embedded exchange rate feed', () => {
    it('moves each rate within 1.5 % of its base, the same on every call, and AUD is 1', async () => {
      const feed = new EmbeddedExchangeRatesProvider();
      const day = await feed.rates('2026-11-25', ['USD', 'NZD', 'AUD', 'XYZ']);
      expect(Object.keys(day).sort()).toEqual(['AUD', 'NZD', 'USD']);
      expect(day.AUD).toBe(1);
      for (const c of ['USD', 'NZD']) {
        expect(Math.abs(day[c] / BASE_RATES[c] - 1)).toBeLessThanOrEqual(0.015);
        expect(day[c]).toBe(feedRate('2026-11-25', c));
      }
      expect(await feed.rates('2026-11-25', ['USD'])).toEqual({ USD: day.USD });
      const next = await feed.rates('2026-11-26', ['USD']);
      expect(next.USD).not.toBe(day.USD);
      // A year of days stays within the band and moves.
      const year = Array.from({ length: 365 }, (_, i) => feedRate(new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), 'INR') as number);
      expect(Math.max(...year) / BASE_RATES.INR).toBeLessThanOrEqual(1.015);
      expect(Math.min(...year) / BASE_RATES.INR).toBeGreaterThanOrEqual(0.985);
      expect(new Set(year).size).toBeGreaterThan(300);
    });

    it('uses a given base for a currency it does not know', () => {
      expect(feedRate('2026-11-25', 'XYZ')).toBeUndefined();
      const rate = feedRate('2026-11-25', 'XYZ', 4) as number;
      expect(Math.abs(rate / 4 - 1)).toBeLessThanOrEqual(0.015);
    });
  });

  describe('HTTP exchange rate feed', () => {
    it('asks GET ?base=AUD&date= and answers the currencies asked', async () => {
      let url = '';
      handler = (req, _body, res) => {
        url = req.url ?? '';
        json(res, 200, { base: 'AUD', date: '2026-11-25', rates: { USD: 0.6512345678, EUR: 0.6, NZD: '1.09' } });
      };
      const feed = new HttpExchangeRatesProvider(`${base}/latest?key=abc`);
      expect(await feed.rates('2026-11-25', ['USD', 'NZD', 'AUD', 'GBP'])).toEqual({ USD: 0.651235, NZD: 1.09, AUD: 1 });
      expect(url).toBe('/latest?key=abc&base=AUD&date=2026-11-25');
    });

    it('fails clearly on an HTTP error, a bad body, another base, a timeout, or no service', async () => {
      const feed = new HttpExchangeRatesProvider(`${base}/rates`, 200);
      handler = (_req, _body, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      await expect(feed.rates('2026-11-25', ['USD'])).rejects.toThrow('The exchange rate feed answered HTTP 503 Service Unavailable: maintenance');
      handler = (_req, _body, res) => json(res, 200, { base: 'AUD', rates: [1, 2] });
      await expect(feed.rates('2026-11-25', ['USD'])).rejects.toThrow('The exchange rate feed answered an unexpected body (expected { base, date, rates })');
      handler = (_req, _body, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      await expect(feed.rates('2026-11-25', ['USD'])).rejects.toThrow('The exchange rate feed answered a body that is not JSON');
      handler = (_req, _body, res) => json(res, 200, { base: 'EUR', rates: { USD: 1.1 } });
      await expect(feed.rates('2026-11-25', ['USD'])).rejects.toThrow('The exchange rate feed answered rates against EUR, not AUD');
      handler = (_req, _body, res) => json(res, 200, { base: 'AUD', rates: { USD: -1 } });
      await expect(feed.rates('2026-11-25', ['USD'])).rejects.toThrow('The exchange rate feed answered an invalid rate for USD: -1');
      handler = () => undefined; // never answers
      await expect(feed.rates('2026-11-25', ['USD'])).rejects.toThrow('The exchange rate feed did not answer within 0.2 s');
      await expect(new HttpExchangeRatesProvider('http://127.0.0.1:1/rates').rates('2026-11-25', ['USD'])).rejects.toThrow(/^The exchange rate feed is unreachable \(/);
    });
  });

  describe('rate shopping', () => {
    const hotel = { id: 'f1b2c3d4-0000-4000-8000-000000000001', name: 'Harbour Hotel', city: 'Sydney', country: 'Australia', currency: 'AUD', overnightRate: 20_000 };

    it('embedded: a deterministic rate of 85 % to 120 % of the overnight rate', async () => {
      const rates = await new EmbeddedRateShoppingProvider().rates(hotel, ['2026-11-25', '2026-11-26']);
      expect(rates).toEqual([
        { day: '2026-11-25', rate: embeddedMarketRate(hotel, '2026-11-25'), currency: 'AUD' },
        { day: '2026-11-26', rate: embeddedMarketRate(hotel, '2026-11-26'), currency: 'AUD' },
      ]);
      expect(rates.every((r) => r.rate >= 17_000 && r.rate <= 24_000)).toBe(true);
      expect(embeddedMarketRate({ id: hotel.id, overnightRate: 0 }, '2026-11-25')).toBeGreaterThanOrEqual(12_750);
    });

    it('HTTP: posts the hotel and the days, reads the rates of the days asked', async () => {
      let request: { method?: string; type?: string; body?: unknown } = {};
      handler = (req, body, res) => {
        request = { method: req.method, type: req.headers['content-type'], body: JSON.parse(body) };
        json(res, 200, { rates: [{ day: '2026-11-25', rate: 18_000.4, currency: 'aud' }, { day: '2026-11-26', rate: 19_000 }, { day: '2026-12-31', rate: 1 }] });
      };
      const rates = await new HttpRateShoppingProvider(`${base}/shop`).rates(hotel, ['2026-11-25', '2026-11-26']);
      expect(request).toEqual({
        method: 'POST',
        type: 'application/json',
        body: { hotelId: hotel.id, name: 'Harbour Hotel', city: 'Sydney', country: 'Australia', days: ['2026-11-25', '2026-11-26'] },
      });
      expect(rates).toEqual([
        { day: '2026-11-25', rate: 18_000, currency: 'AUD' },
        { day: '2026-11-26', rate: 19_000, currency: 'AUD' },
      ]);
    });

    it('HTTP: fails clearly on an HTTP error or a bad answer', async () => {
      const shop = new HttpRateShoppingProvider(`${base}/shop`);
      handler = (_req, _body, res) => res.writeHead(500).end();
      await expect(shop.rates(hotel, ['2026-11-25'])).rejects.toThrow('The rate-shopping service answered HTTP 500 Internal Server Error');
      handler = (_req, _body, res) => json(res, 200, { data: [] });
      await expect(shop.rates(hotel, ['2026-11-25'])).rejects.toThrow('The rate-shopping service answered an unexpected body (expected { rates: [{ day, rate, currency }] })');
      handler = (_req, _body, res) => json(res, 200, [{ day: 'soon', rate: 1 }]);
      await expect(shop.rates(hotel, ['2026-11-25'])).rejects.toThrow('The rate-shopping service answered an invalid rate: {"day":"soon","rate":1}');
    });
  });

  it('the config picks the HTTP adapters when their URLs are set', () => {
    expect(providersFromConfig({}).exchangeRates.name).toBe('embedded');
    expect(providersFromConfig({}).rateShopping.name).toBe('embedded');
    const both = providersFromConfig({ pricing: { exchangeRatesUrl: `${base}/rates`, rateShoppingUrl: `${base}/shop` } });
    expect([both.exchangeRates.name, both.rateShopping.name]).toEqual(['http', 'http']);
  });
});
