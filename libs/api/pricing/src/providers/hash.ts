/** Deterministic numbers for the embedded providers: the same inputs give the same value on every machine. */
import { createHash } from 'node:crypto';

/** A number in [0, 1) from the SHA-256 of `key` (its first 32 bits). */
export function unitOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** Rounds to 6 decimals (the precision of the rate columns). */
export const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
