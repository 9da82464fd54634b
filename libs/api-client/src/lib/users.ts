import type {
  OperationAnswer,
  AddAdminResponse,
  AdminListResponse,
  DepartmentOptionsResponse,
  DepartmentRequestBody,
  DisableAccountBody,
  SignupBody,
  SignupResponse,
  StepUpSentResponse,
  StepUpVerifiedResponse,
  UpdateUserInfoBody,
  UserListQuery,
  UserListResponse,
  UserSavedResponse,
  UserSummary,
  UserUploadReport,
  UsersOperations as Ops,
  AuthOperations,
  StepUpOperations,
  HelpdeskOperations,
} from '@backoffice/contracts';
import { HelpdeskRoutes, PlatformRoutes, UsersRoutes as routes } from '@backoffice/contracts/constants';
import { call, http } from './shared-client';

// The users area's calls (docs/areas/users.md, "Calls"), each the operation of libs/contracts/src/users.ts called at
// its route (`UsersRoutes`, call.ts; the export and the upload use its route with the shared client, for the file's
// name and the form). Every call needs a SuperAdmin (the invitation's two public calls are in auth.ts, on the login
// page's entry); createUser and the step-up are the platform's operations (`AuthOperations`, `StepUpOperations`),
// the departments' list is the help desk's (`HelpdeskOperations.listDepartmentOptions`). A
// failure is the shared client's ApiError carrying the server's message (400 with the forms' messages, 403 outside
// the caller's rights or without the PIN step-up, 404, 409, 413 and 415 for the upload).

/** GET /user/all: one page of users (10 by default), filtered by `search`, `type` and `hideAdmins`, newest first. */
export async function listUsers(query: UserListQuery = {}): Promise<UserListResponse> {
  return call<Ops['listUsers']>(routes.listUsers, { query });
}

/**
 * GET /user/export: the filtered list (no paging) as `Users-{date}.xlsx`, streamed; cells that would start a formula
 * are neutralised. Save it with remote-kit's `saveBlob(blob, fileName)`.
 */
export async function exportUsers(query: Omit<UserListQuery, 'page' | 'limit'> = {}): Promise<{ blob: Blob; fileName: string }> {
  const res = await http.request<Blob>({
    method: routes.exportUsers.method,
    url: routes.exportUsers.path,
    params: { ...query, page: undefined, limit: undefined },
    responseType: 'blob',
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'Users.xlsx';
  return { blob: res.data, fileName };
}

/** GET /user/info/{userId}: one user (404 when deleted or unknown). */
export async function getUserInfo(userId: string): Promise<UserSummary> {
  return (await call<Ops['getUserInfo']>(routes.getUserInfo, { params: { userId } })).data;
}

/**
 * PUT /user/info/{userId}: names and optional new password (Edit User), or the type, chain and hotels (role
 * management). 403 `UsersMessages.stepUp.required` when making someone an Admin without a fresh PIN step-up.
 */
export async function updateUserInfo(userId: string, body: UpdateUserInfoBody): Promise<UserSavedResponse> {
  return call<Ops['updateUserInfo']>(routes.updateUserInfo, { params: { userId }, body });
}

/** PUT /user/removeUser/{id}: deletes the user (their history stays under their name); 'User Deleted Successfully'. */
export async function removeUser(userId: string): Promise<{ message: string }> {
  return call<Ops['removeUser']>(routes.removeUser, { params: { id: userId } });
}

/**
 * PUT /user/disableAccount/{id}: `expireDate` (`YYYY-MM-DD` or an ISO instant) disables the account from then on,
 * `null` reactivates it ('Disabled account successfully.' / 'Reactivate Account successfully.').
 */
export async function setAccountExpiry(userId: string, expireDate: DisableAccountBody['expireDate']): Promise<UserSavedResponse> {
  return call<Ops['setAccountExpiry']>(routes.setAccountExpiry, { params: { id: userId }, body: { expireDate } });
}

/**
 * PUT /user/departmentRequest/{id} (docs/areas/users.md, "Department requests"): approves or refuses a self sign-up's
 * request to be a Department user; 'Department request approved' / 'Department request refused' and the user after.
 * @throws ApiError 404 unknown user; 409 nothing pending, the department removed, the address not confirmed.
 */
export async function decideDepartmentRequest(userId: string, decision: DepartmentRequestBody['decision']): Promise<UserSavedResponse> {
  return call<Ops['decideDepartmentRequest']>(routes.decideDepartmentRequest, { params: { userId }, body: { decision } });
}

/**
 * POST /user/passwordLink/{id}: e-mails the user a single-use link to set a new password (the customer app's page
 * for customers, the hotel admin's for hotel accounts, the console's /set-password for staff);
 * 'Password Reset Email sent Successfully'.
 */
export async function sendPasswordLink(userId: string): Promise<{ message: string }> {
  return call<Ops['sendPasswordLink']>(routes.sendPasswordLink, { params: { id: userId } });
}

/**
 * POST /user/uploadExcelUsers (multipart `file`, .xlsx, at most 5 MB and 5,000 rows): the report of created and
 * refused rows. `onProgress` gets the upload's 0–1. 413 too large, 415 not .xlsx (a .xls gets its own message).
 */
export async function uploadUsers(file: File, onProgress?: (fraction: number) => void): Promise<UserUploadReport> {
  const form = new FormData();
  form.append('file', file);
  const res = await http.post<OperationAnswer<Ops['uploadUsers']>>(routes.uploadUsers.path, form, {
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress(e.loaded / e.total);
    },
  });
  return res.data;
}

/**
 * POST /user/create with the SuperAdmin's token (Create User): an Employee or a Department user (`userType` the
 * department id) with the given password; no sign-up domain rule. 201 'User created Successfully'; 400 with the
 * form's messages in the spec's order; 409 the e-mail has an account. The platform's operation
 * (`AuthOperations.createUser`, the self sign-up's route too).
 */
export async function createUser(body: SignupBody): Promise<SignupResponse> {
  return call<AuthOperations['createUser']>(PlatformRoutes.createUser, { body: { ...body, encryption: true } });
}

/** POST /user/adminList: one page of the admins (10 per page), oldest first; `search` a name's or e-mail's start. */
export async function listAdmins(page = 1, search?: string): Promise<AdminListResponse> {
  return call<Ops['listAdmins']>(routes.listAdmins, { body: search ? { page, search } : { page } });
}

/**
 * POST /user/addAdmin `{ email }` (201 'Admin Email Added Successfully'). 403 `UsersMessages.stepUp.required`
 * without a fresh PIN step-up: call {@link requestStepUp}, then {@link verifyStepUp}, then again.
 */
export async function addAdmin(email: string): Promise<AddAdminResponse> {
  return call<Ops['addAdmin']>(routes.addAdmin, { body: { email } });
}

/** POST /user/stepUp (body `{}`): sends the signed-in SuperAdmin a PIN by SMS (the platform's `StepUpOperations`). */
export async function requestStepUp(): Promise<StepUpSentResponse> {
  return call<StepUpOperations['requestStepUp']>(PlatformRoutes.requestStepUp, { body: {} });
}

/**
 * POST /user/stepUp/verify `{ otp }`: confirms the PIN; the session may then make admins for 5 minutes. 400 for a
 * wrong or expired PIN.
 */
export async function verifyStepUp(otp: string): Promise<StepUpVerifiedResponse> {
  return call<StepUpOperations['verifyStepUp']>(PlatformRoutes.verifyStepUp, { body: { otp } });
}

/** GET /department/listDepartment: the departments by name (Create User's Department select). */
export async function listDepartmentOptions(): Promise<DepartmentOptionsResponse['data']> {
  return (await call<HelpdeskOperations['listDepartmentOptions']>(HelpdeskRoutes.listDepartmentOptions)).data;
}
