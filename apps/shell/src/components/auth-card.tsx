import type { LoginBody } from '@backoffice/contracts';
import { Alert, Box, Button, Card, Center, Heading, Link, Stack, Text, TextField } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from './document-title';

/** The centred card of the signed-out screens; it names the browser tab after the screen. */
export function AuthCard({
  title,
  subtitle,
  documentTitle,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The browser tab's title when it differs from `title` ('Sign in · Back Office'). */
  documentTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8">
      <Card.Root width="full" maxW="md" as="main">
        <Card.Body gap="4">
          <Box>
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              Back Office
            </Text>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle ? (
              <Text color="fg.muted" mt="1">
                {subtitle}
              </Text>
            ) : null}
          </Box>
          {children}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

/**
 * The red message above a form (docs/areas/platform.md, "Sign-in (`/login`)": the failure shows in red above
 * the form).
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Box role="alert" color="fg.error" bg="bg.error" borderRadius="md" px="3" py="2" fontSize="sm">
      {message}
    </Box>
  );
}

/** The green message of a screen whose work is done ('Password set', 'E-mail address confirmed'), role "status". */
export function FormSuccess({ message }: { message: string }) {
  return (
    <Box role="status" color="fg.success" bg="bg.success" borderRadius="md" px="3" py="2" fontSize="sm">
      {message}
    </Box>
  );
}

/** A form laid out as a vertical stack, without the browser's own validation bubbles (yup validates). */
export function FormStack({ onSubmit, children }: { onSubmit: (e?: React.BaseSyntheticEvent) => unknown; children: ReactNode }) {
  return (
    <Stack asChild gap="4">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {children}
      </form>
    </Stack>
  );
}

/** A signed-out screen's form button (blue, type submit), spinning while the form is `loading`. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={loading} colorPalette="blue">
      {children}
    </Button>
  );
}

/**
 * The e-mail and password fields of the sign-in screens (docs/areas/platform.md, "Sign-in (`/login`)" and `/lock`):
 * the same labels and autofill hints on both. `withEmail` false leaves out the e-mail (the lock screen remembers
 * it); `autoFocusPassword` puts the cursor in the password.
 */
export function CredentialFields({
  control,
  withEmail = true,
  autoFocusPassword,
}: {
  control: Control<LoginBody>;
  withEmail?: boolean;
  autoFocusPassword?: boolean;
}) {
  return (
    <>
      {withEmail ? <TextField label="Email" type="email" autoComplete="username" control={control} name="email" /> : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocusPassword}
        control={control}
        name="password"
      />
    </>
  );
}

/** A link of the signed-out screens to another of them or a console path (`/login`, `/signup`, `/lock`). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** An {@link AuthLink} on a line of its own in the card's small text ('Sign in', 'Sign up again'). */
export function AuthLinkLine({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <AuthLink to={to}>{children}</AuthLink>
    </Text>
  );
}

/** A failure the screen can retry (a link that could not be checked or confirmed): what failed and the reason. */
export function FailureAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
