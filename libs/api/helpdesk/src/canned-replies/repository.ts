/**
 * Canned replies' data layer (docs/areas/helpdesk.md, "Canned replies"), decorated as `app.cannedReplies`: the SQL,
 * who may use and write which reply, and the wire shape. A department's reply (`department_id`) is used by that
 * department's Department users and by the SuperAdmins, and written by both; a personal one (`owner_id`) by its owner
 * only. Every write records a `canned_reply.*` audit event in its transaction.
 */
import { ChangeRooms, Roles, type CannedReply, type CannedReplyKind } from '@backoffice/contracts';
import { audit, changedFields, containsPattern, type Actor, type AuthUser, type Db, type Tx } from '@backoffice/api-server';
import { departments } from '@backoffice/api-server/schema';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { cannedReplies } from '../helpdesk.schema';

/** The caller as the rules need it. */
export type CannedReplyCaller = Pick<AuthUser, 'id' | 'role' | 'departmentId'>;

/** A reply's row with its department's name. */
type Row = {
  id: string;
  departmentId: string | null;
  departmentName: string | null;
  ownerId: string | null;
  title: string;
  body: string;
  updatedAt: Date;
};

const columns = {
  id: cannedReplies.id,
  departmentId: cannedReplies.departmentId,
  departmentName: departments.name,
  ownerId: cannedReplies.ownerId,
  title: cannedReplies.title,
  body: cannedReplies.body,
  updatedAt: cannedReplies.updatedAt,
};

/** A row on the wire. */
export const cannedReplyToWire = (r: Row): CannedReply => ({
  _id: r.id,
  kind: r.ownerId ? 'personal' : 'department',
  department: r.departmentId ? { _id: r.departmentId, name: r.departmentName ?? '' } : null,
  ownerId: r.ownerId,
  title: r.title,
  body: r.body,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The replies `me` may use and write (docs/areas/helpdesk.md, "Canned replies"): its own personal ones and, for a
 * SuperAdmin, every department's; for a Department user, its department's. Nobody else's personal ones.
 */
export function usableBy(me: CannedReplyCaller): SQL {
  const departmental =
    me.role === Roles.SuperAdmin
      ? isNotNull(cannedReplies.departmentId)
      : me.role === Roles.Department && me.departmentId
        ? eq(cannedReplies.departmentId, me.departmentId)
        : undefined;
  return departmental ? (or(eq(cannedReplies.ownerId, me.id), departmental) as SQL) : eq(cannedReplies.ownerId, me.id);
}

/** The audited fields of a reply. */
const audited = (r: { departmentId: string | null; ownerId: string | null; title: string; body: string }) => ({
  departmentId: r.departmentId,
  ownerId: r.ownerId,
  title: r.title,
  body: r.body,
});

export class CannedReplyRepository {
  constructor(private readonly db: Db) {}

  private select(db: Db | Tx = this.db) {
    return db.select(columns).from(cannedReplies).leftJoin(departments, eq(departments.id, cannedReplies.departmentId));
  }

  /**
   * The replies `me` may use, by title (then id): `departmentId` keeps that department's (and the personal ones unless
   * `kind` is 'department'), `kind` one kind, `q` titles containing it (any case).
   */
  async list(
    me: CannedReplyCaller,
    filter: { departmentId?: string; kind?: CannedReplyKind; q?: string },
  ): Promise<CannedReply[]> {
    const kindFilter =
      filter.kind === 'personal'
        ? isNotNull(cannedReplies.ownerId)
        : filter.kind === 'department'
          ? isNotNull(cannedReplies.departmentId)
          : undefined;
    const departmentFilter = filter.departmentId
      ? or(eq(cannedReplies.departmentId, filter.departmentId), isNotNull(cannedReplies.ownerId))
      : undefined;
    const q = filter.q?.trim();
    const rows = await this.select()
      .where(
        and(usableBy(me), kindFilter, departmentFilter, q ? ilike(cannedReplies.title, containsPattern(q)) : undefined),
      )
      .orderBy(asc(cannedReplies.title), asc(cannedReplies.id));
    return rows.map(cannedReplyToWire);
  }

  /** A reply `me` may use (a well-formed uuid), or undefined (another's personal one, another department's). */
  async findUsable(me: CannedReplyCaller, id: string): Promise<CannedReply | undefined> {
    const [row] = await this.select().where(and(eq(cannedReplies.id, id), usableBy(me)));
    return row ? cannedReplyToWire(row) : undefined;
  }

  /** Adds a reply (sanitised body) and records `canned_reply.create`, in one transaction. */
  create(
    input: { departmentId: string | null; ownerId: string | null; title: string; body: string },
    actor: Actor,
  ): Promise<CannedReply> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(cannedReplies).values(input).returning();
      await audit(tx, actor, {
        action: 'canned_reply.create',
        entityType: 'canned_reply',
        entityId: row.id,
        before: null,
        after: audited(row),
      });
      const [wire] = await this.select(tx).where(eq(cannedReplies.id, row.id));
      return cannedReplyToWire(wire);
    });
  }

  /**
   * Changes the title and body of a reply `me` may use and records `canned_reply.update` (the changed fields), in
   * one transaction. @returns the saved reply, or undefined when it is not there for `me`.
   */
  update(me: CannedReplyCaller, id: string, input: { title: string; body: string }, actor: Actor): Promise<CannedReply | undefined> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(cannedReplies)
        .where(and(eq(cannedReplies.id, id), usableBy(me)))
        .for('update');
      if (!old) return undefined;
      await tx
        .update(cannedReplies)
        .set({ title: input.title, body: input.body, updatedAt: new Date() })
        .where(eq(cannedReplies.id, id));
      const change = changedFields({ title: old.title, body: old.body }, input);
      if (Object.keys(change.after).length) {
        await audit(tx, actor, { action: 'canned_reply.update', entityType: 'canned_reply', entityId: id, ...change });
      }
      const [wire] = await this.select(tx).where(eq(cannedReplies.id, id));
      return cannedReplyToWire(wire);
    });
  }

  /** Deletes a reply `me` may use and records `canned_reply.delete`. @returns false when it is not there for `me`. */
  remove(me: CannedReplyCaller, id: string, actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .delete(cannedReplies)
        .where(and(eq(cannedReplies.id, id), usableBy(me)))
        .returning();
      if (!old) return false;
      await audit(tx, actor, {
        action: 'canned_reply.delete',
        entityType: 'canned_reply',
        entityId: id,
        before: audited(old),
        after: null,
      });
      return true;
    });
  }

  /**
   * The socket rooms of each reply's live change (docs/areas/platform.md, "Live changes"): a department's reply to
   * the SuperAdmins and that department, a personal one to its owner only. A deleted reply goes nowhere.
   */
  async changeRooms(ids: readonly string[]): Promise<Map<string, string[]>> {
    const rows = await this.db
      .select({ id: cannedReplies.id, departmentId: cannedReplies.departmentId, ownerId: cannedReplies.ownerId })
      .from(cannedReplies)
      .where(inArray(cannedReplies.id, [...ids]));
    return new Map(
      rows.map((r) => [
        r.id,
        r.ownerId
          ? [ChangeRooms.user(r.ownerId)]
          : [ChangeRooms.role(Roles.SuperAdmin), ChangeRooms.department(r.departmentId ?? '')],
      ]),
    );
  }

  /** Whether `departmentId` is a live department. */
  async departmentIsLive(departmentId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, departmentId), isNull(departments.deletedAt)));
    return !!row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Canned replies' data layer (help desk area only). */
    cannedReplies: CannedReplyRepository;
  }
}

export default fp(
  async function cannedRepliesRepository(app) {
    const repository = new CannedReplyRepository(app.db);
    app.decorate('cannedReplies', repository);
    app.changeRooms.register('canned_reply', (ids) => repository.changeRooms(ids), { instead: true });
  },
  { name: 'helpdesk-canned-replies-repository', dependencies: ['db', 'changes'] },
);
