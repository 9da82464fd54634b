import { LOCKED_ROLE_TYPES, type UserKind } from '@backoffice/contracts/constants';

/** A customer-app account (Customer or Guest): its type is locked and its record is the customer record. */
export const isCustomerKind = (kind: UserKind) => (LOCKED_ROLE_TYPES as readonly string[]).includes(kind);

/** How a user is named on screen: the full name, or the e-mail when there is none. */
export const nameOf = (u: { fullName: string; email: string }) => u.fullName.trim() || u.email;

/** Edit User and role management of a user. */
export const editUserPath = (id: string) => `/users-all/${encodeURIComponent(id)}`;
export const roleManagementPath = (id: string) => `${editUserPath(id)}/role-management`;

/** The way back of a user's pages when they were not opened from a list: Users Management. */
export const BACK_TO_USERS = { to: '/users-all', label: 'Back to Users Management' };

/** Create User (opened by Add User on both lists, which carry themselves as its way back). */
export const CREATE_USER_PATH = '/users/create';

/** The first list, /users (no sidebar entry), where the spreadsheet upload is: Users Management's 'Upload Excel'. */
export const UPLOAD_USERS_PATH = '/users';
