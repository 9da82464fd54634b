import { DISPLAY_TIME_ZONE } from '@backoffice/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A ticket or reply time, 'MMM D, YYYY h:mm A' in Asia/Kolkata (docs/areas/helpdesk.md,
 * "Ticket list (`/all-tickets`, everyone)"); '' for a bad date.
 */
export function formatTicketTime(iso: string): string {
  const d = dayjs.utc(iso);
  return d.isValid() ? d.tz(DISPLAY_TIME_ZONE).format('MMM D, YYYY h:mm A') : '';
}
