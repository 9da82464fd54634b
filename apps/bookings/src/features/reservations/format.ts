import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_TIMEZONE, formatMinor } from '@backoffice/contracts/constants';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Money for the screen: the currency symbol and 2 decimals (`A$ 123.45`); minor units in. */
export const money = (minor: number | null | undefined, symbol: string = DEFAULT_CURRENCY_SYMBOL) =>
  minor === null || minor === undefined ? '—' : `${symbol} ${formatMinor(minor)}`;

/** An instant in the reservation's zone, e.g. `DD/MM/YYYY hh:mm A` (tables) or `MMM D YYYY hh:mm A` (no-shows). */
export const zoned = (iso: string | null | undefined, zone: string = DEFAULT_TIMEZONE, format = 'DD/MM/YYYY hh:mm A') =>
  iso ? dayjs(iso).tz(zone || DEFAULT_TIMEZONE).format(format) : '—';

/** The billing mark for the screen: Excluded, No, or the invoice date (`DD/MM/YYYY`) standing for Yes. */
export const billingText = (value: string, zone?: string) => (value === 'Excluded' || value === 'Yes' || value === 'No' ? value : zoned(value, zone, 'DD/MM/YYYY'));
