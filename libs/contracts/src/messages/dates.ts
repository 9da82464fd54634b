/**
 * Messages of the date fields every area shares (docs/api-database.md, "Dates"): the API answers them for any date
 * of a query or a body that the shared day rule (constants/dates.ts, `readDay`) refuses, after the field's name
 * (the validator's error text is the part after the name). Both ours.
 */
import { DAY_MAX, DAY_MIN } from '../constants/dates';

export const DateMessages = {
  /** After the field's name: text that is no day or date-time of the calendar. */
  unreadable: 'must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  /** After the field's name: a day outside the days the API takes. */
  outOfRange: `must be a day from ${DAY_MIN} to ${DAY_MAX}`,
} as const;

/**
 * ours: 400 of a date field whose text is no day or date-time of the calendar.
 * @param field the field as sent, e.g. `startDate`.
 * @returns e.g. `startDate must be a date (YYYY-MM-DD) or a date and time (ISO 8601)`.
 */
export function unreadableDateMessage(field: string): string {
  return `${field} ${DateMessages.unreadable}`;
}

/**
 * ours: 400 of a date field outside the days the API takes (DAY_MIN to DAY_MAX).
 * @param field the field as sent, e.g. `to`.
 * @returns e.g. `to must be a day from 1900-01-01 to 9998-12-31`.
 */
export function dateOutOfRangeMessage(field: string): string {
  return `${field} ${DateMessages.outOfRange}`;
}
