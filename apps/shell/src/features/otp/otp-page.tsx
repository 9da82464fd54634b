import { ApiError, adminLogin, otpVerification } from '@backoffice/api-client';
import { Limits, PlatformMessages } from '@backoffice/contracts';
import { Button, HStack, TextField, toaster } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { LANDING_AFTER_PIN } from '../../auth/landing';
import { adminCredentials, rememberedAdminEmail, session } from '../../auth/session-store';
import { AuthCard, FormError, FormStack, SubmitButton } from '../../components/auth-card';
import { ShellTexts } from '../../shell-texts';
import { pinSchema, type PinForm } from './otp-schema';

/**
 * /otpVerify: the SuperAdmin's second step, the 4-digit PIN sent by SMS (docs/areas/platform.md,
 * "PIN (`/otpVerify`)").
 */
export default function OtpPage() {
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState(() => adminCredentials.get());
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<PinForm>({ resolver: yupResolver(pinSchema), defaultValues: { otp: '' } });

  // Without stored credentials there is nothing to verify: back to the root page (docs/areas/platform.md,
  // "PIN (`/otpVerify`)").
  if (!credentials) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      const { token } = await otpVerification({
        email: credentials.email,
        otp: otp.trim(),
        attemptId: credentials.attemptId,
      });
      adminCredentials.clear();
      rememberedAdminEmail.set(credentials.email);
      session.setToken(token, LANDING_AFTER_PIN);
      navigate(LANDING_AFTER_PIN, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) setFailure(err.message || PlatformMessages.pin.invalid);
      else console.error('PIN verification failed', err);
    }
  });

  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      // A new attempt: only its PIN is valid now, and the PIN call must name it.
      const { attemptId } = await adminLogin({ email: credentials.email, password: credentials.password });
      const next = { ...credentials, attemptId };
      adminCredentials.set(next);
      setCredentials(next);
      toaster.create({ type: 'info', title: ShellTexts.pin.resent, duration: Limits.toastMs });
    } catch (err) {
      setFailure(err instanceof ApiError && err.status === 429 ? err.message : PlatformMessages.login.failed);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard title="Verify your sign-in" subtitle="Enter the 4-digit PIN sent to your mobile number.">
      <FormError message={failure} />
      <FormStack onSubmit={onSubmit}>
        <TextField
          label="PIN"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={Limits.pinLength}
          autoFocus
          control={control}
          name="otp"
        />
        <HStack justify="space-between">
          <Button
            variant="plain"
            colorPalette="blue"
            px="0"
            onClick={() => void resend()}
            loading={resending}
          >
            Resend Code
          </Button>
          <SubmitButton loading={isSubmitting}>Verify</SubmitButton>
        </HStack>
      </FormStack>
    </AuthCard>
  );
}
