/**
 * What the search reads in the text typed (docs/areas/search.md, "What a text matches"): the words, the
 * references a person writes (booking number `TF100707`, invoice number `INV-000012`, ticket number `TK-000123`,
 * an e-mail address) and the record types asked for. Pure functions, no SQL.
 */
import { BOOKING_ID_PREFIX, Roles, SEARCH_TYPES, type Role, type SearchType } from '@backoffice/contracts';

/**
 * The types each role may find (docs/areas/search.md, "Who finds what"): a SuperAdmin every one, an Employee and a
 * Department user tickets only (which tickets: the repository's visibility rule), since every other record's page is
 * a SuperAdmin's (libs/contracts areas.ts).
 */
export const TYPES_OF_ROLE: Record<Role, readonly SearchType[]> = {
  [Roles.SuperAdmin]: SEARCH_TYPES,
  [Roles.Department]: ['ticket'],
  [Roles.Employee]: ['ticket'],
};

/** The text as compared: trimmed, lower-cased, runs of white space as one space. */
export const normalise = (q: string): string => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** A reference the text may be: the digits of a number (as typed, leading zeros kept), or an e-mail address. */
export interface References {
  /** Digits of a booking number: `TF100707`, `tf 1007` or bare digits. */
  booking?: string;
  /** Digits of an invoice number: `INV-000012`, `inv12` or bare digits. */
  invoice?: string;
  /** Digits of a ticket number: `TK-000123`, `tk 123` or bare digits. */
  ticket?: string;
  /** An e-mail address (or the start of one: the text holds an `@`). */
  email?: string;
  /** Bare digits: any of the three numbers, or a part of a name (a hotel's `Harbour Hotel 12`, a property ID). */
  bare?: boolean;
}

/** Whether the text is a reference written as one (`TF…`, `INV-…`, `TK-…`, an e-mail): no name is searched for it. */
export const isWrittenReference = (refs: References): boolean =>
  !refs.bare && Boolean(refs.booking || refs.invoice || refs.ticket || refs.email);

const DIGITS = '(\\d{1,9})';
const BOOKING = new RegExp(`^${BOOKING_ID_PREFIX.toLowerCase()}\\s*-?\\s*${DIGITS}$`);
const INVOICE = new RegExp(`^inv\\s*-?\\s*${DIGITS}$`);
const TICKET = new RegExp(`^tk\\s*-?\\s*${DIGITS}$`);
const BARE = new RegExp(`^#?${DIGITS}$`);

/** The references a normalised text may be (none, one kind, or for bare digits the three numbers). */
export function referencesOf(text: string): References {
  const bare = BARE.exec(text)?.[1];
  if (bare) return { booking: bare, invoice: bare, ticket: bare, bare: true };
  const booking = BOOKING.exec(text)?.[1];
  if (booking) return { booking };
  const invoice = INVOICE.exec(text)?.[1];
  if (invoice) return { invoice };
  const ticket = TICKET.exec(text)?.[1];
  if (ticket) return { ticket };
  return text.includes('@') && !/\s/.test(text) ? { email: text } : {};
}

/** An inclusive range of integers. */
export type Range = readonly [number, number];

/** Largest number a reference is read as (9 digits, within an `integer` column). */
const MAX_DIGITS = 9;

/**
 * The numbers whose written form starts with `digits`, as ranges: a number is written with at least `width` digits,
 * zero-padded (invoices and tickets: 6, `INV-000012`; booking numbers: 1, `TF100707`). `12` with width 6 is
 * 120000-129999 (`000012` does not start with `12`) and, for 7 to 9 digits, 1200000-1299999, …; `0001` with width 6
 * is 100-199. Empty when no number is written so (`0` alone with width 1, or more digits than 9).
 */
export function numberPrefixRanges(digits: string, width: number): Range[] {
  const ranges: Range[] = [];
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return ranges;
  const start = Number(digits);
  for (let length = Math.max(width, digits.length); length <= MAX_DIGITS; length++) {
    const rest = length - digits.length;
    // A written form longer than `width` has no leading zero.
    if (length > width && digits.startsWith('0')) break;
    const lo = start * 10 ** rest;
    const hi = (start + 1) * 10 ** rest - 1;
    if (length > width) ranges.push([Math.max(lo, 10 ** (length - 1)), hi]);
    else ranges.push([lo, hi]);
  }
  return ranges.filter(([lo, hi]) => hi >= lo && hi >= 1);
}

/** The `types` parameter read: the types to look in, or the names that are not search types. */
export function typesOf(types: string | undefined): { types: readonly SearchType[] } | { unknown: string[] } {
  if (types === undefined || !types.trim()) return { types: SEARCH_TYPES };
  const names = [...new Set(types.split(',').map((t) => t.trim()).filter(Boolean))];
  const unknown = names.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t));
  if (unknown.length) return { unknown };
  return { types: SEARCH_TYPES.filter((t) => names.includes(t)) };
}

/**
 * The spellings of `word` with two neighbouring letters swapped back (docs/areas/search.md, "What a text matches"):
 * `simth` → `ismth`, `smith`, `sitmh`, `simht`; the word itself and repeats are left out (`aab` → `aba`). The search
 * reads them as names by their prefix indexes: one of them is the name a swap misspelt.
 */
export function swapsOf(word: string): string[] {
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    swaps.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...swaps];
}
