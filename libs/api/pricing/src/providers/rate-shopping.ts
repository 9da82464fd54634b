/**
 * The rate-shopping service of the market rate job (docs/areas/pricing.md, "Jobs"): the lowest comparable rate an
 * online travel agency sells a hotel's night at, per day. The embedded provider (the default) answers a
 * deterministic rate around the hotel's own overnight rate; with RATE_SHOPPING_URL the HTTP adapter asks the
 * service instead.
 */
import { isIsoDay } from '@backoffice/contracts';
import { unitOf } from './hash';
import { fetchJson, PROVIDER_TIMEOUT_MS } from './http';

/** The hotel a market rate is asked for. */
export interface RateShoppingHotel {
  id: string;
  name: string;
  city: string;
  country: string;
  /** ISO 4217 of the hotel's rates. */
  currency: string;
  /** The hotel's highest room overnight rate, minor units of `currency` (0 when it has no room). */
  overnightRate: number;
}

/** A day's market rate: minor units of `currency`. */
export interface MarketRate {
  day: string;
  rate: number;
  currency: string;
}

export interface RateShoppingProvider {
  readonly name: string;
  /**
   * The market rate of `hotel` on each of `days` (YYYY-MM-DD) it has one for.
   * @throws Error with a message saying what went wrong.
   */
  rates(hotel: RateShoppingHotel, days: readonly string[]): Promise<MarketRate[]>;
}

/** The rate the embedded provider starts from for a hotel without a room rate: 150.00. */
export const DEFAULT_MARKET_BASE = 15_000;

/**
 * The embedded provider's rate of a hotel on a day: 85 % to 120 % of its overnight rate (or
 * {@link DEFAULT_MARKET_BASE}), from a hash of the hotel's id and the day; minor units.
 */
export function embeddedMarketRate(hotel: Pick<RateShoppingHotel, 'id' | 'overnightRate'>, day: string): number {
  const base = hotel.overnightRate > 0 ? hotel.overnightRate : DEFAULT_MARKET_BASE;
  return Math.round(base * (0.85 + 0.35 * unitOf(`${hotel.id}:${day}`)));
}

/** The embedded provider (no outside service). */
export class EmbeddedRateShoppingProvider implements RateShoppingProvider {
  readonly name = 'embedded';

  async rates(hotel: RateShoppingHotel, days: readonly string[]): Promise<MarketRate[]> {
    return days.map((day) => ({ day, rate: embeddedMarketRate(hotel, day), currency: hotel.currency }));
  }
}

/**
 * A rate-shopping service over HTTP (RATE_SHOPPING_URL): `POST <url>` with `{ hotelId, name, city, country, days }`
 * answering `{ rates: [{ day, rate, currency }] }` (or the array alone), rates in minor units; a rate without a
 * currency is in the hotel's. Days not asked are ignored. Times out after 10 s.
 */
export class HttpRateShoppingProvider implements RateShoppingProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async rates(hotel: RateShoppingHotel, days: readonly string[]): Promise<MarketRate[]> {
    const what = 'The rate-shopping service';
    const body = await fetchJson(
      what,
      this.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ hotelId: hotel.id, name: hotel.name, city: hotel.city, country: hotel.country, days }),
      },
      this.timeoutMs,
    );
    const list = Array.isArray(body) ? body : (body as { rates?: unknown } | null)?.rates;
    if (!Array.isArray(list)) throw new Error(`${what} answered an unexpected body (expected { rates: [{ day, rate, currency }] })`);
    const asked = new Set(days);
    const out: MarketRate[] = [];
    for (const item of list as { day?: unknown; rate?: unknown; currency?: unknown }[]) {
      const day = String(item?.day ?? '');
      const rate = Number(item?.rate);
      if (!isIsoDay(day) || !Number.isFinite(rate) || rate < 0) throw new Error(`${what} answered an invalid rate: ${JSON.stringify(item)}`);
      if (!asked.has(day)) continue;
      const currency = typeof item.currency === 'string' && /^[A-Za-z]{3}$/.test(item.currency) ? item.currency.toUpperCase() : hotel.currency;
      out.push({ day, rate: Math.round(rate), currency });
    }
    return out;
  }
}
