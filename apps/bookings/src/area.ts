import { getArea, type Area } from '@backoffice/contracts';
import type { PaletteCommand } from '@backoffice/shell-sdk';

/** This remote's route table (libs/contracts AREAS): the shell's sidebar and this Module read the same list. */
export const AREA: Area = getArea('bookings');

/**
 * What the bookings area adds to the shell's command palette (docs/micro-frontends.md, "What a remote registers with the
 * palette"; the built-in "Go to" commands already open every sidebar page): each is listed to a role that may open its page.
 */
export const COMMANDS: readonly PaletteCommand[] = [
  {
    id: 'new-coupon',
    label: 'New coupon',
    path: '/coupons/create',
    keywords: ['add', 'create', 'discount', 'voucher'],
  },
  { id: 'add-vat', label: 'Add country VAT/GST', path: '/add-vat', keywords: ['tax', 'gst', 'new'] },
  {
    id: 'approve-no-shows',
    label: 'Approve no-shows',
    path: '/noShow/unapproved',
    keywords: ['no show', 'charge'],
  },
  {
    id: 'approval-requests',
    label: 'Review approval requests',
    path: '/approvals',
    keywords: ['four eyes', 'approve', 'reject', 'refund', 'pending'],
  },
  {
    id: 'approval-thresholds',
    label: 'Set approval thresholds',
    path: '/approvals/thresholds',
    keywords: ['four eyes', 'limit', 'refund', 'currency'],
  },
];
