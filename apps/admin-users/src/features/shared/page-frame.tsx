import { Box, Flex, Heading, Link, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's h1. */
  title: string;
  /** The way back, a link at the header's right (a form or a record page). */
  back?: { to: string; label: string };
  /** At the header's right instead (a list's Add or Export button). */
  action?: ReactNode;
  /** The page's widest (a form's), full width by default. */
  maxW?: string;
  children: ReactNode;
}

/** A page of the users area: its title with the way back or its action on the right, then the content. */
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
