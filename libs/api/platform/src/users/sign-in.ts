/**
 * The sign-in steps shared by POST /user/login, /user/adminLogin and /user/otpVerification:
 * credential checks with equal work for unknown e-mails, rate limits that an anonymous caller cannot turn against
 * an account (docs/areas/platform.md, "Sessions and tokens"), and the SuperAdmin's PIN (hashed, bound to the
 * sign-in attempt that produced it, 5 minutes, 5 tries, single use). The same PIN machinery serves the PIN
 * step-up (POST /user/stepUp and /user/stepUp/verify; docs/areas/users.md, "PIN step-up") with its own purpose:
 * a sign-in PIN never confirms a step-up, nor the reverse. The SQL is the users repository's (`app.users`,
 * repository.ts); the limits are the rate limiter service's (`app.limiter`).
 *
 * The limits, in this process's memory, or in Redis shared by every instance with REDIS_URL
 * (docs/api-database.md, "Several instances"):
 * - per address (`signin:address:<ip>`, `loginPerAddress`): failed password and PIN attempts across accounts.
 *   Each attempt is counted when it starts and given back when it succeeds, so parallel guesses cannot slip
 *   past the limit and successes never use it up.
 * - per account and address (`signin:account-address:<email>:<ip>`, `loginPerAccount`): wrong passwords of one
 *   account from one address lock that pair only (429); the owner signs in from elsewhere. A success clears it.
 * - per account (`signin:account:<email>`, `loginSlowPerAccount`): wrong passwords from every address; past it,
 *   each password attempt on the account waits (`loginSlowDelay`), the right one included: nothing locks.
 * - per account's PIN (`signin:pin:<user id>`, `loginPerAccount`): wrong PINs of a live attempt. Reaching a PIN
 *   takes the attempt id the password step answered, so guesses that name no live attempt move no counter and
 *   take no try of the real PIN.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PlatformMessages } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  actorOf,
  badRequest,
  conflict,
  DEFAULT_LOGIN_SLOW_DELAY,
  DEFAULT_LOGIN_SLOW_LIMIT,
  isActive,
  unauthorized,
  type Actor,
  type AuthUser,
  type UserRow,
} from '@backoffice/api-server';
import type { PinPurpose } from './repository';

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The request's actor once `user` has proven who it is (a sign-in route is public: no caller before). */
export const signedInActor = (request: FastifyRequest, user: Pick<UserRow, 'id' | 'role'>): Actor => ({
  ...actorOf(request),
  userId: user.id,
  role: user.role,
});

/**
 * Records a refused sign-in step (`user.sign_in_failed` or `user.pin_failed`) with no actor: the caller proved
 * nothing. The record is the account when the address is known, else the lower-cased address itself.
 */
export async function recordFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  action: 'user.sign_in_failed' | 'user.pin_failed',
  email: string,
  user: UserRow | undefined,
  reason: string,
): Promise<void> {
  await app.users.record(
    { ...actorOf(request), userId: null, role: null },
    {
      action,
      entityType: 'user',
      entityId: user?.id ?? normalEmail(email),
      before: null,
      after: { email: normalEmail(email), reason },
    },
  );
}

/** The per-address key of the sign-in and PIN failures (see the file's head). */
const addressKey = (request: FastifyRequest) => `signin:address:${request.ip}`;

/**
 * Waits before a password attempt on an account past its slow limit: `firstMs` at the limit, doubled for each
 * further failure, at most `maxMs` (config `rateLimits.loginSlowDelay`). No wait below the limit.
 */
async function slowDown(app: FastifyInstance, accountKey: string): Promise<void> {
  const limit = app.config.rateLimits.loginSlowPerAccount ?? DEFAULT_LOGIN_SLOW_LIMIT;
  const failures = await app.limiter.count(accountKey);
  if (failures < limit.max) return;
  const { firstMs, maxMs } = app.config.rateLimits.loginSlowDelay ?? DEFAULT_LOGIN_SLOW_DELAY;
  await sleep(Math.min(maxMs, firstMs * 2 ** Math.min(failures - limit.max, 16)));
}

/**
 * Checks e-mail and password. Unknown e-mail, wrong password and disabled account all answer the same 401
 * after the same work. Counts failures per address, per account and address (the lockout), and per account
 * (the slow-down: past it the answer waits, the right password still signs in); see the file's head.
 * @throws HttpError 401 PlatformMessages.login.failed; 429 with Retry-After past the limit of the address or of
 *   this account from this address.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<UserRow> {
  const { loginPerAccount, loginPerAddress } = app.config.rateLimits;
  const slow = app.config.rateLimits.loginSlowPerAccount ?? DEFAULT_LOGIN_SLOW_LIMIT;
  const account = normalEmail(email);
  const pairKey = `signin:account-address:${account}:${request.ip}`;
  const accountKey = `signin:account:${account}`;
  // Counted now (a refusal stays counted), given back below on success.
  await app.limiter.enforce(addressKey(request), loginPerAddress);
  await app.limiter.enforce(pairKey, loginPerAccount);
  await slowDown(app, accountKey);
  const user = await app.users.findByEmail(email);
  // Hotel accounts (no console role, maybe no password) never sign in here: the same answer as a wrong password.
  const ok =
    user?.passwordHash && user.role
      ? await app.passwords.verify(user.passwordHash, password)
      : await app.passwords.verifyDummy(password) && false;
  // An address not confirmed yet answers as a wrong password (docs/areas/platform.md, "Sign-up (`/signup`)").
  if (!user || !ok || !isActive(user) || !user.emailVerifiedAt) {
    await app.limiter.hit(accountKey, slow.max, slow.windowSeconds);
    const reason = !user
      ? 'unknown_email'
      : !ok
        ? 'wrong_password'
        : !user.emailVerifiedAt
          ? 'unverified'
          : user.disabled
            ? 'disabled'
            : 'expired';
    await recordFailure(app, request, 'user.sign_in_failed', email, user, reason);
    throw unauthorized(PlatformMessages.login.failed);
  }
  await app.limiter.release(addressKey(request));
  await app.limiter.reset(pairKey);
  return user;
}

/** The stored HMAC of a PIN; the purpose is part of it, so a hash of one purpose never matches the other. */
function pinHash(app: FastifyInstance, userId: string, pin: string, purpose: PinPurpose): string {
  const input = purpose === 'step_up' ? `step_up:${userId}:${pin}` : `pin:${userId}:${pin}`;
  return createHmac('sha256', app.config.jwtSecret).update(input).digest('hex');
}

/** The SMS of a PIN; both end with "PIN is <digits>" (the line developers and tests read the PIN from). */
const pinText = (purpose: PinPurpose, pin: string) =>
  purpose === 'step_up' ? `Your Back Office confirmation PIN is ${pin}` : `Your Back Office PIN is ${pin}`;

/** True when the two hex HMACs are equal (constant time). */
function sameHash(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Issues a new PIN of `purpose` for a SuperAdmin (replacing any earlier one of that purpose: only the latest
 * attempt's PIN is valid) and sends it by SMS to the account's phone. `sign_in` records `user.pin_sent`,
 * `step_up` records `user.step_up_sent`.
 * @returns for `sign_in`, the new attempt's id (a random UUID stored with the PIN): POST /user/otpVerification
 *   must send it back; for `step_up`, null (that PIN belongs to the caller's session).
 * @throws HttpError 409 PlatformMessages.login.noPhone when the account has no phone number (an Admin whose
 *   invitation was never completed): it cannot take the PIN step, and its owner is told how to add one; for
 *   `sign_in`, `user.sign_in_failed` (reason `no_phone`) is recorded. Nothing is sent.
 */
export async function sendPin(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'role' | 'phone'>,
  purpose?: 'sign_in',
): Promise<string>;
export async function sendPin(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'role' | 'phone'>,
  purpose: 'step_up',
): Promise<null>;
export async function sendPin(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'role' | 'phone'>,
  purpose: PinPurpose = 'sign_in',
): Promise<string | null> {
  if (!user.phone) {
    // Not a fault of the server: the account lacks what the PIN step needs (docs/areas/users.md, "Invitation").
    app.log.warn({ userId: user.id }, 'SuperAdmin has no phone number: cannot send the PIN');
    if (purpose === 'sign_in') {
      await app.users.record(signedInActor(request, user), {
        action: 'user.sign_in_failed',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { reason: 'no_phone' },
      });
    }
    throw conflict(PlatformMessages.login.noPhone);
  }
  const { length, ttlSeconds } = app.config.pin;
  const pin = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const attemptId = purpose === 'sign_in' ? randomUUID() : null;
  const now = Date.now();
  await app.users.replacePin(
    user.id,
    purpose,
    pinHash(app, user.id, pin, purpose),
    new Date(now + ttlSeconds * 1000),
    new Date(now),
    signedInActor(request, user),
    attemptId,
  );
  await app.sms.send(user.phone, pinText(purpose, pin));
  return attemptId;
}

/**
 * Checks a SuperAdmin's PIN for the sign-in attempt `attemptId` (the password step's answer). Only the PIN row of
 * that attempt and that user is reached: a guess naming no live attempt answers the expired PIN's 401 and
 * changes nothing but its address's failure count (and the audit trail). Each reaching attempt first takes one
 * of the PIN's tries atomically, so parallel guesses cannot exceed the limit; a correct PIN is consumed once.
 * @returns the user.
 * @throws HttpError 400 PlatformMessages.pin.invalid (wrong length); 401 PlatformMessages.pin.wrong or
 *   PlatformMessages.pin.expired (no live PIN for that attempt: unknown, replaced, used, expired or out of tries);
 *   429 past the address's failures, or past the account's wrong PINs (only a caller with a live attempt sees it).
 */
export async function verifyPin(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  attemptId: string,
  otp: string,
): Promise<UserRow> {
  const { loginPerAccount, loginPerAddress } = app.config.rateLimits;
  if (otp.length !== app.config.pin.length) throw badRequest(PlatformMessages.pin.invalid);
  // Counted now (a refusal stays counted), given back below on success.
  await app.limiter.enforce(addressKey(request), loginPerAddress);
  const user = await app.users.findByEmail(email);
  const fail = async (message: string, reason: string) => {
    await recordFailure(app, request, 'user.pin_failed', email, user, reason);
    return unauthorized(message);
  };
  if (!user || user.role !== 'SuperAdmin' || !isActive(user)) {
    throw await fail(PlatformMessages.pin.expired, !user ? 'unknown_email' : !isActive(user) ? 'disabled' : 'not_admin');
  }
  const now = new Date();
  const pin = await app.users.takePinTry(user.id, 'sign_in', now, app.config.pin.maxTries, attemptId);
  if (!pin) throw await fail(PlatformMessages.pin.expired, 'expired');
  // The attempt is live: its caller passed the password step, so this counter is theirs to move.
  const pinKey = `signin:pin:${user.id}`;
  await app.limiter.assertAvailable(pinKey, loginPerAccount);
  if (!sameHash(pin.pinHash, pinHash(app, user.id, otp, 'sign_in'))) {
    await app.limiter.hit(pinKey, loginPerAccount.max, loginPerAccount.windowSeconds);
    throw await fail(PlatformMessages.pin.wrong, 'wrong_pin');
  }
  // Consuming the PIN completes the sign-in: `user.sign_in` (method pin) is recorded with it.
  if (!(await app.users.consumePin(pin.id, user.id, now, signedInActor(request, user)))) {
    throw await fail(PlatformMessages.pin.expired, 'expired');
  }
  await app.limiter.release(addressKey(request));
  await app.limiter.reset(pinKey);
  return user;
}

/**
 * Checks the caller's step-up PIN (docs/areas/users.md, "PIN step-up") with the sign-in PIN's rules: the same
 * length, tries, expiry, rate limits (failures per account and per address) and messages. Unlike sign-in, every
 * refusal is a 400: the caller's session is fine, and a 401 would sign them out. A correct PIN is consumed once and
 * grants the session (`caller.jti`) its step-up. A refusal records `user.step_up_failed` (the reason, never the
 * PIN).
 * @returns the end of the step-up.
 * @throws HttpError 400 PlatformMessages.pin.invalid (not the PIN's length in digits), PlatformMessages.pin.wrong,
 *   PlatformMessages.pin.expired (none sent, used, expired or out of tries); 429 past the rate limits.
 */
export async function verifyStepUpPin(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AuthUser,
  otp: string,
): Promise<Date> {
  const { loginPerAccount, loginPerAddress } = app.config.rateLimits;
  const accountKey = `stepup:account:${caller.id}`;
  if (!new RegExp(`^[0-9]{${app.config.pin.length}}$`).test(otp)) throw badRequest(PlatformMessages.pin.invalid);
  // Counted now (a refusal stays counted), given back below on success.
  await app.limiter.enforce(addressKey(request), loginPerAddress);
  await app.limiter.assertAvailable(accountKey, loginPerAccount);
  const fail = async (message: string, reason: string) => {
    await app.limiter.hit(accountKey, loginPerAccount.max, loginPerAccount.windowSeconds);
    await app.users.record(actorOf(request), {
      action: 'user.step_up_failed',
      entityType: 'user',
      entityId: caller.id,
      before: null,
      after: { reason },
    });
    return badRequest(message);
  };
  const now = new Date();
  const pin = await app.users.takePinTry(caller.id, 'step_up', now, app.config.pin.maxTries, null);
  if (!pin) throw await fail(PlatformMessages.pin.expired, 'expired');
  if (!sameHash(pin.pinHash, pinHash(app, caller.id, otp, 'step_up'))) {
    throw await fail(PlatformMessages.pin.wrong, 'wrong_pin');
  }
  const until = await app.users.consumeStepUpPin(pin.id, caller, now, actorOf(request));
  if (!until) throw await fail(PlatformMessages.pin.expired, 'expired');
  await app.limiter.release(addressKey(request));
  await app.limiter.reset(accountKey);
  return until;
}
