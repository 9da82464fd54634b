/**
 * Wire shapes of sign-in, the current user, departments and notifications (spec 1 sections 3 and 7).
 * Bodies are closed objects: an unknown field answers 400 (DECISIONS.md, Security).
 */
import { Type, type Static } from 'typebox';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ minLength: 6, maxLength: 200 });

export const RoleSchema = Type.Union([
  Type.Literal('Employee'),
  Type.Literal('Department'),
  Type.Literal('SuperAdmin'),
]);

/** POST /user/login and POST /user/adminLogin. */
export const LoginBodySchema = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBodySchema>;

/** Answer of POST /user/login and POST /user/otpVerification. */
export const TokenResponseSchema = Type.Object({ token: Type.String() });
export type TokenResponse = Static<typeof TokenResponseSchema>;

/** POST /user/create (sign-up). `userType` is the department id for Department users; `encryption` is ignored. */
export const SignupBodySchema = Type.Object(
  {
    email: Email,
    password: Password,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    userType: Type.Optional(Type.String({ maxLength: 64 })),
    role: Type.Union([Type.Literal('Employee'), Type.Literal('Department')]),
    encryption: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBodySchema>;

/** POST /user/otpVerification: the 4-digit PIN (6 when configured) of the admin's second step. */
export const OtpBodySchema = Type.Object(
  { email: Email, otp: Type.String({ pattern: '^[0-9]{4,6}$' }) },
  { additionalProperties: false },
);
export type OtpBody = Static<typeof OtpBodySchema>;

/** Claims of the JWT as the client decodes them (spec 1 section 3). */
export interface TokenClaims {
  sub: string;
  role: 'Employee' | 'Department' | 'SuperAdmin';
  firstName: string;
  /** The department id for Department users. */
  userType?: string;
  exp: number;
}

/** GET /user/me. */
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
  { currentPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

export const DepartmentSchema = Type.Object({ _id: Type.String(), name: Type.String() });
export type Department = Static<typeof DepartmentSchema>;

/** POST /department/listDepartment: optional name filter; answers { department: Department[] }. */
export const ListDepartmentBodySchema = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type ListDepartmentBody = Static<typeof ListDepartmentBodySchema>;
export const ListDepartmentResponseSchema = Type.Object({ department: Type.Array(DepartmentSchema) });
export type ListDepartmentResponse = Static<typeof ListDepartmentResponseSchema>;

/** A stored notification (POST /ticket/list-notification answers { data: Notification[] }). */
export const NotificationSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601 instant' }),
  isRead: Type.Boolean(),
});
export type Notification = Static<typeof NotificationSchema>;
export const ListNotificationResponseSchema = Type.Object({ data: Type.Array(NotificationSchema) });

/** The live socket.io `message` event's payload: the stored notification plus `message` (its text). */
export interface LiveNotification extends Notification {
  message: string;
}

/** Error body of every non-2xx answer. `message` is what the UI shows. */
export const ErrorResponseSchema = Type.Object({
  statusCode: Type.Number(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
