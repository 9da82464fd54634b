import type { CameFrom } from '@backoffice/remote-kit';
import { Button } from '@backoffice/ui';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CREATE_USER_PATH } from '../users-all/user-paths';

/**
 * A user list's Add User (docs/areas/users.md, "Screens"; issue 36): the header's primary button, a link to Create
 * User (/users/create) that carries this list, with its filters and page, as the form's way back (remote-kit's
 * CameFrom, as RecordLink does), so that Save, Cancel and the header's link return to it. `backLabel` is that link's
 * text ('Back to Users Management').
 */
export function AddUserButton({ backLabel }: { backLabel: string }) {
  const location = useLocation();
  const state: CameFrom = { from: { path: `${location.pathname}${location.search}`, label: backLabel } };
  return (
    <Button asChild size="sm" colorPalette="blue">
      <RouterLink to={CREATE_USER_PATH} state={state}>
        Add User
      </RouterLink>
    </Button>
  );
}
