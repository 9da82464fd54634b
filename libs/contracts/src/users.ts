/**
 * The users area's wire shapes (docs/areas/users.md, "Calls"): the user lists, a user's info and role management,
 * account status, the upload report, admins, the PIN step-up and the invitation. Every call needs a SuperAdmin but
 * the public POST /user/acceptInvitation. Instants are ISO strings.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PlatformRoutes } from './constants/platform';
import { ACCOUNT_STATUSES, ROLE_TYPES, USER_FILTERS, USER_KINDS, UsersRoutes } from './constants/users';
import { UsersMessages } from './messages/users';
import { withMessages } from './validation';
import { EmptyBodySchema, MessageResponseSchema } from './auth';
import { defineOperation, fileResponse } from './operation';

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Ref = /*#__PURE__*/ Type.Object({ _id: Type.String(), name: Type.String() });

/**
 * A user as both lists and the edit pages show it. `kind` is {@link userKind}'s answer and `accessLabel` the
 * spec's access-level label; `status` is derived from `disabled` and `expireDate` ({@link accountStatus}).
 * `commission` and `hotel` are a manager's or an Owner's chain and hotels.
 */
export const UserSummarySchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  role: Nullable(literals(['Employee', 'Department', 'SuperAdmin'] as const)),
  userType: Nullable(literals(['ADMIN', 'APP', 'EMPLOYEE'] as const)),
  accessLevel: Nullable(literals(['STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER'] as const)),
  kind: literals(USER_KINDS),
  accessLabel: Type.String(),
  department: Nullable(Ref),
  commission: Nullable(Type.Object({ _id: Type.String(), clientTypeName: Type.String() })),
  hotel: Type.Array(Ref),
  provider: Nullable(Type.String()),
  createdAt: Type.String(),
  lastLoggedIn: Nullable(Type.String()),
  expireDate: Nullable(Type.String()),
  disabled: Type.Boolean(),
  status: literals(ACCOUNT_STATUSES),
  /** False until a self sign-up confirms its address: it cannot sign in before (docs/areas/users.md, "Department requests"). */
  emailVerified: Type.Boolean(),
  /** A self sign-up's pending request to join this department as a Department user, or null. */
  requestedDepartment: Nullable(Ref),
});
export type UserSummary = Static<typeof UserSummarySchema>;

/** The list's sortable columns. */
export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'lastLoggedIn'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * GET /user/all and GET /user/export query: `search` matches name or e-mail (case-insensitive), `type` one of the
 * spec's filter values (`All` or absent: every user), `hideAdmins` leaves SuperAdmins out (the first list, /users).
 * Deleted users are never listed. Default: page 1, 10 per page, newest first.
 */
export const UserListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(literals(USER_FILTERS)),
    hideAdmins: Type.Optional(Type.Boolean()),
    /** Only the self sign-ups whose department request waits for a decision (docs/areas/users.md, "Department requests"). */
    requests: Type.Optional(Type.Boolean()),
    sort: Type.Optional(literals(USER_SORT_FIELDS)),
    order: Type.Optional(literals(['asc', 'desc'] as const)),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuerySchema>;
export const UserListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(UserSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type UserListResponse = Static<typeof UserListResponseSchema>;

export const UserIdParamsSchema = /*#__PURE__*/ Type.Object({ userId: Id });

/** GET /user/info/{userId}: `{ data }`. */
export const UserInfoResponseSchema = /*#__PURE__*/ Type.Object({ data: UserSummarySchema });
export type UserInfoResponse = Static<typeof UserInfoResponseSchema>;

/**
 * PUT /user/info/{userId}. From Edit User: `firstName`, `lastName` (required there), optional `passwordNew` (6 or
 * more characters; the user's tokens are revoked). From role management: `userType` (a {@link ROLE_TYPES} value),
 * `commission` (chain id; cleared for Admin, and for Hotel Manager taken from its hotels), `hotel` (hotel ids, of
 * that chain), `accessLevel` (optional; must agree with `userType` when sent). A change of type revokes the user's
 * tokens and sockets; a change to Admin needs the caller's PIN step-up. Answers `{ message, data }`.
 */
export const UpdateUserInfoBodySchema = /*#__PURE__*/ Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: PERSON_NAME_MAX_LENGTH })),
    lastName: Type.Optional(Type.String({ maxLength: PERSON_NAME_MAX_LENGTH })),
    passwordNew: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
    userType: Type.Optional(literals(ROLE_TYPES)),
    commission: Type.Optional(Nullable(Id)),
    hotel: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    accessLevel: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type UpdateUserInfoBody = Static<typeof UpdateUserInfoBodySchema>;
export const UserSavedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: UserSummarySchema });
export type UserSavedResponse = Static<typeof UserSavedResponseSchema>;

/**
 * PUT /user/disableAccount/{id}: `expireDate` (an ISO date `YYYY-MM-DD`, taken as the start of that UTC day, or an
 * ISO instant) disables the account from then on; `null` reactivates it. Answers `{ message, data }`.
 */
export const DisableAccountBodySchema = /*#__PURE__*/ Type.Object(
  {
    // One schema of two types, not a union: under the API's type coercion a union's first member would turn '' (or
    // 0, false) into null, a reactivation, or null into ''. With `type: [string, null]` nothing that matches either
    // is coerced.
    expireDate: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: 40,
      ...withMessages({ default: UsersMessages.account.expireDateRequired }),
    }),
  },
  { additionalProperties: false },
);
export type DisableAccountBody = Static<typeof DisableAccountBodySchema>;

/**
 * PUT /user/departmentRequest/{userId} (docs/areas/users.md, "Department requests"): a SuperAdmin approves (the user
 * becomes a Department user of the requested department; its sessions end) or refuses (it stays an Employee) a self
 * sign-up's request. Answers `{ message, data }`; 404 unknown user; 409 nothing pending, the department removed, or
 * the address not confirmed.
 */
export const DepartmentRequestBodySchema = /*#__PURE__*/ Type.Object(
  { decision: literals(['approve', 'refuse'] as const) },
  { additionalProperties: false },
);
export type DepartmentRequestBody = Static<typeof DepartmentRequestBodySchema>;

/** One row of POST /user/adminList. */
export const AdminSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  createdAt: Type.String(),
  /** False while the invitation is not accepted (no password yet). */
  active: Type.Boolean(),
});
export type Admin = Static<typeof AdminSchema>;
/**
 * POST /user/adminList: optional page (10 per page) and `search` (the start of the first name, the last name, "first
 * last" or the e-mail, any case: an admin's link, /all-useradmins?search=, docs/areas/users.md, "Links"); answers the
 * admins oldest first.
 */
export const AdminListBodySchema = /*#__PURE__*/ Type.Union([
  Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
      search: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
export type AdminListBody = Static<typeof AdminListBodySchema>;
export const AdminListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(AdminSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type AdminListResponse = Static<typeof AdminListResponseSchema>;

/**
 * POST /user/addAdmin: the e-mail of a new SuperAdmin (invited by e-mail to set a password and a mobile number) or
 * of an existing console user (made Admin). Needs the caller's PIN step-up (403 `UsersMessages.stepUp.required`).
 * Answers 201 `{ message, data }`; 400 'Admin email is required' or the e-mail shape message; 409 already an Admin.
 */
export const AddAdminBodySchema = /*#__PURE__*/ Type.Object(
  { email: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH })) },
  { additionalProperties: false },
);
export type AddAdminBody = Static<typeof AddAdminBodySchema>;
export const AddAdminResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: AdminSchema });
export type AddAdminResponse = Static<typeof AddAdminResponseSchema>;

/** POST /user/stepUp (empty body): sends the caller a PIN by SMS. Answers `{ message, expiresInSeconds }`. */
export const StepUpSentResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), expiresInSeconds: Type.Integer() });
export type StepUpSentResponse = Static<typeof StepUpSentResponseSchema>;
/**
 * POST /user/stepUp/verify `{ otp }`: confirms the PIN for the caller's session. Answers `{ message, until }` (ISO);
 * 400 with the sign-in PIN's messages (never 401: the session is fine).
 */
export const StepUpVerifyBodySchema = /*#__PURE__*/ Type.Object({ otp: Type.String({ maxLength: 12 }) }, { additionalProperties: false });
export type StepUpVerifyBody = Static<typeof StepUpVerifyBodySchema>;
export const StepUpVerifiedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), until: Type.String() });
export type StepUpVerifiedResponse = Static<typeof StepUpVerifiedResponseSchema>;

/** One refused row of an upload: its sheet row number (1-based, the header is row 1), e-mail and the reason. */
export const UploadRefusedRowSchema = /*#__PURE__*/ Type.Object({ row: Type.Integer(), email: Type.String(), reason: Type.String() });
/** One created row of an upload. */
export const UploadCreatedRowSchema = /*#__PURE__*/ Type.Object({ row: Type.Integer(), email: Type.String(), _id: Type.String() });
/**
 * Answer of POST /user/uploadExcelUsers (multipart, one `file`): how many data rows were read, which were created
 * (each invited by e-mail) and which refused, with the reason. Uploading the same sheet again creates nothing: every
 * row is refused as taken.
 */
export const UserUploadReportSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  importId: Type.String(),
  rows: Type.Integer(),
  created: Type.Array(UploadCreatedRowSchema),
  refused: Type.Array(UploadRefusedRowSchema),
});
export type UserUploadReport = Static<typeof UserUploadReportSchema>;

/**
 * POST /user/acceptInvitation (public): the invitation link's token and the new password (6 or more characters);
 * an invited Admin also gives `mobile` (E.164) for their PIN. Answers `{ message }`; 400 an unusable link.
 */
export const AcceptInvitationBodySchema = /*#__PURE__*/ Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBodySchema>;
/** GET /user/invitation query: the link's token. */
export const InvitationQuerySchema = /*#__PURE__*/ Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type InvitationQuery = Static<typeof InvitationQuerySchema>;


/**
 * GET /user/invitation?token=: what the invitation page needs before the form (public): the e-mail and whether a
 * mobile number is asked (an Admin). 400 an unusable link.
 */
export const InvitationInfoResponseSchema = /*#__PURE__*/ Type.Object({ email: Type.String(), needsMobile: Type.Boolean() });
export type InvitationInfoResponse = Static<typeof InvitationInfoResponseSchema>;

/** GET /department/listDepartment: the live departments by name (the Create User form's Department select). */
export const DepartmentOptionsResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(Ref) });
export type DepartmentOptionsResponse = Static<typeof DepartmentOptionsResponseSchema>;

/** The `:id` of a user's account calls (Delete, Disable Account, Reset Password): the same shape as `IdParamsSchema`. */
const AccountIdParamsSchema = /*#__PURE__*/ Type.Object({ id: Id });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The users area's operations (docs/areas/users.md, "Calls"; libs/api/README.md, "Operations defined once"): the
 * routes of libs/api/users register from them and the api-client calls them. Every call needs a SuperAdmin but the
 * invitation's two public calls. POST /user/uploadExcelUsers is multipart: its route is registered by hand (the
 * operation documents its path and answer, the client sends its form).
 */
export const UsersOperations = {
  /** GET /user/all: one page of users, filtered and sorted. */
  listUsers: /*#__PURE__*/ defineOperation({ ...UsersRoutes.listUsers, query: UserListQuerySchema, response: { 200: UserListResponseSchema } }),
  /** GET /user/export: the filtered list without paging as Users-{date}.xlsx. */
  exportUsers: /*#__PURE__*/ defineOperation({
    ...UsersRoutes.exportUsers,
    query: UserListQuerySchema,
    response: { 200: fileResponse(XLSX, 'The matching users as an .xlsx workbook') },
  }),
  /** GET /user/info/:userId: one user (404 when deleted or unknown). */
  getUserInfo: /*#__PURE__*/ defineOperation({ ...UsersRoutes.getUserInfo, params: UserIdParamsSchema, response: { 200: UserInfoResponseSchema } }),
  /** PUT /user/info/:userId: Edit User and role management (403 making an Admin without the PIN step-up). */
  updateUserInfo: /*#__PURE__*/ defineOperation({
    ...UsersRoutes.updateUserInfo,
    params: UserIdParamsSchema,
    body: UpdateUserInfoBodySchema,
    response: { 200: UserSavedResponseSchema },
  }),
  /** PUT /user/departmentRequest/:userId `{ decision }`: approves or refuses a Department request (409 nothing pending). */
  decideDepartmentRequest: /*#__PURE__*/ defineOperation({
    ...UsersRoutes.decideDepartmentRequest,
    params: UserIdParamsSchema,
    body: DepartmentRequestBodySchema,
    response: { 200: UserSavedResponseSchema },
  }),
  /** PUT /user/removeUser/:id (no body): deletes the user. */
  removeUser: /*#__PURE__*/ defineOperation({ ...UsersRoutes.removeUser, params: AccountIdParamsSchema, response: { 200: MessageResponseSchema } }),
  /** PUT /user/disableAccount/:id `{ expireDate }`: disables from then on, or reactivates with null. */
  setAccountExpiry: /*#__PURE__*/ defineOperation({
    ...UsersRoutes.setAccountExpiry,
    params: AccountIdParamsSchema,
    body: DisableAccountBodySchema,
    response: { 200: UserSavedResponseSchema },
  }),
  /** POST /user/adminList: one page of the admins, oldest first. */
  listAdmins: /*#__PURE__*/ defineOperation({ ...UsersRoutes.listAdmins, body: AdminListBodySchema, response: { 200: AdminListResponseSchema } }),
  /** POST /user/addAdmin `{ email }` (201; 403 without the caller's PIN step-up, 409 already an Admin). */
  addAdmin: /*#__PURE__*/ defineOperation({ ...UsersRoutes.addAdmin, body: AddAdminBodySchema, response: { 201: AddAdminResponseSchema } }),
  /** POST /user/uploadExcelUsers (multipart `file`; the route is registered by hand): the upload's report. */
  uploadUsers: /*#__PURE__*/ defineOperation({ ...UsersRoutes.uploadUsers, response: { 200: UserUploadReportSchema } }),
  /** GET /user/invitation?token= (public, rate limited): the link's e-mail and whether a mobile is asked. */
  getInvitation: /*#__PURE__*/ defineOperation({ ...UsersRoutes.getInvitation, query: InvitationQuerySchema, response: { 200: InvitationInfoResponseSchema } }),
  /** POST /user/acceptInvitation (public, rate limited): sets the password with the link's token. */
  acceptInvitation: /*#__PURE__*/ defineOperation({ ...UsersRoutes.acceptInvitation, body: AcceptInvitationBodySchema, response: { 200: MessageResponseSchema } }),
  /** POST /user/passwordLink/:id (no body): e-mails the user a link to set a new password. */
  sendPasswordLink: /*#__PURE__*/ defineOperation({ ...UsersRoutes.sendPasswordLink, params: AccountIdParamsSchema, response: { 200: MessageResponseSchema } }),
};
/** The users area's operations by name (`UsersOperations['listUsers']`: the api-client's type of a call). */
export type UsersOperations = typeof UsersOperations;

/**
 * The PIN step-up's operations (docs/areas/users.md, "PIN step-up"; libs/api/README.md, "Operations defined
 * once"): the platform area's routes (libs/api/platform, users/step-up.ts) registered from them, the users client
 * calling them. SuperAdmin only (403, 401); the send is rate limited per account (429); a wrong or expired PIN
 * answers 400 (never 401: the session is fine).
 */
export const StepUpOperations = {
  /** POST /user/stepUp (body `{}` or none): sends the caller a PIN by SMS. */
  requestStepUp: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.requestStepUp, body: EmptyBodySchema, response: { 200: StepUpSentResponseSchema } }),
  /** POST /user/stepUp/verify `{ otp }`: grants the caller's session a step-up for STEP_UP_SECONDS. */
  verifyStepUp: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.verifyStepUp, body: StepUpVerifyBodySchema, response: { 200: StepUpVerifiedResponseSchema } }),
};
/** The PIN step-up's operations by name (`StepUpOperations['requestStepUp']`: the api-client's type of a call). */
export type StepUpOperations = typeof StepUpOperations;
