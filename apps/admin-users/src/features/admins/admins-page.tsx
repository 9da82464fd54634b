import { ADMINS_PAGE_SIZE, PAGE_LINKS } from '@backoffice/contracts/constants';
import type { Admin } from '@backoffice/contracts';
import { ListPage, ListToolbar, SearchField, listRows, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Badge, Button, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { countAdmins, useAdminList } from './api';

/** Where Add Admin Email leads. */
export const ADD_ADMIN_PATH = '/add-useradmins';

/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search'];

/**
 * /all-useradmins, Admin Management (docs/areas/users.md, "Screens"), remote-kit's ListPage (list 'admins'): the
 * admins oldest first, 10 per page with the page in the URL and at most 5 page links (PAGE_LINKS) besides first,
 * previous, next and last; each row's sequence number continues across pages (page 2 starts at 11) and its e-mail
 * on one line (the whole address on hover), marked 'Invited' while the invitation is not accepted. Add Admin Email
 * opens /add-useradmins. `?search=` (the start of a name or the e-mail) is an admin's link (docs/areas/users.md,
 * "Links": an author's name elsewhere opens this list searched for them), shown in the search box that clears it.
 */
export function AdminsPage() {
  const list = useListQuery();
  const { page, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const admins = useAdminList(page, search);
  const total = admins.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMINS_PAGE_SIZE));
  useLastPageFallback(admins.isSuccess && !admins.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));
  // Numbered from the page the shown rows belong to (while the next page loads, the previous one stays shown).
  const first = admins.data ? (admins.data.page - 1) * admins.data.limit : 0;

  const columns: DataGridColumn<Admin>[] = [
    { id: 'sequence', header: 'No.', kind: 'number', width: '5rem', priority: 1, cell: (_a, i) => first + i + 1 },
    {
      id: 'email',
      header: 'Admin Email',
      kind: 'email',
      width: '28rem',
      priority: 1,
      cell: (a) => (
        <>
          {a.email}
          {a.active ? null : (
            <>
              {' '}
              <Badge colorPalette="yellow" title="The invitation has not been accepted yet">
                Invited
              </Badge>
            </>
          )}
        </>
      ),
    },
  ];

  return (
    <ListPage
      title="Admin Management"
      listKey="admins"
      viewParams={VIEW_PARAMS}
      countView={(q) => countAdmins(q.get('search') ?? '')}
      actions={
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to={ADD_ADMIN_PATH}>Add Admin Email</RouterLink>
        </Button>
      }
      columns={columns}
      filters={
        <ListToolbar>
          <SearchField value={searchInput} onChange={setSearchInput} placeholder="Name or e-mail" />
        </ListToolbar>
      }
      {...listRows(admins, admins.data?.data, 'admins')}
      pagination={{ page, pageSize: ADMINS_PAGE_SIZE, total, onPageChange: setPage, range: PAGE_LINKS }}
    />
  );
}
