/**
 * Sign-in, sign-up and the signed-in user (docs/areas/platform.md, "Sessions and tokens"): the HTTP side; the
 * SQL is the users repository's (`app.users`, repository.ts). Each route is registered from its operation
 * (`AuthOperations` of libs/contracts/src/auth.ts; routeOperation).
 */
import { AuthOperations as op, PlatformMessages, Roles, UsersMessages } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  actorOf,
  badRequest,
  bearerToken,
  callerOf,
  conflict,
  forbidden,
  isUniqueViolation,
  isUuid,
  routeOperation,
  SIGNED_IN,
  unauthorized,
  type AuthUser,
} from '@backoffice/api-server';
import { checkCredentials, recordFailure, sendPin, signedInActor, verifyPin } from './sign-in';
import { selfSignUp, verifyEmail } from './sign-up';


/**
 * Who calls POST /user/create: nobody (no Authorization header: a self sign-up) or a SuperAdmin (Create User,
 * docs/areas/users.md, "Calls").
 * @returns null without a header, else the SuperAdmin.
 * @throws HttpError 401 for a header without a valid token (malformed, expired, revoked); 403 for another role's.
 */
async function createUserCaller(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  const caller = await app.tokens.verify(bearerToken(request));
  if (!caller) throw unauthorized();
  if (caller.role !== Roles.SuperAdmin) throw forbidden();
  return caller;
}

const publicAccess = { config: { access: 'public' as const } };
const signedIn = { config: { access: SIGNED_IN } };

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.login, publicAccess, async (request) => {
    const user = await checkCredentials(app, request, request.body.email, request.body.password);
    if (user.role === Roles.SuperAdmin) {
      // The second step is never skipped (docs/decisions.md, "Sign-in"): send the PIN, the client moves to
      // /otpVerify with this attempt's id.
      const attemptId = await sendPin(app, request, user);
      return { otpRequired: true as const, attemptId };
    }
    await app.users.signedIn(user.id, signedInActor(request, user));
    return { token: await app.tokens.issue(user) };
  });

  routeOperation(app, op.adminLogin, publicAccess, async (request) => {
    const user = await checkCredentials(app, request, request.body.email, request.body.password);
    // Not a SuperAdmin: the same answer as a wrong password, so the call reveals no roles.
    if (user.role !== Roles.SuperAdmin) {
      await recordFailure(app, request, 'user.sign_in_failed', user.email, user, 'not_admin');
      throw unauthorized(PlatformMessages.login.failed);
    }
    const attemptId = await sendPin(app, request, user);
    return { otpRequired: true as const, attemptId };
  });

  routeOperation(app, op.otpVerification, publicAccess, async (request) => {
    const { email, attemptId, otp } = request.body;
    const user = await verifyPin(app, request, email, attemptId, otp);
    return { token: await app.tokens.issue(user) };
  });

  routeOperation(
    app,
    op.createUser,
    {
      // Public for the self sign-up; a SuperAdmin's Create User sends its token, checked here before the body is
      // read, as the access hook does for every signed-in call.
      config: { access: 'public' },
      onRequest: async (request) => {
        request.user = await createUserCaller(app, request);
      },
    },
    async (request, reply) => {
      const admin = request.user;
      if (!admin) {
        await selfSignUp(app, request, request.body);
        return reply.status(201).send({ message: PlatformMessages.signup.success });
      }
      // The SuperAdmin's Create User (docs/areas/users.md, "Calls"): no public rate limit, no sign-up domain rule, the
      // role as chosen and the address verified (the SuperAdmin vouches for it), `user.create` by the SuperAdmin, no
      // sign-up notification, and 409 for an address that has an account. Same fields, rules and messages otherwise.
      const body = request.body;
      let departmentId: string | null = null;
      if (body.role === Roles.Department) {
        if (!body.userType) throw badRequest(PlatformMessages.signup.departmentRequired, 'userType');
        if (!isUuid(body.userType)) throw badRequest(PlatformMessages.signup.departmentNotFound, 'userType');
        departmentId = (await app.users.liveDepartmentId(body.userType)) ?? null;
        if (!departmentId) throw badRequest(PlatformMessages.signup.departmentNotFound, 'userType');
      }
      const email = body.email.trim().toLowerCase();
      if (await app.users.findByEmail(email)) throw conflict(PlatformMessages.signup.emailTaken, 'email');
      const passwordHash = await app.passwords.hash(body.password);
      try {
        const user = { email, passwordHash, role: body.role, firstName: body.firstName.trim(), lastName: body.lastName.trim(), departmentId };
        const id = await app.users.create(user, actorOf(request));
        return reply.status(201).send({ message: UsersMessages.create.success, _id: id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(PlatformMessages.signup.emailTaken, 'email');
        throw error;
      }
    },
  );

  routeOperation(app, op.verifyEmail, publicAccess, async (request) => {
    await verifyEmail(app, request, request.body.token);
    return { message: PlatformMessages.verifyEmail.success };
  });

  routeOperation(app, op.getMe, signedIn, async (request) => {
    const me = callerOf(request);
    let userType: { _id: string; name: string } | null = null;
    if (me.departmentId) {
      userType = await app.users.departmentSummary(me.departmentId);
    }
    return { _id: me.id, role: me.role, email: me.email, firstName: me.firstName, lastName: me.lastName, userType };
  });

  routeOperation(app, op.logout, signedIn, async (request) => {
    const me = callerOf(request);
    await app.tokens.revoke(me);
    await app.disconnectUser(me.id, me.jti);
    return { message: PlatformMessages.auth.loggedOut };
  });

  routeOperation(app, op.changePassword, signedIn, async (request) => {
    const me = callerOf(request);
    const { loginPerAccount } = app.config.rateLimits;
    const key = `password:account:${me.id}`;
    await app.limiter.enforce(key, loginPerAccount);
    const row = await app.users.findById(me.id);
    // 400, not 401: the client signs out on 401, and the caller's session is fine.
    if (!row || !row.passwordHash || !(await app.passwords.verify(row.passwordHash, request.body.currentPassword))) {
      throw badRequest(PlatformMessages.password.currentWrong);
    }
    if (request.body.currentPassword === request.body.newPassword) throw badRequest(PlatformMessages.password.unchanged);
    await app.limiter.reset(key);
    const passwordHash = await app.passwords.hash(request.body.newPassword);
    // One transaction: a new password never stands with the old tokens still valid (repository.ts).
    const tokenVersion = await app.users.changePassword(me.id, passwordHash, actorOf(request));
    await app.disconnectUser(me.id);
    const token = await app.tokens.issue({ ...row, tokenVersion });
    return { message: PlatformMessages.password.changed, token };
  });
};

export default userRoutes;
