/**
 * The audit histories the bookings area shows (docs/areas/platform.md, "Audit trail"): remote-kit's useRecordHistory
 * keys a record's history under `['audit', entityType, entityId]`, outside the area's trees (['bookings'],
 * ['pricing']), so a write that may change such a record invalidates its type's prefix here too.
 */
export const historyKeys = {
  /** Every reservation's history: a reservation write, or an approval's decision (its refund or capture). */
  reservations: ['audit', 'reservation'] as const,
  /** Every coupon's history: a coupon write. */
  coupons: ['audit', 'coupon'] as const,
};
