import { UsersMessages } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import type { RecordType } from '@backoffice/contracts';
import { RecordGate, RecordHistory, RecordLink, useRecordHistory } from '@backoffice/remote-kit';
import { Badge, HStack, Stack, Text } from '@backoffice/ui';
import type { HistoryField } from '@backoffice/ui/forms';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useUser } from './api';
import { BACK_TO_USERS, nameOf } from './user-paths';

/** The way back to a user's page from a record it links. */
const backTo = (user: UserSummary) => `Back to ${nameOf(user)}`;

/**
 * The records a user belongs to (docs/areas/users.md, "Links"): the department (and a pending department request),
 * the property chain and the hotels, each a link to its page; nothing when the user has none.
 */
export function UserRecords({ user }: { user: UserSummary }) {
  const back = backTo(user);
  const parts: { label: string; links: ReactNode[] }[] = [];
  if (user.department) parts.push({ label: 'Department', links: [<RecordLink key="d" record={{ type: 'department', id: user.department._id, name: user.department.name }} backLabel={back} />] });
  if (user.requestedDepartment) {
    const d = user.requestedDepartment;
    parts.push({ label: 'Requested department', links: [<RecordLink key="r" record={{ type: 'department', id: d._id, name: d.name }} backLabel={back} />] });
  }
  if (user.commission) {
    const c = user.commission;
    parts.push({ label: 'Property chain', links: [<RecordLink key="c" record={{ type: 'chain', id: c._id, name: c.clientTypeName }} backLabel={back} />] });
  }
  if (user.hotel.length) {
    parts.push({ label: user.hotel.length === 1 ? 'Hotel' : 'Hotels', links: user.hotel.map((h) => <RecordLink key={h._id} record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={back} />) });
  }
  if (!parts.length) return null;
  return (
    <HStack as="span" gap="4" wrap="wrap" fontSize="sm">
      {parts.map(({ label, links }) => (
        <Text as="span" key={label}>
          {label}:{' '}
          {links.map((link, i) => (
            <Fragment key={i}>
              {i ? ', ' : null}
              {link}
            </Fragment>
          ))}
        </Text>
      ))}
    </HStack>
  );
}

/**
 * The key fields under a user page's title (docs/areas/users.md, "Screens", "Links"): the user's name, access level
 * and account status, then the department, chain and hotels the user belongs to, as links.
 */
export function UserSubtitle({ user }: { user: UserSummary }) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Text as="span">
          {nameOf(user)} · {user.accessLabel}
        </Text>
        <Badge colorPalette={user.status === 'Active' ? 'green' : 'red'}>{user.status}</Badge>
      </HStack>
      <UserRecords user={user} />
    </Stack>
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
 * are records named by `nameOf` and of their type (a department's, chain's or hotel's id shows as a link to it), the
 * expiry an instant in the viewer's zone, flags Yes / No.
 */
function historyFields(nameOf: (id: string) => string | undefined): Record<string, HistoryField> {
  const record = (label: string, recordType: RecordType): HistoryField => ({ label, kind: 'record', nameOf, recordType });
  return {
    firstName: { label: 'First name', kind: 'text' },
    lastName: { label: 'Last name', kind: 'text' },
    passwordChanged: { label: 'Password changed', kind: 'boolean' },
    kind: { label: 'Type', kind: 'text' },
    role: { label: 'Role', kind: 'text' },
    userType: { label: 'User type', kind: 'text' },
    accessLevel: { label: 'Access level', kind: 'text' },
    department: record('Department', 'department'),
    departmentId: record('Department', 'department'),
    requestedDepartmentId: record('Department request', 'department'),
    emailVerified: { label: 'E-mail confirmed', kind: 'boolean' },
    commission: record('Property chain', 'chain'),
    hotel: record('Hotels', 'hotel'),
    expireDate: { label: 'Expiry date', kind: 'dateTime' },
    disabled: { label: 'Disabled', kind: 'boolean' },
  };
}

/**
 * The user's audit trail (docs/areas/users.md, "Screens", "Links"): GET /audit for entity 'user' in the kit's
 * RecordHistory, a page at a time (useRecordHistory: the newest events, then "Show older"; docs/areas/platform.md,
 * "Audit trail"), each field by its kind. Chain, hotel and department ids show by name when `names` knows them (the
 * user's own chain, hotels and departments always do) as links to their records, the expiry through the format
 * module in the viewer's zone.
 */
export function UserHistory({ user, names }: { user: UserSummary; names?: ReadonlyMap<string, string> }) {
  const history = useRecordHistory({ entityType: 'user', entityId: user._id });
  const known = new Map<string, string>(names);
  if (user.commission) known.set(user.commission._id, user.commission.clientTypeName);
  for (const h of user.hotel) known.set(h._id, h.name);
  for (const d of [user.department, user.requestedDepartment]) if (d) known.set(d._id, d.name);
  return <RecordHistory query={history} fields={historyFields((id) => known.get(id))} />;
}
