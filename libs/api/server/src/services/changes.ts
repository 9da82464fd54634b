/**
 * Live changes (docs/areas/platform.md, "Live changes"): what a request changed, and who may hear of it.
 *
 * - **Collect.** {@link actorOf} gives every Actor of one request the same {@link ChangedRecord} list (kept per
 *   request by {@link changesOf}); `audit()` and `auditMany()` add each event's record to it, in the transaction
 *   of the write. A write that rolled back threw, so its route answers an error and nothing is emitted.
 * - **Rooms.** {@link ChangeRoomRegistry} (`app.changeRooms`): by default a record goes to the SuperAdmins' room
 *   (and a `user` record also to that user's own room); an area registers, for its types, who else may see a record
 *   (`app.changeRooms.register('ticket', async (ids) => …)`): the server lib knows no area.
 * - **Emit.** The changes plugin (changes-plugin.ts) turns a successful request's list into {@link RecordChange}s
 *   ({@link changeEventsOf}) and emits them to the rooms through socket.io (so through the Redis adapter, to every
 *   instance).
 */
import {
  CHANGE_BATCH_LIMIT,
  ChangeRooms,
  Roles,
  type AuditedEntityType,
  type RecordChange,
} from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';

/** One record a request's write changed (from its audit event). */
export interface ChangedRecord {
  entityType: AuditedEntityType;
  entityId: string;
  /** The audit action (`ticket.reply`, …). */
  action: string;
}

/**
 * Audit actions that change no record a console page shows (a sign-in, a PIN sent, a token issued): they leave an
 * audit event but no live change, or every sign-in would reload the SuperAdmins' user lists.
 */
export const NOT_A_CHANGE_ACTIONS: ReadonlySet<string> = new Set([
  'user.sign_in',
  'user.sign_in_failed',
  'user.pin_failed',
  'user.pin_sent',
  'user.step_up',
  'user.step_up_sent',
  'user.step_up_failed',
  'user.password_reset_sent',
  'user.hotel_admin_token',
  'user.sign_up_repeated',
]);

const collected = new WeakMap<FastifyRequest, ChangedRecord[]>();

/**
 * The list of records `request` changed so far (the same array on every call for one request; empty at first).
 * actorOf() hands it to the Actor; the changes plugin reads it when the response is sent.
 */
export function changesOf(request: FastifyRequest): ChangedRecord[] {
  let list = collected.get(request);
  if (!list) {
    list = [];
    collected.set(request, list);
  }
  return list;
}

/** Takes the records `request` changed (emptying its list), or an empty array when it changed none. */
export function takeChanges(request: FastifyRequest): ChangedRecord[] {
  const list = collected.get(request);
  return list ? list.splice(0) : [];
}

/** Adds an audit event's record to a change list, unless its action changes nothing shown ({@link NOT_A_CHANGE_ACTIONS}). */
export function collectChange(list: ChangedRecord[] | undefined, entry: ChangedRecord): void {
  if (!list || NOT_A_CHANGE_ACTIONS.has(entry.action)) return;
  list.push({ entityType: entry.entityType, entityId: entry.entityId, action: entry.action });
}

/**
 * Who may see records of one type, beyond the SuperAdmins: for each id asked, the socket rooms
 * ({@link ChangeRooms}) to send its change to. An id missing from the answer (a deleted record) goes to the
 * SuperAdmins only. Called after the write committed, once per type per request, with up to thousands of ids.
 */
export type ChangeRoomsResolver = (ids: readonly string[]) => Promise<ReadonlyMap<string, readonly string[]>>;

/** The default rooms of a record: the SuperAdmins, and for a `user` record that user (its own profile, its role). */
function defaultRooms(type: AuditedEntityType, id: string): string[] {
  const rooms = [ChangeRooms.role(Roles.SuperAdmin)];
  if (type === 'user') rooms.push(ChangeRooms.user(id));
  return rooms;
}

/**
 * The rooms of each record type's changes (`app.changeRooms`; docs/areas/platform.md, "Live changes"): the default
 * ({@link defaultRooms}) plus what the type's registered resolver answers.
 */
export class ChangeRoomRegistry {
  private readonly resolvers = new Map<AuditedEntityType, { resolver: ChangeRoomsResolver; alone: boolean }>();

  /**
   * Registers who else may see records of `type` (an area, for its own types, when its routes are registered).
   * @param options.instead the resolver's rooms replace the default ones (a record only its owner sees, such as a
   *   saved view); a record it does not answer for then goes nowhere.
   * @throws Error when the type already has a resolver (two areas would disagree about it).
   */
  register(type: AuditedEntityType, resolver: ChangeRoomsResolver, options: { instead?: boolean } = {}): void {
    if (this.resolvers.has(type)) throw new Error(`change rooms of '${type}' are already registered`);
    this.resolvers.set(type, { resolver, alone: options.instead ?? false });
  }

  /** The rooms of each id of `type`: the default ones plus the resolver's (or its only), without duplicates. */
  async roomsOf(type: AuditedEntityType, ids: readonly string[]): Promise<Map<string, string[]>> {
    const registered = this.resolvers.get(type);
    const extra = registered && ids.length ? await registered.resolver(ids) : undefined;
    const base = (id: string) => (registered?.alone ? [] : defaultRooms(type, id));
    return new Map(ids.map((id) => [id, [...new Set([...base(id), ...(extra?.get(id) ?? [])])]]));
  }
}

/** One event to send, and where. */
export interface ChangeEmission {
  rooms: string[];
  change: RecordChange;
}

/**
 * The events of a successful request's changes: one per changed record (the first action recorded for it), or, above
 * {@link CHANGE_BATCH_LIMIT} records of one type, one event with `id: null` for the type (its first action), sent to
 * every room of any of those records. No field of the record goes out: type, id, action, who, when.
 * @param by the caller (`{ id, name }`), or null for a request with none (a public sign-up).
 * @param at when the request was answered.
 */
export async function changeEventsOf(
  changes: readonly ChangedRecord[],
  registry: ChangeRoomRegistry,
  by: RecordChange['by'],
  at: Date,
): Promise<ChangeEmission[]> {
  const byType = new Map<AuditedEntityType, Map<string, string>>();
  for (const c of changes) {
    const ids = byType.get(c.entityType) ?? new Map<string, string>();
    if (!ids.has(c.entityId)) ids.set(c.entityId, c.action);
    byType.set(c.entityType, ids);
  }
  const when = at.toISOString();
  const out: ChangeEmission[] = [];
  for (const [type, ids] of byType) {
    const rooms = await registry.roomsOf(type, [...ids.keys()]);
    if (ids.size > CHANGE_BATCH_LIMIT) {
      const all = new Set<string>();
      for (const list of rooms.values()) for (const room of list) all.add(room);
      const action = ids.values().next().value as string;
      out.push({ rooms: [...all], change: { type, id: null, action, by, at: when } });
      continue;
    }
    for (const [id, action] of ids) {
      out.push({ rooms: rooms.get(id) ?? [], change: { type, id, action, by, at: when } });
    }
  }
  return out;
}

/** How the console names the author of a change: the user's first and last name, else the e-mail address. */
export function changeAuthorName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may hear of each record type's changes (services/changes.ts): areas register their resolvers here. */
    changeRooms: ChangeRoomRegistry;
  }
}
