import type { UserSummary } from '@backoffice/contracts';
import { ListPage, useListQuery } from '@backoffice/remote-kit';
import { Button, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { countUsers } from '../shared/api';
import { UserLink } from '../shared/user-link';
import { useUserListGrid, userColumns } from '../shared/user-list-grid';
import { UserUpload } from './user-upload';

const COLUMNS: DataGridColumn<UserSummary>[] = [
  { id: 'name', header: 'Name', kind: 'name', priority: 1, cell: (u) => <UserLink user={u} backLabel="Back to Users" />, cellStyle: { fontWeight: 'medium' } },
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
 * (remote-kit's ListPage, list 'users'). Add User opens /users/create; the Excel upload ({@link UserUpload}) sits
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
      columns={COLUMNS}
      actions={
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to="/users/create">Add User</RouterLink>
        </Button>
      }
      filters={<UserUpload />}
    />
  );
}
