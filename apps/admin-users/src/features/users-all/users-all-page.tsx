import { USER_FILTERS, type UserFilter } from '@backoffice/contracts/constants';
import type { UserListQuery, UserSummary } from '@backoffice/contracts';
import { PageFrame, errorMessage, saveBlob, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import { Badge, Button, Link, type DataGridColumn } from '@backoffice/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { signedInText } from '../shared/format';
import { FilterSelect, ListToolbar, SearchField } from '../shared/list-page';
import { UserListGrid, userColumns } from '../shared/user-list-grid';
import { AccountDialogs, type PendingAction } from './account-dialogs';
import { useExportUsers } from './api';
import { customerRecordPath, editUserPath, isCustomerKind, nameOf } from './format';
import { UserRowMenu } from './user-row-menu';

const isFilter = (v: string | null): v is UserFilter => (USER_FILTERS as readonly string[]).includes(v ?? '');

/**
 * /users-all, Users Management (docs/areas/users.md, "Screens"): every user (deleted ones never), searched by name
 * or e-mail and filtered by type (All, Hotel Manager, Revenue Manager, Owner, Admin, Customer, Guest), paged by the
 * API 10 at a time, or only the pending department requests (`requests=1`; each row shows its request); search,
 * filters and page live in the URL (`?search=&type=&requests=&page=`) so the page survives a
 * reload. Export saves the filtered list as the API names it (`Users-{date}.xlsx`). A customer's name opens their
 * customer record, anyone else's Edit User; each row's menu offers the account actions, each confirmed first.
 */
export function UsersAllPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const typeParam = params.get('type');
  const type = isFilter(typeParam) && typeParam !== 'All' ? typeParam : undefined;
  // Only the self sign-ups whose department request waits (docs/areas/users.md, "Department requests").
  const requests = params.get('requests') === '1';
  const filters: Omit<UserListQuery, 'page' | 'limit'> = {
    ...(search ? { search } : {}),
    ...(type ? { type } : {}),
    ...(requests ? { requests: true } : {}),
  };
  const exporter = useExportUsers();
  const notify = useNotify();
  const me = useAuth().user?.id;
  const [pending, setPending] = useState<PendingAction>(null);

  async function onExport() {
    try {
      const { blob, fileName } = await exporter.mutateAsync(filters);
      saveBlob(blob, fileName);
    } catch (e) {
      notify({ type: 'error', title: 'The users could not be exported.', description: errorMessage(e) });
    }
  }

  const columns: DataGridColumn<UserSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (u) => (
        <Link asChild color="blue.600">
          <RouterLink to={isCustomerKind(u.kind) ? customerRecordPath(u._id) : editUserPath(u._id)}>{nameOf(u)}</RouterLink>
        </Link>
      ),
    },
    {
      id: 'request',
      header: 'Department Request',
      cell: (u) => (u.requestedDepartment ? <Badge colorPalette="orange">{u.requestedDepartment.name}</Badge> : null),
    },
    userColumns.email,
    userColumns.accessLevel,
    userColumns.status,
    { id: 'lastLoggedIn', header: 'Last Signed In', nowrap: true, cell: (u) => signedInText(u.lastLoggedIn) },
    userColumns.createdAt,
    {
      id: 'actions',
      header: 'Action',
      pin: 'end',
      width: '7rem',
      cell: (u) => <UserRowMenu user={u} self={u._id === me} onAction={(action, user) => setPending({ action, user })} />,
    },
  ];

  return (
    <PageFrame
      title="Users Management"
      action={
        <Button size="sm" colorPalette="blue" loading={exporter.isPending} loadingText="Exporting…" onClick={() => void onExport()}>
          Export
        </Button>
      }
    >
      <UserListGrid
        filters={filters}
        page={page}
        setPage={setPage}
        columns={columns}
        toolbar={
          <ListToolbar>
            <SearchField value={searchInput} onChange={setSearchInput} placeholder="Name or e-mail" />
            <FilterSelect
              label="User Type"
              minW="44"
              options={USER_FILTERS.map((v) => ({ value: v, label: v }))}
              value={type ?? 'All'}
              onChange={(e) => setQuery({ type: e.target.value === 'All' ? undefined : e.target.value, page: undefined })}
            />
            <FilterSelect
              label="Requests"
              minW="44"
              emptyOption="All users"
              options={[{ value: '1', label: 'Department requests' }]}
              value={requests ? '1' : ''}
              onChange={(e) => setQuery({ requests: e.target.value || undefined, page: undefined })}
            />
          </ListToolbar>
        }
      />
      <AccountDialogs pending={pending} onClose={() => setPending(null)} />
    </PageFrame>
  );
}
