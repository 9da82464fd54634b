import type { ReactNode } from 'react';
import { Box, Heading, Skeleton, Stack, Text } from '@backoffice/ui';
import { LoadError } from '@backoffice/remote-kit';
import type { Load } from '../hooks/use-load';

/**
 * A content page (spec 1 section 2, the homepage editor and Manage Images): its heading and intro, then while
 * `load` runs a skeleton (role="status" named `loadingLabel`, one block per height), an error with Retry when it
 * failed, else `children(data)`. The form remounts on every load, so a Retry starts from what the server holds.
 */
export function ContentPage<T>({
  title,
  intro,
  load,
  loadingLabel,
  skeletonHeights,
  children,
}: {
  title: string;
  intro: string;
  load: Load<T> & { reload(): void };
  loadingLabel: string;
  skeletonHeights: readonly string[];
  children(data: T): ReactNode;
}) {
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="5">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {load.status === 'loading' && (
        <Stack gap="4" role="status" aria-label={loadingLabel}>
          {skeletonHeights.map((height, i) => (
            <Skeleton key={i} height={height} borderRadius="md" />
          ))}
        </Stack>
      )}
      {load.status === 'error' && <LoadError message={load.message} onRetry={load.reload} />}
      {load.status === 'ready' && children(load.data)}
    </Box>
  );
}
