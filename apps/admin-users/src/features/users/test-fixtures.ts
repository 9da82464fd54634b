import type { UserSummary, UserUploadReport } from '@backoffice/contracts';

/** A user of the lists for the component tests, with `over` laid on top. */
export const userRow = (over: Partial<UserSummary> = {}): UserSummary => ({
  _id: 'u1',
  email: 'asha@staff.example.com',
  firstName: 'Asha',
  lastName: 'Rao',
  fullName: 'Asha Rao',
  role: 'Employee',
  userType: 'EMPLOYEE',
  accessLevel: null,
  kind: 'Employee',
  accessLabel: 'Employee',
  department: null,
  commission: null,
  hotel: [],
  provider: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  lastLoggedIn: null,
  expireDate: null,
  disabled: false,
  status: 'Active',
  ...over,
});

/** An upload report: three rows read, one created, two refused. */
export const uploadReport = (over: Partial<UserUploadReport> = {}): UserUploadReport => ({
  message: 'Users uploaded Successfully',
  importId: 'imp1',
  rows: 3,
  created: [{ row: 2, email: 'new.one@staff.example.com', _id: 'n1' }],
  refused: [
    { row: 3, email: 'asha@staff.example.com', reason: 'An account with this Email Address already exists' },
    { row: 4, email: 'not-an-email', reason: 'Please enter a valid Email Address' },
  ],
  ...over,
});
