import {
  CHANGE_BATCH_LIMIT,
  CHANGE_EVENT,
  ChangeRooms,
  Roles,
  type AuditEntityType,
  type RecordChange,
} from '@backoffice/contracts';
import { actorOf, auditMany, badRequest, SIGNED_IN } from '@backoffice/api-server';
import { departments } from '@backoffice/api-server/schema';
import {
  buildTwoInstances,
  describeWithRedis,
  listenForSockets,
  loginAll,
  nextEvent,
  signUpVerified,
  startRedis,
  type TestRedis,
} from '@backoffice/api-server/testing';
import { eq } from 'drizzle-orm';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf } from '../test/helper';
import { testAreas } from '../test/areas';

/**
 * Live changes over real sockets (docs/areas/platform.md, "Live changes"). This area's own writes (a sign-up) and,
 * for the other types, a test route that writes audit events as an area's repository does (the tickets' rooms are
 * tested with the help desk: libs/api/helpdesk/src/tickets/change-rooms.spec.ts).
 */
describe('live changes over socket.io', () => {
  let app: App;
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  let tokens: Record<'admin' | 'department' | 'finance' | 'employee' | 'other', string>;

  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        routes: async (api) => {
          // What an area registers: a department's changes go to that department's room, FAQs to the Employees.
          api.changeRooms.register('department', async (ids) => new Map(ids.map((id) => [id, [ChangeRooms.department(id)]])));
          api.changeRooms.register('faq', async (ids) => new Map(ids.map((id) => [id, [ChangeRooms.role(Roles.Employee)]])));
          // A write of `ids` records of `type` as a repository makes it: audit events in its transaction.
          api.post<{ Body: { type: AuditEntityType; ids: string[]; fail?: boolean } }>(
            '/test/write',
            { config: { access: SIGNED_IN } },
            async (request) => {
              const { type, ids, fail } = request.body;
              await app.db.transaction(async (tx) => {
                await auditMany(
                  tx,
                  actorOf(request),
                  ids.map((entityId) => ({ action: `${type}.update`, entityType: type, entityId, before: { secret: 1 }, after: { name: 'New' } })),
                );
                if (fail) throw badRequest('Refused');
              });
              return { ok: true };
            },
          );
        },
      },
    );
    sockets = await listenForSockets(app);
    tokens = await loginAll(app, { admin: 'admin', department: demo.department, finance: demo.finance, employee: demo.employee, other: demo.otherEmployee });
  });
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });

  type Who = keyof typeof tokens;
  /** A socket per user, each recording the changes it hears, once all are connected. */
  const connectAll = () => sockets.openAll<Who, RecordChange>(tokens, CHANGE_EVENT);
  afterEach(() => sockets.disconnectAll());

  /** Who heard something, after a pause long enough for a wrongly sent event to arrive. */
  async function hearers(all: Record<Who, { heard: RecordChange[] }>): Promise<Who[]> {
    await new Promise((r) => setTimeout(r, 250));
    return (Object.keys(all) as Who[]).filter((who) => all[who].heard.length > 0);
  }

  const write = (who: Who, payload: { type: AuditEntityType; ids: string[]; fail?: boolean }) =>
    app.inject({ method: 'POST', url: '/api/test/write', headers: bearer(tokens[who]), payload });

  const ID = '6a1b2c3d-0000-4000-8000-000000000001';

  it('sends a hotel or a reservation change to the SuperAdmins only, with no field of the record', async () => {
    const all = await connectAll();
    const got = nextEvent<RecordChange>(all.admin.socket, CHANGE_EVENT);
    expect((await write('department', { type: 'hotel', ids: [ID] })).statusCode).toBe(200);
    const change = await got;
    expect(change).toEqual({
      type: 'hotel',
      id: ID,
      action: 'hotel.update',
      by: { id: await userIdOf(app, demo.department.email), name: `${demo.department.firstName} ${demo.department.lastName}` },
      at: expect.any(String),
    });
    expect(Object.keys(change).sort()).toEqual(['action', 'at', 'by', 'id', 'type']);
    expect(await hearers(all)).toEqual(['admin']);

    all.admin.heard.splice(0);
    await write('admin', { type: 'reservation', ids: [ID] });
    expect(await hearers(all)).toEqual(['admin']);
    expect(all.admin.heard.map((c) => [c.type, c.action])).toEqual([['reservation', 'reservation.update']]);
  });

  it("sends a department's change to the SuperAdmins and that department's users only", async () => {
    const [support] = await app.db.select({ id: departments.id }).from(departments).where(eq(departments.name, demo.department.department));
    const all = await connectAll();
    await write('employee', { type: 'department', ids: [support.id] });
    expect(await hearers(all)).toEqual(['admin', 'department']);
  });

  it("sends a change to a role's room to that role's users (and the SuperAdmins)", async () => {
    const all = await connectAll();
    await write('admin', { type: 'faq', ids: [ID] });
    expect(await hearers(all)).toEqual(['admin', 'employee', 'other']);
  });

  it("sends a user record's change to the SuperAdmins and that user, not to the others", async () => {
    const all = await connectAll();
    await write('other', { type: 'user', ids: [await userIdOf(app, demo.employee.email)] });
    expect(await hearers(all)).toEqual(['admin', 'employee']);
  });

  it('emits nothing for a write that failed (400, rolled back)', async () => {
    const all = await connectAll();
    const res = await write('admin', { type: 'hotel', ids: [ID], fail: true });
    expect(res.statusCode).toBe(400);
    expect(await hearers(all)).toEqual([]);
  });

  it(`sends one id-null event for more than ${CHANGE_BATCH_LIMIT} records of one type in one write`, async () => {
    const all = await connectAll();
    const ids = Array.from({ length: CHANGE_BATCH_LIMIT + 1 }, (_, i) => `6a1b2c3d-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await write('admin', { type: 'hotel', ids });
    expect(await hearers(all)).toEqual(['admin']);
    expect(all.admin.heard).toEqual([
      { type: 'hotel', id: null, action: 'hotel.update', by: expect.objectContaining({ name: expect.any(String) }), at: expect.any(String) },
    ]);
  });

  it("tells the SuperAdmins of a sign-up, by no one, and not a sign-in", async () => {
    const all = await connectAll();
    const got = nextEvent<RecordChange>(all.admin.socket, CHANGE_EVENT);
    await signUpVerified(app, { email: 'live.change@staff.example.com', password: 'secret12', firstName: 'Live', lastName: 'Change' });
    expect(await got).toMatchObject({ type: 'user', id: await userIdOf(app, 'live.change@staff.example.com'), by: null });
    await loginAs(app, demo.otherEmployee);
    await new Promise((r) => setTimeout(r, 250));
    expect(all.admin.heard.map((c) => c.action)).toEqual(['user.sign_up', 'user.email_verified']);
    expect(await hearers(all)).toEqual(['admin']);
  });
});

describeWithRedis('live changes across two instances sharing a Redis', () => {
  let redis: TestRedis;
  let a: App;
  let b: App;
  let onB: Awaited<ReturnType<typeof listenForSockets>>;

  beforeAll(async () => {
    redis = await startRedis();
    ({ a, b } = await buildTwoInstances(testAreas, redis.url));
    onB = await listenForSockets(b);
  });
  afterAll(async () => {
    onB?.disconnectAll();
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it("a write answered by instance A reaches the SuperAdmin's socket on instance B", async () => {
    const socket = onB.open(await loginAsAdmin(b));
    await nextEvent(socket, 'connected');
    const got = nextEvent<RecordChange>(socket, CHANGE_EVENT);
    await signUpVerified(a, { email: 'two.instances@staff.example.com', password: 'secret12', firstName: 'Two', lastName: 'Instances' });
    expect(await got).toMatchObject({ type: 'user', id: await userIdOf(a, 'two.instances@staff.example.com'), action: 'user.sign_up' });
  });
});
