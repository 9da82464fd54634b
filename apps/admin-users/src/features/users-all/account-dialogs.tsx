import { UsersMessages, startOfDayIn, type UserSummary } from '@backoffice/contracts';
import { useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Button, Dialog, Stack, Text } from '@backoffice/ui';
import { DateField, Modal, isIsoDate, isoDateOf } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { object, string, type ObjectSchema } from 'yup';
import { useRemoveUser, useSendPasswordLink, useSetAccountExpiry } from './api';
import { nameOf } from './user-paths';
import type { AccountAction } from './user-row-menu';

/** What {@link useAccountActions} gives the list: the row menu's handler and the dialogs to render once. */
export interface AccountActions {
  /** Opens the confirmation of `action` for `user` (nothing runs until it is confirmed). */
  ask: (action: AccountAction, user: UserSummary) => void;
  dialogs: ReactNode;
}

/**
 * Disable and reactivate (PUT /user/disableAccount/{id}) through remote-kit's useAction: the server's message on
 * success, and a failure worded as the spec does, 'An error happened. Error: {message}' (the server's message for a
 * 4xx, UsersMessages.account.failed otherwise).
 */
function useExpiryAction() {
  const notify = useNotify();
  return useAction(useSetAccountExpiry(), {
    success: (res) => res.message || (res.data.expireDate ? UsersMessages.account.disabled : UsersMessages.account.reactivated),
    failure: UsersMessages.account.failed,
    onError: (_error, message) => {
      notify({ type: 'error', title: UsersMessages.account.disableFailed(message) });
      return true;
    },
  });
}

/**
 * The confirmations of the row menu's account actions (docs/areas/users.md, "Account status"), each followed by
 * its call, one toast (remote-kit's useAction) and the list asked again (the mutations invalidate the users tree):
 * - Reset Password: `UsersMessages.account.resetConfirm(name)` → POST /user/passwordLink/{id};
 * - Disable Account: a required expiry date (today by default) → PUT /user/disableAccount/{id} `{ expireDate }`,
 *   the start of that day on the viewer's calendar; a failure is 'An error happened. Error: {message}' and the
 *   dialog stays open;
 * - Reactivate Account: `reactivateConfirm(name)` → the same call with `null` (its failure worded the same way);
 * - Delete: 'Please confirm you wish to delete this user ?' → PUT /user/removeUser/{id}.
 * A success toast shows the server's message (or the spec's text); another failure shows the server's message for
 * a 4xx, 'Something went wrong, Please try again...' otherwise.
 */
export function useAccountActions(): AccountActions {
  const reset = useAction(useSendPasswordLink(), { success: (res) => res.message || UsersMessages.account.resetSent, failure: UsersMessages.account.failed });
  const expiry = useExpiryAction();
  const remove = useAction(useRemoveUser(), { success: (res) => res.message || UsersMessages.account.deleted, failure: UsersMessages.account.failed });
  const idOf = (user: UserSummary) => user._id;
  const resetting = useConfirmedAction(reset, { title: 'Reset Password', message: (u) => UsersMessages.account.resetConfirm(nameOf(u)), confirmLabel: 'Send Link' }, idOf);
  const reactivating = useConfirmedAction(
    expiry,
    { title: 'Reactivate Account', message: (u) => UsersMessages.account.reactivateConfirm(nameOf(u)), confirmLabel: 'Reactivate' },
    (u: UserSummary) => ({ id: u._id, expireDate: null }),
  );
  const deleting = useConfirmedAction(remove, { title: 'Delete User', message: UsersMessages.account.deleteConfirm, confirmLabel: 'Delete', destructive: true }, idOf);
  const [disabling, setDisabling] = useState<UserSummary | null>(null);
  const confirmations = { reset: resetting, reactivate: reactivating, delete: deleting };

  return {
    ask: (action, user) => (action === 'disable' ? setDisabling(user) : confirmations[action].ask(user)),
    dialogs: (
      <>
        {resetting.dialog}
        {reactivating.dialog}
        {deleting.dialog}
        <Modal open={disabling !== null} title="Disable Account" onClose={() => setDisabling(null)}>
          {disabling ? <DisableAccountForm user={disabling} onClose={() => setDisabling(null)} /> : null}
        </Modal>
      </>
    ),
  };
}

interface DisableForm {
  expireDate: string;
}

/** Disable Account: the expiry date is required (the spec's rule), a real 'YYYY-MM-DD' day. */
const disableSchema: ObjectSchema<DisableForm> = object({
  expireDate: string()
    .defined()
    .required(UsersMessages.account.expireDateRequired)
    .test('day', UsersMessages.account.expireDateRequired, (v) => isIsoDate(v)),
});

/**
 * The instant a picked day starts on the viewer's calendar, in the zone the user menu sets (ISO, e.g.
 * '2026-12-30T13:00:00.000Z' in Sydney for 2026-12-31). Sent rather than the bare day, which the API reads as the
 * start of the UTC day: today's date would then leave the account Active for the rest of an Australian morning.
 */
export const startOfDay = (day: string): string => startOfDayIn(day);

function DisableAccountForm({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const expiry = useExpiryAction();
  const { control, handleSubmit } = useForm<DisableForm>({ resolver: yupResolver(disableSchema), defaultValues: { expireDate: isoDateOf() } });

  const onSubmit = handleSubmit(async ({ expireDate }) => {
    if (await expiry.run({ id: user._id, expireDate: startOfDay(expireDate) })) onClose();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Disable Account">
      <Dialog.Body>
        <Stack gap="4">
          <Text>{UsersMessages.account.disableConfirm(nameOf(user))}</Text>
          <DateField
            control={control}
            name="expireDate"
            label="Expiry Date"
            required
            hint="The account stops working from the start of this day; today stops it at once."
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={expiry.isPending}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" loading={expiry.isPending}>
          Disable Account
        </Button>
      </Dialog.Footer>
    </form>
  );
}
