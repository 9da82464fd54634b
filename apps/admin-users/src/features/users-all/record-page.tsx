import { UsersMessages } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import { RecordGate, gridStatesOf } from '@backoffice/remote-kit';
import { Badge, HStack, Text } from '@backoffice/ui';
import { HistoryPanel, type HistoryField } from '@backoffice/ui/forms';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useUser, useUserHistory } from './api';
import { BACK_TO_USERS, nameOf } from './user-paths';

/**
 * The key fields under a user page's title (docs/areas/users.md, "Screens"): the user's name, access level and
 * account status.
 */
export function UserSubtitle({ user }: { user: UserSummary }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span">
        {nameOf(user)} · {user.accessLabel}
      </Text>
      <Badge colorPalette={user.status === 'Active' ? 'green' : 'red'}>{user.status}</Badge>
    </HStack>
  );
}

/**
 * The frame of a user's page (Edit User, Role Management): its title, the user's key fields under it once loaded
 * ({@link UserSubtitle}), the way back (the list the user came from, else Users Management) and its width.
 */
export function userFrame(title: string, user?: UserSummary) {
  return { title, back: BACK_TO_USERS, maxW: '4xl', subtitle: user ? <UserSubtitle user={user} /> : undefined };
}

/**
 * A user's page as the user of the route's `:userId` loads (GET /user/info/{id}), through remote-kit's RecordGate:
 * loading, a 404 (`UsersMessages.account.notFound`: unknown or deleted) with the way back to the list the user came
 * from (else Users Management), another failure with Retry, then `children(user)`, keyed by the user (another
 * user's page starts afresh).
 */
export function UserGate({ title, children }: { title: string; children: (user: UserSummary) => ReactNode }) {
  const userId = useParams().userId ?? '';
  return (
    <RecordGate
      frame={userFrame(title)}
      query={useUser(userId)}
      noun="user"
      missing={UsersMessages.account.notFound}
      keyOf={(user) => user._id}
    >
      {children}
    </RecordGate>
  );
}

/**
 * The changed fields of a user's history by kind (libs/ui's HistoryPanel `fields`): chain, hotels and departments
 * are records named by `nameOf`, the expiry an instant in the viewer's zone, flags Yes / No.
 */
function historyFields(nameOf: (id: string) => string | undefined): Record<string, HistoryField> {
  const record = (label: string): HistoryField => ({ label, kind: 'record', nameOf });
  return {
    firstName: { label: 'First name', kind: 'text' },
    lastName: { label: 'Last name', kind: 'text' },
    passwordChanged: { label: 'Password changed', kind: 'boolean' },
    kind: { label: 'Type', kind: 'text' },
    role: { label: 'Role', kind: 'text' },
    userType: { label: 'User type', kind: 'text' },
    accessLevel: { label: 'Access level', kind: 'text' },
    department: record('Department'),
    departmentId: record('Department'),
    requestedDepartmentId: record('Department request'),
    emailVerified: { label: 'E-mail confirmed', kind: 'boolean' },
    commission: record('Property chain'),
    hotel: record('Hotels'),
    expireDate: { label: 'Expiry date', kind: 'dateTime' },
    disabled: { label: 'Disabled', kind: 'boolean' },
  };
}

/**
 * The user's audit trail (docs/areas/users.md, "Screens"): GET /audit for entity 'user', each field by its kind
 * (libs/ui's HistoryPanel `fields`). Chain, hotel and department ids show by name when `names` knows them (the
 * user's own chain, hotels and departments always do), the expiry through the format module in the viewer's zone.
 */
export function UserHistory({ user, names }: { user: UserSummary; names?: ReadonlyMap<string, string> }) {
  const history = useUserHistory(user._id);
  const { loading, error, onRetry } = gridStatesOf(history);
  const known = new Map<string, string>(names);
  if (user.commission) known.set(user.commission._id, user.commission.clientTypeName);
  for (const h of user.hotel) known.set(h._id, h.name);
  for (const d of [user.department, user.requestedDepartment]) if (d) known.set(d._id, d.name);
  return (
    <HistoryPanel
      title="History"
      events={history.data}
      loading={loading}
      error={error}
      onRetry={onRetry}
      fields={historyFields((id) => known.get(id))}
    />
  );
}
