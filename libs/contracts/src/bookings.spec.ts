import { accessLevelLabel, accountType } from './constants/users';
import { billingDeducted, chargeTotal, commissionPercent, paymentStatus, revenue } from './bookings';

describe('reservation values derived once for both sides', () => {
  it('payment status: Refunded first, then Paid for charged or success, else Not Paid', () => {
    expect(paymentStatus({ refund: true, charge: { status: 'success' } })).toBe('Refunded');
    expect(paymentStatus({ refund: false, charge: { status: 'charged' } })).toBe('Paid');
    expect(paymentStatus({ charge: { status: 'success' } })).toBe('Paid');
    expect(paymentStatus({ charge: { status: 'requires_capture' } })).toBe('Not Paid');
    expect(paymentStatus({ charge: null })).toBe('Not Paid');
  });

  it('billing deducted: Excluded, Yes with the invoice date, or No', () => {
    expect(billingDeducted({ excluded: true, chargeStatus: 'charge' })).toEqual({ value: 'Excluded', invoiceDate: null });
    expect(billingDeducted({ chargeStatus: 'charge', invoiceIssueDate: '2026-10-01' })).toEqual({ value: 'Yes', invoiceDate: '2026-10-01' });
    expect(billingDeducted({ chargeStatus: 'charge' })).toEqual({ value: 'Yes', invoiceDate: null });
    expect(billingDeducted({ chargeStatus: 'statement' })).toEqual({ value: 'No', invoiceDate: null });
  });

  it('revenue: amount times the rate rounded up, without rounding up floating-point noise', () => {
    expect(revenue(1000, 1.1)).toBe(1100);
    expect(revenue(1001, 0.655)).toBe(656); // 655.655 → 656
    expect(revenue(999, 1)).toBe(999);
  });

  it('commission percent: commission / cost × 100 to 2 decimals; 0 without a cost', () => {
    expect(commissionPercent(1500, 10_000)).toBe(15);
    expect(commissionPercent(1234, 9_999)).toBe(12.34);
    expect(commissionPercent(5, 0)).toBe(0);
  });

  it('charge total: cost plus surcharge less both discounts', () => {
    expect(chargeTotal({ cost: 10_000, surcharge: 200, hotelDiscount: 500, timeflyzDiscount: 300 })).toBe(9_400);
  });

  it('account type and access labels as the spec names them', () => {
    expect(accountType('Timeflyz')).toBe('Customer');
    expect(accountType('google')).toBe('Guest');
    expect(accountType(null)).toBe('Guest');
    expect(accessLevelLabel({ role: 'SuperAdmin' })).toBe('Admin');
    expect(accessLevelLabel({ role: 'Department', departmentName: 'Finance' })).toBe('Finance');
    expect(accessLevelLabel({ accessLevel: 'GROUPMANAGER', userType: 'EMPLOYEE' })).toBe('Revenue Manager');
    expect(accessLevelLabel({ accessLevel: 'REGIONALMANAGER', userType: 'EMPLOYEE' })).toBe('Hotel Manager');
    expect(accessLevelLabel({ accessLevel: 'OWNER', userType: 'ADMIN' })).toBe('Hotel Owner');
    expect(accessLevelLabel({ accessLevel: 'STANDARD', userType: 'EMPLOYEE' })).toBe('Reservation Contact');
    expect(accessLevelLabel({ accessLevel: 'MANAGER', userType: 'EMPLOYEE' })).toBe('Manager');
    expect(accessLevelLabel({ accessLevel: 'STANDARD', userType: 'APP' })).toBe('Guest');
  });
});
