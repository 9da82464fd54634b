import { formatNumber } from '@backoffice/contracts/constants';
import { BulkRunButton, bulkSelectionCount, type BulkSelection } from '@backoffice/remote-kit';
import { Text } from '@backoffice/ui';

/** The bulk-action bar's button text. */
export const DISABLE_USERS_LABEL = 'Disable users';

/** The confirmation's title: how many accounts ('Disable 1 user?', 'Disable 1,250 users?'). */
export const disableUsersTitle = (count: number) => `Disable ${formatNumber(count)} ${count === 1 ? 'user' : 'users'}?`;

/** The confirmation's body: what happens to those accounts (docs/areas/users.md, "Account status"). */
export const DISABLE_USERS_BODY =
  'Their accounts are disabled from now: they cannot sign in, and their open sessions end at once (each is signed out everywhere). ' +
  'Your own account and the last active Admin are never disabled. Reactivate Account undoes it one user at a time.';

/**
 * Users Management's bulk "Disable users" (issue 36; docs/areas/users.md, "Account status"): remote-kit's
 * BulkRunButton for the API's `users.disable` on `selection` (the selected user ids, any page, or every user the
 * list's filters match: `scope` is the list's URL query without page and sort). Its confirmation says how many
 * accounts and that their sessions end; the run (a background job) disables each as Disable Account does today
 * (tokens revoked, sessions ended, `user.disable` audited) and reports each user done, skipped or failed; the kit
 * shows the run's progress and report in a dialog once the API queued it (the selection is kept meanwhile: clearing
 * it would close that dialog with the bulk-action bar).
 */
export function DisableUsersButton({ selection }: { selection: BulkSelection }) {
  return (
    <BulkRunButton
      action="users.disable"
      label={DISABLE_USERS_LABEL}
      selection={selection}
      colorPalette="red"
      confirmTitle={disableUsersTitle(bulkSelectionCount(selection))}
      confirmBody={<Text>{DISABLE_USERS_BODY}</Text>}
    />
  );
}
