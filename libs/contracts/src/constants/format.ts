/**
 * The format module: the one way every date, time, amount, percentage, duration and size is written for people,
 * in the console (pages, dialogs, toasts, History) and in what the API writes for people (exports, PDFs, e-mails).
 * Nothing else calls `toFixed`, `toLocaleString` or a date library's `format` for display (tools/lint/page-kit.spec.ts
 * fails on a page that does). docs/frontend-data.md, "Dates, times and money".
 *
 * - Locale: one console locale, en-AU by default ({@link DEFAULT_FORMAT_PREFERENCES}); the viewer may choose another
 *   in the user menu. Dates are numeric day/month/year in en-AU ('06/12/2026'), the spec's DD/MM/YYYY.
 * - Time zone: instants show in the viewer's zone (Asia/Kolkata by default, the console's display zone) or, for a
 *   record that lives in a zone of its own (a reservation in its hotel's zone), in that zone with the zone's name
 *   added when it differs from the viewer's ('06/12/2026, 2:30 pm AEDT').
 * - Money: integer minor units of an ISO 4217 currency, written by Intl.NumberFormat with that currency's own minor
 *   digits (AUD 2, JPY 0, so 1200 JPY minor units are ¥1,200).
 *
 * The functions are pure apart from the module's preferences ({@link setFormatPreferences}); pass `locale` and
 * `timeZone` to override them (the API does, as it has no viewer). Formatters are cached per options: building an
 * Intl formatter costs far more than using one.
 */

/** The viewer's choice: a BCP 47 locale and an IANA time zone. */
export interface FormatPreferences {
  locale: string;
  timeZone: string;
}

/** The console's defaults: en-AU and Asia/Kolkata, the spec's display zone (see DISPLAY_TIME_ZONE). */
export const DEFAULT_FORMAT_PREFERENCES: Readonly<FormatPreferences> = Object.freeze({ locale: 'en-AU', timeZone: 'Asia/Kolkata' });

/** The locales the user menu offers, with their names. */
export const FORMAT_LOCALES: readonly { value: string; label: string }[] = [
  { value: 'en-AU', label: 'English (Australia)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'en-US', label: 'English (United States)' },
  { value: 'en-IN', label: 'English (India)' },
];

/**
 * The preferences live on `globalThis`, not in this module: a remote may bundle its own copy of this module (the
 * `/constants` entry is not a shared federation module), and every copy must write with the viewer's choice that the
 * shell set (docs/frontend-data.md, "Dates, times and money").
 */
interface PreferencesSlot {
  preferences: FormatPreferences;
  listeners: Set<() => void>;
}
const SLOT = Symbol.for('backoffice.formatPreferences');
const slot: PreferencesSlot = ((globalThis as unknown as Record<symbol, PreferencesSlot>)[SLOT] ??= {
  preferences: { ...DEFAULT_FORMAT_PREFERENCES },
  listeners: new Set(),
});

/** The preferences in force (the shell sets them from the user menu at start-up and on change). */
export function getFormatPreferences(): Readonly<FormatPreferences> {
  return slot.preferences;
}

/**
 * Sets the viewer's locale and/or time zone for every later call. An unknown locale or zone is ignored (the
 * previous value stays), so a bad stored preference cannot break every page. Listeners run when a value changed.
 */
export function setFormatPreferences(next: Partial<FormatPreferences>): void {
  const current = slot.preferences;
  const locale = next.locale && isLocale(next.locale) ? next.locale : current.locale;
  const timeZone = next.timeZone && isTimeZone(next.timeZone) ? next.timeZone : current.timeZone;
  if (locale === current.locale && timeZone === current.timeZone) return;
  slot.preferences = { locale, timeZone };
  slot.listeners.forEach((listener) => listener());
}

/** Calls `listener` after each change of the preferences; returns the unsubscribe function (useSyncExternalStore's shape). */
export function subscribeFormatPreferences(listener: () => void): () => void {
  slot.listeners.add(listener);
  return () => slot.listeners.delete(listener);
}

/** The runtime's own IANA time zone (the browser's, for a viewer), or undefined when it cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

/** Per-call overrides of the preferences. */
export interface FormatOptions {
  locale?: string;
  /** The viewer's zone (default: the preferences'). */
  timeZone?: string;
}

/** Options of instants: `zone` is the record's own zone (a hotel's); the zone's name is added when it differs from the viewer's. */
export interface InstantOptions extends FormatOptions {
  zone?: string | null;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
/** A currency code's minor digits, and whether Intl knows a 3-letter code (asked hundreds of times per PDF). */
const digitsOf = new Map<string, number>();
const currencies = new Map<string, boolean>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const EMPTY = '—';
const localeOf = (o?: FormatOptions) => o?.locale ?? slot.preferences.locale;
const zoneOf = (o?: FormatOptions) => o?.timeZone ?? slot.preferences.timeZone;

/** An ISO instant as a Date; an ISO time without an offset is UTC, as the API means it. Null when unreadable. */
export function toInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(/T[^Z+-]*$/.test(value) ? `${value}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function dateTimeFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return cached(`dt|${locale}|${timeZone}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
}

/**
 * A calendar day ('YYYY-MM-DD', a billing period's start, a coupon's last day) as the locale writes it ('06/12/2026'
 * in en-AU). A day has no zone: it is never shifted. '—' when absent or not a day.
 */
export function formatDay(day: string | null | undefined, o?: FormatOptions): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!m) return EMPTY;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dateTimeFormat(localeOf(o), 'UTC', DAY_OPTIONS).format(date);
}

/** The day of an instant in the record's zone (or the viewer's), e.g. a user's Created date; '—' when absent. */
export function formatDate(value: string | Date | null | undefined, o?: InstantOptions): string {
  const date = toInstant(value);
  if (!date) return EMPTY;
  return dateTimeFormat(localeOf(o), o?.zone || zoneOf(o), DAY_OPTIONS).format(date);
}

/**
 * An instant with its time, e.g. '06/12/2026, 2:30 pm' in the viewer's zone; in the record's `zone` with the zone's
 * short name added when that zone is not the viewer's ('06/12/2026, 7:00 pm AEDT'). `seconds` adds seconds (logs).
 * '—' when absent or unreadable.
 */
export function formatDateTime(value: string | Date | null | undefined, o?: InstantOptions & { seconds?: boolean }): string {
  const date = toInstant(value);
  if (!date) return EMPTY;
  const viewer = zoneOf(o);
  const zone = o?.zone || viewer;
  const options: Intl.DateTimeFormatOptions = { ...DAY_OPTIONS, ...TIME_OPTIONS, ...(o?.seconds ? { second: '2-digit' } : {}) };
  if (zone !== viewer && offsetMinutes(date, zone) !== offsetMinutes(date, viewer)) options.timeZoneName = 'short';
  return dateTimeFormat(localeOf(o), zone, options).format(date);
}

const SLOT_MS = 1_800_000;
const hourOffsets = new Map<string, number>();
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * {@link formatDateTime} in en-AU with the zone as the viewer's ('06/12/2026, 2:30 pm'), for exports of many rows:
 * the zone's offset is asked of Intl once per zone and half hour of UTC (a 500,000-row export makes a few thousand
 * asks, where Intl per row costs about 5 µs). Exact wherever offsets change on a UTC half hour, as they do
 * everywhere but the Chatham Islands (Adelaide's change at 16:30 UTC included). Always en-AU, and without the zone's
 * name: a sheet's column is in one zone, which its header says. '—' when absent.
 */
export function formatDateTimeForExport(value: Date | null | undefined, zone: string): string {
  if (!value || Number.isNaN(value.getTime())) return EMPTY;
  const slot = Math.floor(value.getTime() / SLOT_MS);
  const key = `${zone} ${slot}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    offset = offsetMinutes(new Date(slot * SLOT_MS), zone) * 60_000;
    if (hourOffsets.size > 100_000) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  const local = new Date(value.getTime() + offset);
  const h = local.getUTCHours();
  return `${pad2(local.getUTCDate())}/${pad2(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}, ${h % 12 || 12}:${pad2(local.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The ISO day (`YYYY-MM-DD`) of an instant in `zone`: what a date field means (contracts' readDay) and the day an
 * instant falls on for the API. Years below 1000 are padded.
 */
export function isoDayInZone(instant: number | Date, zone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', zone, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${String(parts['year']).padStart(4, '0')}-${parts['month']}-${parts['day']}`;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) starts in `zone` (default: the viewer's), as an ISO string: what "from
 * this day" means to the person who picked it ('2026-12-31' in Australia/Sydney → '2026-12-30T13:00:00.000Z').
 * Daylight saving is followed (the offset is read at the instant found, then once more).
 */
export function startOfDayIn(day: string, zone?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  const z = zone ?? zoneOf();
  let at = midnightUtc - offsetMinutes(new Date(midnightUtc), z) * 60_000;
  at = midnightUtc - offsetMinutes(new Date(at), z) * 60_000;
  return new Date(at).toISOString();
}

/** The last millisecond of a calendar day in `zone` (default: the viewer's), as an ISO string ({@link startOfDayIn}). */
export function endOfDayIn(day: string, zone?: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return new Date(new Date(startOfDayIn(next, zone)).getTime() - 1).toISOString();
}

/** The time of day of an instant ('2:30 pm'), in the record's zone or the viewer's. */
export function formatTime(value: string | Date | null | undefined, o?: InstantOptions): string {
  const date = toInstant(value);
  if (!date) return EMPTY;
  return dateTimeFormat(localeOf(o), o?.zone || zoneOf(o), TIME_OPTIONS).format(date);
}

/** Minutes that `zone` is ahead of UTC at `date` (DST included). */
export function offsetMinutes(date: Date, zone: string): number {
  const parts = dateTimeFormat('en-US', zone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const p = Object.fromEntries(parts.map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p['year'], p['month'] - 1, p['day'], p['hour'] % 24, p['minute']);
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago (or ahead) an instant is, from `now` ('5 minutes ago', 'in 2 days', 'now'); '—' when absent. */
export function formatRelative(value: string | Date | null | undefined, o?: FormatOptions & { now?: Date }): string {
  const date = toInstant(value);
  if (!date) return EMPTY;
  let amount = (date.getTime() - (o?.now ?? new Date()).getTime()) / 1000;
  const rtf = cached(`rel|${localeOf(o)}`, () => new Intl.RelativeTimeFormat(localeOf(o), { numeric: 'auto' })) as Intl.RelativeTimeFormat;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return rtf.format(Math.round(amount), unit);
    amount /= size;
  }
  return EMPTY;
}

/** The minor digits of an ISO 4217 currency (AUD 2, JPY 0, KWD 3); 2 for an unknown code. */
export function minorDigits(currency: string): number {
  const known = digitsOf.get(currency);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits = cached(`cur|${currency}`, () => new Intl.NumberFormat('en', { style: 'currency', currency })).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  // Kept for codes only (at most 26³): a PDF's hundreds of amounts ask again and again.
  if (/^[A-Z]{3}$/.test(currency)) digitsOf.set(currency, digits);
  return digits;
}

/** Symbols the API still answers in place of a code (a reservation row's `currencySymbol`) and their codes. */
const SYMBOL_CODES: Record<string, string> = { A$: 'AUD', US$: 'USD', '฿': 'THB', '₹': 'INR', Rs: 'INR', '¥': 'JPY', '€': 'EUR', '£': 'GBP', S$: 'SGD', NZ$: 'NZD', RM: 'MYR', Rp: 'IDR', '₫': 'VND', '₱': 'PHP', HK$: 'HKD' };

/**
 * The ISO code of a currency given by code or by symbol ('A$' → 'AUD', 'thb' → 'THB'); AUD when none is given;
 * null for a symbol this module does not know (an admin may type any symbol for a country): never a guess.
 */
export function currencyCode(codeOrSymbol: string | null | undefined): string | null {
  const value = (codeOrSymbol ?? '').trim();
  if (!value) return 'AUD';
  if (/^[A-Za-z]{3}$/.test(value) && isCurrency(value.toUpperCase())) return value.toUpperCase();
  return SYMBOL_CODES[value] ?? null;
}

/** Whether Intl knows the 3-letter `code` (answers kept: at most 26³ of them). */
function isCurrency(code: string): boolean {
  let known = currencies.get(code);
  if (known === undefined) {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      known = true;
    } catch {
      known = false;
    }
    currencies.set(code, known);
  }
  return known;
}

/**
 * An amount in integer minor units of `currency` (an ISO code, or a symbol the API still sends) for people:
 * `formatMoney(9639, 'AUD')` → 'A$96.39', `formatMoney(128800, 'THB')` → '฿1,288.00', `formatMoney(1200, 'JPY')`
 * → '¥1,200'. The currency's own minor digits apply. `display: 'code'` writes the ISO code instead ('AUD 96.39'):
 * PDFs, whose standard fonts have no ฿ or ₹. '—' when absent.
 */
export function formatMoney(minor: number | null | undefined, currency: string, o?: FormatOptions & { display?: 'symbol' | 'code' }): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return EMPTY;
  const code = currencyCode(currency);
  // A symbol of no known currency: the amount with that symbol as it was given, two minor digits.
  if (!code) return `${currency.trim()} ${formatNumber(minor / 100, { ...o, digits: 2 })}`;
  const digits = minorDigits(code);
  const display = o?.display === 'code' ? 'code' : 'narrowSymbol';
  const nf = cached(`money|${localeOf(o)}|${code}|${display}`, () => new Intl.NumberFormat(localeOf(o), { style: 'currency', currency: code, currencyDisplay: display }));
  const parts = (nf as Intl.NumberFormat).formatToParts(minor / 10 ** digits);
  // A bare '$' would not tell Australian from US dollars on one page: dollars carry their country ('A$', 'US$').
  const text = parts.map((p) => (p.type === 'currency' && p.value === '$' ? (DOLLARS[code] ?? `${code} `) : p.value)).join('');
  // Intl puts a no-break space after a code; a PDF's text (and a reader's copy) wants a plain one.
  return display === 'code' ? text.replace(/\u00a0/g, ' ') : text;
}

/** The symbol of each dollar (the narrow symbol of them all is '$'). */
const DOLLARS: Record<string, string> = { AUD: 'A$', USD: 'US$', NZD: 'NZ$', SGD: 'S$', HKD: 'HK$', CAD: 'CA$', FJD: 'FJ$', TWD: 'NT$' };

/** An amount in minor units as a plain decimal of the currency's digits, no symbol ('96.39'): inputs and CSV cells. */
export function formatMinorDecimal(minor: number, currency = 'AUD'): string {
  const digits = minorDigits(currencyCode(currency) ?? 'AUD');
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * An amount in minor units as a grouped decimal of the currency's digits, no symbol ('1,234.56', JPY '1,234'), by
 * integer arithmetic, so exact up to Number.MAX_SAFE_INTEGER minor units: the cells of a PDF's money columns.
 */
export function formatMinorGrouped(minor: number, currency = 'AUD'): string {
  const digits = minorDigits(currencyCode(currency) ?? 'AUD');
  const unit = 10 ** digits;
  const abs = Math.abs(minor);
  const grouped = String(Math.trunc(abs / unit)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits ? `.${String(abs % unit).padStart(digits, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${grouped}${fraction}`;
}

/** A number for people with the locale's grouping ('12,345'; `digits` fixes the decimals). '—' when absent. */
export function formatNumber(value: number | null | undefined, o?: FormatOptions & { digits?: number; maxDigits?: number }): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const min = o?.digits ?? 0;
  const max = o?.digits ?? o?.maxDigits ?? 2;
  const nf = cached(`num|${localeOf(o)}|${min}|${max}`, () => new Intl.NumberFormat(localeOf(o), { minimumFractionDigits: min, maximumFractionDigits: max }));
  return (nf as Intl.NumberFormat).format(value);
}

/** A percentage given in percent (12.5 → '12.5%'; `digits` fixes the decimals, default up to 2). '—' when absent. */
export function formatPercent(percent: number | null | undefined, o?: FormatOptions & { digits?: number }): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return EMPTY;
  const min = o?.digits ?? 0;
  const max = o?.digits ?? 2;
  const nf = cached(`pct|${localeOf(o)}|${min}|${max}`, () => new Intl.NumberFormat(localeOf(o), { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: max }));
  return (nf as Intl.NumberFormat).format(percent / 100);
}

/** A duration in minutes for people: '45 min', '3 h', '1 h 30 min', '2 d 4 h'. '—' when absent or negative. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return EMPTY;
  const m = Math.round(minutes);
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', mins ? `${mins} min` : ''].filter(Boolean);
  return parts.length ? parts.slice(0, 2).join(' ') : '0 min';
}

/** A size in bytes for people: '512 B', '1.5 KB', '2.0 MB' (1 KB = 1,024 bytes). '—' when absent. */
export function formatBytes(bytes: number | null | undefined, o?: FormatOptions): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return EMPTY;
  if (bytes < 1024) return `${formatNumber(bytes, o)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { ...o, digits: 1 })} KB`;
  return `${formatNumber(bytes / 1024 / 1024, { ...o, digits: 1 })} MB`;
}
