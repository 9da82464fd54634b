import { DEFAULT_TIMEZONE } from '@backoffice/contracts/constants';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant written with the dayjs `pattern` in the console's zone (DEFAULT_TIMEZONE). */
export const inConsoleZone = (iso: string, pattern: string) => dayjs(iso).tz(DEFAULT_TIMEZONE).format(pattern);

/** A day as the users lists show it (Created): `DD/MM/YYYY` in the console's zone, '—' when absent. */
export const dayText = (iso: string | null) => (iso ? inConsoleZone(iso, 'DD/MM/YYYY') : '—');

/** An instant (the list's last sign-in, a history's expiry): `DD/MM/YYYY HH:mm` in the console's zone, or 'Never'. */
export const signedInText = (iso: string | null) => (iso ? inConsoleZone(iso, 'DD/MM/YYYY HH:mm') : 'Never');
