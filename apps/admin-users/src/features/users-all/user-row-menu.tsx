import type { UserSummary } from '@backoffice/contracts';
import type { CameFrom } from '@backoffice/remote-kit';
import { Button, Menu, Portal } from '@backoffice/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { BACK_TO_USERS, editUserPath, isCustomerKind, nameOf, roleManagementPath } from './user-paths';

/** A row action that asks first (a dialog of the list page). */
export type AccountAction = 'reset' | 'disable' | 'reactivate' | 'delete';

export interface UserRowMenuProps {
  user: UserSummary;
  /** The row is the signed-in SuperAdmin: only Edit and Reset Password are offered (the API refuses the rest). */
  self: boolean;
  /** Called with the chosen action that needs a confirmation. */
  onAction: (action: AccountAction, user: UserSummary) => void;
}

/**
 * The row menu of /users-all (docs/areas/users.md, "Screens"): a button named 'Actions for {name}' opening a
 * menu (arrow keys, Enter, Escape) with Edit, Role Management (not for a customer: their type is locked), Reset
 * Password, Disable Account (while Active) or Reactivate Account (while Not Active), and Delete. The last four go
 * to `onAction`, which asks first. Edit and Role Management carry this list (its filters and page) as their way back,
 * as remote-kit's RecordLink does.
 */
export function UserRowMenu({ user, self, onAction }: UserRowMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFrom: CameFrom = { from: { path: `${location.pathname}${location.search}`, label: BACK_TO_USERS.label } };
  const open = (path: string) => navigate(path, { state: cameFrom });
  const customer = isCustomerKind(user.kind);
  const active = user.status === 'Active';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`Actions for ${nameOf(user)}`}>
          Actions
          <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onSelect={() => open(editUserPath(user._id))}>
              Edit
            </Menu.Item>
            {!customer && !self ? (
              <Menu.Item value="role" onSelect={() => open(roleManagementPath(user._id))}>
                Role Management
              </Menu.Item>
            ) : null}
            <Menu.Item value="reset" onSelect={() => onAction('reset', user)}>
              Reset Password
            </Menu.Item>
            {!self && active ? (
              <Menu.Item value="disable" onSelect={() => onAction('disable', user)}>
                Disable Account
              </Menu.Item>
            ) : null}
            {!self && !active ? (
              <Menu.Item value="reactivate" onSelect={() => onAction('reactivate', user)}>
                Reactivate Account
              </Menu.Item>
            ) : null}
            {!self ? (
              <Menu.Item value="delete" color="fg.error" onSelect={() => onAction('delete', user)}>
                Delete
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
