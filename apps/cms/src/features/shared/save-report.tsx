import { Alert, Button, Stack } from '@backoffice/ui';

/** One part of a save (a section, a record, an image) and how it went. */
export interface SavePart {
  label: string;
  ok: boolean;
  /** Why it failed (the server's message). */
  error?: string;
}

/**
 * What a save did, part by part, when something failed (docs/areas/platform.md,
 * "Forms, grids and data conventions": show the real outcome): an alert titled `title` listing '<part>:
 * saved' or '<part>: not saved — <why>', with a button that retries. Renders nothing when no part failed.
 */
export function SaveReport({
  title,
  parts,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  parts: readonly SavePart[];
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
}) {
  if (parts.every((p) => p.ok)) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="0.5" mt="1" pl="4" listStyleType="disc">
            {parts.map((p) => (
              <li key={p.label}>
                {p.ok ? `${p.label}: saved` : `${p.label}: not saved — ${p.error ?? 'the request failed'}`}
              </li>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
