import { Box, Card, Center, Heading, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';
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
