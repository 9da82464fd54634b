import { DISPLAY_TIME_ZONE } from '@backoffice/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A subscription date, 'DD/MM/YYYY' in the console's time zone, Asia/Kolkata (docs/areas/cms.md,
 * "Subscription list (`/contactUs/subscription`) and Contact Us list (`/contactUs/list`)"); '' when invalid.
 */
export function formatListDate(iso: string): string {
  const d = dayjs.utc(iso);
  return d.isValid() ? d.tz(DISPLAY_TIME_ZONE).format('DD/MM/YYYY') : '';
}
