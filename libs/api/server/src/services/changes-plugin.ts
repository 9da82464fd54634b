/**
 * The live changes' emitter (docs/areas/platform.md, "Live changes"; services/changes.ts): decorates
 * `app.changeRooms` (areas register their resolvers there) and, when a request that changed records is answered
 * with a success (status below 400), emits one `change` event ({@link CHANGE_EVENT}) per changed record, or one per
 * type above CHANGE_BATCH_LIMIT, to the rooms allowed to see it, through `app.io` (with REDIS_URL, the adapter
 * carries it to the sockets of every instance). It runs after the answer is sent; a failure to emit is logged as a
 * warning and never changes the answer.
 */
import { CHANGE_EVENT, ChangeRooms } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeRoomRegistry, changeAuthorName, changeEventsOf, takeChanges } from './changes';

/** Emits the changes `request` collected (nothing when it collected none). */
async function emitChanges(app: FastifyInstance, request: FastifyRequest, at: Date): Promise<void> {
  const changes = takeChanges(request);
  if (!changes.length) return;
  const user = request.user;
  const by = user ? { id: user.id, name: changeAuthorName(user) } : null;
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
