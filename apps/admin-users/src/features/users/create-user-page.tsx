import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, Roles, UsersMessages } from '@backoffice/contracts/constants';
import { FormPage, QueryGate, useAction, useBackTo } from '@backoffice/remote-kit';
import { Field, HStack, RadioGroup, SimpleGrid, TextField, VisuallyHidden } from '@backoffice/ui';
import { SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCreateUser, useDepartmentOptions } from './api';
import { EMPTY_CREATE_USER_FORM, createUserBodyOf, createUserFieldOf, createUserSchema, type CreateUserForm } from './create-user-form';
import { showOnField } from '../shared/field-errors';
import { BACK_TO_USERS } from '../users-all/user-paths';


const ROLE_OPTIONS = [Roles.Employee, Roles.Department] as const;

/**
 * /users/create, Create User (docs/areas/users.md, "Screens"): the sign-up's fields for an account the SuperAdmin
 * opens: Email, First Name, Last Name, Role (Employee or Department), Department (a select of the departments,
 * shown and required for a Department user), Password and Confirm Password, checked by {@link createUserSchema}
 * with every message at once in red under its field (remote-kit's FormPage). Sends POST /user/create; a success
 * toasts 'User created Successfully' and goes back to the list the page was opened from (Add User of /users-all or
 * /users carries it, with its filters and page; issue 36), else Users Management, /users-all (the sidebar's list;
 * the new user heads either list, newest first). Cancel and the header's link go the same way. A refusal shows the server's message under its field when it
 * names one, otherwise as a toast ('Something wrong. Please try again...' for a 5xx).
 */
export function CreateUserPage() {
  const navigate = useNavigate();
  const back = useBackTo(BACK_TO_USERS) ?? BACK_TO_USERS;
  const form = useForm<CreateUserForm>({ resolver: yupResolver(createUserSchema), defaultValues: EMPTY_CREATE_USER_FORM });
  const {
    control,
    setError,
    trigger,
    formState: { errors, isSubmitted },
  } = form;
  const create = useAction(useCreateUser(), {
    success: (res) => res.message || UsersMessages.create.success,
    failure: UsersMessages.create.failed,
    onError: showOnField(setError, createUserFieldOf),
  });
  const [role, password, confirmPassword] = useWatch({ control, name: ['role', 'password', 'confirmPassword'] });
  const departments = useDepartmentOptions(role === Roles.Department);

  // The two password messages depend on both fields: after a first submit, a change to either checks both again.
  useEffect(() => {
    if (isSubmitted) void trigger(['password', 'confirmPassword']);
  }, [password, confirmPassword, isSubmitted, trigger]);

  const onSubmit = async (values: CreateUserForm) => {
    const res = await create.run(createUserBodyOf(values));
    if (res) navigate(back.to);
    return res;
  };

  return (
    <FormPage title="Create User" back={back} form={form} onSubmit={onSubmit} submitLabel="Create User">
      <TextField control={control} name="email" label="Email" type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField control={control} name="firstName" label="First Name" autoComplete="off" maxLength={PERSON_NAME_MAX_LENGTH} required />
        <TextField control={control} name="lastName" label="Last Name" autoComplete="off" maxLength={PERSON_NAME_MAX_LENGTH} required />
      </SimpleGrid>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Field.Root invalid={Boolean(errors.role)} required>
            <RadioGroup.Root
              name={field.name}
              value={field.value || null}
              onValueChange={(e) => field.onChange(e.value ?? '')}
              aria-invalid={Boolean(errors.role) || undefined}
            >
              <RadioGroup.Label>Role</RadioGroup.Label>
              <HStack gap="6" mt="2">
                {ROLE_OPTIONS.map((value, i) => (
                  <RadioGroup.Item key={value} value={value}>
                    {/* The first radio takes the field's ref: a failed submit focuses it. */}
                    <RadioGroup.ItemHiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {/* Named "Department user" so that it is not confused with the Department select. */}
                      <span>{value}</span>
                      <VisuallyHidden> user</VisuallyHidden>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            {errors.role ? <Field.ErrorText>{errors.role.message}</Field.ErrorText> : null}
          </Field.Root>
        )}
      />
      {role === Roles.Department ? (
        <QueryGate query={departments} noun="departments">
          {(options) => (
            <SelectField
              control={control}
              name="userType"
              label="Department"
              placeholder="Select a department"
              options={options.map((d) => ({ value: d._id, label: d.name }))}
              hint={options.length ? undefined : 'No department exists yet.'}
              required
            />
          )}
        </QueryGate>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField control={control} name="password" label="Password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} required />
        <TextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} required />
      </SimpleGrid>
    </FormPage>
  );
}
