/**
 * The users area's pure rules (docs/areas/users.md, "Role management", "Account status"): the role ceiling, the
 * stored fields each role management type means, whether a sent access level agrees with the type, and the reading
 * of Disable Account's expiry date. No database, no Fastify: unit-tested in rules.spec.ts.
 */
import {
  ASSIGNABLE_ROLE_TYPES,
  LOCKED_ROLE_TYPES,
  type AssignableRoleType,
  type Role,
  type RoleType,
  type UserKind,
} from '@backoffice/contracts';

/**
 * The ranks of the role ceiling, highest first: SuperAdmin (3) > Department (2) > Employee (1) > hotel and customer
 * accounts (0), which never sign in to the console.
 */
export const ROLE_RANKS = { SuperAdmin: 3, Department: 2, Employee: 1, none: 0 } as const;

/** The rank of a console role; null (a hotel or customer account, or no caller) ranks lowest. */
export function rankOfRole(role: Role | null | undefined): number {
  return role ? ROLE_RANKS[role] : ROLE_RANKS.none;
}

/** The rank of a user by kind (see userKind in libs/contracts): Admin, Department, Employee, then everyone else. */
export function rankOfKind(kind: UserKind): number {
  switch (kind) {
    case 'Admin':
      return ROLE_RANKS.SuperAdmin;
    case 'Department':
      return ROLE_RANKS.Department;
    case 'Employee':
      return ROLE_RANKS.Employee;
    default:
      return ROLE_RANKS.none;
  }
}

/** The rank a role management type grants: Admin is a SuperAdmin, every other type a hotel or customer account. */
export function rankOfType(type: RoleType): number {
  return type === 'Admin' ? ROLE_RANKS.SuperAdmin : ROLE_RANKS.none;
}

/**
 * Whether a caller of `callerRole` may give someone the type `type`: never a type ranked above the caller's own
 * role (403 `UsersMessages.role.aboveOwn` otherwise).
 */
export function mayGrant(callerRole: Role | null | undefined, type: RoleType): boolean {
  return rankOfType(type) <= rankOfRole(callerRole);
}

/**
 * Whether a caller of `callerRole` may change, disable or delete a user of kind `targetKind`: never one ranked
 * above the caller (403 `UsersMessages.role.aboveOwn` otherwise).
 */
export function mayManage(callerRole: Role | null | undefined, targetKind: UserKind): boolean {
  return rankOfKind(targetKind) <= rankOfRole(callerRole);
}

/** Customer and Guest: the customer app's accounts, never chosen nor changed by role management. */
export const isLockedType = (type: string): boolean => (LOCKED_ROLE_TYPES as readonly string[]).includes(type);
/** Whether a user of this kind is locked for role management (a Customer or a Guest). */
export const isLockedKind = (kind: UserKind): boolean => isLockedType(kind);
export const isAssignableType = (type: string): type is AssignableRoleType =>
  (ASSIGNABLE_ROLE_TYPES as readonly string[]).includes(type);

/** The stored fields of a user that role management sets. */
export interface StoredRole {
  role: 'SuperAdmin' | null;
  userType: 'ADMIN' | 'EMPLOYEE' | null;
  accessLevel: 'REGIONALMANAGER' | 'GROUPMANAGER' | 'OWNER' | null;
}

/**
 * What each assignable type is stored as (docs/areas/users.md, "Role management"): Hotel Manager = EMPLOYEE with
 * REGIONALMANAGER, Revenue Manager = EMPLOYEE with GROUPMANAGER, Owner = ADMIN with OWNER (no console role for the
 * three), Admin = role SuperAdmin without user type nor access level.
 */
export const STORED_ROLE: Readonly<Record<AssignableRoleType, StoredRole>> = {
  'Hotel Manager': { role: null, userType: 'EMPLOYEE', accessLevel: 'REGIONALMANAGER' },
  'Revenue Manager': { role: null, userType: 'EMPLOYEE', accessLevel: 'GROUPMANAGER' },
  Owner: { role: null, userType: 'ADMIN', accessLevel: 'OWNER' },
  Admin: { role: 'SuperAdmin', userType: null, accessLevel: null },
};

/**
 * Whether the optional `accessLevel` of role management agrees with the type: absent always does; otherwise it must
 * be the type's stored level (for Admin, which has none, only an empty string).
 */
export function accessLevelAgrees(type: AssignableRoleType, accessLevel: string | undefined): boolean {
  if (accessLevel === undefined) return true;
  return accessLevel === (STORED_ROLE[type].accessLevel ?? '');
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Disable Account's `expireDate` (docs/areas/users.md, "Account status"): `YYYY-MM-DD` is the start of that UTC
 * day, an ISO instant (with `Z` or an offset) is taken as is. @returns the instant, or null when the text is
 * neither (an impossible day such as 2026-02-30 included).
 */
export function parseExpireDate(text: string): Date | null {
  const value = text.trim();
  const day = DAY.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const at = new Date(Date.UTC(y, m - 1, d));
    return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? at : null;
  }
  if (!INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  // Date.parse rolls an impossible day over (2026-02-30T…); refuse it as the day form does.
  if (!parseExpireDate(value.slice(0, 10))) return null;
  return new Date(ms);
}
