import type { ReactNode } from 'react';
import { Box, Heading, Skeleton, Stack, Text } from '@backoffice/ui';
import { LoadError, errorMessage } from '@backoffice/remote-kit';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A content page (docs/areas/cms.md, "Homepage editor (`/content-home`)" and
 * "Manage Images (`/all-images`)"): its heading and intro, then while the `load` query runs a skeleton
 * (role="status" named `loadingLabel`, one block per height), an error with Retry when it failed, else
 * `children(data)`. The form mounts only once the data is there (a Retry, from the error state, mounts it
 * afresh with what the server holds).
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
  load: UseQueryResult<T>;
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
      {load.isPending && (
        <Stack gap="4" role="status" aria-label={loadingLabel}>
          {skeletonHeights.map((height, i) => (
            <Skeleton key={i} height={height} borderRadius="md" />
          ))}
        </Stack>
      )}
      {load.isError && <LoadError message={errorMessage(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && children(load.data)}
    </Box>
  );
}
