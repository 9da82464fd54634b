import { Box, Flex, Heading, Link, Stack } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, LoadError, LoadingState, errorMessage } from './page-states';

/** The way back of a page: a link, e.g. a record's list. */
export interface BackLink {
  to: string;
  label: string;
}

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's h1. */
  title: string;
  /** The way back, a link at the header's right (a form or a record's page). */
  back?: BackLink;
  /** At the header's right instead (a list's Add or Export button). */
  action?: ReactNode;
  /** The page's widest (a form's, e.g. '4xl'); full width by default. */
  maxW?: string;
  children: ReactNode;
}

/** An area page: its title with the way back or its action on the right, then the content. */
export function PageFrame({ title, back, action, maxW, children }: PageFrameProps) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW={maxW}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          {back ? (
            <Link asChild color="blue.600">
              <RouterLink to={back.to}>{back.label}</RouterLink>
            </Link>
          ) : null}
          {action}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}

/** Props of {@link RecordGate}. */
export interface RecordGateProps<T> {
  /** The page's frame while the record loads or fails (its title, way back, width). */
  frame: Omit<PageFrameProps, 'children'>;
  query: UseQueryResult<T>;
  /** 'coupon', 'user': the loading and error texts ("Loading the coupon…", "The coupon could not be loaded."). */
  noun: string;
  /** The text of a 404: the record does not exist or was removed. */
  missing: string;
  /** The record's page; keyed by `keyOf(data)` when given, so that another record's page starts afresh. */
  children: (data: T) => ReactNode;
  keyOf?: (data: T) => string;
}

/**
 * A record's page as its record loads: loading, a 404 (`missing`), another failure with Retry, then
 * `children(data)`. The frame is shown while loading or failed; `children` draws its own.
 */
export function RecordGate<T>({ frame, query, noun, missing, children, keyOf }: RecordGateProps<T>) {
  if (query.isPending || query.isError) {
    return (
      <PageFrame {...frame}>
        {query.isPending ? (
          <LoadingState label={`Loading the ${noun}…`} />
        ) : (query.error as { status?: number }).status === 404 ? (
          <EmptyState text={missing} />
        ) : (
          <LoadError title={`The ${noun} could not be loaded.`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </PageFrame>
    );
  }
  return <Fragment key={keyOf?.(query.data)}>{children(query.data)}</Fragment>;
}
