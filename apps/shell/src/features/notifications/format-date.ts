import { DISPLAY_TIME_ZONE } from '@backoffice/contracts';

// One formatter for every call: dayjs's timezone plugin built a new Intl formatter per date (tens of
// milliseconds per page load with a full bell, on a slow machine).
let formatter: Intl.DateTimeFormat | undefined;

/**
 * A notification's date, 'MMM D YYYY' in Asia/Kolkata (docs/areas/platform.md, "Notifications (the bell)").
 */
export function formatNotificationDate(iso: string): string {
  // An ISO time without an offset is UTC, as the API means it (and as dayjs.utc read it).
  const date = new Date(/T[^Z+-]*$/.test(iso) ? `${iso}Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  formatter ??= new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' });
  const p = Object.fromEntries(formatter.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.month} ${p.day} ${p.year}`;
}
