import type { UserListResponse, UserSummary } from '@backoffice/contracts';

/**
 * A user as GET /user/all and GET /user/info answer it, for the component tests, with `over` laid on top: Ann Lee,
 * a Revenue Manager of the Accor chain, signed in once.
 */
export const userRow = (over: Partial<UserSummary> = {}): UserSummary => ({
  _id: 'u2',
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Lee',
  fullName: 'Ann Lee',
  role: null,
  userType: 'EMPLOYEE',
  accessLevel: 'GROUPMANAGER',
  kind: 'Revenue Manager',
  accessLabel: 'Revenue Manager',
  department: null,
  commission: { _id: 'c1', clientTypeName: 'Accor' },
  hotel: [],
  provider: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  lastLoggedIn: '2026-03-05T03:30:00.000Z',
  expireDate: null,
  disabled: false,
  status: 'Active',
  emailVerified: true,
  requestedDepartment: null,
  ...over,
});

/** An Employee of the console (Asha Rao), never signed in, no chain: /users' first row. */
export const employeeRow = (over: Partial<UserSummary> = {}): UserSummary =>
  userRow({
    _id: 'u1',
    email: 'asha@staff.example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    fullName: 'Asha Rao',
    role: 'Employee',
    accessLevel: null,
    kind: 'Employee',
    accessLabel: 'Employee',
    commission: null,
    lastLoggedIn: null,
    ...over,
  });

/** A customer-app account (kind Customer, Cal Guest). */
export const customerRow = (over: Partial<UserSummary> = {}): UserSummary =>
  userRow({
    _id: 'u3',
    email: 'cal@example.test',
    firstName: 'Cal',
    lastName: 'Guest',
    fullName: 'Cal Guest',
    userType: 'APP',
    accessLevel: null,
    kind: 'Customer',
    accessLabel: 'Customer',
    commission: null,
    provider: 'Timeflyz',
    lastLoggedIn: null,
    ...over,
  });

/** One page of users (10 per page). */
export const page = (data: UserSummary[], total = data.length, pageNo = 1): UserListResponse => ({ data, total, page: pageNo, limit: 10 });
