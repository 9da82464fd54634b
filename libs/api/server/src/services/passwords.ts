import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { AppConfig } from '../config';

/** argon2id (the package's `Algorithm` is a const enum, which isolatedModules cannot read). */
export const ARGON2ID = 2 as Algorithm.Argon2id;

/** Hashes and verifies passwords with argon2id (docs/areas/platform.md, "Sessions and tokens"). */
export class Passwords {
  private dummy?: Promise<string>;

  constructor(private readonly cost: AppConfig['argon2']) {}

  /** @returns an argon2id PHC string. */
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  /** @returns whether `password` matches `stored`; false for a malformed hash. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /**
   * Does the work of a real verification for an unknown e-mail, so that timing does not reveal which
   * e-mails have accounts. Always false.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy-password-for-equal-work');
    await this.verify(await this.dummy, password);
    return false;
  }
}

/**
 * A single-use password link's secret (a reset, an invitation): 32 random bytes, base64url. Only its
 * {@link passwordLinkHash} is stored (`password_resets.token_hash`, with the link's one purpose); only the
 * redeemers of that purpose take it (`LINK_REDEEMERS` in tokens.ts; docs/api-database.md, "Single-use links").
 */
export const newPasswordLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a password link's secret: SHA-256, hex. */
export const passwordLinkHash = (token: string): string => createHash('sha256').update(token).digest('hex');
