/** The date window and page of the logs and the archives (docs/areas/pricing.md, "Logs", "Archives"). */
import { badRequest } from '@backoffice/api-server';
import { LOG_DEFAULT_DAYS, LOG_PAGE_SIZE, PricingMessages, addUtcDays, startOfUtcDay, utcDay, type LogQuery } from '@backoffice/contracts';

export interface LogWindow {
  /** Days (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  until: Date;
  limit: number;
  offset: number;
}

/**
 * The window of a list call: `to` default today (UTC), `from` default LOG_DEFAULT_DAYS days up to `to`; the page
 * from 1, `limit` rows (default `defaultLimit`). `from` and `to` arrive as days `YYYY-MM-DD` from 1900-01-01 to
 * 9998-12-31, or '' (the validator's day rule refused anything else with 400 naming the field: docs/api-database.md,
 * "Dates"), so the default window and the day after `to` are always days of the calendar.
 * @throws HttpError 400 `End date must be greater than start date` (to before from).
 */
export function logWindow(query: LogQuery, now: Date, defaultLimit = LOG_PAGE_SIZE): LogWindow {
  const to = query.to || utcDay(now);
  const from = query.from || addUtcDays(to, -(LOG_DEFAULT_DAYS - 1));
  if (to < from) throw badRequest(PricingMessages.logs.badRange);
  const limit = query.limit ?? defaultLimit;
  return { from, to, start: startOfUtcDay(from), until: startOfUtcDay(addUtcDays(to, 1)), limit, offset: ((query.page ?? 1) - 1) * limit };
}
