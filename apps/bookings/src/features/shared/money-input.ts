import { currencyCode, formatMinorDecimal, minorDigits } from '@backoffice/contracts';

/**
 * An amount typed as a plain decimal of `currency` (an ISO code, or a symbol the API still sends) read into integer
 * minor units by string arithmetic (no floating point): '620.5' AUD → 62050, '1200' JPY → 1200, '12.345' KWD →
 * 12345. Grouping commas and spaces are ignored. Null for anything else: an empty text, a sign, letters, or more
 * decimals than the currency has (the money forms say so beside the field). The inverse of the format module's
 * `formatMinorDecimal`, which fills these inputs.
 */
export function parseMinorDecimal(text: string, currency: string): number | null {
  const digits = minorDigits(currencyCode(currency) ?? 'AUD');
  const clean = text.replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The text of an amount input for `minor` units of `currency` ('620.00'; JPY '1200'). */
export const minorInputText = (minor: number, currency: string): string => formatMinorDecimal(minor, currency);


/** The message beside an amount that is not a decimal of `currency` (its digits named: 'up to 2 decimals'). */
export function badAmountText(currency: string): string {
  const digits = minorDigits(currencyCode(currency) ?? 'AUD');
  return digits ? `Please enter an amount in ${currency} with up to ${digits} decimals` : `Please enter a whole amount in ${currency}`;
}
