import { CommonMessages } from '@backoffice/contracts';
import { Alert, Button, Center, HStack, Spinner, Text, VisuallyHidden } from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * The spinner a page or a list shows while its data loads (spec: loading states). It has role="status", so a
 * screen reader hears `label`, which is visually hidden (e.g. 'Loading tickets…'; default 'Loading…').
 */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="10" role="status">
      <Spinner size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'The tickets could not be loaded.' (default 'Could not load the data.'). */
  title?: string;
  /** Why: the server's message (an ApiError's) or a text of ours, see {@link errorMessage}. */
  message: string;
  /** Loads again; the alert's "Retry" button calls it. */
  onRetry: () => void;
  /** More buttons beside Retry (e.g. "Back to the list"). */
  children?: ReactNode;
}

/**
 * A load failure (docs/areas/platform.md, "Forms, grids and data conventions": errors show, with a retry): an
 * error alert (role="alert") with a title, the message and a "Retry" button, plus any `children` actions
 * after it.
 */
export function LoadError({ title = 'Could not load the data.', message, onRetry, children }: LoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <HStack alignSelf="center">
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
        {children}
      </HStack>
    </Alert.Root>
  );
}

/**
 * The text of an empty list that is not a table (docs/areas/platform.md, "Forms, grids and data conventions":
 * 'Sorry, no records found.' unless `text` is given).
 */
export function EmptyState({ text = CommonMessages.lists.empty }: { text?: string }) {
  return (
    <Text py="6" textAlign="center" color="fg.muted">
      {text}
    </Text>
  );
}

/**
 * The message to show for a thrown error: its own message (an ApiError carries the server's, e.g. 'Forbidden'),
 * or the spec's generic 'Something went wrong' text when it is not an Error or has no message.
 */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : CommonMessages.generic.somethingWrong;
}
