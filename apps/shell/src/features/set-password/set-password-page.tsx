import { ApiError, acceptInvitation, getInvitation } from '@backoffice/api-client';
import { CommonMessages, Limits, PASSWORD_MAX_LENGTH, PlatformMessages, UsersMessages } from '@backoffice/contracts/constants';
import type { InvitationInfoResponse } from '@backoffice/contracts';
import { Button, Field, HStack, Input, Spinner, Text, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { object, ref, string, type ObjectSchema } from 'yup';
import { AuthCard, AuthLinkLine, FailureAlert, FormError, FormStack, FormSuccess, SubmitButton } from '../../components/auth-card';

/** A mobile number in E.164: '+', the country code and the number, 8 to 15 digits (e.g. +61412345678). */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

export interface SetPasswordForm {
  password: string;
  confirmPassword: string;
  /** Asked of an invited Admin only (their PIN goes to it); '' otherwise. */
  mobile: string;
}

/**
 * The page's rules: the sign-up's password messages (6 or more characters, then the same again), and for an
 * invited Admin a mobile number in E.164.
 */
export const setPasswordSchema = (needsMobile: boolean): ObjectSchema<SetPasswordForm> =>
  object({
    password: string()
      .required(PlatformMessages.login.passwordInvalid)
      .min(Limits.minPasswordLength, PlatformMessages.login.passwordInvalid),
    confirmPassword: string().defined().oneOf([ref('password')], PlatformMessages.signup.passwordsMismatch),
    mobile: needsMobile
      ? string().trim().required(UsersMessages.invitation.mobileRequired).matches(E164_PATTERN, UsersMessages.invitation.mobileRequired)
      : string().defined(),
  });

/** A refusal that means the link itself is unusable (unknown, used or expired): 400/404/410 with that message. */
const isInvalidLink = (err: unknown) =>
  err instanceof ApiError && (err.message === UsersMessages.invitation.invalid || err.status === 404 || err.status === 410);

type LinkState =
  | { step: 'checking' }
  | { step: 'invalid' }
  | { step: 'unreachable'; message: string }
  | { step: 'form'; info: InvitationInfoResponse }
  | { step: 'done'; message: string };

/**
 * /set-password?token= (docs/areas/users.md, "Invitation"): where the invitation and password-reset links of
 * console users point. Public, and open whether or not this browser is signed in (the link is for its own account,
 * and nothing here touches the session). It asks GET /user/invitation for the link's e-mail, then takes the new
 * password twice and, for an invited Admin (`needsMobile`), a mobile number for their PIN; POST
 * /user/acceptInvitation sets them, once. Then 'Your account is ready. Please sign in' with a Sign in link. A link
 * that is unknown, used or expired shows UsersMessages.invitation.invalid; a server that cannot be reached, its
 * error with Retry.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>(() => (token ? { step: 'checking' } : { step: 'invalid' }));

  const check = useCallback(async () => {
    if (!token) return setState({ step: 'invalid' });
    setState({ step: 'checking' });
    try {
      setState({ step: 'form', info: await getInvitation(token) });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) setState({ step: 'invalid' });
      else setState({ step: 'unreachable', message: err instanceof ApiError && err.status === 0 ? err.message : CommonMessages.generic.somethingWrong });
    }
  }, [token]);

  useEffect(() => {
    void check();
  }, [check]);

  const title = 'Set your password';
  switch (state.step) {
    case 'checking':
      return (
        <AuthCard title={title}>
          <HStack role="status" gap="2">
            <Spinner size="sm" />
            <Text>Checking your link…</Text>
          </HStack>
        </AuthCard>
      );
    case 'invalid':
      return (
        <AuthCard title={title}>
          <FormError message={UsersMessages.invitation.invalid} />
          <AuthLinkLine to="/login">Sign in</AuthLinkLine>
        </AuthCard>
      );
    case 'unreachable':
      return (
        <AuthCard title={title}>
          <FailureAlert title="Your link could not be checked." message={state.message} />
          <Button alignSelf="flex-start" variant="outline" onClick={() => void check()}>
            Retry
          </Button>
        </AuthCard>
      );
    case 'done':
      return (
        <AuthCard title="Password set">
          <FormSuccess message={state.message} />
          <AuthLinkLine to="/login">Sign in</AuthLinkLine>
        </AuthCard>
      );
    case 'form':
      return (
        <SetPasswordFormCard
          title={title}
          token={token}
          info={state.info}
          onDone={(message) => setState({ step: 'done', message })}
          onInvalid={() => setState({ step: 'invalid' })}
        />
      );
  }
}

function SetPasswordFormCard({
  title,
  token,
  info,
  onDone,
  onInvalid,
}: {
  title: string;
  token: string;
  info: InvitationInfoResponse;
  onDone: (message: string) => void;
  onInvalid: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => yupResolver(setPasswordSchema(info.needsMobile)), [info.needsMobile]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SetPasswordForm>({ resolver, defaultValues: { password: '', confirmPassword: '', mobile: '' } });

  const onSubmit = handleSubmit(async ({ password, mobile }) => {
    setFailure(null);
    try {
      const res = await acceptInvitation({ token, password, ...(info.needsMobile ? { mobile: mobile.trim() } : {}) });
      onDone(res.message || UsersMessages.invitation.accepted);
    } catch (err) {
      if (isInvalidLink(err)) return onInvalid();
      const message = err instanceof ApiError && (err.status === 0 || (err.status >= 400 && err.status < 500)) ? err.message : CommonMessages.generic.somethingWrong;
      if (message === UsersMessages.invitation.mobileRequired) setError('mobile', { type: 'server', message }, { shouldFocus: true });
      else if (message === PlatformMessages.login.passwordInvalid) setError('password', { type: 'server', message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <AuthCard title={title} subtitle="Choose the password of your Back Office account.">
      <FormError message={failure} />
      <FormStack onSubmit={onSubmit}>
        {/* The account's e-mail, read-only: also what a password manager stores the new password under. */}
        <Field.Root readOnly>
          <Field.Label>Email</Field.Label>
          <Input value={info.email} readOnly autoComplete="username" />
        </Field.Root>
        <TextField control={control} name="password" label="New Password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        <TextField control={control} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        {info.needsMobile ? (
          <TextField
            control={control}
            name="mobile"
            label="Mobile Number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            placeholder="+61412345678"
            hint="Your sign-in PIN is sent to this number. International format: + and the country code, e.g. +61412345678."
          />
        ) : null}
        <SubmitButton loading={isSubmitting}>Set Password</SubmitButton>
      </FormStack>
    </AuthCard>
  );
}
