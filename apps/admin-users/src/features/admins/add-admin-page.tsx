import { PageFrame } from '@backoffice/remote-kit';
import { EMAIL_MAX_LENGTH, EMAIL_SHAPE, UsersMessages } from '@backoffice/contracts/constants';
import { useNotify } from '@backoffice/shell-sdk';
import { Button, HStack, Stack, Text, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { object, string, type ObjectSchema } from 'yup';
import { failureText } from '../shared/failure';
import { LazyStepUpDialog, isStepUpRequired } from '../step-up';
import { useAddAdmin } from './api';

/** Where Add Admin returns (its breadcrumb's target). */
export const ADMINS_PATH = '/all-useradmins';

interface AddAdminForm {
  email: string;
}

/** Add Admin's rule: the e-mail is required ('Admin email is required'), then of the usual shape. */
export const addAdminSchema: ObjectSchema<AddAdminForm> = object({
  email: string()
    .trim()
    .required(UsersMessages.admins.emailRequired)
    .matches(EMAIL_SHAPE, { message: UsersMessages.create.emailInvalid, excludeEmptyString: true }),
});

/** Messages of the API that belong under the e-mail field. */
const EMAIL_MESSAGES = new Set<string>([UsersMessages.admins.emailRequired, UsersMessages.create.emailInvalid, UsersMessages.admins.alreadyAdmin]);

/**
 * /add-useradmins, Add Admin (docs/areas/users.md, "Screens" and "PIN step-up"): one e-mail field, sent with POST
 * /user/addAdmin (a new SuperAdmin is invited by e-mail to set a password and a mobile number; an existing console
 * user becomes an Admin). When the API asks for the PIN step-up (403 `UsersMessages.stepUp.required`), the
 * step-up dialog opens; once the PIN is confirmed the same e-mail is sent again by itself. Success: the toast
 * 'Admin Email Added Successfully', then /all-useradmins. A refusal shows the server's message (under the field
 * when it is about the e-mail) or the generic text.
 */
export function AddAdminPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const add = useAddAdmin();
  // The e-mail waiting for the PIN step-up (the dialog shows while it is set).
  const [waiting, setWaiting] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AddAdminForm>({ resolver: yupResolver(addAdminSchema), defaultValues: { email: '' } });

  /** Sends the e-mail; `afterStepUp`: the PIN was just confirmed, so a second refusal is not asked again. */
  const save = async (email: string, afterStepUp = false) => {
    try {
      const res = await add.mutateAsync(email);
      notify({ type: 'success', title: res.message || UsersMessages.admins.added });
      navigate(ADMINS_PATH);
    } catch (err) {
      if (!afterStepUp && isStepUpRequired(err)) {
        setWaiting(email);
        return;
      }
      const message = failureText(err, UsersMessages.account.failed);
      if (EMAIL_MESSAGES.has(message)) setError('email', { type: 'server', message }, { shouldFocus: true });
      notify({ type: 'error', title: message });
    }
  };

  const onSubmit = handleSubmit(({ email }) => save(email.trim()));

  return (
    <PageFrame title="Add Admin" back={{ to: ADMINS_PATH, label: 'Back to admins' }} maxW="2xl">
      <Text color="fg.muted">
        A new Admin gets an e-mail to set a password and a mobile number for their PIN. Adding an Admin needs your PIN.
      </Text>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add Admin">
        <Stack gap="4">
          <TextField control={control} name="email" label="Admin Email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} required />
          <HStack gap="2">
            <Button type="submit" colorPalette="blue" loading={add.isPending}>
              Submit
            </Button>
            <Button variant="outline" onClick={() => navigate(ADMINS_PATH)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
      <LazyStepUpDialog
        open={waiting !== null}
        reason={waiting ? `Adding ${waiting} as an Admin.` : undefined}
        onVerified={() => {
          const email = waiting;
          setWaiting(null);
          if (email) void save(email, true);
        }}
        onCancel={() => setWaiting(null)}
      />
    </PageFrame>
  );
}
