import type { CouponStatus } from '@backoffice/contracts';
import { Badge } from '@backoffice/ui';

/** The coupon statuses in words (the badge and the list's filter). */
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { upcoming: 'Upcoming', active: 'Active', ended: 'Ended' };

const PALETTE: Record<CouponStatus, string> = { upcoming: 'blue', active: 'green', ended: 'gray' };

/** A coupon's status (docs/areas/pricing.md, "Coupons") as a coloured badge: Upcoming, Active or Ended. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{COUPON_STATUS_LABELS[status]}</Badge>;
}
