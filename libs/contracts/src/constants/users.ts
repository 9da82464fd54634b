/**
 * The users area's constants and pure rules (docs/areas/users.md): user kinds and their labels (docs/areas/users.md, "Kinds and labels"),
 * the list filter, the role management types, account status, the upload limits and the export's file name.
 * No TypeBox: the shell and the remotes import these.
 */

/**
 * The users area's routes (docs/areas/users.md, "Calls"; libs/api/README.md, "Operations defined once"): the method
 * and path of each operation of contracts/src/users.ts, TypeBox-free so that the api-client calls them
 * (`OperationRoute` of ../operation.ts; `defineOperation` checks each when the operation spreads it).
 */
export const UsersRoutes = {
  listUsers: { method: 'GET', path: '/user/all' },
  exportUsers: { method: 'GET', path: '/user/export' },
  getUserInfo: { method: 'GET', path: '/user/info/:userId' },
  updateUserInfo: { method: 'PUT', path: '/user/info/:userId' },
  decideDepartmentRequest: { method: 'PUT', path: '/user/departmentRequest/:userId' },
  removeUser: { method: 'PUT', path: '/user/removeUser/:id' },
  setAccountExpiry: { method: 'PUT', path: '/user/disableAccount/:id' },
  listAdmins: { method: 'POST', path: '/user/adminList' },
  addAdmin: { method: 'POST', path: '/user/addAdmin' },
  uploadUsers: { method: 'POST', path: '/user/uploadExcelUsers' },
  getInvitation: { method: 'GET', path: '/user/invitation' },
  acceptInvitation: { method: 'POST', path: '/user/acceptInvitation' },
  sendPasswordLink: { method: 'POST', path: '/user/passwordLink/:id' },
} as const;

/**
 * What a user is, derived from its stored fields by {@link userKind}: console staff (`Admin` = role SuperAdmin,
 * `Department`, `Employee`), hotel accounts (`Hotel Manager` = REGIONALMANAGER, `Revenue Manager` = GROUPMANAGER,
 * `Owner` = OWNER, `Reservation Contact` = STANDARD, `Manager` = MANAGER) and the customer app's accounts
 * (`Customer` = userType APP signed up with provider Timeflyz, `Guest` = APP otherwise).
 */
export const USER_KINDS = [
  'Admin',
  'Department',
  'Employee',
  'Hotel Manager',
  'Revenue Manager',
  'Owner',
  'Reservation Contact',
  'Manager',
  'Customer',
  'Guest',
] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** The user filter of /users-all, in the spec's order; `All` means no filter. */
export const USER_FILTERS = ['All', 'Hotel Manager', 'Revenue Manager', 'Owner', 'Admin', 'Customer', 'Guest'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/**
 * Role management's User Type options, in the spec's order, with the stored fields each means. `Customer` and
 * `Guest` (the customer app's accounts, userType APP) are locked: shown, never chosen, and a customer's type is
 * never changed here (docs/areas/users.md, "Role management").
 */
export const ROLE_TYPES = ['Hotel Manager', 'Revenue Manager', 'Owner', 'Admin', 'Customer', 'Guest'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
/** The role management types that may be chosen. */
export const ASSIGNABLE_ROLE_TYPES = ['Hotel Manager', 'Revenue Manager', 'Owner', 'Admin'] as const satisfies readonly RoleType[];
export type AssignableRoleType = (typeof ASSIGNABLE_ROLE_TYPES)[number];
export const LOCKED_ROLE_TYPES = ['Customer', 'Guest'] as const satisfies readonly RoleType[];

/** The sign-up provider of customers who hold an account; anyone else booked as a guest. */
export const CUSTOMER_PROVIDER = 'Timeflyz';

/** Account type shown for a customer-app user: provider Timeflyz is a Customer, anyone else a Guest. */
export const accountType = (provider: string | null | undefined): 'Customer' | 'Guest' =>
  provider === CUSTOMER_PROVIDER ? 'Customer' : 'Guest';

/** The stored fields {@link userKind} reads (any may be missing: a hotel account has no role). */
export interface UserKindFields {
  role?: string | null;
  userType?: string | null;
  accessLevel?: string | null;
  provider?: string | null;
}

/** What a user is (see {@link USER_KINDS}); the console role wins over hotel fields. */
export function userKind(u: UserKindFields): UserKind {
  if (u.role === 'SuperAdmin') return 'Admin';
  if (u.role === 'Department') return 'Department';
  if (u.role === 'Employee') return 'Employee';
  if (u.userType === 'APP') return accountType(u.provider);
  switch (u.accessLevel) {
    case 'REGIONALMANAGER':
      return 'Hotel Manager';
    case 'GROUPMANAGER':
      return 'Revenue Manager';
    case 'OWNER':
      return 'Owner';
    case 'MANAGER':
      return 'Manager';
    default:
      return 'Reservation Contact';
  }
}

/**
 * The access-level label (docs/areas/users.md, "Kinds and labels"): Admin, the department's name for Department users, Employee, Hotel
 * Manager, Revenue Manager, Hotel Owner, Reservation Contact, Manager, Customer or Guest.
 */
export function accessLevelLabel(u: UserKindFields & { departmentName?: string | null }): string {
  const kind = userKind(u);
  if (kind === 'Department') return u.departmentName || 'Department';
  if (kind === 'Owner') return 'Hotel Owner';
  return kind;
}

/** Account status (docs/areas/users.md, "Account status"): Active when there is no expiry or it is in the future. */
export const ACCOUNT_STATUSES = ['Active', 'Not Active'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * The account status of a user: `Not Active` when disabled (a removed department or manager) or when
 * `expireDate` (ISO instant) is not in the future at `now`; otherwise `Active`.
 */
export function accountStatus(u: { expireDate: string | null; disabled?: boolean }, now: Date = new Date()): AccountStatus {
  if (u.disabled) return 'Not Active';
  if (!u.expireDate) return 'Active';
  return Date.parse(u.expireDate) > now.getTime() ? 'Active' : 'Not Active';
}

/** Users upload limits (docs/areas/users.md, "Upload"): 5 MB and 5,000 data rows; .xlsx only. */
export const USER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const USER_UPLOAD_MAX_ROWS = 5000;
/**
 * What the file picker offers: .xlsx only (docs/areas/users.md, "Upload"). A .xls is refused by the API, so the
 * picker does not offer it; one sent anyway (dropped, or picked with "All files") gets the API's clear message.
 */
export const USER_UPLOAD_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * The sheet's columns, by header (matched without case, spaces or underscores): Email (required), First Name,
 * Last Name, Role (Employee or Department; Employee when empty) and Department (a department's name, required for
 * Department). Other columns are ignored.
 */
export const USER_UPLOAD_COLUMNS = ['Email', 'First Name', 'Last Name', 'Role', 'Department'] as const;

/** The list and admins page size (10 per page, 5 page links). */
export const USERS_PAGE_SIZE = 10;
export const ADMINS_PAGE_SIZE = 10;
export const PAGE_LINKS = 5;

/** How long a confirmed PIN step-up lasts: 5 minutes (docs/areas/users.md, "PIN step-up"). */
export const STEP_UP_SECONDS = 5 * 60;
/** How long an invitation link (a new admin or an uploaded user) stays valid: 7 days. */
export const USER_INVITE_DAYS = 7;


/**
 * An Admin's mobile number for the PIN SMS, in E.164: `+`, a country code that does not start with 0, 8 to 15
 * digits in all (docs/areas/users.md, "Invitation"), e.g. `+61412345678`.
 */
export const MOBILE_E164_SHAPE = /^\+[1-9][0-9]{7,14}$/;

/** The export's file name for a day (`YYYY-MM-DD`, UTC): `Users-2026-11-25.xlsx`. */
export function usersExportFileName(day: Date = new Date()): string {
  return `Users-${day.toISOString().slice(0, 10)}.xlsx`;
}

/** The export's columns, in order. */
export const USER_EXPORT_COLUMNS = ['Name', 'Email', 'Access Level', 'Status', 'Last Signed In', 'Created'] as const;
