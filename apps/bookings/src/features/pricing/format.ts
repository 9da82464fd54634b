import { fractionToPercent } from '@backoffice/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A stored overnight fraction as the table shows it: 0.425 → '42.5%'. */
export const percentOf = (fraction: number | null | undefined) => (typeof fraction === 'number' && Number.isFinite(fraction) ? `${fractionToPercent(fraction)}%` : '—');

/** The flag emoji of a 2-letter country code ('NZ' → 🇳🇿), or '' for anything else. */
export function flagEmoji(code: string | null | undefined): string {
  const letters = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * A react-hook-form resolver from one of the contracts' pure rules (overnightError, couponError, countryError):
 * `check` answers the first message or null, `fieldOf` says which field shows it. The form then shows the same
 * first message, in the same order, as the API would answer.
 */
export function ruleResolver<T extends FieldValues>(check: (values: T) => string | null, fieldOf: (message: string, values: T) => string): Resolver<T> {
  return async (values) => {
    const message = check(values);
    if (!message) return { values, errors: {} };
    const errors = { [fieldOf(message, values)]: { type: 'rule', message } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/** The message of the first field error react-hook-form reports (the rule resolvers report one at a time). */
export function firstErrorMessage(errors: Record<string, { message?: unknown } | undefined>): string | null {
  for (const error of Object.values(errors)) if (error && typeof error.message === 'string' && error.message) return error.message;
  return null;
}
