import { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { Box, Flex, Heading, Link, Stack } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The way back of a record's page: its list. */
export interface BackLink {
  to: string;
  label: string;
}

/** A record's page (a coupon, a country): its title, the link back to the list, and the content. */
export function RecordFrame({ title, back, children }: { title: string; back: BackLink; children: ReactNode }) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="4xl">
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Link asChild color="blue.600">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Link>
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * An edit page's record as it loads: loading, a 404 ("does not exist"), another failure with Retry, then
 * `children(data)` (docs/areas/pricing.md, "Coupons" and "Country VAT/GST").
 */
export function RecordGate<T>({
  title,
  back,
  query,
  noun,
  missing,
  children,
}: {
  title: string;
  back: BackLink;
  query: UseQueryResult<T>;
  /** 'coupon', 'country': the loading and error texts. */
  noun: string;
  /** The 404 text. */
  missing: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || query.isError) {
    return (
      <RecordFrame title={title} back={back}>
        {query.isPending ? (
          <LoadingState label={`Loading the ${noun}…`} />
        ) : (query.error as { status?: number }).status === 404 ? (
          <EmptyState text={missing} />
        ) : (
          <LoadError title={`The ${noun} could not be loaded.`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </RecordFrame>
    );
  }
  return <>{children(query.data)}</>;
}
