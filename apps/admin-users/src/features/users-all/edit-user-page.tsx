import { PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, UsersMessages } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import { FormPage, RecordLink, useAction, useBackTo } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Field, Input, Link, SimpleGrid, Text, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useUpdateUser } from './api';
import { DepartmentRequestPanel } from './department-request';
import { editBodyOf, editFieldOf, editUserSchema, formOfUser, type EditUserForm } from './edit-user-form';
import { showOnField } from '../shared/field-errors';
import { UserGate, UserHistory, userFrame } from './record-page';
import { BACK_TO_USERS, isCustomerKind, nameOf, roleManagementPath } from './user-paths';

const TITLE = 'Edit User';
const CHANGE_PASSWORD_PATH = '/users/change-password';

/**
 * /users-all/{userId}, Edit User (docs/areas/users.md, "Screens"): remote-kit's FormPage under the user's name,
 * access level and status; the e-mail and the role (access-level label) shown read-only, first and last name
 * (required), an optional new password typed twice (6 or more characters; saving one signs the user out
 * everywhere). Save sends PUT /user/info/{userId}, toasts 'User updated successfully.' and goes back to the list
 * the user came from (its filters and page, carried by the link that opened the page: remote-kit's useBackTo), else
 * Users Management, /users-all (issue 36; the spec's /users has no sidebar entry); a refusal that names a field shows
 * under it (no toast), any other is a toast, and nothing changes. Cancel and the header's link lead the same way. Links to Role Management (or, for a customer, to the
 * customer record); the user's history under the form. On one's own account the password fields give way to a link
 * to Change Password. A pending department request is decided at the top (department-request.tsx). A deleted or
 * unknown user shows 'User not found' with the way back.
 */
export function EditUserPage() {
  return <UserGate title={TITLE}>{(user) => <EditUser user={user} />}</UserGate>;
}

function EditUser({ user }: { user: UserSummary }) {
  const navigate = useNavigate();
  const back = useBackTo(BACK_TO_USERS) ?? BACK_TO_USERS;
  const form = useForm<EditUserForm>({ resolver: yupResolver(editUserSchema), defaultValues: formOfUser(user) });
  const { control, setError } = form;
  const update = useAction(useUpdateUser(), {
    success: (res) => res.message || UsersMessages.edit.success,
    failure: UsersMessages.account.failed,
    onError: showOnField(setError, editFieldOf),
  });
  const customer = isCustomerKind(user.kind);
  // One's own password is changed on Change Password, which asks for the current one (the API refuses it here).
  const self = useAuth().user?.id === user._id;

  const onSubmit = async (values: EditUserForm) => {
    const res = await update.run({ id: user._id, body: editBodyOf(values) });
    if (res) navigate(back.to);
    return res;
  };

  return (
    <FormPage
      {...userFrame(TITLE, user)}
      form={form}
      onSubmit={onSubmit}
      actions={
        customer ? (
          <RecordLink record={{ type: 'customer', id: user._id, name: nameOf(user) }} backLabel={`Back to ${nameOf(user)}`}>
            Customer Record
          </RecordLink>
        ) : (
          <RecordLink to={roleManagementPath(user._id)}>Role Management</RecordLink>
        )
      }
      footer={<UserHistory user={user} />}
    >
      <DepartmentRequestPanel user={user} />
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
    </FormPage>
  );
}
