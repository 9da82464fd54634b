import { getFormatPreferences, isoDayInZone } from '@backoffice/contracts/constants';

/**
 * Calendar dates as the forms keep them: 'YYYY-MM-DD' strings with no time and no time zone
 * (docs/areas/platform.md, "Forms, grids and data conventions"). A date field's value is the day the user
 * picked on their own calendar; it is never turned into an instant, so it cannot shift a day across time
 * zones. (`new Date('2026-03-05')` would read it as UTC midnight, the evening before west of Greenwich: use
 * {@link isoDateOf} for "today".)
 */

/** True when `value` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The calendar date of an instant as seen in a time zone, 'YYYY-MM-DD'. Default: now, in the viewer's time zone
 * (the one chosen in the user menu, the format module's, which also writes every date the console shows), which is
 * what "today" means to the person filling the form.
 *
 * @param at the instant (default now).
 * @param timeZone an IANA zone, e.g. 'Australia/Sydney' (default: the viewer's).
 */
export function isoDateOf(at: Date = new Date(), timeZone?: string): string {
  return isoDayInZone(at, timeZone ?? getFormatPreferences().timeZone);
}
