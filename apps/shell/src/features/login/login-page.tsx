import type { LoginBody } from '@backoffice/contracts';
import { Text } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { loadApi, prefetchPrivateApp } from '../../app/prefetch-private-app';
import { LANDING_AFTER_LOGIN } from '../../auth/landing';
import { adminCredentials, session } from '../../auth/session-store';
import { AuthCard, AuthLink, CredentialFields, FormError, FormStack, SubmitButton } from '../../components/auth-card';
import { SERVER_WORDS_STATUSES } from './sign-in-failure';

// yup (the validation of docs/areas/platform.md, "Sign-in (`/login`)"; see login-schema.ts) loads on first
// use or with the private-app prefetch.
const loadResolver = () => import('./login-resolver');
const loginResolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadResolver()).loginResolver(values, context, options);

// The api-client's own words for a request that got no answer: here its code could not be fetched.
const UNREACHABLE_TEXT = 'The server could not be reached. Check your connection and try again.';

/**
 * /login (and every unknown path while signed out): e-mail and password (docs/areas/platform.md,
 * "Sign-in (`/login`)").
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginBody>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });

  useEffect(() => prefetchPrivateApp(() => loadResolver()), []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // The api-client is not on the first screen: usually the prefetch has brought it already.
    let api: Awaited<ReturnType<typeof loadApi>>;
    try {
      api = await loadApi();
    } catch {
      setFailure(UNREACHABLE_TEXT);
      return;
    }
    try {
      const result = await api.login(values);
      if ('otpRequired' in result) {
        // A SuperAdmin: the server has sent the PIN; keep the credentials for Resend Code and the attempt for
        // the PIN call (docs/decisions.md).
        adminCredentials.set({ ...values, attemptId: result.attemptId });
        navigate('/otpVerify');
        return;
      }
      session.setToken(result.token, LANDING_AFTER_LOGIN);
      navigate(LANDING_AFTER_LOGIN, { replace: true });
    } catch (err) {
      if (err instanceof api.ApiError && SERVER_WORDS_STATUSES.has(err.status)) {
        setFailure(err.message);
        return;
      }
      setFailure((await loadResolver()).loginFailedText);
    }
  });

  return (
    <AuthCard title="Sign In" documentTitle="Sign in" subtitle="Sign in with your e-mail address and password.">
      <FormError message={failure} />
      <FormStack onSubmit={onSubmit}>
        <CredentialFields control={control} />
        <SubmitButton loading={isSubmitting}>Sign In</SubmitButton>
      </FormStack>
      <Text fontSize="sm">
        No account yet?{' '}
        <AuthLink to="/signup">Sign Up</AuthLink>
        {' · '}
        <AuthLink to="/lock">Admin sign-in</AuthLink>
      </Text>
    </AuthCard>
  );
}
