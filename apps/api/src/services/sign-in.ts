/**
 * The sign-in steps shared by POST /user/login, /user/adminLogin and /user/otpVerification:
 * credential checks with equal work for unknown e-mails, rate limits per account and address, and the
 * SuperAdmin's PIN (hashed, bound to the latest attempt, 5 minutes, 5 tries, single use).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CommonMessages, PlatformMessages } from '@backoffice/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authPins, users, type UserRow } from '../db/schema';
import { checkLimit, hitLimit } from '../plugins/app/auth';
import { badRequest, HttpError, unauthorized } from './http-errors';

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Finds a user by e-mail (case-insensitive). */
export async function findUserByEmail(app: FastifyInstance, email: string): Promise<UserRow | undefined> {
  const [user] = await app.db.select().from(users).where(eq(users.email, normalEmail(email))).limit(1);
  return user;
}

/**
 * Checks e-mail and password. Unknown e-mail, wrong password and disabled account all answer the same 401
 * after the same work. Counts attempts per address and failures per account.
 * @throws HttpError 401 PlatformMessages.login.failed; 429 with Retry-After past the limits.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<UserRow> {
  const { loginPerAccount, loginPerAddress } = app.config.rateLimits;
  const accountKey = `signin:account:${normalEmail(email)}`;
  hitLimit(app, `signin:address:${request.ip}`, loginPerAddress);
  checkLimit(app, accountKey, loginPerAccount);
  const user = await findUserByEmail(app, email);
  const ok = user ? await app.passwords.verify(user.passwordHash, password) : await app.passwords.verifyDummy(password);
  if (!user || !ok || user.disabled) {
    app.limiter.hit(accountKey, loginPerAccount.max, loginPerAccount.windowSeconds);
    throw unauthorized(PlatformMessages.login.failed);
  }
  app.limiter.reset(accountKey);
  return user;
}

function pinHash(app: FastifyInstance, userId: string, pin: string): string {
  return createHmac('sha256', app.config.jwtSecret).update(`pin:${userId}:${pin}`).digest('hex');
}

/**
 * Issues a new PIN for a SuperAdmin (replacing any earlier one: only the latest attempt's PIN is valid) and
 * sends it by SMS.
 * @throws HttpError 500 when the account has no phone number.
 */
export async function sendPin(app: FastifyInstance, user: UserRow): Promise<void> {
  if (!user.phone) {
    app.log.error({ userId: user.id }, 'SuperAdmin has no phone number: cannot send the PIN');
    throw new HttpError(500, CommonMessages.generic.somethingWrong);
  }
  const { length, ttlSeconds } = app.config.pin;
  const pin = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const now = Date.now();
  const values = {
    userId: user.id,
    pinHash: pinHash(app, user.id, pin),
    expiresAt: new Date(now + ttlSeconds * 1000),
    tries: 0,
    consumedAt: null,
    createdAt: new Date(now),
  };
  await app.db
    .insert(authPins)
    .values(values)
    .onConflictDoUpdate({
      target: authPins.userId,
      set: { pinHash: values.pinHash, expiresAt: values.expiresAt, tries: 0, consumedAt: null, createdAt: values.createdAt },
    });
  await app.sms.send(user.phone, `Your Back Office PIN is ${pin}`);
}

/**
 * Checks a SuperAdmin's PIN. Each attempt first takes one of the PIN's tries atomically, so parallel guesses
 * cannot exceed the limit; a correct PIN is consumed once.
 * @returns the user.
 * @throws HttpError 400 PlatformMessages.pin.invalid (wrong length); 401 PlatformMessages.pin.wrong or PlatformMessages.pin.expired;
 *   429 past the rate limits.
 */
export async function verifyPin(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  otp: string,
): Promise<UserRow> {
  const { loginPerAccount, loginPerAddress } = app.config.rateLimits;
  const accountKey = `pin:account:${normalEmail(email)}`;
  hitLimit(app, `signin:address:${request.ip}`, loginPerAddress);
  checkLimit(app, accountKey, loginPerAccount);
  if (otp.length !== app.config.pin.length) throw badRequest(PlatformMessages.pin.invalid);
  const user = await findUserByEmail(app, email);
  const fail = (message: string) => {
    app.limiter.hit(accountKey, loginPerAccount.max, loginPerAccount.windowSeconds);
    return unauthorized(message);
  };
  if (!user || user.role !== 'SuperAdmin' || user.disabled) throw fail(PlatformMessages.pin.expired);
  const now = new Date();
  const [pin] = await app.db
    .update(authPins)
    .set({ tries: sql`${authPins.tries} + 1` })
    .where(
      and(
        eq(authPins.userId, user.id),
        isNull(authPins.consumedAt),
        gt(authPins.expiresAt, now),
        lt(authPins.tries, app.config.pin.maxTries),
      ),
    )
    .returning({ id: authPins.id, pinHash: authPins.pinHash });
  if (!pin) throw fail(PlatformMessages.pin.expired);
  const expected = Buffer.from(pin.pinHash, 'hex');
  const given = Buffer.from(pinHash(app, user.id, otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw fail(PlatformMessages.pin.wrong);
  const [consumed] = await app.db
    .update(authPins)
    .set({ consumedAt: now })
    .where(and(eq(authPins.id, pin.id), isNull(authPins.consumedAt)))
    .returning({ id: authPins.id });
  if (!consumed) throw fail(PlatformMessages.pin.expired);
  app.limiter.reset(accountKey);
  return user;
}
