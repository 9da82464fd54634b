import { UsersMessages, type UserSummary } from '@backoffice/contracts';
import { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { Box, Flex, Heading, Link, Stack } from '@backoffice/ui';
import { HistoryPanel } from '@backoffice/ui/forms';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useUser, useUserHistory } from './api';
import { statusOf } from './format';

/** The way back of a user's page: /users-all. */
export const BACK_TO_USERS = { to: '/users-all', label: 'Back to Users Management' };

/** A user's page (Edit User, Role Management): its title, the link back to the list, and the content. */
export function RecordFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="4xl">
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Link asChild color="blue.600">
            <RouterLink to={BACK_TO_USERS.to}>{BACK_TO_USERS.label}</RouterLink>
          </Link>
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A user's page as the user loads (GET /user/info/{id}): loading, a 404 (`UsersMessages.account.notFound`: unknown
 * or deleted), another failure with Retry, then `children(user)`.
 */
export function UserGate({ title, userId, children }: { title: string; userId: string; children: (user: UserSummary) => ReactNode }) {
  const query = useUser(userId);
  if (query.isPending || query.isError) {
    return (
      <RecordFrame title={title}>
        {query.isPending ? (
          <LoadingState label="Loading the user…" />
        ) : statusOf(query.error) === 404 ? (
          <EmptyState text={UsersMessages.account.notFound} />
        ) : (
          <LoadError title="The user could not be loaded." message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </RecordFrame>
    );
  }
  return <>{children(query.data)}</>;
}

/** Field names of a user's history, as a SuperAdmin reads them. */
const HISTORY_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  userType: 'User type',
  accessLevel: 'Access level',
  commission: 'Property chain',
  hotel: 'Hotels',
  expireDate: 'Expiry date',
  lastLoggedIn: 'Last signed in',
  deletedAt: 'Deleted',
};

/** The user's audit trail (docs/areas/users.md, "Screens"): GET /audit for entity 'user'. */
export function UserHistory({ userId }: { userId: string }) {
  const history = useUserHistory(userId);
  return (
    <HistoryPanel
      title="History"
      events={history.data}
      loading={history.isPending}
      error={history.isError ? errorMessage(history.error) : null}
      onRetry={() => void history.refetch()}
      fieldLabels={HISTORY_LABELS}
    />
  );
}
