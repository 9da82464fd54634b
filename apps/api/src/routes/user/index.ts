/**
 * Sign-in, sign-up and the signed-in user (spec 1 sections 5-8; DECISIONS.md, Sign-in).
 */
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  CurrentUserSchema,
  EmptyBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  PlatformMessages,
  MessageResponseSchema,
  OtpBodySchema,
  OtpRequiredResponseSchema,
  Roles,
  SignupBodySchema,
  SignupResponseSchema,
  TokenResponseSchema,
  signupNotificationText,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { departments, users } from '../../db/schema';
import { SIGNED_IN, callerOf, hitLimit } from '../../plugins/app/auth';
import { badRequest, conflict, unauthorized } from '../../services/http-errors';
import { checkCredentials, findUserByEmail, sendPin, verifyPin } from '../../services/sign-in';
import { isUuid } from '../../services/ids';


/** True for a PostgreSQL unique violation (pg and PGlite; Drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      const user = await checkCredentials(app, request, request.body.email, request.body.password);
      if (user.role === Roles.SuperAdmin) {
        // The second step is never skipped (docs/decisions.md): send the PIN, the client moves to /otpVerify.
        await sendPin(app, user);
        return { otpRequired: true as const };
      }
      return { token: await app.tokens.issue(user) };
    },
  );

  app.post(
    '/adminLogin',
    {
      config: { access: 'public' },
      schema: { body: LoginBodySchema, response: { 200: OtpRequiredResponseSchema } },
    },
    async (request) => {
      const user = await checkCredentials(app, request, request.body.email, request.body.password);
      // Not a SuperAdmin: the same answer as a wrong password, so the call reveals no roles.
      if (user.role !== Roles.SuperAdmin) throw unauthorized(PlatformMessages.login.failed);
      await sendPin(app, user);
      return { otpRequired: true as const };
    },
  );

  app.post(
    '/otpVerification',
    {
      config: { access: 'public' },
      schema: { body: OtpBodySchema, response: { 200: TokenResponseSchema } },
    },
    async (request) => {
      const user = await verifyPin(app, request, request.body.email, request.body.otp);
      return { token: await app.tokens.issue(user) };
    },
  );

  app.post(
    '/create',
    {
      config: { access: 'public' },
      schema: { body: SignupBodySchema, response: { 201: SignupResponseSchema } },
    },
    async (request, reply) => {
      hitLimit(app, `public:address:${request.ip}`, app.config.rateLimits.publicPerAddress);
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const domain = email.split('@').pop() ?? '';
      if (!app.config.signupDomains.includes(domain)) throw badRequest(PlatformMessages.signup.domainNotAllowed);
      let departmentId: string | null = null;
      if (body.role === Roles.Department) {
        if (!body.userType) throw badRequest(PlatformMessages.signup.departmentRequired);
        if (!isUuid(body.userType)) throw badRequest(PlatformMessages.signup.departmentNotFound);
        const [dept] = await app.db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.id, body.userType), isNull(departments.deletedAt)));
        if (!dept) throw badRequest(PlatformMessages.signup.departmentNotFound);
        departmentId = dept.id;
      }
      if (await findUserByEmail(app, email)) throw conflict(PlatformMessages.signup.emailTaken);
      const passwordHash = await app.passwords.hash(body.password);
      let id: string;
      try {
        [{ id }] = await app.db
          .insert(users)
          .values({
            email,
            passwordHash,
            role: body.role,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            departmentId,
          })
          .returning({ id: users.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PlatformMessages.signup.emailTaken);
        throw error;
      }
      const admins = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, Roles.SuperAdmin), eq(users.disabled, false)));
      await app.notifications.notify(
        admins.map((a) => a.id),
        signupNotificationText(body.role, body.firstName.trim(), body.lastName.trim()),
        { entityType: 'user', entityId: id },
      );
      return reply.status(201).send({ message: PlatformMessages.signup.success, _id: id });
    },
  );

  app.get(
    '/me',
    { config: { access: SIGNED_IN }, schema: { response: { 200: CurrentUserSchema } } },
    async (request) => {
      const me = callerOf(request);
      let userType: { _id: string; name: string } | null = null;
      if (me.departmentId) {
        const [dept] = await app.db
          .select({ _id: departments.id, name: departments.name })
          .from(departments)
          .where(eq(departments.id, me.departmentId));
        userType = dept ?? null;
      }
      return { _id: me.id, role: me.role, email: me.email, firstName: me.firstName, lastName: me.lastName, userType };
    },
  );

  app.post(
    '/logout',
    { config: { access: SIGNED_IN }, schema: { body: EmptyBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const me = callerOf(request);
      await app.tokens.revoke(me);
      await app.disconnectUser(me.id, me.jti);
      return { message: PlatformMessages.auth.loggedOut };
    },
  );

  app.put(
    '/me/password',
    {
      config: { access: SIGNED_IN },
      schema: { body: ChangePasswordBodySchema, response: { 200: ChangePasswordResponseSchema } },
    },
    async (request) => {
      const me = callerOf(request);
      const { loginPerAccount } = app.config.rateLimits;
      const key = `password:account:${me.id}`;
      hitLimit(app, key, loginPerAccount);
      const [row] = await app.db.select().from(users).where(eq(users.id, me.id));
      // 400, not 401: the client signs out on 401, and the caller's session is fine.
      if (!row || !(await app.passwords.verify(row.passwordHash, request.body.currentPassword))) {
        throw badRequest(PlatformMessages.password.currentWrong);
      }
      if (request.body.currentPassword === request.body.newPassword) throw badRequest(PlatformMessages.password.unchanged);
      app.limiter.reset(key);
      const passwordHash = await app.passwords.hash(request.body.newPassword);
      // One transaction: a new password never stands with the old tokens still valid. Only `tx` inside
      // (with the embedded database's pool of one, a query on app.db here would wait forever).
      const tokenVersion = await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, me.id));
        return app.tokens.revokeAll(me.id, tx);
      });
      await app.disconnectUser(me.id);
      const token = await app.tokens.issue({ ...row, tokenVersion });
      return { message: PlatformMessages.password.changed, token };
    },
  );
};

export default userRoutes;
