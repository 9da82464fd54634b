import { USERS_PAGE_SIZE, UsersMessages } from '@backoffice/contracts/constants';
import type { UserListQuery, UserSummary } from '@backoffice/contracts';
import { useLastPageFallback, type ListQuery } from '@backoffice/remote-kit';
import { Badge, DataGrid, type DataGridColumn } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { dayText } from './format';
import { gridStatesOf } from './list-page';
import { useUserList } from './users-data';

/** The columns both user lists (/users, /users-all) show alike: e-mail, access-level label, account status, creation day. */
export const userColumns = {
  email: { id: 'email', header: 'Email', cell: (u) => u.email },
  accessLevel: { id: 'accessLevel', header: 'Access Level', cell: (u) => u.accessLabel },
  status: {
    id: 'status',
    header: 'Status',
    nowrap: true,
    cell: (u) => <Badge colorPalette={u.status === 'Active' ? 'green' : 'red'}>{u.status}</Badge>,
  },
  createdAt: { id: 'createdAt', header: 'Created', nowrap: true, cell: (u) => dayText(u.createdAt) },
} satisfies Record<string, DataGridColumn<UserSummary>>;

/** Props of {@link UserListGrid}. */
export interface UserListGridProps {
  /** GET /user/all's filters (without page and limit). */
  filters: Omit<UserListQuery, 'page' | 'limit'>;
  /** The page shown, 1-based (the URL's, from `useListQuery`). */
  page: number;
  /** Opens another page (`useListQuery`'s): the pager, and the fallback from a page past the last (replacing). */
  setPage: ListQuery['setPage'];
  columns: DataGridColumn<UserSummary>[];
  /** Above the table (a list's search and filters). */
  toolbar?: ReactNode;
}

/**
 * A user list (docs/areas/users.md, "Screens"): one page of GET /user/all with `filters`, USERS_PAGE_SIZE a page,
 * in a grid named 'Users' with the area's states: loading, 'The users could not be loaded.' with the server's
 * message and Retry, `UsersMessages.list.empty`, the previous page dimmed while the next loads, and a page past the
 * last (rows deleted meanwhile) replaced by the last.
 */
export function UserListGrid({ filters, page, setPage, columns, toolbar }: UserListGridProps) {
  const users = useUserList({ ...filters, page, limit: USERS_PAGE_SIZE });
  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  useLastPageFallback(users.isSuccess && !users.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));
  return (
    <DataGrid
      label="Users"
      columns={columns}
      rows={users.data?.data}
      rowKey={(u) => u._id}
      {...gridStatesOf(users)}
      loadingLabel="Loading users…"
      errorTitle="The users could not be loaded."
      emptyText={UsersMessages.list.empty}
      pagination={{ page, pageSize: USERS_PAGE_SIZE, total, onPageChange: setPage }}
      toolbar={toolbar}
    />
  );
}
