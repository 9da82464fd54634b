/**
 * Money on the billing documents (docs/areas/billing.md, "Invoice PDFs"): amounts are integer minor units
 * (cents) of an ISO 4217 currency with two decimals (AUD, THB, INR, ...), printed as `<CURRENCY> 1,234.56`.
 * Integer arithmetic only: a float never carries a total. The format is contracts' (the screens use it too).
 */
import { formatAmount as formatAmountOf, formatMoney as formatMoneyOf } from '@backoffice/contracts';

/** Throws unless `minor` is a safe integer (minor units); `what` names the field in the message. */
export function assertMinor(minor: number, what: string): void {
  if (!Number.isSafeInteger(minor))
    throw new TypeError(`${what} must be an integer amount of minor units, got ${minor}`);
}

/** `1,234.56` from integer minor units (cents); throws on a non-integer (contracts' formatAmount, checked). */
export function formatAmount(minor: number): string {
  assertMinor(minor, 'amount');
  return formatAmountOf(minor);
}

/** `AUD 1,234.56` from integer minor units (cents); throws on a non-integer (the format module's formatMoney with the ISO code: the PDF's standard fonts have no ฿ or ₹). */
export function formatMoney(minor: number, currency: string): string {
  assertMinor(minor, 'amount');
  return formatMoneyOf(minor, currency, { display: 'code', locale: 'en-AU' });
}

/** The sum of integer minor units (throws on a non-integer or an unsafe total). */
export function sumMinor(values: readonly number[], what: string): number {
  let total = 0;
  for (const v of values) {
    assertMinor(v, what);
    total += v;
  }
  assertMinor(total, `the sum of ${what}`);
  return total;
}
