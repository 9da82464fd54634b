import { USERS_PAGE_SIZE, UsersMessages, formatDate } from '@backoffice/contracts/constants';
import type { UserListQuery, UserSummary } from '@backoffice/contracts';
import { useLastPageFallback, type ListPageProps, type ListQuery } from '@backoffice/remote-kit';
import { Badge, type DataGridColumn } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';
import { useUserList } from './api';

/** The rows per page a user list offers: the spec's 10 (USERS_PAGE_SIZE) first, the reader's choice kept per list. */
export const USER_PAGE_SIZES: readonly number[] = [USERS_PAGE_SIZE, 25, 50];

/**
 * The columns both user lists (/users, /users-all) show alike (docs/areas/users.md, "Screens"): the e-mail on one
 * line cut with an ellipsis (the whole address on hover), the access-level label, the account status, and the
 * creation day in the viewer's zone (the format module). At narrow widths the creation day gives way first, then
 * the access level (docs/frontend-data.md, "Lists").
 */
export const userColumns = {
  email: { id: 'email', header: 'Email', kind: 'email', priority: 1, cell: (u) => u.email },
  accessLevel: { id: 'accessLevel', header: 'Access Level', priority: 2, cell: (u) => u.accessLabel },
  status: {
    id: 'status',
    header: 'Status',
    nowrap: true,
    priority: 1,
    cell: (u) => <Badge colorPalette={u.status === 'Active' ? 'green' : 'red'}>{u.status}</Badge>,
  },
  createdAt: { id: 'createdAt', header: 'Created', kind: 'date', priority: 3, cell: (u) => formatDate(u.createdAt) },
} satisfies Record<string, DataGridColumn<UserSummary>>;

/** What {@link useUserListGrid} gives a user list's ListPage: everything but its title, columns and filters. */
export type UserListGridProps = Pick<
  ListPageProps<UserSummary>,
  'label' | 'listKey' | 'query' | 'rows' | 'rowKey' | 'loadingLabel' | 'errorTitle' | 'emptyText' | 'pagination' | 'columnToggle'
>;

/** Options of {@link useUserListGrid}. */
export interface UserListOptions {
  /** GET /user/all's filters (without page and limit). */
  filters: Omit<UserListQuery, 'page' | 'limit'>;
  /** The page shown, 1-based (the URL's, from `useListQuery`). */
  page: number;
  /** Opens another page (`useListQuery`'s): the pager, and the fallback from a page past the last (replacing). */
  setPage: ListQuery['setPage'];
  /** The list's stable name ('users', 'users-all'): its column choice and rows per page are kept under it. */
  listKey: string;
}

/**
 * A user list's grid (docs/areas/users.md, "Screens"), for remote-kit's ListPage: one page of GET /user/all with
 * `filters`, 10 a page unless the reader chose 25 or 50 (kept per list), in a grid named 'Users' with the area's
 * texts: 'Loading users…', 'The users could not be loaded.' (with the server's message and Retry),
 * `UsersMessages.list.empty`. A page past the last (rows deleted meanwhile) is replaced by the last.
 */
export function useUserListGrid({ filters, page, setPage, listKey }: UserListOptions): UserListGridProps {
  const [pageSize, setPageSize] = useGridPageSize(listKey, USERS_PAGE_SIZE, USER_PAGE_SIZES);
  const users = useUserList({ ...filters, page, limit: pageSize });
  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(users.isSuccess && !users.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));
  return {
    label: 'Users',
    listKey,
    query: users,
    rows: users.data?.data,
    rowKey: (u) => u._id,
    loadingLabel: 'Loading users…',
    errorTitle: 'The users could not be loaded.',
    emptyText: UsersMessages.list.empty,
    columnToggle: true,
    pagination: { page, pageSize, total, onPageChange: setPage, pageSizeOptions: USER_PAGE_SIZES, onPageSizeChange: setPageSize },
  };
}
