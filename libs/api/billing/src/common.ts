/** Small helpers shared by the billing area. */
import { invoiceReference } from '@backoffice/contracts';

/** Epoch seconds of an instant (the invoice's `created`, `due_date`, `paid_at`). */
export const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** `INV-000042` from the invoice's sequence number (the contracts' `invoiceReference`, which mentions are found by). */
export const invoiceNumber = invoiceReference;

/** A hotel's postal address on one line. */
export const addressLine = (h: { streetAddress: string; city: string; state: string; postalCode: string; country: string }): string =>
  [h.streetAddress, h.city, [h.state, h.postalCode].filter(Boolean).join(' '), h.country].filter(Boolean).join(', ');

/** An instant as the driver answers it (PostgreSQL's pg a Date, a raw statement's text on some paths) as a Date. */
export const asDate = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));
