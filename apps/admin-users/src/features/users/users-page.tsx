import type { UserSummary } from '@backoffice/contracts';
import { ListPage, useListQuery } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { AddUserButton } from '../shared/add-user-button';
import { countUsers } from '../shared/api';
import { UserLink } from '../shared/user-link';
import { useUserListGrid, userColumns } from '../shared/user-list-grid';
import { BACK_TO_USERS } from '../users-all/user-paths';
import { UserUpload } from './user-upload';

/** The way back to this list from the pages it opens (Edit User, Create User). */
const BACK_TO_LIST = 'Back to Users';

const COLUMNS: DataGridColumn<UserSummary>[] = [
  { id: 'name', header: 'Name', kind: 'name', priority: 1, cell: (u) => <UserLink user={u} backLabel={BACK_TO_LIST} />, cellStyle: { fontWeight: 'medium' } },
  userColumns.email,
  userColumns.accessLevel,
  userColumns.status,
  userColumns.createdAt,
];

/** /users' filter: the API leaves the Admins out. */
const USERS_FILTERS = { hideAdmins: true };
/** /users reads no URL key besides page/sort/order. */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /users, Users (docs/areas/users.md, "Screens"): the first user list, Admins left out by the API
 * (`hideAdmins`), newest first, 10 per page with the page in the URL; name (a link to the user, a customer's to
 * their customer record: docs/areas/users.md, "Links"), e-mail, access-level label, account status and creation day
 * (remote-kit's ListPage, list 'users'). Add User opens /users/create, which returns here; the Excel upload ({@link UserUpload}) sits
 * above the list with its report, and the list reloads after it.
 */
export function UsersPage() {
  const { page, setPage } = useListQuery();
  const grid = useUserListGrid({ filters: USERS_FILTERS, page, setPage, listKey: 'users' });
  return (
    <ListPage
      {...grid}
      // The list has no filter of its own (docs/areas/platform.md, "Saved views"): every view counts its whole list.
      viewParams={NO_VIEW_PARAMS}
      countView={() => countUsers(USERS_FILTERS)}
      title="Users"
      back={BACK_TO_USERS}
      columns={COLUMNS}
      actions={<AddUserButton backLabel={BACK_TO_LIST} />}
      filters={<UserUpload />}
    />
  );
}
