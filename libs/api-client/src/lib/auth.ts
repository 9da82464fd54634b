import { PlatformRoutes as routes, UsersRoutes } from '@backoffice/contracts/constants';
import type {
  AuthOperations as Ops,
  ChangePasswordBody,
  CurrentUser,
  InvitationInfoResponse,
  LoginBody,
  OtpBody,
  OtpRequiredResponse,
  SignupBody,
  TokenResponse,
  UsersOperations,
} from '@backoffice/contracts';
import { call, http, type CallConfig } from './client';

// The platform's calls here are the operations of libs/contracts/src/auth.ts (`AuthOperations`) at their routes
// (`PlatformRoutes`, call.ts); the invitation's two are the users area's operations (`UsersOperations`, `UsersRoutes`).
// The JWT reader lives in ./token (no axios there, so the shell's first screen can take it alone).
export { decodeToken, isTokenExpired } from './token';

const credentialsCall: CallConfig = { skipUnauthorized: true };

/**
 * Answer of {@link login}: a token, or `{ otpRequired: true, attemptId }` for a SuperAdmin (continue with
 * {@link otpVerification}, sending `attemptId` back).
 */
export type LoginResult = TokenResponse | OtpRequiredResponse;

/**
 * POST /api/user/login (docs/areas/platform.md, "Calls").
 * @returns `{ token }`, or `{ otpRequired: true, attemptId }` for a SuperAdmin, who signs in with the PIN of that
 *   attempt.
 * @throws ApiError 401 "Email or Password didn't match. Please try again..."; 429 (see `retryAfterSeconds`).
 */
export async function login(body: LoginBody): Promise<LoginResult> {
  return call<Ops['login']>(routes.login, { body }, credentialsCall);
}

/**
 * POST /api/user/adminLogin: checks the SuperAdmin's password and sends a new PIN by SMS
 * (docs/areas/platform.md, "Calls"; also "Resend Code").
 * @returns `{ otpRequired: true, attemptId }`: the new attempt, whose id {@link otpVerification} sends back (an
 *   earlier attempt's id no longer works).
 * @throws ApiError 401 on a wrong password; 429 when rate limited.
 */
export async function adminLogin(body: LoginBody): Promise<OtpRequiredResponse> {
  return call<Ops['adminLogin']>(routes.adminLogin, { body }, credentialsCall);
}

/**
 * POST /api/user/otpVerification: the admin's second step, with the `attemptId` of the password step.
 * @returns `{ token }`.
 * @throws ApiError 400 on a malformed PIN or attempt id; 401 on a wrong or expired PIN (or an attempt replaced by
 *   Resend Code); 429 after too many tries.
 */
export async function otpVerification(body: OtpBody): Promise<TokenResponse> {
  return call<Ops['otpVerification']>(routes.otpVerification, { body }, credentialsCall);
}

/**
 * POST /api/user/create: self sign-up (docs/areas/platform.md, "Calls"). `userType` is the department id for
 * Department.
 * @returns the HTTP status (201 on success).
 * @throws ApiError on any non-2xx answer.
 */
export async function signup(body: SignupBody): Promise<number> {
  // The operation's path (`AuthOperations.createUser`) through `http`: the caller reads the status, which `call`
  // does not answer.
  const config: CallConfig = { ...credentialsCall, anonymous: true };
  return (await http.post(routes.createUser.path, { ...body, encryption: true }, config)).status;
}

/** GET /api/user/me: the signed-in user with their department (`userType`, or null). */
export async function getMe(): Promise<CurrentUser> {
  return call<Ops['getMe']>(routes.getMe);
}

/** POST /api/user/logout: revokes the token on the server (docs/areas/platform.md, "Sessions and tokens"). */
export async function logout(): Promise<void> {
  await call<Ops['logout']>(routes.logout, { body: {} });
}

/**
 * PUT /api/user/me/password. The old token is revoked: store the returned one.
 * @returns `{ message, token }`.
 * @throws ApiError 400 when the current password is wrong (its `message` is the server's); a 401 (lost session)
 * signs out like any other call.
 */
export async function changePassword(body: ChangePasswordBody): Promise<{ message: string; token: string }> {
  return call<Ops['changePassword']>(routes.changePassword, { body });
}

/** GET /user/invitation?token= (public): the invited e-mail and whether a mobile number is asked (an Admin). */
export async function getInvitation(token: string): Promise<InvitationInfoResponse> {
  return call<UsersOperations['getInvitation']>(UsersRoutes.getInvitation, { query: { token } }, credentialsCall);
}

/** POST /user/acceptInvitation (public): sets the password (and an Admin's mobile) through the link, once. */
export async function acceptInvitation(body: { token: string; password: string; mobile?: string }): Promise<{ message: string }> {
  return call<UsersOperations['acceptInvitation']>(UsersRoutes.acceptInvitation, { body }, credentialsCall);
}

/**
 * POST /user/verifyEmail (public; docs/areas/platform.md, "Sign-up (`/signup`)"): confirms a sign-up's address with
 * the token of its e-mailed link, once.
 * @throws ApiError 400 `PlatformMessages.verifyEmail.invalid` for an unknown, used or expired link.
 */
export async function verifyEmail(token: string): Promise<{ message: string }> {
  return call<Ops['verifyEmail']>(routes.verifyEmail, { body: { token } }, credentialsCall);
}
