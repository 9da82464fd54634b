/** Small helpers shared by the billing area. */
import { Roles } from '@backoffice/contracts';
import type { Access } from '@backoffice/api-server';

/** Every billing call (docs/areas/platform.md, "Roles and access"): SuperAdmin only. */
export const SUPER_ADMIN: Access = [Roles.SuperAdmin];

/** Epoch seconds of an instant (the invoice's `created`, `due_date`, `paid_at`). */
export const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** `INV-000042` from the invoice's sequence number. */
export const invoiceNumber = (seq: number): string => `INV-${String(seq).padStart(6, '0')}`;

/** A hotel's postal address on one line. */
export const addressLine = (h: { streetAddress: string; city: string; state: string; postalCode: string; country: string }): string =>
  [h.streetAddress, h.city, [h.state, h.postalCode].filter(Boolean).join(' '), h.country].filter(Boolean).join(', ');
