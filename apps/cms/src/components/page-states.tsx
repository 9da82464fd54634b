import { Messages } from '@backoffice/contracts';
import { Alert, Button, Center, Spinner, Text } from '@backoffice/ui';

/** The spinner a page shows while its data loads (role="status", so screen readers hear it). */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" mr="3" />
      <Text>{label}</Text>
    </Center>
  );
}

/**
 * A load failure with a Retry button (DECISIONS.md: errors show, with a retry). `message` is the server's
 * message (ApiError) or a text of ours.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load the data.</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
        Retry
      </Button>
    </Alert.Root>
  );
}

/** The empty list text of the spec ('Sorry, no records found.'). */
export function EmptyState({ text = Messages.lists.empty }: { text?: string }) {
  return (
    <Text py="6" textAlign="center" color="fg.muted">
      {text}
    </Text>
  );
}

/** The message of a thrown error: the server's message for an ApiError, else a generic text. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : Messages.generic.somethingWrong;
}
