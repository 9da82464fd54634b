import { DAY_MAX, DAY_MIN, formatDay } from '@backoffice/contracts/constants';
import { isIsoDate } from './iso-date';

/**
 * The day as the date fields show it and the user types it: dd/MM/yyyy, the spec's DD/MM/YYYY, whatever the
 * browser's or the console's locale (docs/areas/platform.md, "Forms, grids and data conventions"). The form value
 * stays the ISO day 'YYYY-MM-DD' (see `iso-date.ts`); this file only turns one into the other.
 */
export const DAY_TEXT_FORMAT = 'dd/MM/yyyy';

/** What the date fields say about typed text that is not a day they take. */
export const DayTextMessages = {
  /** Text that is no day of the calendar written dd/MM/yyyy ('31/02/2026', '2026/03/05', '5 March'). */
  unreadable: `Enter the date as ${DAY_TEXT_FORMAT}, e.g. 31/12/2026.`,
  /** A day before the field's earliest one. */
  tooEarly: (min: string) => `Pick a date on or after ${dayText(min)}.`,
  /** A day after the field's latest one. */
  tooLate: (max: string) => `Pick a date on or before ${dayText(max)}.`,
} as const;

/**
 * An ISO day as dd/MM/yyyy ('2026-03-05' → '05/03/2026'), through the format module; a date-time's written day
 * ('2026-03-05T00:00:00Z' → '05/03/2026'); '' for anything else.
 */
export function dayText(value: string | null | undefined): string {
  const day = value?.slice(0, 10);
  if (!day || !isIsoDate(day)) return '';
  // en-GB writes a day dd/MM/yyyy; the console locale (en-US perhaps) must not change the field's format.
  return formatDay(day, { locale: 'en-GB' });
}

const COMPLETE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const LENIENT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The ISO day of typed text, or null when it is no day of the calendar.
 * @param text what the user typed.
 * @param typing true while the user types: only the full form dd/MM/yyyy counts ('5/3/2026' waits for more keys, as
 *   the field would otherwise rewrite the text under the caret). False when the user is done (blur, Enter): day and
 *   month may have one digit, '.' or '-' may separate them, and an ISO day ('2026-03-05', pasted) is taken too.
 *   Day first always: '03/05/2026' is 3 May.
 */
export function parseDayText(text: string, typing = false): string | null {
  const value = text.trim();
  if (!typing && isIsoDate(value)) return value;
  const m = (typing ? COMPLETE : LENIENT).exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The earliest and latest day a field takes: its own `min`/`max` within the days the API takes (DAY_MIN..DAY_MAX). */
export function dayBounds(min?: string, max?: string): { min: string; max: string } {
  return {
    min: min && isIsoDate(min) && min > DAY_MIN ? min : DAY_MIN,
    max: max && isIsoDate(max) && max < DAY_MAX ? max : DAY_MAX,
  };
}

/** What is wrong with a typed day: undefined when it is a day from `min` to `max` ('YYYY-MM-DD'), else the message. */
export function dayProblem(day: string | null, min?: string, max?: string): string | undefined {
  if (!day) return DayTextMessages.unreadable;
  const bounds = dayBounds(min, max);
  if (day < bounds.min) return DayTextMessages.tooEarly(bounds.min);
  if (day > bounds.max) return DayTextMessages.tooLate(bounds.max);
  return undefined;
}
