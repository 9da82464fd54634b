import type { Admin } from '@backoffice/contracts';

/** An admin row for the component tests, with `over` laid on top. */
export const adminRow = (over: Partial<Admin> = {}): Admin => ({
  _id: 'a1',
  email: 'root@staff.example.com',
  fullName: 'Root Admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  active: true,
  ...over,
});

/** `n` admins numbered from `from` (a1@…, a2@…). */
export const adminRows = (n: number, from = 1): Admin[] =>
  Array.from({ length: n }, (_, i) => adminRow({ _id: `a${from + i}`, email: `a${from + i}@staff.example.com` }));
