import { useState, type FormEvent } from 'react';
import { ApiError, login, otpVerification } from '@backoffice/api-client';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@backoffice/ui';

/** Props of {@link DevSignIn}. */
export interface DevSignInProps {
  /** Called with the token once signed in (the standalone page stores it and renders the area). */
  onToken: (token: string) => void;
}

/**
 * The sign-in of a remote's standalone development page (`nx serve <area>`): the shell is not there, so this asks
 * for a demo account's e-mail and password (and, for a SuperAdmin, the PIN printed in the API's log) through the
 * dev server's /api proxy. Development only: the shell's own sign-in screens are the product's.
 */
export function DevSignIn({ onToken }: DevSignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  // The SuperAdmin's sign-in attempt (the password step's answer), sent back with the PIN; null before it.
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (attemptId) {
        onToken((await otpVerification({ email, otp: pin, attemptId })).token);
        return;
      }
      const result = await login({ email, password });
      if ('token' in result) onToken(result.token);
      else setAttemptId(result.attemptId);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box maxW="sm" mx="auto" mt="16" p="6" borderWidth="1px" borderRadius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Heading as="h1" size="md">
            Standalone development sign-in
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Use a demo account (README). The API must run on the dev server&apos;s /api proxy target.
          </Text>
          {attemptId ? (
            <Field.Root>
              <Field.Label>PIN</Field.Label>
              <Input value={pin} onChange={(e) => setPin(e.target.value)} inputMode="numeric" autoFocus />
              <Field.HelperText>The PIN is printed in the API&apos;s log.</Field.HelperText>
            </Field.Root>
          ) : (
            <>
              <Field.Root>
                <Field.Label>Email</Field.Label>
                <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
              </Field.Root>
              <Field.Root>
                <Field.Label>Password</Field.Label>
                <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Field.Root>
            </>
          )}
          {error ? (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          ) : null}
          <Button type="submit" loading={busy}>
            {attemptId ? 'Verify' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
