import { DISPLAY_TIME_ZONE } from '@backoffice/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A notification's date, 'MMM D YYYY' in Asia/Kolkata (docs/areas/platform.md, "Notifications (the bell)").
 */
export function formatNotificationDate(iso: string): string {
  const d = dayjs.utc(iso);
  return d.isValid() ? d.tz(DISPLAY_TIME_ZONE).format('MMM D YYYY') : '';
}
