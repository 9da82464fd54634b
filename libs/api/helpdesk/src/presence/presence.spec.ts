import { PRESENCE_EVENTS, PRESENCE_TYPING_TTL_MS, presenceTopic, type PresenceUpdate, type PresenceViewer } from '@backoffice/contracts';
import {
  buildTwoInstances,
  describeWithRedis,
  form,
  listenForSockets,
  loginAll,
  nextEvent,
  startRedis,
  type TestRedis,
} from '@backoffice/api-server/testing';
import type { Socket } from 'socket.io-client';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';
import { testAreas } from '../test/areas';
import { PRESENCE_SETTLE_MS, viewersOf } from './routes';

/**
 * Who else is looking (docs/areas/helpdesk.md, "Who else is looking") over real sockets: staff who may open a ticket
 * see each other on its page, once per user, with "typing" while they type; nobody else joins or is told.
 */


/** A socket that records every `presence` update it hears. */
interface Viewer {
  socket: Socket;
  heard: PresenceUpdate[];
}

type Sockets = Awaited<ReturnType<typeof listenForSockets>>;

async function open(sockets: Sockets, token: string): Promise<Viewer> {
  const socket = sockets.open(token);
  const heard: PresenceUpdate[] = [];
  socket.on(PRESENCE_EVENTS.update, (u: PresenceUpdate) => heard.push(u));
  await nextEvent(socket, 'connected');
  return { socket, heard };
}

/** "First typing?" per viewer, the way a page would list them. */
const names = (viewers: PresenceViewer[]) => viewers.map((v) => `${v.firstName}${v.typing ? ' (typing)' : ''}`);

/** Resolves with the first update for `topic` (already heard or to come) whose names equal `expected`. */
function seesExactly(viewer: Viewer, topic: string, expected: string[], ms = 5000): Promise<PresenceUpdate> {
  const match = (u: PresenceUpdate) => u.topic === topic && JSON.stringify(names(u.viewers)) === JSON.stringify(expected);
  return new Promise((resolve, reject) => {
    const found = viewer.heard.findLast(match);
    if (found && viewer.heard.at(-1) === found) return resolve(found);
    const timer = setTimeout(
      () => reject(new Error(`never saw ${JSON.stringify(expected)} on ${topic}; last: ${JSON.stringify(viewer.heard.at(-1)?.viewers.map((v) => v.firstName))}`)),
      ms,
    );
    const listener = (u: PresenceUpdate) => {
      if (!match(u)) return;
      clearTimeout(timer);
      viewer.socket.off(PRESENCE_EVENTS.update, listener);
      resolve(u);
    };
    viewer.socket.on(PRESENCE_EVENTS.update, listener);
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function raiseTicket(app: App, employeeToken: string, departmentName: string): Promise<string> {
  const depts = (await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} })).json().department;
  const departmentId = depts.find((d: { name: string }) => d.name === departmentName)._id;
  const f = form({ title: 'Presence', message: '<p>Who is there?</p>', departmentId });
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket/createTicket',
    headers: { ...bearer(employeeToken), ...f.headers },
    payload: f.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

describe("help desk presence on a ticket's page", () => {
  let app: App;
  let sockets: Sockets;
  let tokens: Record<'admin' | 'department' | 'finance' | 'employee', string>;
  let topic: string;

  beforeAll(async () => {
    app = await buildTestApp();
    sockets = await listenForSockets(app);
    tokens = await loginAll(app, { admin: 'admin', department: demo.department, finance: demo.finance, employee: demo.employee });
    topic = presenceTopic('ticket', await raiseTicket(app, tokens.employee, demo.department.department));
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });

  const admin = () => demo.admin.firstName;
  const agent = () => demo.department.firstName;

  it('shows two staff on the page to each other, then who types, then who left', async () => {
    const a = await open(sockets, tokens.admin);
    const d = await open(sockets, tokens.department);
    a.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin()]);
    d.socket.emit(PRESENCE_EVENTS.join, { topic });
    const both = await seesExactly(a, topic, [admin(), agent()]);
    await seesExactly(d, topic, [admin(), agent()]);
    expect(both.viewers[1]).toEqual({ userId: expect.any(String), firstName: agent(), lastName: demo.department.lastName, typing: false });

    d.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: true });
    await seesExactly(a, topic, [admin(), `${agent()} (typing)`]);
    d.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: false });
    await seesExactly(a, topic, [admin(), agent()]);

    d.socket.emit(PRESENCE_EVENTS.leave, { topic });
    await seesExactly(a, topic, [admin()]);
    d.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin(), agent()]);
    d.socket.disconnect();
    await seesExactly(a, topic, [admin()]);
  });

  it('lists a user with several tabs once, typing while any tab types, until the last tab goes', async () => {
    const a = await open(sockets, tokens.admin);
    const tab1 = await open(sockets, tokens.department);
    const tab2 = await open(sockets, tokens.department);
    // The admin first (viewers are listed in the order they joined), then both tabs at once.
    a.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin()]);
    for (const s of [tab1, tab2]) s.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin(), agent()]);
    // Each tab has joined once it hears the page's list itself (a join checks the ticket in the database first: the
    // first tab alone already makes the list above, and a typing sent before its own join counts for nothing).
    await seesExactly(tab1, topic, [admin(), agent()]);
    await seesExactly(tab2, topic, [admin(), agent()]);
    tab2.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: true });
    await seesExactly(a, topic, [admin(), `${agent()} (typing)`]);
    tab1.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: false });
    await pause(200);
    expect(names(a.heard.at(-1)?.viewers ?? [])).toEqual([admin(), `${agent()} (typing)`]);
    tab2.socket.disconnect();
    await seesExactly(a, topic, [admin(), agent()]);
    tab1.socket.disconnect();
    await seesExactly(a, topic, [admin()]);
  });

  it('refuses, without a word, the raising Employee, a Department user of another department, and an unknown ticket', async () => {
    const a = await open(sockets, tokens.admin);
    const e = await open(sockets, tokens.employee);
    const f = await open(sockets, tokens.finance);
    a.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin()]);
    e.socket.emit(PRESENCE_EVENTS.join, { topic });
    f.socket.emit(PRESENCE_EVENTS.join, { topic });
    const unknown = presenceTopic('ticket', '00000000-0000-4000-8000-000000000000');
    a.socket.emit(PRESENCE_EVENTS.join, { topic: unknown });
    a.socket.emit(PRESENCE_EVENTS.join, { topic: 'hotel:1' });
    e.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: true });
    // Malformed bodies are ignored too.
    for (const body of [null, 'x', { topic: 42 }, { topic: 'ticket:' }]) {
      a.socket.emit(PRESENCE_EVENTS.join, body);
      a.socket.emit(PRESENCE_EVENTS.typing, body);
      a.socket.emit(PRESENCE_EVENTS.leave, body);
    }
    a.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: 'yes' });
    // Their joins were answered (refused) by now; a change of the page lists who is there.
    await pause(300);
    a.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: true });
    await seesExactly(a, topic, [`${admin()} (typing)`]);
    await pause(PRESENCE_SETTLE_MS + 200);
    expect(e.heard).toEqual([]);
    expect(f.heard).toEqual([]);
    expect(a.heard.every((u) => u.topic === topic)).toBe(true);
  });

  it(`stops showing "typing" ${PRESENCE_TYPING_TTL_MS / 1000} s after the last typing: true`, async () => {
    const a = await open(sockets, tokens.admin);
    const d = await open(sockets, tokens.department);
    // One after the other: viewers are listed in the order they joined, and two joins sent at once may land either
    // way round (a join reads the ticket first).
    a.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin()]);
    d.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(a, topic, [admin(), agent()]);
    d.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: true });
    await seesExactly(a, topic, [admin(), `${agent()} (typing)`]);
    const since = Date.now();
    await seesExactly(a, topic, [admin(), agent()], PRESENCE_TYPING_TTL_MS + 3000);
    expect(Date.now() - since).toBeGreaterThanOrEqual(PRESENCE_TYPING_TTL_MS - 500);
  }, 30_000);
});

describe('viewersOf', () => {
  const user = (id: string, firstName: string) => ({ id, firstName, lastName: 'X' });
  it('one entry per user in the order they came, typing when any of their sockets types, others topics ignored', () => {
    const t = 'ticket:1';
    expect(
      viewersOf(t, [
        { user: user('b', 'Bea'), presence: { [t]: { since: 20, typing: false } } },
        { user: user('a', 'Ann'), presence: { [t]: { since: 30, typing: false } } },
        { user: user('b', 'Bea'), presence: { [t]: { since: 40, typing: true } } },
        { user: user('c', 'Cid'), presence: { 'ticket:2': { since: 1, typing: true } } },
        { user: user('a', 'Ann'), presence: { [t]: { since: 10, typing: false } } },
      ]),
    ).toEqual([
      { userId: 'a', firstName: 'Ann', lastName: 'X', typing: false },
      { userId: 'b', firstName: 'Bea', lastName: 'X', typing: true },
    ]);
  });
});

describeWithRedis('help desk presence across two instances sharing a Redis', () => {
  let redis: TestRedis;
  let a: App;
  let b: App;
  let onA: Sockets;
  let onB: Sockets;

  beforeAll(async () => {
    redis = await startRedis();
    ({ a, b } = await buildTwoInstances(testAreas, redis.url));
    onA = await listenForSockets(a);
    onB = await listenForSockets(b);
  });
  afterAll(async () => {
    onA?.disconnectAll();
    onB?.disconnectAll();
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('shows the agent on instance B to the SuperAdmin on instance A, typing included, and drops them when they go', async () => {
    const topic = presenceTopic('ticket', await raiseTicket(a, await loginAs(a, demo.employee), demo.department.department));
    const onAdmin = await open(onA, await loginAsAdmin(a));
    const onAgent = await open(onB, await loginAs(b, demo.department));
    onAdmin.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(onAdmin, topic, [demo.admin.firstName]);
    onAgent.socket.emit(PRESENCE_EVENTS.join, { topic });
    await seesExactly(onAdmin, topic, [demo.admin.firstName, demo.department.firstName]);
    await seesExactly(onAgent, topic, [demo.admin.firstName, demo.department.firstName]);
    onAgent.socket.emit(PRESENCE_EVENTS.typing, { topic, typing: true });
    await seesExactly(onAdmin, topic, [demo.admin.firstName, `${demo.department.firstName} (typing)`]);
    onAgent.socket.disconnect();
    await seesExactly(onAdmin, topic, [demo.admin.firstName]);
  });
});
