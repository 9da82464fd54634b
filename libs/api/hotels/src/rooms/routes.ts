/**
 * POST /hotel/{id}/roomAdd and PUT /hotel/{id}/roomUpdate/{roomId} (docs/areas/hotels.md, "Rooms"; SuperAdmin),
 * body `{ room }` → `{ message, data: Room }`. The rules are `roomProblem` in the spec's order (400 with its
 * message; an update is checked as the stored room with the fields sent laid over it). `isDeleted: true` on an
 * update deletes the room ('Room Deleted Successfully'). 404 for an unknown hotel or room.
 */
import {
  HotelsMessages,
  HotelsOperations as op,
  roomProblem,
  type Room,
} from '@backoffice/contracts';
import { Access, actorOf, badRequest, notFound, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMPTY_ROOM, addRoom, findRoom, mergeRoom, saveRoom } from './repository';

const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    op.addRoom,
    { config: { access: Access.superAdmin } },
    async (request, reply) => {
      const room = mergeRoom(EMPTY_ROOM, request.body.room);
      const problem = roomProblem(room, true);
      if (problem) throw badRequest(problem);
      const saved = await addRoom(app.db, request.params.id, room as Room, actorOf(request));
      if (!saved) throw notFound(HotelsMessages.hotel.notFound);
      return reply.status(201).send({ message: HotelsMessages.rooms.updated, data: saved });
    },
  );

  routeOperation(
    app,
    op.updateRoom,
    { config: { access: Access.superAdmin } },
    async (request) => {
      const { id, roomId } = request.params;
      const stored = await findRoom(app.db, id, roomId);
      if (!stored || stored.isDeleted) throw notFound(HotelsMessages.rooms.notFound);
      if (request.body.room.isDeleted) {
        const deleted = await saveRoom(app.db, id, roomId, { delete: true }, actorOf(request));
        if (!deleted) throw notFound(HotelsMessages.rooms.notFound);
        return { message: HotelsMessages.rooms.deleted, data: deleted };
      }
      const room = mergeRoom(stored, request.body.room);
      const problem = roomProblem(room, false);
      if (problem) throw badRequest(problem);
      if (!room.name.trim()) room.name = stored.name;
      const saved = await saveRoom(app.db, id, roomId, { room: room as Room }, actorOf(request));
      if (!saved) throw notFound(HotelsMessages.rooms.notFound);
      return { message: HotelsMessages.rooms.updated, data: saved };
    },
  );
};

export default roomRoutes;
