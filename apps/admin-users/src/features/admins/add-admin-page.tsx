import { EMAIL_MAX_LENGTH, EMAIL_SHAPE, UsersMessages } from '@backoffice/contracts/constants';
import { FormPage } from '@backoffice/remote-kit';
import { Text, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { object, string, type ObjectSchema } from 'yup';
import { showOnField } from '../shared/field-errors';
import { LazyStepUpDialog, useStepUpAction } from '../step-up';
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
 * 'Admin Email Added Successfully' (remote-kit's useAction), then /all-useradmins. A refusal about the e-mail shows
 * under the field; any other is a toast with the server's message or the generic text. Remote-kit's FormPage.
 */
export function AddAdminPage() {
  const navigate = useNavigate();
  const form = useForm<AddAdminForm>({ resolver: yupResolver(addAdminSchema), defaultValues: { email: '' } });
  const add = useStepUpAction(useAddAdmin(), {
    success: (res) => res.message || UsersMessages.admins.added,
    failure: UsersMessages.account.failed,
    onError: showOnField(form.setError, (_error, message) => (EMAIL_MESSAGES.has(message) ? 'email' : undefined)),
  });

  /** Sends the e-mail; `afterStepUp`: the PIN was just confirmed, so a second refusal is not asked again. */
  const save = async (email: string, afterStepUp = false) => {
    const res = await add.run(email, afterStepUp);
    if (res) navigate(ADMINS_PATH);
    return res;
  };

  return (
    <FormPage
      title="Add Admin"
      back={{ to: ADMINS_PATH, label: 'Back to admins' }}
      maxW="2xl"
      form={form}
      onSubmit={({ email }) => save(email.trim())}
      submitLabel="Submit"
      footer={
        <LazyStepUpDialog
          open={add.waiting !== null}
          reason={add.waiting ? `Adding ${add.waiting} as an Admin.` : undefined}
          onVerified={() => {
            const email = add.take();
            if (email) void save(email, true);
          }}
          onCancel={add.cancel}
        />
      }
    >
      <Text color="fg.muted">
        A new Admin gets an e-mail to set a password and a mobile number for their PIN. Adding an Admin needs your PIN.
      </Text>
      <TextField control={form.control} name="email" label="Admin Email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} required />
    </FormPage>
  );
}
