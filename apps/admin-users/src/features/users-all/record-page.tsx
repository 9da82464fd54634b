import { UsersMessages, type UserSummary } from '@backoffice/contracts';
import { PageFrame, RecordGate, errorMessage } from '@backoffice/remote-kit';
import { HistoryPanel } from '@backoffice/ui/forms';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { signedInText } from '../shared/format';
import { useUser, useUserHistory } from './api';

/** The way back of a user's page: /users-all. */
export const BACK_TO_USERS = { to: '/users-all', label: 'Back to Users Management' };

/** A user's page (Edit User, Role Management): its title, the link back to the list, and the content. */
export function RecordFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title} back={BACK_TO_USERS} maxW="4xl">
      {children}
    </PageFrame>
  );
}

/**
 * A user's page as the user of the route's `:userId` loads (GET /user/info/{id}): loading, a 404
 * (`UsersMessages.account.notFound`: unknown or deleted), another failure with Retry, then `children(user)`,
 * keyed by the user (another user's page starts afresh).
 */
export function UserGate({ title, children }: { title: string; children: (user: UserSummary) => ReactNode }) {
  const userId = useParams().userId ?? '';
  return (
    <RecordGate
      frame={{ title, back: BACK_TO_USERS, maxW: '4xl' }}
      query={useUser(userId)}
      noun="user"
      missing={UsersMessages.account.notFound}
      keyOf={(user) => user._id}
    >
      {children}
    </RecordGate>
  );
}

/** Field names of a user's history, as a SuperAdmin reads them. */
const HISTORY_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  passwordChanged: 'Password changed',
  kind: 'Type',
  role: 'Role',
  userType: 'User type',
  accessLevel: 'Access level',
  department: 'Department',
  departmentId: 'Department',
  requestedDepartmentId: 'Department request',
  emailVerified: 'E-mail confirmed',
  commission: 'Property chain',
  hotel: 'Hotels',
  expireDate: 'Expiry date',
  disabled: 'Disabled',
};

/**
 * The user's audit trail (docs/areas/users.md, "Screens"): GET /audit for entity 'user'. Chain and hotel ids show
 * by name when `names` knows them (the user's own chain and hotels always do), instants in the console's zone.
 */
export function UserHistory({ user, names }: { user: UserSummary; names?: ReadonlyMap<string, string> }) {
  const history = useUserHistory(user._id);
  const known = new Map<string, string>(names);
  if (user.commission) known.set(user.commission._id, user.commission.clientTypeName);
  for (const h of user.hotel) known.set(h._id, h.name);
  for (const d of [user.department, user.requestedDepartment]) if (d) known.set(d._id, d.name);
  const nameOf = (id: unknown) => (typeof id === 'string' ? (known.get(id) ?? id) : String(id));
  const formatValue = (field: string, value: unknown): string | undefined => {
    if ((field === 'commission' || field === 'departmentId' || field === 'requestedDepartmentId') && typeof value === 'string') return nameOf(value);
    if (field === 'hotel' && Array.isArray(value)) return value.length ? value.map(nameOf).join(', ') : '(none)';
    if (field === 'expireDate' && typeof value === 'string') return signedInText(value);
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    return undefined;
  };
  return (
    <HistoryPanel
      title="History"
      events={history.data}
      loading={history.isPending}
      error={history.isError ? errorMessage(history.error) : null}
      onRetry={() => void history.refetch()}
      fieldLabels={HISTORY_LABELS}
      formatValue={formatValue}
    />
  );
}
