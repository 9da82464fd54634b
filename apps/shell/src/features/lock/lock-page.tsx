import { ApiError, adminLogin } from '@backoffice/api-client';
import { PlatformMessages, type LoginBody } from '@backoffice/contracts';
import { Link, Text } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { adminCredentials, rememberedAdminEmail } from '../../auth/session-store';
import { AuthCard, AuthLink, CredentialFields, FormError, FormStack, SubmitButton } from '../../components/auth-card';
import { loginSchema } from '../login/login-schema';
import { SERVER_WORDS_STATUSES } from '../login/sign-in-failure';

// The admin sign-in asks what the login asks, with the same messages: one schema.
type LockForm = LoginBody;

/**
 * /lock: the admin sign-in screen ('Welcome back, Admin!', password only). It remembers the admin's e-mail from
 * the last sign-in on this browser and asks for it when it has none, then goes on to the PIN step
 * (docs/areas/platform.md, "Sessions and tokens").
 */
export default function LockPage() {
  const navigate = useNavigate();
  const [remembered, setRemembered] = useState(() => rememberedAdminEmail.get());
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = useForm<LockForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: remembered ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const credentials = { email: values.email.trim(), password: values.password };
    try {
      const { attemptId } = await adminLogin(credentials);
      adminCredentials.set({ ...credentials, attemptId });
      navigate('/otpVerify');
    } catch (err) {
      setFailure(
        err instanceof ApiError && SERVER_WORDS_STATUSES.has(err.status)
          ? err.message
          : PlatformMessages.login.failed,
      );
    }
  });

  return (
    <AuthCard
      documentTitle="Admin sign-in"
      title={PlatformMessages.admin.welcome}
      subtitle={remembered ? `Signing in as ${remembered}` : undefined}
    >
      <FormError message={failure} />
      <FormStack onSubmit={onSubmit}>
        <CredentialFields control={control} withEmail={!remembered} autoFocusPassword />
        <SubmitButton loading={isSubmitting}>Sign In</SubmitButton>
      </FormStack>
      <Text fontSize="sm">
        {remembered ? (
          <>
            <Link
              as="button"
              color="blue.fg"
              onClick={() => {
                setRemembered(null);
                setValue('email', '');
              }}
            >
              Use another admin account
            </Link>
            {' · '}
          </>
        ) : null}
        <AuthLink to="/login">Back to sign in</AuthLink>
      </Text>
    </AuthCard>
  );
}
