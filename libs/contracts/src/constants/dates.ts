/**
 * How the API reads a date field (docs/api-database.md, "Input every route refuses", "Dates"): one rule for every
 * date of a query or a body. A field takes a day (`YYYY-MM-DD`) or a date-time (ISO 8601, `2026-12-07T12:00:00Z`,
 * with or without its offset); a date-time stands for the calendar day the console shows it on, in
 * {@link DISPLAY_TIME_ZONE} (a wall clock without an offset is read there too). Only days from {@link DAY_MIN} to
 * {@link DAY_MAX} are taken: every window the API computes from a day (the 30 days before it, the day after it, a
 * range of ten years) stays inside years 1 to 9999, which JavaScript's `toISOString` and PostgreSQL both write.
 */
import { isoDayInZone } from './format';
import { DISPLAY_TIME_ZONE } from './limits';

/** The first day a date field takes. */
export const DAY_MIN = '1900-01-01';
/** The last day a date field takes (its next day, 9999-01-01, is still a four-digit year). */
export const DAY_MAX = '9998-12-31';

/** What {@link readDay} made of a value: the day, or why there is none. */
export type DayReading = { day: string } | { problem: 'unreadable' | 'outOfRange' };

// YYYY-MM-DD, then an optional time (T or a space), seconds and fraction optional, then an optional Z or offset.
const DATE_OR_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;

/** True when year, month and day name a day of the (proleptic Gregorian) calendar: not 2026-02-30, not month 13. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}


/**
 * Reads a date field: a day `YYYY-MM-DD` as it is, a date-time as its calendar day in `zone` (default the
 * console's, {@link DISPLAY_TIME_ZONE}); a date-time without an offset is a wall clock in `zone`, its day the one
 * written.
 * @param value the text as sent.
 * @returns `{ day }` (`YYYY-MM-DD`, from {@link DAY_MIN} to {@link DAY_MAX}); `{ problem: 'unreadable' }` for text
 *   that is no day or date-time of the calendar (`2026-02-30`, `T25:00`, `31/12/2026`); `{ problem: 'outOfRange' }`
 *   for a day outside the supported range (`0001-01-01`, `9999-12-31`).
 */
export function readDay(value: string, zone: string = DISPLAY_TIME_ZONE): DayReading {
  const m = DATE_OR_DATE_TIME.exec(value);
  if (!m) return { problem: 'unreadable' };
  const [, y, mo, d, hh, mi, ss, z, sign, oh, om] = m;
  if (!isCalendarDay(Number(y), Number(mo), Number(d))) return { problem: 'unreadable' };
  if (hh !== undefined && (Number(hh) > 23 || Number(mi) > 59 || Number(ss ?? 0) > 59)) return { problem: 'unreadable' };
  if (sign !== undefined && (Number(oh) > 23 || Number(om) > 59)) return { problem: 'unreadable' };
  const written = `${y}-${mo}-${d}`;
  // Far outside the range a date-time cannot move its day back in: answered before any arithmetic.
  if (written < '1899-12-30' || written > '9999-01-02') return { problem: 'outOfRange' };
  let day = written;
  if (z !== undefined || sign !== undefined) {
    const offset = z !== undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
    const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(hh), Number(mi), Number(ss ?? 0));
    day = isoDayInZone(wall - offset * 60_000, zone);
  }
  return day < DAY_MIN || day > DAY_MAX ? { problem: 'outOfRange' } : { day };
}

/**
 * The schema keyword of a date field (`{ type: 'string', 'x-day': true }`, contracts `DayInput`): the API's
 * validator reads the value with {@link readDay}, puts the day (`YYYY-MM-DD`) in its place, and refuses what it
 * cannot read (400 `unreadableDateMessage` or `dateOutOfRangeMessage` naming the field). An empty string is left
 * as it is (a form's "not chosen"; the call's own rules decide).
 */
export const DAY_KEYWORD = 'x-day';
