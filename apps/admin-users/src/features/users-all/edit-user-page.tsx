import { PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, UsersMessages } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import { Button, Field, HStack, Input, Link, SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useUpdateUser } from './api';
import { DepartmentRequestPanel } from './department-request';
import { editBodyOf, editFieldOf, editUserSchema, formOfUser, type EditUserForm } from './edit-user-form';
import { customerRecordPath, isCustomerKind, roleManagementPath } from './format';
import { BACK_TO_USERS, RecordFrame, UserGate, UserHistory } from './record-page';

const TITLE = 'Edit User';
/** Where a saved edit goes (the spec: 'User updated successfully.' then /users). */
export const AFTER_EDIT_PATH = '/users';
const CHANGE_PASSWORD_PATH = '/users/change-password';

/**
 * /users-all/{userId}, Edit User (docs/areas/users.md, "Screens"): the e-mail and the role (access-level label)
 * shown read-only, first and last name (required), an optional new password typed twice (6 or more characters;
 * saving one signs the user out everywhere). Save sends PUT /user/info/{userId}, toasts 'User updated
 * successfully.' and goes to /users; a refusal is a toast (and the message under its field) and nothing changes.
 * Links to Role Management (or, for a customer, to the customer record); the user's history below. On one's own
 * account the password fields give way to a link to Change Password. A pending department request is decided at the
 * top (department-request.tsx). A deleted or unknown user shows 'User not found'.
 */
export function EditUserPage() {
  return <UserGate title={TITLE}>{(user) => <EditUser user={user} />}</UserGate>;
}

function EditUser({ user }: { user: UserSummary }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const { control, handleSubmit, setError } = useForm<EditUserForm>({ resolver: yupResolver(editUserSchema), defaultValues: formOfUser(user) });
  const customer = isCustomerKind(user.kind);
  // One's own password is changed on Change Password, which asks for the current one (the API refuses it here).
  const self = useAuth().user?.id === user._id;

  const onSubmit = handleSubmit(async (form) => {
    try {
      const res = await update.mutateAsync({ id: user._id, body: editBodyOf(form) });
      notify({ type: 'success', title: res.message || UsersMessages.edit.success });
      navigate(AFTER_EDIT_PATH);
    } catch (e) {
      const message = errorMessage(e);
      const field = editFieldOf(message);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      notify({ type: 'error', title: message });
    }
  });

  return (
    <RecordFrame title={TITLE}>
      <DepartmentRequestPanel user={user} />
      <HStack gap="4" wrap="wrap">
        {customer ? (
          <Link asChild color="blue.600">
            <RouterLink to={customerRecordPath(user._id)}>Customer Record</RouterLink>
          </Link>
        ) : (
          <Link asChild color="blue.600">
            <RouterLink to={roleManagementPath(user._id)}>Role Management</RouterLink>
          </Link>
        )}
      </HStack>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={TITLE}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Email</Field.Label>
              <Input value={user.email} readOnly />
            </Field.Root>
            <Field.Root>
              <Field.Label>Role</Field.Label>
              <Input value={user.accessLabel} readOnly />
            </Field.Root>
            <TextField control={control} name="firstName" label="First Name" required autoComplete="off" maxLength={PERSON_NAME_MAX_LENGTH} />
            <TextField control={control} name="lastName" label="Last Name" required autoComplete="off" maxLength={PERSON_NAME_MAX_LENGTH} />
            {!self ? (
              <>
                <TextField
                  control={control}
                  name="passwordNew"
                  label="New Password"
                  type="password"
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  hint="Leave empty to keep the current password. A new one signs the user out everywhere."
                />
                <TextField control={control} name="passwordConfirm" label="Confirm Password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
              </>
            ) : null}
          </SimpleGrid>
          {self ? (
            <Text fontSize="sm" color="fg.muted">
              To change your own password, use{' '}
              <Link asChild color="blue.600">
                <RouterLink to={CHANGE_PASSWORD_PATH}>Change Password</RouterLink>
              </Link>
              .
            </Text>
          ) : null}
          <HStack gap="2">
            <Button type="submit" colorPalette="blue" loading={update.isPending}>
              Save
            </Button>
            <Button variant="outline" onClick={() => navigate(BACK_TO_USERS.to)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
      <UserHistory user={user} />
    </RecordFrame>
  );
}
