import { ApiError, listDepartments, signup } from '@backoffice/api-client';
import { Limits, PlatformMessages, Roles, type Department } from '@backoffice/contracts';
import {
  Button,
  Field,
  HStack,
  NativeSelect,
  RadioGroup,
  Spinner,
  Text,
  TextField,
  VisuallyHidden,
  toaster,
} from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AuthCard, AuthLink, FormError, FormStack, SubmitButton } from '../../components/auth-card';
import { ShellTexts } from '../../shell-texts';
import { signupSchema, type SignupForm } from './signup-schema';

type DepartmentsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; items: Department[] };

/**
 * /signup: self sign-up for Employee and Department users (docs/areas/platform.md, "Sign-up (`/signup`)").
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [departments, setDepartments] = useState<DepartmentsState>({ status: 'idle' });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: yupResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      role: '',
      userType: '',
      password: '',
      repeatPassword: '',
    },
  });
  const role = watch('role');

  const loadDepartments = useCallback(async () => {
    setDepartments({ status: 'loading' });
    try {
      setDepartments({ status: 'ready', items: await listDepartments() });
    } catch {
      setDepartments({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    if (role === Roles.Department && departments.status === 'idle') void loadDepartments();
  }, [role, departments.status, loadDepartments]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (values.role === '') return;
    try {
      const status = await signup({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
        ...(values.role === Roles.Department ? { userType: values.userType } : {}),
        encryption: true,
      });
      if (status !== 201) {
        setFailure(PlatformMessages.signup.failed);
        return;
      }
      // The account works once its address is confirmed (docs/areas/platform.md, "Sign-up (`/signup`)").
      toaster.create({
        type: 'success',
        title: PlatformMessages.signup.success,
        description: PlatformMessages.signup.checkEmail,
        duration: Limits.toastMs,
      });
      navigate('/login', { replace: true });
    } catch (err) {
      // docs/areas/platform.md, "Sign-up (`/signup`)": a non-201 answer shows the generic text; a network
      // error shows the error itself.
      setFailure(err instanceof ApiError && err.status === 0 ? err.message : PlatformMessages.signup.failed);
    }
  });

  return (
    <AuthCard title="Sign Up" documentTitle="Sign up" subtitle="Create your Back Office account.">
      <FormError message={failure} />
      <FormStack onSubmit={onSubmit}>
        <HStack gap="4" align="start">
          <TextField
            label="First Name"
            autoComplete="given-name"
            control={control}
            name="firstName"
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            control={control}
            name="lastName"
          />
        </HStack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          control={control}
          name="email"
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Field.Root invalid={Boolean(errors.role)}>
              <RadioGroup.Root
                name={field.name}
                value={field.value || null}
                onValueChange={(e) => field.onChange(e.value ?? '')}
                aria-invalid={Boolean(errors.role) || undefined}
              >
                <RadioGroup.Label>Type</RadioGroup.Label>
                <HStack gap="6" mt="2">
                  {[Roles.Employee, Roles.Department].map((value) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {/* Named "Department account" so that it is not confused with the Department select. */}
                        <span>{value}</span>
                        <VisuallyHidden> account</VisuallyHidden>
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
          <Field.Root invalid={Boolean(errors.userType)}>
            <Field.Label>Department</Field.Label>
            {departments.status === 'ready' ? (
              <NativeSelect.Root>
                <NativeSelect.Field placeholder="Select a department" {...register('userType')}>
                  {departments.items.map((d) => (
                    <option key={d._id} value={d._id}>
                      {d.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : departments.status === 'error' ? (
              <HStack role="alert">
                <Text color="fg.error" fontSize="sm">
                  {ShellTexts.signup.departmentsFailed}
                </Text>
                <Button size="xs" variant="outline" onClick={() => void loadDepartments()}>
                  Retry
                </Button>
              </HStack>
            ) : (
              <HStack>
                <Spinner size="sm" />
                <Text fontSize="sm">Loading departments…</Text>
              </HStack>
            )}
            {errors.userType ? (
              <Field.ErrorText>{errors.userType.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>{ShellTexts.signup.departmentRequest}</Field.HelperText>
            )}
          </Field.Root>
        ) : null}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          control={control}
          name="password"
        />
        <TextField
          label="Repeat Password"
          type="password"
          autoComplete="new-password"
          control={control}
          name="repeatPassword"
        />
        <SubmitButton loading={isSubmitting}>Sign Up</SubmitButton>
      </FormStack>
      <Text fontSize="sm">
        Already registered?{' '}
        <AuthLink to="/login">Sign In</AuthLink>
      </Text>
    </AuthCard>
  );
}
