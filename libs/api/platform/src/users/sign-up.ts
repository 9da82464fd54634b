/**
 * The self sign-up and its e-mail verification (docs/areas/platform.md, "Sign-up (`/signup`)"): POST /user/create
 * without a token and POST /user/verifyEmail. A self sign-up never tells whether an address has an account: a new
 * address gets an account that cannot sign in until its link is followed, an address with an account gets the same
 * answer after the same work, and its owner an e-mail instead. A Department role chosen at sign-up is a request:
 * the account is an Employee until a SuperAdmin approves it (the users area). The SQL is the users repository's
 * (`app.users`, repository.ts).
 */
import {
  EMAIL_VERIFY_HOURS,
  PlatformMessages,
  Roles,
  departmentRequestNotificationText,
  signupNotificationText,
  type SignupBody,
} from '@backoffice/contracts';
import {
  actorOf,
  areaSettings,
  badRequest,
  DEFAULT_LINKS,
  isUniqueViolation,
  isUuid,
  newPasswordLinkToken,
  passwordLinkHash,
  type MailMessage,
  type UserRow,
} from '@backoffice/api-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformConfig } from '../config';
import type { SelfSignUp, VerificationLink } from './repository';

/** How many sign-up e-mails one address may receive per hour: past it the answer is the same, and no mail is sent. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

const consoleUrl = (app: FastifyInstance) => (app.config.links ?? DEFAULT_LINKS).consoleUrl;

/** A new single-use verification link: the token for the e-mail, its hash and end for the database. */
function newLink(now: Date): { token: string; link: VerificationLink } {
  const token = newPasswordLinkToken();
  return { token, link: { tokenHash: passwordLinkHash(token), expiresAt: new Date(now.getTime() + EMAIL_VERIFY_HOURS * 3_600_000) } };
}

/** The e-mail with the link that confirms a sign-up's address. */
function verificationMail(app: FastifyInstance, to: string, firstName: string, token: string, department: string | null): MailMessage {
  const link = `${consoleUrl(app)}/verify-email?token=${encodeURIComponent(token)}`;
  const request = department
    ? `You asked to join the ${department} department. An administrator reviews the request once your address is ` +
      'confirmed; until then you can sign in as an Employee.\n\n'
    : '';
  return {
    to,
    subject: 'Confirm your e-mail address for the Timeflyz Back Office',
    text:
      `Hello ${firstName},\n\nTo finish signing up, open this link within ${EMAIL_VERIFY_HOURS} hours (it works once):\n\n` +
      `${link}\n\n${request}` +
      'If you did not sign up, ignore this e-mail: the account cannot be used without this link.\n',
  };
}

/** The e-mail an account's owner gets when someone signs up again with its (confirmed) address. */
function existingAccountMail(app: FastifyInstance, user: UserRow): MailMessage {
  return {
    to: user.email,
    subject: 'Someone tried to sign up with your e-mail address',
    text:
      `Hello ${user.firstName.trim() || user.email},\n\nSomeone, perhaps you, tried to sign up to the Timeflyz Back ` +
      'Office with this address, which already has an account. Nothing was changed.\n\n' +
      `If it was you, sign in at ${consoleUrl(app)}/login with your password; if you have forgotten it, ask an ` +
      'administrator for a reset link. If it was not you, you can ignore this e-mail.\n',
  };
}

/**
 * A self sign-up (POST /user/create without a token): the spec's checks in order, the sign-up domain rule, the
 * department of a Department request; then, whether or not the address has an account, one password hash and one
 * transaction with one e-mail, so that both answers are alike in content and time.
 * @throws HttpError 400 (domain, department); 429 past the public limit.
 */
export async function selfSignUp(app: FastifyInstance, request: FastifyRequest, body: SignupBody): Promise<void> {
  await app.limiter.enforce(`public:address:${request.ip}`, app.config.rateLimits.publicPerAddress);
  const email = body.email.trim().toLowerCase();
  const domain = email.split('@').pop() ?? '';
  if (!areaSettings(app.config, platformConfig).signupDomains.includes(domain)) throw badRequest(PlatformMessages.signup.domainNotAllowed);
  let department: { _id: string; name: string } | null = null;
  if (body.role === Roles.Department) {
    if (!body.userType) throw badRequest(PlatformMessages.signup.departmentRequired, 'userType');
    const id = isUuid(body.userType) ? await app.users.liveDepartmentId(body.userType) : undefined;
    department = id ? await app.users.departmentSummary(id) : null;
    if (!department) throw badRequest(PlatformMessages.signup.departmentNotFound, 'userType');
  }
  const passwordHash = await app.passwords.hash(body.password);
  const signUp: SelfSignUp = {
    email,
    passwordHash,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    requestedDepartmentId: department?._id ?? null,
  };
  const now = new Date();
  const { token, link } = newLink(now);
  // A mailbox is not flooded by repeated sign-ups with its address: past the limit, the same answer and no mail.
  const mayMail = (await app.limiter.hit(`signup:email:${email}`, MAILS_PER_ADDRESS_PER_HOUR, 3600)).allowed;
  const existing = await app.users.findByEmail(email);
  if (!existing) {
    try {
      await app.users.signUp(signUp, link, verificationMail(app, email, signUp.firstName, token, department?.name ?? null), actorOf(request));
      return;
    } catch (error) {
      // The address was taken meanwhile: answered as any address with an account.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const owner = existing ?? (await app.users.findByEmail(email));
  if (!owner) return;
  let mail: MailMessage | null = null;
  if (mayMail) {
    mail = owner.emailVerifiedAt
      ? existingAccountMail(app, owner)
      : verificationMail(app, email, signUp.firstName, token, department?.name ?? null);
  }
  const pending = !owner.emailVerifiedAt && mayMail ? { update: signUp, link } : null;
  await app.users.signUpAgain(owner, pending, mail, actorOf(request));
}

/**
 * POST /user/verifyEmail: redeems the link once, then tells every SuperAdmin of the new account: a department
 * request waiting for their decision, or a new Employee (docs/areas/platform.md, "Sign-up (`/signup`)").
 * @throws HttpError 400 `PlatformMessages.verifyEmail.invalid` (unknown, used, expired; nothing changes); 429 past
 *   the public limit.
 */
export async function verifyEmail(app: FastifyInstance, request: FastifyRequest, token: string): Promise<void> {
  await app.limiter.enforce(`public:address:${request.ip}`, app.config.rateLimits.publicPerAddress);
  const user = await app.users.verifyEmail(passwordLinkHash(token), new Date(), actorOf(request));
  if (!user) throw badRequest(PlatformMessages.verifyEmail.invalid);
  const department = user.requestedDepartmentId ? await app.users.departmentSummary(user.requestedDepartmentId) : null;
  await app.notifications.notify(
    await app.users.activeSuperAdminIds(),
    department
      ? departmentRequestNotificationText(user.firstName, user.lastName, department.name)
      : signupNotificationText(user.role ?? Roles.Employee, user.firstName, user.lastName),
    { entityType: 'user', entityId: user.id },
  );
}
