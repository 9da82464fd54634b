/**
 * The exchange rate feed of the exchange rate job (docs/areas/pricing.md, "Jobs"): units of each currency per
 * Australian dollar on a day. The embedded feed (the default) answers real base rates with a small deterministic
 * daily movement, so that the job, the demo history and the tests agree offline; with EXCHANGE_RATES_URL the
 * HTTP adapter asks a rates feed instead.
 */
import { round6, unitOf } from './hash';
import { fetchJson, PROVIDER_TIMEOUT_MS } from './http';

/** The base currency every rate is quoted against. */
export const BASE_CURRENCY = 'AUD';

export interface ExchangeRatesProvider {
  /** `embedded` or `http`, for the log's detail. */
  readonly name: string;
  /**
   * Units of each currency (ISO 4217, upper case) per Australian dollar on `day` (YYYY-MM-DD, UTC). Answers the
   * currencies it quotes among those asked (a currency it does not know is left out).
   * @throws Error with a message saying what went wrong (unreachable, timed out, an HTTP error, a bad answer).
   */
  rates(day: string, currencies: readonly string[]): Promise<Record<string, number>>;
}

/**
 * Real base rates, units per Australian dollar (the demo countries' rates first: AUD 1 = NZD 1.0989, …),
 * around which the embedded feed moves.
 */
export const BASE_RATES: Readonly<Record<string, number>> = {
  AUD: 1,
  NZD: 1.098901,
  SGD: 0.877193,
  MYR: 3.030303,
  THB: 23.255814,
  INR: 55.555556,
  AED: 2.439024,
  GBP: 0.518135,
  USD: 0.653595,
  EUR: 0.6021,
  JPY: 98.45,
  CAD: 0.9012,
  CHF: 0.5734,
  CNY: 4.7215,
  HKD: 5.0968,
  IDR: 10_412.5,
  PHP: 37.62,
  VND: 16_540,
  KRW: 902.4,
  FJD: 1.4725,
  ZAR: 11.84,
  SAR: 2.4512,
  QAR: 2.3795,
  LKR: 196.3,
  NPR: 88.47,
  BDT: 78.12,
  PKR: 182.6,
};

/** The embedded feed's largest daily movement around the base rate: ±1.5 %. */
export const FEED_WOBBLE = 0.015;

/**
 * The embedded feed's rate of `currency` on `day`: the base rate (`base`, default {@link BASE_RATES}) moved by a
 * deterministic amount within ±{@link FEED_WOBBLE} from a hash of the day and the currency, 6 decimals. The
 * base currency is always 1. Undefined for a currency without a base rate.
 */
export function feedRate(day: string, currency: string, base: number | undefined = BASE_RATES[currency]): number | undefined {
  if (currency === BASE_CURRENCY) return 1;
  if (base === undefined || !(base > 0)) return undefined;
  const wobble = (unitOf(`${day}:${currency}`) * 2 - 1) * FEED_WOBBLE;
  return round6(base * (1 + wobble));
}

/** The embedded feed (no outside service): {@link feedRate} for every currency it knows. */
export class EmbeddedExchangeRatesProvider implements ExchangeRatesProvider {
  readonly name = 'embedded';

  async rates(day: string, currencies: readonly string[]): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const c of currencies) {
      const rate = feedRate(day, c);
      if (rate !== undefined) out[c] = rate;
    }
    return out;
  }
}

/**
 * A rates feed over HTTP (EXCHANGE_RATES_URL): `GET <url>?base=AUD&date=YYYY-MM-DD` answering
 * `{ base: 'AUD', date, rates: { USD: 0.65, … } }` (units per Australian dollar). The base currency is 1 when
 * the feed leaves it out. Times out after 10 s.
 */
export class HttpExchangeRatesProvider implements ExchangeRatesProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async rates(day: string, currencies: readonly string[]): Promise<Record<string, number>> {
    const url = new URL(this.url);
    url.searchParams.set('base', BASE_CURRENCY);
    url.searchParams.set('date', day);
    const what = 'The exchange rate feed';
    const body = (await fetchJson(what, url.toString(), { headers: { accept: 'application/json' } }, this.timeoutMs)) as { base?: unknown; rates?: unknown } | null;
    if (!body || typeof body !== 'object' || !body.rates || typeof body.rates !== 'object' || Array.isArray(body.rates)) {
      throw new Error(`${what} answered an unexpected body (expected { base, date, rates })`);
    }
    if (body.base !== undefined && String(body.base).toUpperCase() !== BASE_CURRENCY) {
      throw new Error(`${what} answered rates against ${String(body.base)}, not ${BASE_CURRENCY}`);
    }
    const quoted = body.rates as Record<string, unknown>;
    const out: Record<string, number> = {};
    for (const c of currencies) {
      const value = c === BASE_CURRENCY ? (quoted[c] ?? 1) : quoted[c];
      if (value === undefined || value === null) continue;
      const rate = Number(value);
      if (!Number.isFinite(rate) || rate <= 0) throw new Error(`${what} answered an invalid rate for ${c}: ${String(value)}`);
      out[c] = round6(rate);
    }
    return out;
  }
}
