import { ApiError, verifyEmail } from '@backoffice/api-client';
import { CommonMessages, PlatformMessages } from '@backoffice/contracts/constants';
import { Button } from '@backoffice/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthCard, AuthLinkLine, FailureAlert, FormError, FormSuccess } from '../../components/auth-card';

type Step = { step: 'ready' } | { step: 'sending' } | { step: 'done'; message: string } | { step: 'invalid' } | { step: 'failed'; message: string };

/**
 * /verify-email?token= (docs/areas/platform.md, "Sign-up (`/signup`)"): where the link e-mailed at sign-up points.
 * Public. The address is confirmed by a button, not on opening the page, so that a mail scanner that opens links
 * does not use the link up. Then the success with a Sign in link; an unknown, used or expired link says so with a
 * link back to sign-up (signing up again sends a new one); a server that cannot be reached, its error, and the button
 * stays to retry.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<Step>(() => (token ? { step: 'ready' } : { step: 'invalid' }));

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      const res = await verifyEmail(token);
      setState({ step: 'done', message: res.message || PlatformMessages.verifyEmail.success });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setState({ step: 'invalid' });
      else setState({ step: 'failed', message: err instanceof ApiError && err.status === 0 ? err.message : CommonMessages.generic.somethingWrong });
    }
  };

  const title = 'Confirm your e-mail address';
  if (state.step === 'done') {
    return (
      <AuthCard title="E-mail address confirmed">
        <FormSuccess message={state.message} />
        <AuthLinkLine to="/login">Sign in</AuthLinkLine>
      </AuthCard>
    );
  }
  if (state.step === 'invalid') {
    return (
      <AuthCard title={title}>
        <FormError message={PlatformMessages.verifyEmail.invalid} />
        <AuthLinkLine to="/signup">Sign up again</AuthLinkLine>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle="Confirm that this address is yours to finish signing up.">
      {state.step === 'failed' ? (
        <FailureAlert title="Your address could not be confirmed." message={state.message} />
      ) : null}
      <Button alignSelf="flex-start" colorPalette="blue" loading={state.step === 'sending'} onClick={() => void confirm()}>
        {state.step === 'failed' ? 'Retry' : 'Confirm e-mail address'}
      </Button>
    </AuthCard>
  );
}
