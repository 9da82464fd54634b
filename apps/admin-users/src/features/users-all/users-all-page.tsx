import { USER_FILTERS, formatDateTime, type UserFilter } from '@backoffice/contracts/constants';
import type { UserListQuery, UserSummary } from '@backoffice/contracts';
import { FilterSelect, ListPage, ListToolbar, QueryFilter, RecordLink, SearchField, saveBlob, useAction, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { countUsers } from '../shared/api';
import { UserLink } from '../shared/user-link';
import { useAuth } from '@backoffice/shell-sdk';
import { Badge, Button, HStack, type DataGridColumn } from '@backoffice/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddUserButton } from '../shared/add-user-button';
import { useUserListGrid, userColumns } from '../shared/user-list-grid';
import { useAccountActions } from './account-dialogs';
import { useExportUsers } from './api';
import { DisableUsersButton } from './disable-users';
import { UserRowMenu } from './user-row-menu';
import { BACK_TO_USERS, UPLOAD_USERS_PATH, nameOf } from './user-paths';

const isFilter = (v: string | null): v is UserFilter => (USER_FILTERS as readonly string[]).includes(v ?? '');

/** A user's last sign-in in the viewer's zone (the format module), or 'Never'. */
const signedIn = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search', 'type', 'requests'];

/**
 * The list's filters as a bulk run's `scope` (issue 36): the URL query's own keys ({@link VIEW_PARAMS}) as they
 * stand, without page, sort or rows per page; the API's `users.disable` reads them as GET /user/all does.
 */
export function bulkScopeOf(params: URLSearchParams): Record<string, string> {
  const scope: Record<string, string> = {};
  for (const key of VIEW_PARAMS) {
    const value = params.get(key);
    if (value) scope[key] = value;
  }
  return scope;
}

/**
 * GET /user/all's filters of the URL query: `search` (the search box's text in the URL), `?type=` when it is one of
 * the types and not 'All', `?requests=1` only the pending department requests (docs/areas/users.md, "Department
 * requests").
 */
function filtersOf(params: URLSearchParams, search = params.get('search') ?? ''): Omit<UserListQuery, 'page' | 'limit'> {
  const typeParam = params.get('type');
  const type = isFilter(typeParam) && typeParam !== 'All' ? typeParam : undefined;
  return {
    ...(search ? { search } : {}),
    ...(type ? { type } : {}),
    ...(params.get('requests') === '1' ? { requests: true } : {}),
  };
}

/**
 * /users-all, Users Management (docs/areas/users.md, "Screens"): every user (deleted ones never), searched by name
 * or e-mail and filtered by type (All, Hotel Manager, Revenue Manager, Owner, Admin, Customer, Guest), paged by the
 * API 10 at a time (or the reader's 25 or 50), or only the pending department requests (`requests=1`; each row
 * shows its request); search, filters and page live in the URL (`?search=&type=&requests=&page=`) so the page
 * survives a reload, and the column choice is kept (list 'users-all'). Export saves the filtered list as the API
 * names it (`Users-{date}.xlsx`). A customer's name opens their customer record, anyone else's Edit User, a
 * requested department its page, each leading back to this exact list (docs/areas/users.md, "Links"); each row's
 * menu offers the account actions, each confirmed first. Add User opens Create User, which returns here (issue 36);
 * Upload Excel opens /users, where the spreadsheet upload is.
 * Rows can be selected across pages, or every user the filters match (`selectAllMatching`, the URL's filters as
 * the scope); the bulk-action bar then offers "Disable users" ({@link DisableUsersButton}), confirmed first.
 */
export function UsersAllPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const filters = filtersOf(params, search);
  const type = filters.type;
  const requests = filters.requests === true;
  const grid = useUserListGrid({ filters, page, setPage, listKey: 'users-all' });
  const exporter = useAction(useExportUsers(), {
    success: null,
    failure: 'The users could not be exported.',
  });
  const me = useAuth().user?.id;
  const accountActions = useAccountActions();
  const [selected, setSelected] = useState<string[]>([]);

  async function onExport() {
    const file = await exporter.run(filters);
    if (file) saveBlob(file.blob, file.fileName);
  }

  const columns: DataGridColumn<UserSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      kind: 'name',
      priority: 1,
      cell: (u) => <UserLink user={u} backLabel={BACK_TO_USERS.label} />,
    },
    {
      id: 'request',
      header: 'Department Request',
      nowrap: true,
      // Kept at any width while the list shows the requests; otherwise the first to give way.
      priority: requests ? 1 : 3,
      cell: (u) =>
        u.requestedDepartment ? (
          <Badge colorPalette="orange">
            <RecordLink record={{ type: 'department', id: u.requestedDepartment._id, name: u.requestedDepartment.name }} backLabel={BACK_TO_USERS.label} />
          </Badge>
        ) : null,
    },
    userColumns.email,
    userColumns.accessLevel,
    userColumns.status,
    {
      id: 'lastLoggedIn',
      header: 'Last Signed In',
      kind: 'date',
      priority: 3,
      cell: (u) => signedIn(u.lastLoggedIn),
    },
    userColumns.createdAt,
    {
      id: 'actions',
      header: 'Action',
      pin: 'end',
      width: '7rem',
      cell: (u) => (
        <UserRowMenu user={u} self={u._id === me} onAction={accountActions.ask} />
      ),
    },
  ];

  return (
    <>
      <ListPage
        {...grid}
        viewParams={VIEW_PARAMS}
        countView={(q) => countUsers(filtersOf(q))}
        title="Users Management"
        columns={columns}
        selection={{ selected, onChange: setSelected, rowLabel: (u) => `Select ${nameOf(u)}` }}
        selectAllMatching={{ total: grid.pagination?.total ?? 0, scope: bulkScopeOf(params) }}
        bulkActions={(_ids, selection) => <DisableUsersButton selection={selection} />}
        actions={
          <HStack gap="3">
            <AddUserButton backLabel={BACK_TO_USERS.label} />
            <Button asChild size="sm" variant="outline">
              <RouterLink to={UPLOAD_USERS_PATH}>Upload Excel</RouterLink>
            </Button>
            <Button size="sm" variant="outline" loading={exporter.isPending} loadingText="Exporting…" onClick={() => void onExport()}>
              Export
            </Button>
          </HStack>
        }
        filters={
          <ListToolbar>
            <SearchField value={searchInput} onChange={setSearchInput} placeholder="Name or e-mail" />
            <FilterSelect
              label="User Type"
              minW="44"
              options={USER_FILTERS.map((v) => ({ value: v, label: v }))}
              value={type ?? 'All'}
              onChange={(e) =>
                setQuery({ type: e.target.value === 'All' ? undefined : e.target.value, page: undefined })
              }
            />
            <QueryFilter label="Requests" minW="44" list={list} param="requests" emptyOption="All users" options={[{ value: '1', label: 'Department requests' }]} value={requests ? '1' : ''} />
          </ListToolbar>
        }
      />
      {accountActions.dialogs}
    </>
  );
}
