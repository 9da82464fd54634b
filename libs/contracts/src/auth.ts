/**
 * Wire shapes of sign-in, the current user, departments and notifications (docs/areas/platform.md, "Calls";
 * docs/areas/helpdesk.md, "Calls" for departments). Bodies are closed objects: an unknown field answers 400
 * (docs/areas/platform.md, "Calls" and "Rulings").
 */
import { Type, type Static } from 'typebox';
import { PlatformMessages } from './messages';
import { ID_MAX_LENGTH } from './constants/common';
import { DEPARTMENT_NAME_MAX_LENGTH } from './constants/helpdesk';
import {
  ATTEMPT_ID_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PIN_PATTERN,
  PlatformRoutes,
} from './constants/platform';
import { defineOperation } from './operation';
import { withMessages } from './validation';
import { PublicEmailSchema } from './email';

/** A password: at least 6 characters (docs/areas/platform.md, "Sign-in (`/login`)"). */
const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  ...withMessages({ default: PlatformMessages.login.passwordInvalid }),
});

/**
 * A user's role (docs/areas/platform.md, "Roles and access"): `Employee`, `Department` (tied to one
 * department) or `SuperAdmin`.
 */
export const RoleSchema = Type.Union([
  Type.Literal('Employee'),
  Type.Literal('Department'),
  Type.Literal('SuperAdmin'),
]);

/** POST /user/login and POST /user/adminLogin. */
export const LoginBodySchema = Type.Object(
  { email: PublicEmailSchema, password: Password },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

/** Answer of POST /user/login and POST /user/otpVerification. */
export const TokenResponseSchema = Type.Object({ token: Type.String() });
export type TokenResponse = Static<typeof TokenResponseSchema>;

/**
 * Answer of POST /user/login for a SuperAdmin: no token; a PIN was sent by SMS and the client moves to
 * /otpVerify (docs/decisions.md, Sign-in). Also the answer of POST /user/adminLogin. `attemptId` names this
 * sign-in attempt: POST /user/otpVerification must send it back, and only the PIN of that attempt answers it (a
 * new password step, Resend Code, gives a new id and makes the earlier one worthless).
 */
export const OtpRequiredResponseSchema = Type.Object({
  otpRequired: Type.Literal(true),
  attemptId: Type.String({ pattern: ATTEMPT_ID_PATTERN }),
});
export type OtpRequiredResponse = Static<typeof OtpRequiredResponseSchema>;

/** Answer of POST /user/login: `{ token }`, or `{ otpRequired: true, attemptId }` for a SuperAdmin. */
export const LoginResponseSchema = Type.Union([TokenResponseSchema, OtpRequiredResponseSchema]);
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** A body that must be empty (`{}` or none): POST /user/logout, the notification calls. */
export const EmptyBodySchema = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);

/** A plain `{ message }` answer. */
export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

// Property order is the order of the spec's checks (email, role, password): the API answers the first failure.
/**
 * POST /user/create (docs/areas/platform.md, "Sign-up (`/signup`)" and "Calls"). Self sign-up offers Employee
 * and Department only; `userType` is the department id, required for Department (a request a SuperAdmin approves);
 * the e-mail domain must be open to sign-up; `encryption` is ignored. A self sign-up answers 201 with the same
 * {@link SignupResponse} (no `_id`) whether or not the address has an account; a SuperAdmin's Create User answers
 * the new `_id`, or 409 `PlatformMessages.signup.emailTaken`. 400 with a spec message.
 */
export const SignupBodySchema = Type.Object(
  {
    email: PublicEmailSchema,
    role: Type.Union([Type.Literal('Employee'), Type.Literal('Department')], {
      ...withMessages({ default: PlatformMessages.signup.roleRequired }),
    }),
    password: Password,
    firstName: Type.String({
      minLength: 1,
      maxLength: PERSON_NAME_MAX_LENGTH,
      ...withMessages({ default: PlatformMessages.signup.firstNameRequired }),
    }),
    lastName: Type.String({
      minLength: 1,
      maxLength: PERSON_NAME_MAX_LENGTH,
      ...withMessages({ default: PlatformMessages.signup.lastNameRequired }),
    }),
    userType: Type.Optional(
      Type.String({
        maxLength: ID_MAX_LENGTH,
        ...withMessages({ default: PlatformMessages.signup.departmentNotFound }),
      }),
    ),
    encryption: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBodySchema>;

/** Answer of POST /user/create (201): `_id` only for a SuperAdmin's Create User. */
export const SignupResponseSchema = Type.Object({ message: Type.String(), _id: Type.Optional(Type.String()) });
export type SignupResponse = Static<typeof SignupResponseSchema>;

/** The longest e-mail verification token accepted (the tokens are 43 characters: 32 random bytes, base64url). */
export const VERIFY_EMAIL_TOKEN_MAX_LENGTH = 200;

/**
 * POST /user/verifyEmail (public; docs/areas/platform.md, "Sign-up (`/signup`)"): the token of the link e-mailed at
 * sign-up (the page /verify-email?token=… sends it). Answers 200 {@link MessageResponse}
 * `PlatformMessages.verifyEmail.success`; 400 `PlatformMessages.verifyEmail.invalid` (unknown, used, expired).
 */
export const VerifyEmailBodySchema = Type.Object(
  {
    token: Type.String({
      minLength: 1,
      maxLength: VERIFY_EMAIL_TOKEN_MAX_LENGTH,
      ...withMessages({ default: PlatformMessages.verifyEmail.invalid }),
    }),
  },
  { additionalProperties: false },
);
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

/**
 * POST /user/otpVerification: the 4-digit PIN (6 when configured) of the admin's second step, with the
 * `attemptId` the password step answered. Missing or malformed `attemptId`: 400
 * `PlatformMessages.pin.attemptInvalid`.
 */
export const OtpBodySchema = Type.Object(
  {
    email: PublicEmailSchema,
    otp: Type.String({ pattern: PIN_PATTERN, ...withMessages({ default: PlatformMessages.pin.invalid }) }),
    attemptId: Type.String({
      pattern: ATTEMPT_ID_PATTERN,
      maxLength: 36,
      ...withMessages({ default: PlatformMessages.pin.attemptInvalid }),
    }),
  },
  { additionalProperties: false },
);
export type OtpBody = Static<typeof OtpBodySchema>;

/**
 * Claims of the JWT as the client decodes them (docs/areas/platform.md, "Sessions and tokens"). HS256; the
 * server checks revocation.
 */
export interface TokenClaims {
  /** The user's `_id`. */
  sub: string;
  role: 'Employee' | 'Department' | 'SuperAdmin';
  firstName: string;
  /** The department id for Department users. */
  userType?: string;
  /** The user's token version when issued (password change, disable and role change bump it). */
  ver?: number;
  /** The token's id (revoked by logout). */
  jti?: string;
  /** Issued at, seconds since the epoch. */
  iat?: number;
  /** Expiry, seconds since the epoch (TOKEN_TTL after issue, 8 hours by default). */
  exp: number;
}

/** GET /user/me: the caller; `userType` is the department (`{ _id, name }`) of a Department user, else null. */
export const CurrentUserSchema = Type.Object({
  _id: Type.String(),
  role: RoleSchema,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  userType: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

/** PUT /user/me/password. */
export const ChangePasswordBodySchema = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/**
 * Answer of PUT /user/me/password: every older token of the user is revoked; store this one.
 * A wrong current password answers 400 `PlatformMessages.password.currentWrong` (not 401: the session is fine).
 */
export const ChangePasswordResponseSchema = Type.Object({ message: Type.String(), token: Type.String() });
export type ChangePasswordResponse = Static<typeof ChangePasswordResponseSchema>;

/** A department as the wire shows it (docs/areas/helpdesk.md, "Calls"). */
export const DepartmentSchema = Type.Object({ _id: Type.String(), name: Type.String() });
export type Department = Static<typeof DepartmentSchema>;

/** GET /department/get-department-by-id?departmentId= */
export const DepartmentByIdQuerySchema = Type.Object(
  { departmentId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type DepartmentByIdQuery = Static<typeof DepartmentByIdQuerySchema>;
/** Answer of GET /department/get-department-by-id: `{ data: { _id, name } }` (spec reads `data.name`). */
export const DepartmentByIdResponseSchema = Type.Object({ data: DepartmentSchema });
export type DepartmentByIdResponse = Static<typeof DepartmentByIdResponseSchema>;

/**
 * POST /department/listDepartment: optional name filter and ticket-status filter; answers { department }.
 * `status` 'Open' | 'Pending' | 'Close' keeps the departments with tickets in that state; 'All' keeps every
 * department; either way each has `ticketCount`, counting only the tickets the caller may see (a Department
 * user: those sent to its department or raised by it). SuperAdmin and Department only (docs/areas/helpdesk.md).
 */
export const ListDepartmentBodySchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: DEPARTMENT_NAME_MAX_LENGTH })),
    status: Type.Optional(
      Type.Union([Type.Literal('Open'), Type.Literal('Pending'), Type.Literal('Close'), Type.Literal('All')]),
    ),
  },
  { additionalProperties: false },
);
export type ListDepartmentBody = Static<typeof ListDepartmentBodySchema>;
/** Answer of POST /department/listDepartment, sorted by name. Allowed without a token (the sign-up form). */
export const ListDepartmentResponseSchema = Type.Object({
  department: Type.Array(
    Type.Object({ _id: Type.String(), name: Type.String(), ticketCount: Type.Optional(Type.Integer()) }),
  ),
});
export type ListDepartmentResponse = Static<typeof ListDepartmentResponseSchema>;

/**
 * A stored notification (POST /ticket/list-notification answers { data: Notification[] }).
 * `entityType` and `entityId` name the record it is about, with the audit trail's entity names (audit.ts:
 * `ticket`, `user`, ...); the bell opens that record (docs/areas/platform.md, notifications). The API always
 * sends both, null for a notification about nothing in particular; they are optional here so that older
 * payloads (and live events from an older server) still fit.
 */
export const NotificationSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601 instant' }),
  isRead: Type.Boolean(),
  entityType: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  entityId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
});
export type Notification = Static<typeof NotificationSchema>;
/** Answer of POST /ticket/list-notification: the caller's own notifications, newest first. */
export const ListNotificationResponseSchema = Type.Object({ data: Type.Array(NotificationSchema) });
export type ListNotificationResponse = Static<typeof ListNotificationResponseSchema>;

/** The live socket.io `message` event's payload: the stored notification plus `message` (its text). */
export interface LiveNotification extends Notification {
  message: string;
}

/**
 * Error body of every non-2xx answer. `message` is what the UI shows; `field`, when present, the form field it is
 * about (the body's key, nested ones joined by dots: `rooms.0.name`), under which a form shows it.
 */
export const ErrorResponseSchema = Type.Object({
  statusCode: Type.Number(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/**
 * The caller's notifications' operations (docs/areas/platform.md, "Calls": under /ticket, their old path;
 * libs/api/README.md, "Operations defined once"): libs/api/platform registers each route from its operation and
 * the api-client calls it. Any signed-in role (401 without a token); the body is `{}` or none.
 */
export const NotificationsOperations = {
  /** POST /ticket/list-notification: the caller's notifications, newest first. */
  listNotifications: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.listNotifications, body: EmptyBodySchema, response: { 200: ListNotificationResponseSchema } }),
  /** POST /ticket/update-notification: marks all the caller's notifications read. */
  markNotificationsRead: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.markNotificationsRead, body: EmptyBodySchema, response: { 200: MessageResponseSchema } }),
};
/** The notifications' operations by name (`NotificationsOperations['listNotifications']`: a call's type). */
export type NotificationsOperations = typeof NotificationsOperations;

/**
 * Sign-in, sign-up and the signed-in user's operations (docs/areas/platform.md, "Sessions and tokens" and "Calls";
 * libs/api/README.md, "Operations defined once"): libs/api/platform registers each route from its operation and
 * the api-client calls it. The sign-in steps, the sign-up and its e-mail check are public (rate limited: 429);
 * `createUser` is public for a self sign-up and a SuperAdmin's Create User with a token (docs/areas/users.md,
 * "Calls"); the others need a signed-in caller (401).
 */
export const AuthOperations = {
  /** POST /user/login: a token, or `{ otpRequired, attemptId }` for a SuperAdmin (401 wrong credentials). */
  login: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.login, body: LoginBodySchema, response: { 200: LoginResponseSchema } }),
  /** POST /user/adminLogin: a SuperAdmin's password step; sends a new PIN by SMS (401 otherwise). */
  adminLogin: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.adminLogin, body: LoginBodySchema, response: { 200: OtpRequiredResponseSchema } }),
  /** POST /user/otpVerification: the PIN of the attempt, answered a token (401 wrong or expired PIN). */
  otpVerification: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.otpVerification, body: OtpBodySchema, response: { 200: TokenResponseSchema } }),
  /** POST /user/create: a self sign-up, or with a SuperAdmin's token Create User (201; 400, 403, 409). */
  createUser: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.createUser, body: SignupBodySchema, response: { 201: SignupResponseSchema } }),
  /** POST /user/verifyEmail: confirms a sign-up's address with its link's token, once (400 otherwise). */
  verifyEmail: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.verifyEmail, body: VerifyEmailBodySchema, response: { 200: MessageResponseSchema } }),
  /** GET /user/me: the signed-in user with its department (`userType`, or null). */
  getMe: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.getMe, response: { 200: CurrentUserSchema } }),
  /** POST /user/logout (body `{}` or none): revokes the caller's token. */
  logout: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.logout, body: EmptyBodySchema, response: { 200: MessageResponseSchema } }),
  /** PUT /user/me/password: a new password and a new token, the others revoked (400 wrong current password). */
  changePassword: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.changePassword, body: ChangePasswordBodySchema, response: { 200: ChangePasswordResponseSchema } }),
};
/** Sign-in's and the session's operations by name (`AuthOperations['login']`: the api-client's type of a call). */
export type AuthOperations = typeof AuthOperations;
