import { DEFAULT_TIMEZONE, formatDate, formatDateTime } from '@backoffice/contracts/constants';

/**
 * The zone a reservation's instants show in: its hotel's (`timezone`, docs/areas/bookings.md, "Reservations list"),
 * Australia/Sydney when the row has none.
 */
export const zoneOf = (timezone: string | null | undefined): string => timezone || DEFAULT_TIMEZONE;

/**
 * An instant of a reservation (check-in, check-out, booked on) in the reservation's own zone, through the format
 * module: '10/03/2026, 1:00 pm', with the zone's name added when it is not the viewer's ('… 1:00 pm AEDT').
 */
export const reservationTime = (iso: string | null | undefined, timezone: string | null | undefined): string => formatDateTime(iso, { zone: zoneOf(timezone) });

/** The day of an instant of a reservation in its zone ('01/03/2026'). */
export const reservationDay = (iso: string | null | undefined, timezone: string | null | undefined): string => formatDate(iso, { zone: zoneOf(timezone) });

/** The billing mark in words: Excluded, Yes, No, or the invoice's day in the reservation's zone (standing for Yes). */
export const billingText = (value: string, timezone?: string | null): string =>
  value === 'Excluded' || value === 'Yes' || value === 'No' ? value : reservationDay(value, timezone);
