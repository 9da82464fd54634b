/**
 * The wire schema of every date field of the API (docs/api-database.md, "Dates"): a day `YYYY-MM-DD` or an ISO
 * 8601 date-time, read by the API's validator as the calendar day the console shows it on and handed to the call
 * as `YYYY-MM-DD` (constants/dates.ts, `readDay`, `DAY_KEYWORD`).
 */
import { Type } from 'typebox';
import { DAY_KEYWORD } from './constants/dates';
import { withMessages } from './validation';

/** `x-messages` of a date field with the area's own 400 text for a value it cannot take (or lacks), or nothing. */
const own = (message?: string) => (message ? withMessages({ default: message, [DAY_KEYWORD]: message }) : {});

/**
 * A date field: a day or a date-time as sent (at most 40 characters); the route receives the day `YYYY-MM-DD`
 * (from DAY_MIN to DAY_MAX), or '' as sent. Anything else answers 400 naming the field (`unreadableDateMessage`,
 * `dateOutOfRangeMessage`), or `message` when given (a form that shows the area's text beside the field).
 */
export const dayInput = (message?: string) => Type.String({ maxLength: 40, [DAY_KEYWORD]: true, ...own(message) });

/**
 * {@link dayInput} or null, as one list of JSON types rather than a union: a union's failed `null` member would
 * speak first (`startDate must be null`) instead of the date's own message.
 */
export const nullableDayInput = (message?: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 40, [DAY_KEYWORD]: true, ...own(message) });

/** {@link dayInput} with the generic messages. */
export const DayInput = /*#__PURE__*/ dayInput();
/** {@link nullableDayInput} with the generic messages. */
export const NullableDayInput = /*#__PURE__*/ nullableDayInput();
