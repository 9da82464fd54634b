/** The three roles of the console (docs/areas/platform.md); the wire value of `role` in tokens and payloads. */
export const Roles = { Employee: 'Employee', Department: 'Department', SuperAdmin: 'SuperAdmin' } as const;
export type Role = (typeof Roles)[keyof typeof Roles];
export const ALL_ROLES: readonly Role[] = [Roles.Employee, Roles.Department, Roles.SuperAdmin];
/** Self sign-up offers only these. */
export const SIGNUP_ROLES: readonly Role[] = [Roles.Employee, Roles.Department];
