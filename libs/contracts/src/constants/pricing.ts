/**
 * The pricing area's enums, limits and pure rules (docs/areas/pricing.md), shared by the API and the screens so
 * that both check the same rules in the same order and answer the same first message.
 */
import { PricingMessages } from '../messages/pricing';

/**
 * The pricing area's routes (docs/areas/pricing.md, "Calls", "Logs", "Archives", "Jobs"): the method and path of each
 * operation of contracts/src/pricing.ts, TypeBox-free so that the api-client calls them (`OperationRoute` of
 * ../operation.ts; `defineOperation` checks each when the operation spreads it).
 */
export const PricingRoutes = {
  listPricing: { method: 'GET', path: '/hotel/pricing' },
  queryByProperty: { method: 'POST', path: '/hotel/querybyproperty' },
  setHotelOvernight: { method: 'POST', path: '/hotel/overNight' },
  setChainOvernight: { method: 'PUT', path: '/hotel/OvernightUpdateBytype' },
  listCoupons: { method: 'GET', path: '/coupons' },
  createCoupon: { method: 'POST', path: '/coupons' },
  getCoupon: { method: 'GET', path: '/coupons/:id' },
  updateCoupon: { method: 'PUT', path: '/coupons/:id' },
  deleteCoupon: { method: 'DELETE', path: '/coupons/:id' },
  endCoupon: { method: 'POST', path: '/coupons/:id/end' },
  listCountries: { method: 'GET', path: '/vatgst/all' },
  addCountry: { method: 'POST', path: '/vatgst/addvat' },
  editCountry: { method: 'POST', path: '/vatgst/editvat' },
  getCountry: { method: 'POST', path: '/vatgst/getBannerById' },
  deleteCountry: { method: 'POST', path: '/vatgst/deletevatgst' },
  getCountryAt: { method: 'GET', path: '/vatgst/:flag' },
  listRateGainLogs: { method: 'GET', path: '/logs/rate-gain' },
  listCancellationPeriodLogs: { method: 'GET', path: '/logs/cancellation-period' },
  listExchangeRateLogs: { method: 'GET', path: '/logs/exchange-rate-gain' },
  getExchangeRateHistory: { method: 'GET', path: '/logs/exchange-rate-history' },
  listArchiveHotels: { method: 'GET', path: '/archives/hotels' },
  listArchiveSnapshots: { method: 'GET', path: '/archives/:hotelId' },
  listJobs: { method: 'GET', path: '/jobs' },
  listJobRuns: { method: 'GET', path: '/jobs/:name/runs' },
  runJobNow: { method: 'POST', path: '/jobs/:name/run' },
} as const;

/** Coupon code length (spec: exactly 8). */
export const COUPON_CODE_LENGTH = 8;
/** What a coupon discounts: the hotel's cost, the platform's commission, or the total. */
export const COUPON_APPLIED_TO = ['hotel', 'timeflyz', 'total'] as const;
export type CouponAppliedTo = (typeof COUPON_APPLIED_TO)[number];
export const COUPON_APPLIED_TO_LABELS: Record<CouponAppliedTo, string> = { hotel: 'Hotel Cost', timeflyz: 'Commission', total: 'Total' };
/** Who may use a coupon. */
export const COUPON_SCOPES = ['all', 'chain', 'hotel'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const COUPON_SCOPE_LABELS: Record<CouponScope, string> = { all: 'All properties', chain: 'Property chains', hotel: 'Hotels' };
/** A coupon's state on a day: before its start, between its dates, or after its end (or ended early). */
export const COUPON_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Exchange rate log types and their status label (spec: Success if ExchangeRateGainSuccess, otherwise Fail). */
export const EXCHANGE_RATE_LOG_TYPES = ['ExchangeRateGainSuccess', 'ExchangeRateGainFail'] as const;
export type ExchangeRateLogType = (typeof EXCHANGE_RATE_LOG_TYPES)[number];
export const exchangeRateLogStatus = (logType: string): 'Success' | 'Fail' => (logType === 'ExchangeRateGainSuccess' ? 'Success' : 'Fail');

/** The scheduled jobs (docs/areas/pricing.md, "Jobs"), by their queue name. */
export const JOB_NAMES = ['reservation-checkin', 'funds-transfer', 'exchange-rates', 'market-rates', 'availability-snapshot'] as const;
export type JobName = (typeof JOB_NAMES)[number];
export const JOB_OUTCOMES = ['running', 'success', 'fail'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** A reservation BOOKED becomes CHECKEDIN this many minutes after its check-in time. */
export const CHECKIN_AFTER_MINUTES = 5;
/** Funds move to the hotel this many hours before check-in. */
export const FUNDS_TRANSFER_HOURS_BEFORE = 24;
/** Days ahead a market rate run fetches and an availability snapshot holds. */
export const MARKET_RATE_DAYS = 14;
export const SNAPSHOT_DAYS = 14;

/** Log and history pages: rows per page, and the default date window (days back from today). */
export const LOG_PAGE_SIZE = 20;
export const LOG_DEFAULT_DAYS = 30;

/** Hotel search of the pricing modal: starts after more than this many characters, debounced (ms). */
export const HOTEL_SEARCH_MIN_CHARS = 2;
export const HOTEL_SEARCH_DEBOUNCE_MS = 400;

/** Overnight percentages as the form holds them (percent, 0–100) or null when empty. */
export interface OvernightPercentInput {
  three: number | null | undefined;
  six: number | null | undefined;
  twelve: number | null | undefined;
}

/**
 * The pricing form's rules in the spec's order (docs/areas/pricing.md, "Pricing"): a property or chain chosen,
 * each rate given and not zero ('Please Enter 3Hr Rate', …), then each at most 100. Percent in, first message
 * out, or null when valid. `scale` 100 checks fractions (the wire's value/100) with the same messages.
 */
export function overnightError(hasTarget: boolean, rates: OvernightPercentInput, scale: 1 | 100 = 1): string | null {
  const m = PricingMessages.pricing;
  if (!hasTarget) return m.selectProperty;
  const given = (v: number | null | undefined) => typeof v === 'number' && Number.isFinite(v) && v !== 0;
  if (!given(rates.three)) return m.threeRequired;
  if (!given(rates.six)) return m.sixRequired;
  if (!given(rates.twelve)) return m.twelveRequired;
  const all = [rates.three, rates.six, rates.twelve] as number[];
  if (all.some((v) => v * scale > 100)) return m.tooHigh;
  if (all.some((v) => v < 0)) return m.negative;
  return null;
}

/** Percent (2 decimals at most) to the stored fraction, e.g. 42.5 → 0.425. */
export const percentToFraction = (percent: number): number => Math.round(percent * 100) / 10_000;
/** Stored fraction to percent, e.g. 0.425 → 42.5. */
export const fractionToPercent = (fraction: number): number => Math.round(fraction * 10_000) / 100;

/** A coupon as its form and the API's body carry it; dates are YYYY-MM-DD (UTC days). */
export interface CouponInput {
  code?: string | null;
  value?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  appliedTo?: string | null;
  scope?: string | null;
  scopeChain?: readonly string[] | null;
  scopeHotel?: readonly string[] | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** True for a real calendar day written YYYY-MM-DD (not year 0000: JavaScript has it, PostgreSQL has not). */
export const isIsoDay = (value: string | null | undefined): value is string =>
  !!value && DAY.test(value) && !value.startsWith('0000') && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A rule's message and the form field it is about (the error body's `field`: docs/areas/platform.md, "Messages"). */
export interface FieldProblem {
  message: string;
  field: string;
}

/**
 * The coupon rules in the spec's order (docs/areas/pricing.md, "Coupons"): code required and exactly 8 letters
 * or digits, value a number 0–100, start date not before `today` (YYYY-MM-DD, UTC; skipped when
 * `startUnchanged`, an edit keeping the start of a coupon that has begun), end date after the start, appliedTo
 * and scope from their lists, the chains or hotels of a chain or hotel scope. First message, or null.
 */
export function couponError(input: CouponInput, today: string, startUnchanged = false): string | null {
  return couponProblem(input, today, startUnchanged)?.message ?? null;
}

/** {@link couponError}'s first failing rule with the body's field it is about (`code`, `value`, …), or null. */
export function couponProblem(input: CouponInput, today: string, startUnchanged = false): FieldProblem | null {
  const m = PricingMessages.coupon;
  const at = (field: keyof CouponInput, message: string): FieldProblem => ({ message, field });
  const code = (input.code ?? '').trim();
  if (!code) return at('code', m.codeRequired);
  if ([...code].length !== COUPON_CODE_LENGTH) return at('code', m.codeLength);
  if (!/^[A-Za-z0-9]+$/.test(code)) return at('code', m.codeCharacters);
  if (input.value === null || input.value === undefined || (typeof input.value === 'number' && Number.isNaN(input.value))) return at('value', m.valueRequired);
  if (typeof input.value !== 'number' || input.value < 0 || input.value > 100) return at('value', m.valueRange);
  if (!isIsoDay(input.startDate)) return at('startDate', m.startRequired);
  if (!startUnchanged && input.startDate < today) return at('startDate', m.startPast);
  if (!isIsoDay(input.endDate)) return at('endDate', m.endRequired);
  if (input.endDate <= input.startDate) return at('endDate', m.endBeforeStart);
  if (!(COUPON_APPLIED_TO as readonly string[]).includes(input.appliedTo ?? '')) return at('appliedTo', m.invalidType);
  if (!(COUPON_SCOPES as readonly string[]).includes(input.scope ?? '')) return at('scope', m.invalidScope);
  if (input.scope === 'chain' && !input.scopeChain?.length) return at('scopeChain', m.chainsRequired);
  if (input.scope === 'hotel' && !input.scopeHotel?.length) return at('scopeHotel', m.hotelsRequired);
  return null;
}

/** A coupon's status on `today` (YYYY-MM-DD, UTC): upcoming before its start, ended after its end day or once ended. */
export function couponStatus(coupon: { startDate: string; endDate: string; endedAt?: string | null }, today: string): CouponStatus {
  if (coupon.endedAt || coupon.endDate < today) return 'ended';
  return coupon.startDate > today ? 'upcoming' : 'active';
}

/** The country form as typed (strings for the numbers, checked here). */
export interface CountryInput {
  countryname?: string | null;
  countryflag?: string | null;
  currencyFor?: string | null;
  shortName?: string | null;
  currencyFullName?: string | null;
  exchangeRate?: number | string | null;
  vat?: number | string | null;
}

/** The country form's fields in order with their labels (for 'Please Enter {label}'). */
export const COUNTRY_FIELDS = [
  ['countryname', 'Country Name'],
  ['countryflag', 'Country Flag'],
  ['currencyFor', 'Currency'],
  ['shortName', 'Currency Symbol'],
  ['currencyFullName', 'Currency Full Name'],
  ['exchangeRate', 'Exchange Rate'],
  ['vat', 'VAT/GST'],
] as const;

const toNumber = (v: number | string | null | undefined): number => (typeof v === 'number' ? v : v === null || v === undefined || String(v).trim() === '' ? Number.NaN : Number(v));

/**
 * The country form's rules (docs/areas/pricing.md, "Country VAT/GST"): every field required in the form's order,
 * the flag a 2-letter country code, the currency a 3-letter code, the exchange rate a number above 0 (units per
 * Australian dollar) and the VAT a number 0–100 (percent). First message, or null.
 */
export function countryError(input: CountryInput): string | null {
  return countryProblem(input)?.message ?? null;
}

/** {@link countryError}'s first failing rule with the body's field it is about (`countryname`, `vat`, …), or null. */
export function countryProblem(input: CountryInput): FieldProblem | null {
  const m = PricingMessages.country;
  for (const [key, label] of COUNTRY_FIELDS) {
    const v = input[key];
    if (v === null || v === undefined || String(v).trim() === '') return { message: m.required(label), field: key };
  }
  if (!/^[A-Za-z]{2}$/.test(String(input.countryflag).trim())) return { message: m.flagInvalid, field: 'countryflag' };
  if (!/^[A-Za-z]{3}$/.test(String(input.currencyFor).trim())) return { message: m.currencyInvalid, field: 'currencyFor' };
  const rate = toNumber(input.exchangeRate);
  if (!Number.isFinite(rate) || rate <= 0) return { message: m.rateInvalid, field: 'exchangeRate' };
  const vat = toNumber(input.vat);
  if (!Number.isFinite(vat) || vat < 0 || vat > 100) return { message: m.vatInvalid, field: 'vat' };
  return null;
}
