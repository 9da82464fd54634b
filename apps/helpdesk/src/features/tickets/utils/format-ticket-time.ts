import { DISPLAY_TIME_ZONE } from '@backoffice/contracts';

// One formatter for every call: dayjs's timezone plugin built a new Intl formatter per date (tens of
// milliseconds per ticket page on a slow machine, in the Lighthouse bench of /all-tickets).
let formatter: Intl.DateTimeFormat | undefined;

/**
 * A ticket or reply time, 'MMM D, YYYY h:mm A' in Asia/Kolkata (docs/areas/helpdesk.md,
 * "Ticket list (`/all-tickets`, everyone)"); '' for a bad date.
 */
export function formatTicketTime(iso: string): string {
  // An ISO time without an offset is UTC, as the API means it (and as dayjs.utc read it).
  const date = new Date(/T[^Z+-]*$/.test(iso) ? `${iso}Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  const p = Object.fromEntries(formatter.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
