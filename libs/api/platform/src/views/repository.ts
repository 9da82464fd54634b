/**
 * The saved views' store (docs/areas/platform.md, "Saved views"), decorated as `app.savedViews`: a user's views of a
 * list with those shared with the user's role, and the owner's writes (create, update, delete) and the user's
 * default view per list, each in one transaction with its audit event. Who may share is the routes' business; here
 * a view is visible to its owner and, when `shared_role` is set, to every user of that role, and only its owner
 * changes or deletes it.
 */
import { VIEWS_PER_LIST_MAX, type CreateViewBody, type Role, type SavedView, type UpdateViewBody } from '@backoffice/contracts';
import { audit, changedFields, isUniqueViolation, isUuid, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { savedViewDefaults, savedViews, type SavedViewRow } from '../platform.schema';
import { viewChangeRooms } from './change-rooms';

/** The signed-in user a call is for: whose views, and which role's shared views it sees. */
export interface Viewer {
  id: string;
  role: Role;
}

/** A write's answer: done (with the view, for a create or an update), or why not. */
export type ViewOutcome<T> =
  | { outcome: 'ok'; value: T }
  /** No such view, or one the viewer may not see (another user's private view). */
  | { outcome: 'not_found' }
  /** A view shared with the viewer's role: it sees it but does not own it. */
  | { outcome: 'not_owner' }
  /** The owner already has a view of this name (compared without case) for the list. */
  | { outcome: 'duplicate'; name: string }
  /** VIEWS_PER_LIST_MAX reached for the list. */
  | { outcome: 'too_many' };

/** The fields of a view the audit trail records, under their wire names. */
const auditFieldsOf = (row: SavedViewRow) => ({
  listKey: row.listKey,
  name: row.name,
  query: row.query,
  hiddenColumns: row.hiddenColumns ?? null,
  sharedRole: row.sharedRole ?? null,
});

/** "First Last", or the e-mail for a user without a name (as the other lists show users). */
const nameOf = (u: { firstName: string; lastName: string; email: string }) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** Who may see a view: its owner, and the users of the role it is shared with. */
const visibleTo = (viewer: Viewer): SQL => or(eq(savedViews.ownerId, viewer.id), eq(savedViews.sharedRole, viewer.role)) as SQL;

export class SavedViewsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The views of `listKey` the viewer sees: its own first, then those shared with its role by other users, each by
   * name (without case), with `mine`, `isDefault` (the viewer's default) and the owner's name.
   */
  async list(viewer: Viewer, listKey: string): Promise<SavedView[]> {
    return this.select(this.db, viewer, and(eq(savedViews.listKey, listKey), visibleTo(viewer)) as SQL);
  }

  /**
   * Saves a new view of the viewer's (`name` trimmed, not blank: the route checks), its default for the list when
   * `isDefault`. Audited `view.create` (and `view.default_set`). The route has checked that a `sharedRole` comes from
   * a SuperAdmin.
   */
  async create(viewer: Viewer, actor: Actor, body: CreateViewBody & { name: string }): Promise<ViewOutcome<SavedView>> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockList(tx, viewer.id, body.listKey);
        const [{ mine }] = await tx
          .select({ mine: count() })
          .from(savedViews)
          .where(and(eq(savedViews.ownerId, viewer.id), eq(savedViews.listKey, body.listKey)));
        if (mine >= VIEWS_PER_LIST_MAX) return { outcome: 'too_many' } as const;
        if (await nameTaken(tx, viewer.id, body.listKey, body.name)) return { outcome: 'duplicate', name: body.name } as const;
        const [row] = await tx
          .insert(savedViews)
          .values({
            ownerId: viewer.id,
            listKey: body.listKey,
            name: body.name,
            query: body.query,
            hiddenColumns: body.hiddenColumns ?? null,
            sharedRole: body.sharedRole ?? null,
          })
          .returning();
        await audit(tx, actor, { action: 'view.create', entityType: 'view', entityId: row.id, before: null, after: auditFieldsOf(row) });
        if (body.isDefault) await makeDefault(tx, actor, viewer.id, row.listKey, row.id);
        return { outcome: 'ok', value: await this.one(tx, viewer, row.id) } as const;
      });
    } catch (error) {
      // A name taken between the check and the insert (the list's lock makes this unlikely).
      if (isUniqueViolation(error)) return { outcome: 'duplicate', name: body.name };
      throw error;
    }
  }

  /**
   * Changes the viewer's view: the fields given (`name` trimmed, not blank: the route checks). Nothing that differs:
   * no write. Audited `view.update` with the changed fields. When `sharedRole` changes, the view stops being the
   * default of the users who no longer see it (everyone's but the owner's).
   */
  async update(viewer: Viewer, actor: Actor, id: string, body: UpdateViewBody): Promise<ViewOutcome<SavedView>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    try {
      return await this.db.transaction(async (tx) => {
        const before = await this.owned(tx, viewer, id);
        if (!('row' in before)) return before;
        const { row } = before;
        await lockList(tx, viewer.id, row.listKey);
        const next = {
          name: body.name ?? row.name,
          query: body.query ?? row.query,
          hiddenColumns: body.hiddenColumns !== undefined ? body.hiddenColumns : (row.hiddenColumns ?? null),
          sharedRole: body.sharedRole !== undefined ? body.sharedRole : (row.sharedRole ?? null),
        };
        const changed = changedFields(auditFieldsOf(row), { ...next, listKey: row.listKey });
        if (!Object.keys(changed.after).length) return { outcome: 'ok', value: await this.one(tx, viewer, id) } as const;
        if (next.name.toLowerCase() !== row.name.toLowerCase() && (await nameTaken(tx, viewer.id, row.listKey, next.name))) {
          return { outcome: 'duplicate', name: next.name } as const;
        }
        const [after] = await tx
          .update(savedViews)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(savedViews.id, id))
          .returning();
        if (after.sharedRole !== row.sharedRole) {
          await tx
            .delete(savedViewDefaults)
            .where(and(eq(savedViewDefaults.viewId, id), sql`${savedViewDefaults.userId} <> ${viewer.id}`));
        }
        await audit(tx, actor, { action: 'view.update', entityType: 'view', entityId: id, ...changed });
        return { outcome: 'ok', value: await this.one(tx, viewer, id) } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'duplicate', name: body.name ?? '' };
      throw error;
    }
  }

  /** Deletes the viewer's view; it stops being anyone's default (the foreign key cascades). Audited `view.delete`. */
  async remove(viewer: Viewer, actor: Actor, id: string): Promise<ViewOutcome<null>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const before = await this.owned(tx, viewer, id);
      if (!('row' in before)) return before;
      await tx.delete(savedViews).where(eq(savedViews.id, id));
      await audit(tx, actor, { action: 'view.delete', entityType: 'view', entityId: id, before: auditFieldsOf(before.row), after: null });
      return { outcome: 'ok', value: null } as const;
    });
  }

  /**
   * Makes `id` (a view of `listKey` the viewer sees: its own or one shared with its role) the viewer's default for
   * the list, replacing the former one, or with `id` null clears it. Audited `view.default_set` on the new default,
   * `view.default_cleared` on the former one; already so: no write.
   */
  async setDefault(viewer: Viewer, actor: Actor, listKey: string, id: string | null): Promise<ViewOutcome<null>> {
    if (id !== null && !isUuid(id)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      if (id === null) {
        const [cleared] = await tx
          .delete(savedViewDefaults)
          .where(and(eq(savedViewDefaults.userId, viewer.id), eq(savedViewDefaults.listKey, listKey)))
          .returning();
        if (cleared) await auditDefault(tx, actor, cleared.viewId, false);
        return { outcome: 'ok', value: null } as const;
      }
      const [view] = await tx
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.listKey, listKey), visibleTo(viewer)));
      if (!view) return { outcome: 'not_found' } as const;
      await makeDefault(tx, actor, viewer.id, listKey, id);
      return { outcome: 'ok', value: null } as const;
    });
  }

  /** The viewer's own view `id`, locked for the write; or not found (invisible) / not the owner (shared with it). */
  private async owned(tx: Tx, viewer: Viewer, id: string): Promise<{ row: SavedViewRow } | { outcome: 'not_found' } | { outcome: 'not_owner' }> {
    const [row] = await tx
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), visibleTo(viewer)))
      .for('update');
    if (!row) return { outcome: 'not_found' };
    if (row.ownerId !== viewer.id) return { outcome: 'not_owner' };
    return { row };
  }

  private async one(tx: Db | Tx, viewer: Viewer, id: string): Promise<SavedView> {
    const [view] = await this.select(tx, viewer, eq(savedViews.id, id));
    return view;
  }

  /** The views matching `where`, as the viewer sees them, own first, then by name. */
  private async select(db: Db | Tx, viewer: Viewer, where: SQL): Promise<SavedView[]> {
    const mine = sql<boolean>`${savedViews.ownerId} = ${viewer.id}`;
    const rows = await db
      .select({
        view: savedViews,
        owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        defaultOf: savedViewDefaults.viewId,
      })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.ownerId))
      .leftJoin(
        savedViewDefaults,
        and(
          eq(savedViewDefaults.userId, viewer.id),
          eq(savedViewDefaults.listKey, savedViews.listKey),
          eq(savedViewDefaults.viewId, savedViews.id),
        ),
      )
      .where(where)
      .orderBy(desc(mine), asc(sql`lower(${savedViews.name})`), asc(savedViews.name), asc(savedViews.id));
    return rows.map(({ view, owner, defaultOf }) => ({
      _id: view.id,
      listKey: view.listKey,
      name: view.name,
      query: view.query,
      hiddenColumns: view.hiddenColumns ?? null,
      sharedRole: view.sharedRole ?? null,
      owner: { id: owner.id, name: nameOf(owner) },
      mine: view.ownerId === viewer.id,
      isDefault: defaultOf !== null,
      createdAt: view.createdAt.toISOString(),
      updatedAt: view.updatedAt.toISOString(),
    }));
  }
}

/**
 * Serialises the writes of one owner's views of one list (the count limit and the name check): a transaction-scoped
 * advisory lock, released at commit or rollback.
 */
async function lockList(tx: Tx, ownerId: string, listKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_views:${ownerId}:${listKey}`}))`);
}

/** Whether the owner already has a view of this name (without case) for the list. */
async function nameTaken(tx: Tx, ownerId: string, listKey: string, name: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.listKey, listKey), sql`lower(${savedViews.name}) = lower(${name})`))
    .limit(1);
  return Boolean(taken);
}

/** Records a view becoming (`true`) or ceasing to be (`false`) the actor's default for its list. */
function auditDefault(tx: Tx, actor: Actor, viewId: string, isDefault: boolean) {
  return audit(tx, actor, {
    action: isDefault ? 'view.default_set' : 'view.default_cleared',
    entityType: 'view',
    entityId: viewId,
    before: { isDefault: !isDefault },
    after: { isDefault },
  });
}

/** Makes `viewId` the user's default for `listKey` (replacing the former one), audited; already so: no write. */
async function makeDefault(tx: Tx, actor: Actor, userId: string, listKey: string, viewId: string): Promise<void> {
  const [former] = await tx
    .select({ viewId: savedViewDefaults.viewId })
    .from(savedViewDefaults)
    .where(and(eq(savedViewDefaults.userId, userId), eq(savedViewDefaults.listKey, listKey)))
    .for('update');
  if (former?.viewId === viewId) return;
  await tx
    .insert(savedViewDefaults)
    .values({ userId, listKey, viewId })
    .onConflictDoUpdate({ target: [savedViewDefaults.userId, savedViewDefaults.listKey], set: { viewId } });
  if (former) await auditDefault(tx, actor, former.viewId, false);
  await auditDefault(tx, actor, viewId, true);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The saved views of the console's lists (platform area only). */
    savedViews: SavedViewsRepository;
  }
}

/** Decorates `app.savedViews` and registers who hears of a view's live change (change-rooms.ts). */
export default fp(
  async function savedViewsRepository(app) {
    app.decorate('savedViews', new SavedViewsRepository(app.db));
    app.changeRooms.register('view', (ids) => viewChangeRooms(app.db, ids), { instead: true });
  },
  { name: 'platform-views-repository', dependencies: ['db', 'changes'] },
);
