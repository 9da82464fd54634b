import type { UserSummary } from '@backoffice/contracts';
import { PageFrame, useListQuery } from '@backoffice/remote-kit';
import { Button, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { UserListGrid, userColumns } from '../shared/user-list-grid';
import { UserUpload } from './user-upload';

const COLUMNS: DataGridColumn<UserSummary>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.fullName || '—', cellStyle: { fontWeight: 'medium' } },
  userColumns.email,
  userColumns.accessLevel,
  userColumns.status,
  userColumns.createdAt,
];

/**
 * /users, Users (docs/areas/users.md, "Screens"): the first user list, Admins left out by the API
 * (`hideAdmins`), newest first, 10 per page with the page in the URL; name, e-mail, access-level label, account
 * status and creation day. Add User opens /users/create; the Excel upload ({@link UserUpload}) shows its report
 * above the list, which then reloads.
 */
export function UsersPage() {
  const { page, setPage } = useListQuery();
  return (
    <PageFrame
      title="Users"
      action={
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to="/users/create">Add User</RouterLink>
        </Button>
      }
    >
      <UserUpload />
      <UserListGrid filters={{ hideAdmins: true }} page={page} setPage={setPage} columns={COLUMNS} />
    </PageFrame>
  );
}
