/**
 * The live changes' emitter (docs/areas/platform.md, "Live changes"; services/changes.ts): decorates
 * `app.changeRooms` (areas register their resolvers there) and, when a request that changed records is answered
 * with a success (status below 400), emits one `change` event ({@link CHANGE_EVENT}) per changed record, or one per
 * type above CHANGE_BATCH_LIMIT, to the rooms allowed to see it, through `app.io` (with REDIS_URL, the adapter
 * carries it to the sockets of every instance). It runs after the answer is sent; a failure to emit is logged as a
 * warning and never changes the answer. Work done outside a request (a bulk run's job: docs/areas/platform.md,
 * "Bulk runs") emits what it collected through `app.emitChanges`.
 */
import { CHANGE_EVENT, ChangeRooms, type RecordChange } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeRoomRegistry, changeAuthorName, changeEventsOf, takeChanges, type ChangedRecord } from './changes';

/** Emits the changes `request` collected (nothing when it collected none). */
async function emitChanges(app: FastifyInstance, request: FastifyRequest, at: Date): Promise<void> {
  const changes = takeChanges(request);
  const user = request.user;
  await emitChangeList(app, changes, user ? { id: user.id, name: changeAuthorName(user) } : null, at);
}

/** Emits `changes` (batched by type above CHANGE_BATCH_LIMIT) as written by `by` at `at`; nothing for none. */
async function emitChangeList(app: FastifyInstance, changes: readonly ChangedRecord[], by: RecordChange['by'], at: Date): Promise<void> {
  if (!changes.length) return;
  const emissions = await changeEventsOf(changes, app.changeRooms, by, at);
  for (const { rooms, change } of emissions) {
    // A user whose sessions this write ended (disabled, role changed) hears nothing after `session_ended`.
    const to = rooms.filter((room) => !(room.startsWith(ChangeRooms.user('')) && app.sessionsEnded(room.slice(ChangeRooms.user('').length))));
    if (to.length) app.io.to(to).emit(CHANGE_EVENT, change);
  }
}

export default fp(
  async function changes(app: FastifyInstance) {
    app.decorate('changeRooms', new ChangeRoomRegistry());
    app.decorate('emitChanges', (changes: readonly ChangedRecord[], by: RecordChange['by'], at: Date = new Date()) =>
      emitChangeList(app, changes, by, at),
    );
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400) return;
      try {
        await emitChanges(app, request, new Date());
      } catch (error) {
        request.log.warn({ err: error }, 'live changes not emitted');
      }
    });
  },
  { name: 'changes', dependencies: ['socket'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Emits changes collected outside a request (an Actor built by a job with its own `changes` list), exactly as a
     * request's are: one event per record, or one per type above CHANGE_BATCH_LIMIT, to the rooms allowed to see
     * it. `by`: who the writes are for (null: the system); `at`: when (default now). Rejects when the rooms cannot be
     * resolved (the caller logs it).
     */
    emitChanges(changes: readonly ChangedRecord[], by: RecordChange['by'], at?: Date): Promise<void>;
  }
}
