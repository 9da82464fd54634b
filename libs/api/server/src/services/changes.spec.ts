import { CHANGE_BATCH_LIMIT, CHANGE_EVENT, type RecordChange } from '@backoffice/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { actorOf } from './actor';
import { audit, auditMany } from './audit';
import { ChangeRoomRegistry, changeAuthorName, changeEventsOf, type ChangedRecord } from './changes';
import changesPlugin from './changes-plugin';
import type { AuthUser } from './tokens';

/** A database whose inserts succeed and store nothing (audit() only inserts). */
const inserts: unknown[] = [];
const fakeDb = {
  insert: () => ({ values: async (v: unknown) => void inserts.push(v) }),
} as unknown as Db;

const T1 = '00000000-0000-4000-8000-000000000001';
const T2 = '00000000-0000-4000-8000-000000000002';
const U1 = '00000000-0000-4000-8000-0000000000a1';
const U2 = '00000000-0000-4000-8000-0000000000a2';
const at = new Date('2026-12-06T15:00:00.000Z');
const ada = { id: U1, name: 'Ada Lovelace' };

describe('ChangeRoomRegistry', () => {
  it("sends every record to the SuperAdmins' room, and a user record also to that user", async () => {
    const rooms = await new ChangeRoomRegistry().roomsOf('user', [U1]);
    expect(rooms.get(U1)).toEqual(['role:SuperAdmin', `user:${U1}`]);
    expect((await new ChangeRoomRegistry().roomsOf('hotel', [T1])).get(T1)).toEqual(['role:SuperAdmin']);
  });

  it("adds a registered type's rooms, and leaves a record its resolver does not know (deleted) to the SuperAdmins", async () => {
    const registry = new ChangeRoomRegistry();
    const asked: string[][] = [];
    registry.register('ticket', async (ids) => {
      asked.push([...ids]);
      return new Map([[T1, ['department:d1', 'user:u1', 'role:SuperAdmin']]]);
    });
    const rooms = await registry.roomsOf('ticket', [T1, T2]);
    expect(asked).toEqual([[T1, T2]]); // once, in bulk
    expect(rooms.get(T1)).toEqual(['role:SuperAdmin', 'department:d1', 'user:u1']);
    expect(rooms.get(T2)).toEqual(['role:SuperAdmin']);
  });

  it("sends a type registered 'instead' only to the resolver's rooms (a record only its owner sees)", async () => {
    const registry = new ChangeRoomRegistry();
    registry.register('faq', async () => new Map([[T1, [`user:${U1}`]]]), { instead: true });
    const rooms = await registry.roomsOf('faq', [T1, T2]);
    expect(rooms.get(T1)).toEqual([`user:${U1}`]);
    expect(rooms.get(T2)).toEqual([]);
  });

  it('refuses a second resolver for one type', () => {
    const registry = new ChangeRoomRegistry();
    registry.register('ticket', async () => new Map());
    expect(() => registry.register('ticket', async () => new Map())).toThrow("change rooms of 'ticket' are already registered");
  });
});

describe('changeEventsOf', () => {
  const registry = new ChangeRoomRegistry();

  it('makes one event per record (its first action), with only type, id, action, author and time', async () => {
    const changes: ChangedRecord[] = [
      { entityType: 'ticket', entityId: T1, action: 'ticket.create' },
      { entityType: 'ticket', entityId: T1, action: 'ticket.about' },
      { entityType: 'hotel', entityId: T2, action: 'hotel.update' },
    ];
    expect(await changeEventsOf(changes, registry, ada, at)).toEqual([
      {
        rooms: ['role:SuperAdmin'],
        change: { type: 'ticket', id: T1, action: 'ticket.create', by: ada, at: '2026-12-06T15:00:00.000Z' },
      },
      {
        rooms: ['role:SuperAdmin'],
        change: { type: 'hotel', id: T2, action: 'hotel.update', by: ada, at: '2026-12-06T15:00:00.000Z' },
      },
    ]);
  });

  const users = (n: number): ChangedRecord[] =>
    Array.from({ length: n }, (_, i) => ({
      entityType: 'user' as const,
      entityId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      action: 'user.upload',
    }));

  it(`sends ${CHANGE_BATCH_LIMIT} records of one type one by one`, async () => {
    const events = await changeEventsOf(users(CHANGE_BATCH_LIMIT), registry, ada, at);
    expect(events).toHaveLength(CHANGE_BATCH_LIMIT);
    expect(events.every((e) => e.change.id !== null)).toBe(true);
  });

  it(`sends one id-null event above ${CHANGE_BATCH_LIMIT} records of one type, to every room of those records`, async () => {
    const many = users(CHANGE_BATCH_LIMIT + 1);
    const events = await changeEventsOf(many, registry, null, at);
    expect(events).toHaveLength(1);
    expect(events[0].change).toEqual({ type: 'user', id: null, action: 'user.upload', by: null, at: '2026-12-06T15:00:00.000Z' });
    expect(new Set(events[0].rooms)).toEqual(new Set(['role:SuperAdmin', ...many.map((c) => `user:${c.entityId}`)]));
  });
});

describe('changeAuthorName', () => {
  it('names the user as the console does: first and last name, else the e-mail', () => {
    expect(changeAuthorName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' })).toBe('Ada Lovelace');
    expect(changeAuthorName({ firstName: '', lastName: '', email: 'ada@x.test' })).toBe('ada@x.test');
  });
});

describe("collecting and emitting a request's changes", () => {
  let app: FastifyInstance;
  const emitted: { rooms: string[]; event: string; change: RecordChange }[] = [];
  const warnings: string[] = [];
  const caller: AuthUser = {
    id: U1,
    role: 'SuperAdmin',
    email: 'ada@x.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    departmentId: null,
    jti: 'j',
    exp: 0,
  };

  beforeAll(async () => {
    app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
      },
    });
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = request.headers['x-anonymous'] ? null : caller;
    });
    // The socket plugin's app.io, recording what is emitted.
    await app.register(
      fp(
        async (a) => {
          a.decorate('io', {
            to: (rooms: string[]) => ({
              emit: (event: string, change: RecordChange) => void emitted.push({ rooms, event, change }),
            }),
          } as never);
          // The user U2's sessions were just ended (a disable).
          a.decorate('sessionsEnded', (userId: string) => userId === U2);
        },
        { name: 'socket' },
      ),
    );
    await app.register(changesPlugin);
    app.register(async (area) => {
      area.changeRooms.register('ticket', async (ids) => {
        if (ids.includes(T2)) throw new Error('resolver down');
        return new Map(ids.map((id) => [id, ['department:d1']]));
      });
      area.post<{ Body: { ids: string[] } }>('/write', async (request) => {
        // Two actors of one request share its list: both writes are heard.
        await audit(fakeDb, actorOf(request), { action: 'ticket.create', entityType: 'ticket', entityId: request.body.ids[0] });
        await auditMany(
          fakeDb,
          actorOf(request),
          request.body.ids.slice(1).map((id) => ({ action: 'ticket.status', entityType: 'ticket' as const, entityId: id })),
        );
        return { ok: true };
      });
      area.post('/failed-write', async (request, reply) => {
        await audit(fakeDb, actorOf(request), { action: 'hotel.update', entityType: 'hotel', entityId: T1 });
        return reply.code(400).send({ message: 'Bad' });
      });
      area.post<{ Body: { ids: string[] } }>('/users', async (request) => {
        const entries = request.body.ids.map((id) => ({ action: 'user.disable', entityType: 'user' as const, entityId: id }));
        await auditMany(fakeDb, actorOf(request), entries);
        return { ok: true };
      });
      area.post('/sign-in', async (request) => {
        await audit(fakeDb, actorOf(request), { action: 'user.sign_in', entityType: 'user', entityId: U1 });
        return { ok: true };
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    emitted.splice(0);
    warnings.splice(0);
  });

  /** Lets the onResponse hook (after the answer) finish. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("emits 'change' for each audited record of a successful write, by the caller, to its rooms", async () => {
    const res = await app.inject({ method: 'POST', url: '/write', payload: { ids: [T1, U1] } });
    expect(res.statusCode).toBe(200);
    await settled();
    expect(emitted).toEqual([
      {
        rooms: ['role:SuperAdmin', 'department:d1'],
        event: CHANGE_EVENT,
        change: { type: 'ticket', id: T1, action: 'ticket.create', by: ada, at: expect.any(String) },
      },
      {
        rooms: ['role:SuperAdmin', 'department:d1'],
        event: CHANGE_EVENT,
        change: { type: 'ticket', id: U1, action: 'ticket.status', by: ada, at: expect.any(String) },
      },
    ]);
  });

  it("sends nothing to the room of a user whose sessions the write ended, after 'session_ended'", async () => {
    await app.inject({ method: 'POST', url: '/users', payload: { ids: [U1, U2] } });
    await settled();
    expect(emitted.map((e) => [e.change.id, e.rooms])).toEqual([
      [U1, ['role:SuperAdmin', `user:${U1}`]],
      [U2, ['role:SuperAdmin']],
    ]);
  });

  it('names no author for a request without a caller', async () => {
    await app.inject({ method: 'POST', url: '/write', headers: { 'x-anonymous': '1' }, payload: { ids: [T1] } });
    await settled();
    expect(emitted.map((e) => e.change.by)).toEqual([null]);
  });

  it('emits nothing for a write answered with an error, nor for a sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/failed-write' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/sign-in' })).statusCode).toBe(200);
    await settled();
    expect(emitted).toEqual([]);
  });

  it('still answers the write when the rooms cannot be found, and logs a warning', async () => {
    const res = await app.inject({ method: 'POST', url: '/write', payload: { ids: [T2] } });
    expect(res.statusCode).toBe(200);
    await settled();
    expect(emitted).toEqual([]);
    expect(warnings).toContain('live changes not emitted');
  });
});
