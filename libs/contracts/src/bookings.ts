/**
 * Values the reservations screens and calls derive from a reservation, its charge and its user, computed here
 * once for both sides (docs/api-database.md, "Payments"; the reservations area doc comes with its screens).
 * Money in integer minor units (cents) unless said otherwise.
 */

/** Payment status of a reservation. */
export type PaymentStatus = 'Refunded' | 'Paid' | 'Not Paid';

/** Charge statuses that count as paid. */
export const PAID_CHARGE_STATUSES = ['charged', 'success'] as const;

/** Refunded when refunded; Paid when the charge status is charged or success; otherwise Not Paid. */
export function paymentStatus(r: { refund?: boolean | null; charge?: { status?: string | null } | null }): PaymentStatus {
  if (r.refund) return 'Refunded';
  const status = r.charge?.status ?? '';
  return (PAID_CHARGE_STATUSES as readonly string[]).includes(status) ? 'Paid' : 'Not Paid';
}

/**
 * Whether the commission of a reservation was deducted by billing: Excluded when excluded; Yes when its
 * chargeStatus is `charge` (with the invoice date when there is one, to show in its place); otherwise No.
 */
export function billingDeducted(r: {
  excluded?: boolean | null;
  chargeStatus?: string | null;
  invoiceIssueDate?: string | null;
}): { value: 'Excluded' | 'Yes' | 'No'; invoiceDate: string | null } {
  if (r.excluded) return { value: 'Excluded', invoiceDate: null };
  if (r.chargeStatus === 'charge') return { value: 'Yes', invoiceDate: r.invoiceIssueDate ?? null };
  return { value: 'No', invoiceDate: null };
}

/**
 * A reservation's revenue in the hotel's terms: the amount (minor units) times the exchange rate, rounded up to
 * a whole minor unit. A product that is whole up to floating-point noise (1000 × 1.1) is not rounded up again.
 */
export function revenue(amount: number, exchangeRate: number): number {
  const exact = amount * exchangeRate;
  const nearest = Math.round(exact);
  return Math.abs(exact - nearest) < 1e-6 ? nearest : Math.ceil(exact);
}

/** The commission as a percentage of the cost, to 2 decimals (0 when there is no cost). */
export function commissionPercent(commission: number, cost: number): number {
  if (!cost) return 0;
  return Math.round((commission / cost) * 100 * 100) / 100;
}

/** A charge's total: cost plus surcharge less the hotel's and the platform's discounts (minor units). */
export function chargeTotal(c: { cost: number; surcharge: number; hotelDiscount: number; timeflyzDiscount: number }): number {
  return c.cost + c.surcharge - c.hotelDiscount - c.timeflyzDiscount;
}

/** The sign-up provider of customers who hold an account; anyone else booked as a guest. */
export const CUSTOMER_PROVIDER = 'Timeflyz';

/** Account type shown for a booking's user: provider Timeflyz is a Customer, anyone else a Guest. */
export const accountType = (provider: string | null | undefined): 'Customer' | 'Guest' =>
  provider === CUSTOMER_PROVIDER ? 'Customer' : 'Guest';

/**
 * The label of a user's access: Admin for a SuperAdmin, the department's name for a Department user; by access
 * level Hotel Owner, Revenue Manager (GROUPMANAGER), Hotel Manager (REGIONALMANAGER), Manager, Reservation
 * Contact (STANDARD); a customer (userType APP) or anyone else is a Guest.
 */
export function accessLevelLabel(u: {
  role?: string | null;
  departmentName?: string | null;
  accessLevel?: string | null;
  userType?: string | null;
}): string {
  if (u.role === 'SuperAdmin') return 'Admin';
  if (u.role === 'Department') return u.departmentName ?? 'Department';
  if (u.userType === 'APP') return 'Guest';
  switch (u.accessLevel) {
    case 'OWNER':
      return 'Hotel Owner';
    case 'GROUPMANAGER':
      return 'Revenue Manager';
    case 'REGIONALMANAGER':
      return 'Hotel Manager';
    case 'MANAGER':
      return 'Manager';
    case 'STANDARD':
      return 'Reservation Contact';
    default:
      return 'Guest';
  }
}
