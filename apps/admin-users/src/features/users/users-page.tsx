import { USERS_PAGE_SIZE, UsersMessages } from '@backoffice/contracts/constants';
import type { UserListQuery, UserSummary } from '@backoffice/contracts';
import { errorMessage, useLastPageFallback, useListQuery } from '@backoffice/remote-kit';
import { Badge, Box, Button, DataGrid, Flex, Heading, Stack, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { dayText } from '../shared/format';
import { useUserList } from '../shared/users-data';
import { UserUpload } from './user-upload';

const COLUMNS: DataGridColumn<UserSummary>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.fullName || '—', cellStyle: { fontWeight: 'medium' } },
  { id: 'email', header: 'Email', cell: (u) => u.email },
  { id: 'accessLevel', header: 'Access Level', cell: (u) => u.accessLabel },
  {
    id: 'status',
    header: 'Status',
    nowrap: true,
    cell: (u) => <Badge colorPalette={u.status === 'Active' ? 'green' : 'red'}>{u.status}</Badge>,
  },
  { id: 'createdAt', header: 'Created', nowrap: true, cell: (u) => dayText(u.createdAt) },
];

/**
 * /users, Users (docs/areas/users.md, "Screens"): the first user list, Admins left out by the API
 * (`hideAdmins`), newest first, 10 per page with the page in the URL; name, e-mail, access-level label, account
 * status and creation day. Add User opens /users/create; the Excel upload ({@link UserUpload}) shows its report
 * above the list, which then reloads.
 */
export function UsersPage() {
  const { page, setPage } = useListQuery();
  const query: UserListQuery = { hideAdmins: true, page, limit: USERS_PAGE_SIZE };
  const users = useUserList(query);
  const total = users.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  useLastPageFallback(users.isSuccess && !users.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Users
          </Heading>
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/users/create">Add User</RouterLink>
          </Button>
        </Flex>
        <UserUpload />
        <DataGrid
          label="Users"
          columns={COLUMNS}
          rows={users.data?.data}
          rowKey={(u) => u._id}
          loading={users.isPending}
          loadingLabel="Loading users…"
          fetching={users.isPlaceholderData}
          error={users.isError ? errorMessage(users.error) : null}
          errorTitle="The users could not be loaded."
          onRetry={() => void users.refetch()}
          emptyText={UsersMessages.list.empty}
          pagination={{ page, pageSize: USERS_PAGE_SIZE, total, onPageChange: setPage }}
        />
      </Stack>
    </Box>
  );
}
