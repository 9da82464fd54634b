/**
 * The users area's bulk action (docs/areas/users.md, "Bulk actions"; the runner: docs/areas/platform.md, "Bulk
 * runs"): `users.disable` disables the selected users, or every user the Users Management list (/users-all) shows for
 * a URL query, through the very method Disable Account uses (`app.userAccounts.setExpiry` with an expiry of now, as
 * PUT /user/disableAccount/{id}): the same checks (not your own account, no one ranked above you, never the last
 * active Admin), the same `user.disable` audit event, the user's tokens revoked and open sessions ended. A user
 * already disabled (or whose expiry has passed) is skipped, so a second run changes nothing.
 */
import { BULK_RUN_MAX_ITEMS, BulkMessages, USER_FILTERS, USER_SORT_FIELDS, accountStatus, type UserFilter, type UserSortField } from '@backoffice/contracts';
import { badRequest, conflict, isUuid, type Actor, type BulkActionDefinition, type BulkItemRef, type BulkSelection } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fullNameOf, listOrder, userFilter, type UserFilterQuery } from './query';

/** Ours: the reasons and answers of `users.disable` (the run's report and the start's answer). */
export const UsersBulkMessages = {
  /** Skipped: the account is Not Active already. */
  alreadyDisabled: 'Already disabled',
  /** Failed: the caller's own account is in the selection (disable it from another Admin's console). */
  notYourself: 'You cannot disable your own account',
  /** 400: a scope key the Users Management list does not read, or a value it does not accept. */
  scopeInvalid: (key: string) => `The users list has no filter “${key}” with that value.`,
} as const;

const truthy = (v: string) => v === '1' || v === 'true';

/**
 * The list's filters of a Users Management URL query (`?search=&type=&requests=1&sort=&order=`, as /users-all reads
 * them; `hideAdmins` as /users sends it); `page` and `limit` are ignored (a run takes every match).
 * @throws HttpError 400 `UsersBulkMessages.scopeInvalid` for a key or a value the list does not know.
 */
export function userScopeQuery(scope: Readonly<Record<string, string>>): UserFilterQuery {
  const q: UserFilterQuery = {};
  for (const [key, value] of Object.entries(scope)) {
    if (key === 'page' || key === 'limit' || value === '') continue;
    if (key === 'search') q.search = value;
    else if (key === 'type' && (USER_FILTERS as readonly string[]).includes(value)) q.type = value === 'All' ? undefined : (value as UserFilter);
    else if (key === 'requests') q.requests = truthy(value) || undefined;
    else if (key === 'hideAdmins') q.hideAdmins = truthy(value) || undefined;
    else if (key === 'sort' && (USER_SORT_FIELDS as readonly string[]).includes(value)) q.sort = value as UserSortField;
    else if (key === 'order' && (value === 'asc' || value === 'desc')) q.order = value;
    else throw badRequest(UsersBulkMessages.scopeInvalid(key));
  }
  return q;
}

const itemRef = (u: { id: string; firstName: string; lastName: string; email: string }): BulkItemRef => ({
  id: u.id,
  record: { type: 'user', id: u.id, name: fullNameOf(u) || u.email },
});

/** The run's title for a filter: "Owner, “smi”", or "All users". */
function filterTitle(q: UserFilterQuery): string {
  const parts = [q.type, q.requests ? 'department requests' : undefined, q.hideAdmins ? 'no Admins' : undefined, q.search ? `“${q.search}”` : undefined];
  const said = parts.filter(Boolean).join(', ');
  return said ? `users: ${said}` : 'All users';
}

/**
 * The users of a selection (`ids`: in the given order, duplicates once; an id that names no user stays, named by its
 * id, and is skipped when worked) or of a Users Management filter (`scope`: the list's own filter and order,
 * deleted users never, at most BULK_RUN_MAX_ITEMS + 1 so that the runner can refuse too many).
 * @throws HttpError 400 (an option: the action takes none; a scope the list does not know).
 */
async function resolveUsers(app: FastifyInstance, selection: BulkSelection): Promise<{ title: string; items: BulkItemRef[] }> {
  if (Object.keys(selection.params).length) throw badRequest(BulkMessages.badParams);
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
  if (selection.scope) {
    const q = userScopeQuery(selection.scope);
    const rows = await app.db
      .select(columns)
      .from(users)
      .where(userFilter(q))
      .orderBy(...listOrder(q))
      .limit(BULK_RUN_MAX_ITEMS + 1);
    return { title: filterTitle(q), items: rows.map(itemRef) };
  }
  const ids = [...new Set(selection.ids ?? [])];
  const known = ids.filter(isUuid);
  const rows = known.length ? await app.db.select(columns).from(users).where(and(inArray(users.id, known), isNull(users.deletedAt))) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.map((id) => {
    const row = byId.get(id);
    return row ? itemRef(row) : { id, record: { type: 'user' as const, id, name: id } };
  });
  return { title: `${ids.length} selected ${ids.length === 1 ? 'user' : 'users'}`, items };
}

/** `users.disable`, for `app.bulk.define` (index.ts). */
export function usersBulkActions(app: FastifyInstance): BulkActionDefinition[] {
  return [
    {
      action: 'users.disable',
      resolve: (selection) => resolveUsers(app, selection),
      /**
       * Disables the user from now on as Disable Account does (`setExpiry` with the current instant: tokens revoked,
       * sessions ended, audited `user.disable`). Already Not Active: skipped; no such user (or deleted): skipped.
       * @throws HttpError 409 for the caller's own account (`UsersBulkMessages.notYourself`) or the last active Admin,
       *   403 for a user ranked above the caller, as one by one.
       */
      async runItem(id: string, _params, actor: Actor) {
        const [user] = isUuid(id)
          ? await app.db
              .select({ expireDate: users.expireDate, disabled: users.disabled })
              .from(users)
              .where(and(eq(users.id, id), isNull(users.deletedAt)))
          : [];
        if (!user) return { outcome: 'skipped', message: BulkMessages.recordGone };
        if (accountStatus({ expireDate: user.expireDate?.toISOString() ?? null, disabled: user.disabled }) === 'Not Active') {
          return { outcome: 'skipped', message: UsersBulkMessages.alreadyDisabled };
        }
        if (actor.userId === id) throw conflict(UsersBulkMessages.notYourself);
        await app.userAccounts.setExpiry(id, new Date().toISOString(), { actor, session: null });
        return { outcome: 'done' };
      },
    },
  ];
}
