import type { UserUploadReport } from '@backoffice/contracts';

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
