/**
 * Bulk runs (docs/areas/platform.md, "Bulk runs"): /api/bulk-runs and the `bulk-run` job that works them, on the
 * embedded database with the job runner off (each test works the queue by hand). The action is a stand-in for
 * `hotels.setStatus` defined here on a platform-only app (the hotels area, which defines the real one, is not
 * loaded): an in-memory map of hotel statuses, idempotent and audited as a real action is, with a hook called
 * before each item so that a test can look at the run mid-way or cancel it.
 */
import {
  BULK_ACTIONS,
  BULK_RUN_MAX_ITEMS,
  BulkMessages,
  CHANGE_EVENT,
  type BulkRun,
  type BulkRunDetail,
  type RecordChange,
} from '@backoffice/contracts';
import { audit, badRequest, conflict, type BulkItemRef } from '@backoffice/api-server';
import { auditEventsOf, listenForSockets } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf, type App } from '../test/helper';
import { BulkRunsRepository } from './repository';
import { BULK_RUN_QUEUE } from './runner';

type Headers = Record<string, string>;

/** A hotel id of the stand-in's map (uuids, as the audit trail's records are). */
const hotel = (n: number) => `6b000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('Bulk runs: /api/bulk-runs', () => {
  let app: App;
  let admin: Headers;
  let adminId: string;
  let department: Headers;
  let adminToken: string;
  let departmentToken: string;
  /** The stand-in's records: hotel id → status; `applied` counts each hotel's real changes. */
  const statuses = new Map<string, string>();
  const applied = new Map<string, number>();
  /** Items that throw: a plain Error (a broken provider) or an HttpError (the action refusing). */
  const broken = new Set<string>();
  const refused = new Set<string>();
  /** Called before each item is worked (the test's window into a run under way). */
  let beforeItem: (id: string) => Promise<void> = async () => undefined;

  beforeAll(async () => {
    app = await buildTestApp(
      // The runner off: the tests work the queue themselves (`work`), one run at a time.
      { jobs: { enabled: false, pollSeconds: 10 } },
      {
        beforeReady: (a) => {
          // An action also open to Department users (as the help desk's ticket actions are): it says who ran each item.
          a.bulk.define({
            action: 'tickets.setStatus',
            access: ['SuperAdmin', 'Department'],
            async resolve(selection) {
              return { title: 'tickets', items: (selection.ids ?? []).map((id) => ({ id, record: { type: 'ticket', id, name: id } })) };
            },
            async runItem(id, _params, actor) {
              return { outcome: 'done', message: `by ${actor.userId}` };
            },
          });
          a.bulk.define({
            action: 'hotels.setStatus',
            async resolve(selection) {
              const status = selection.params.status;
              if (status !== 'Live' && status !== 'Offline') throw badRequest(BulkMessages.badParams);
              let ids: string[];
              if (selection.ids) ids = [...selection.ids];
              // A filter: `count` hotels from number `from` (enough to pass BULK_RUN_MAX_ITEMS), or none.
              else ids = Array.from({ length: Number(selection.scope?.count ?? 0) }, (_, i) => hotel(Number(selection.scope?.from ?? 1) + i));
              const items: BulkItemRef[] = ids.map((id) => ({ id, record: { type: 'hotel', id, name: `Hotel ${id.slice(-3)}` } }));
              return { title: `${items.length} hotels`, items };
            },
            async runItem(id, params, actor) {
              await beforeItem(id);
              if (broken.has(id)) throw new Error('The channel manager did not answer');
              if (refused.has(id)) throw conflict('The hotel is under review');
              const before = statuses.get(id);
              if (before === undefined) return { outcome: 'skipped', message: BulkMessages.recordGone };
              if (before === params.status) return { outcome: 'skipped', message: `Already ${before}` };
              await a.db.transaction(async (tx) => {
                await audit(tx, actor, { action: 'hotel.status', entityType: 'hotel', entityId: id, before: { status: before }, after: { status: params.status } });
              });
              statuses.set(id, params.status);
              applied.set(id, (applied.get(id) ?? 0) + 1);
              return { outcome: 'done' };
            },
          });
        },
      },
    );
    adminToken = await loginAsAdmin(app);
    departmentToken = await loginAs(app, demo.department);
    admin = bearer(adminToken);
    department = bearer(departmentToken);
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(async () => app?.close());
  beforeEach(() => {
    beforeItem = async () => undefined;
    broken.clear();
    refused.clear();
  });

  /** Hotels `from`..`to` set to `status` in the stand-in's map. */
  function seed(from: number, to: number, status = 'Offline'): string[] {
    const ids: string[] = [];
    for (let n = from; n <= to; n++) {
      statuses.set(hotel(n), status);
      ids.push(hotel(n));
    }
    return ids;
  }

  const start = (who: Headers, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/bulk-runs', headers: who, payload });
  async function started(payload: Record<string, unknown>): Promise<BulkRun> {
    const res = await start(admin, { action: 'hotels.setStatus', params: { status: 'Live' }, ...payload });
    expect(res.statusCode).toBe(202);
    return res.json() as BulkRun;
  }
  async function detail(id: string, query = ''): Promise<BulkRunDetail> {
    const res = await app.inject({ method: 'GET', url: `/api/bulk-runs/${id}${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json() as BulkRunDetail;
  }
  const cancel = (id: string, who: Headers = admin) => app.inject({ method: 'POST', url: `/api/bulk-runs/${id}/cancel`, headers: who });

  /**
   * Works the queue as a poller would, looking again (up to 2 s) while nothing was fetched: the queue's fetch skips a
   * job row another session holds locked for a moment. @returns how many jobs ran.
   */
  async function work(): Promise<number> {
    for (let waited = 0; ; waited += 50) {
      const ran = await app.jobs.work(BULK_RUN_QUEUE);
      if (ran || waited >= 2_000) return ran;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const counts = (r: BulkRun) => ({ status: r.status, done: r.done, skipped: r.skipped, failed: r.failed });

  it('queues a run (202), then works it item by item, counting each, to a report of every record', async () => {
    const ids = seed(1, 3);
    const run = await started({ ids: [ids[0], ids[1], ids[0], ids[2]], origin: '/hotels?status=Offline' });
    expect(run).toMatchObject({
      action: 'hotels.setStatus',
      title: 'Set hotel status: 3 hotels',
      status: 'queued',
      total: 3,
      done: 0,
      origin: '/hotels?status=Offline',
      startedBy: { id: adminId, name: `${demo.admin.firstName} ${demo.admin.lastName}` },
      startedAt: null,
      endedAt: null,
    });
    const active = await app.inject({ method: 'GET', url: '/api/bulk-runs?active=true', headers: admin });
    expect(active.json().data.map((r: BulkRun) => r.id)).toContain(run.id);
    expect((await auditEventsOf(app, 'bulk_run', run.id)).map((e) => e.action)).toEqual(['bulk_run.start']);

    // What the run's page shows before each item: the ones before it counted, the run running.
    const seen: ReturnType<typeof counts>[] = [];
    beforeItem = async () => {
      seen.push(counts((await detail(run.id)).run));
    };
    expect(await work()).toBe(1);
    expect(seen).toEqual([
      { status: 'running', done: 0, skipped: 0, failed: 0 },
      { status: 'running', done: 1, skipped: 0, failed: 0 },
      { status: 'running', done: 2, skipped: 0, failed: 0 },
    ]);
    const report = await detail(run.id);
    expect(counts(report.run)).toEqual({ status: 'done', done: 3, skipped: 0, failed: 0 });
    expect(report.run.startedAt).not.toBeNull();
    expect(report.run.endedAt).not.toBeNull();
    expect(report.items).toMatchObject({ total: 3, page: 1 });
    expect(report.items.data.map((i) => [i.position, i.record.id, i.outcome, i.record.type])).toEqual([
      [1, ids[0], 'done', 'hotel'],
      [2, ids[1], 'done', 'hotel'],
      [3, ids[2], 'done', 'hotel'],
    ]);
    expect(ids.map((id) => statuses.get(id))).toEqual(['Live', 'Live', 'Live']);
    // Each item audited as the one-by-one action, its request id naming the run and the item.
    const [event] = await auditEventsOf(app, 'hotel', ids[1]);
    expect(event).toMatchObject({ action: 'hotel.status', actorId: adminId, requestId: `bulk:${run.id}:2` });
    // No longer in the jobs tray; in the list of ended runs, newest first.
    expect((await app.inject({ method: 'GET', url: '/api/bulk-runs?active=true', headers: admin })).json().data.map((r: BulkRun) => r.id)).not.toContain(run.id);
    const all = (await app.inject({ method: 'GET', url: '/api/bulk-runs?action=hotels.setStatus&limit=1', headers: admin })).json().data;
    expect(all.map((r: BulkRun) => r.id)).toEqual([run.id]);
  });

  it('skips every item of a second run of the same selection, with the reason, changing nothing', async () => {
    const ids = seed(11, 13);
    await started({ ids });
    await work();
    const again = await started({ ids });
    await work();
    const report = await detail(again.id);
    expect(counts(report.run)).toEqual({ status: 'done', done: 0, skipped: 3, failed: 0 });
    expect(report.items.data.map((i) => [i.outcome, i.message])).toEqual([
      ['skipped', 'Already Live'],
      ['skipped', 'Already Live'],
      ['skipped', 'Already Live'],
    ]);
    expect(ids.map((id) => applied.get(id))).toEqual([1, 1, 1]);
    expect((await auditEventsOf(app, 'hotel', ids[0])).map((e) => e.action)).toEqual(['hotel.status']);
  });

  it('reports a failing item with its error while the others are done', async () => {
    const ids = seed(21, 24);
    broken.add(ids[1]);
    refused.add(ids[2]);
    const run = await started({ ids });
    await work();
    const report = await detail(run.id);
    expect(counts(report.run)).toEqual({ status: 'done', done: 2, skipped: 0, failed: 2 });
    expect(report.run.error).toBeNull();
    expect(report.items.data.map((i) => [i.position, i.outcome, i.message])).toEqual([
      [1, 'done', null],
      [2, 'failed', 'The channel manager did not answer'],
      [3, 'failed', 'The hotel is under review'],
      [4, 'done', null],
    ]);
    const failed = await detail(run.id, '?outcome=failed&limit=1&page=2');
    expect(failed.items).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(failed.items.data.map((i) => i.position)).toEqual([3]);
  });

  it('stops between two items when cancelled mid-way: the rest stay pending', async () => {
    const ids = seed(31, 35);
    const run = await started({ ids });
    let answer: BulkRun | undefined;
    beforeItem = async (id) => {
      // Cancel asked while the second item runs: it finishes, nothing after it starts.
      if (id === ids[1]) {
        const res = await cancel(run.id);
        expect(res.statusCode).toBe(200);
        answer = res.json() as BulkRun;
      }
    };
    await work();
    expect(answer).toMatchObject({ status: 'cancelling', cancelRequestedAt: expect.any(String), endedAt: null });
    const report = await detail(run.id);
    expect(counts(report.run)).toEqual({ status: 'cancelled', done: 2, skipped: 0, failed: 0 });
    expect(report.run.endedAt).not.toBeNull();
    expect(report.items.data.map((i) => i.outcome)).toEqual(['done', 'done', 'pending', 'pending', 'pending']);
    expect(ids.map((id) => statuses.get(id))).toEqual(['Live', 'Live', 'Offline', 'Offline', 'Offline']);
    expect((await auditEventsOf(app, 'bulk_run', run.id)).map((e) => e.action)).toEqual(['bulk_run.cancel', 'bulk_run.start']);
    // Ended: a second Cancel is refused.
    const again = await cancel(run.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BulkMessages.ended);
  });

  it('cancels a queued run at once: nothing of it runs', async () => {
    const ids = seed(41, 42);
    const run = await started({ ids });
    const res = await cancel(run.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', endedAt: expect.any(String) });
    await work();
    const report = await detail(run.id);
    expect(counts(report.run)).toEqual({ status: 'cancelled', done: 0, skipped: 0, failed: 0 });
    expect(report.run.startedAt).toBeNull();
    expect(ids.map((id) => statuses.get(id))).toEqual(['Offline', 'Offline']);
  });

  describe('with an action working several items at once', () => {
    /** The stand-in allowing `n` items at once for the test's time. */
    function concurrent(n: number) {
      const definition = app.bulk.get('hotels.setStatus');
      if (!definition) throw new Error('the stand-in is not defined');
      definition.concurrency = n;
      return () => {
        definition.concurrency = undefined;
      };
    }
    /** The items under way right now, and the most seen at once. */
    let running = 0;
    let most = 0;
    const slowly = async (ms: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
    };
    beforeEach(() => {
      running = 0;
      most = 0;
    });

    it('works up to that many at once, with exact counts and the report in position order', async () => {
      const restore = concurrent(4);
      try {
        const ids = seed(71, 90);
        statuses.set(ids[3], 'Live'); // skipped: already Live
        statuses.delete(ids[6]); // skipped: gone
        broken.add(ids[9]);
        refused.add(ids[14]);
        // Items end out of order: a later one is quicker than an earlier one.
        beforeItem = (id) => slowly(5 + ((ids.indexOf(id) * 7) % 4) * 10);
        const run = await started({ ids });
        await work();
        expect(most).toBe(4);
        const report = await detail(run.id, '?limit=100');
        expect(counts(report.run)).toEqual({ status: 'done', done: 16, skipped: 2, failed: 2 });
        expect(report.items.data.map((i) => i.position)).toEqual(ids.map((_, i) => i + 1));
        expect(report.items.data.map((i) => i.record.id)).toEqual(ids);
        expect(report.items.data.filter((i) => i.outcome !== 'done').map((i) => [i.position, i.outcome, i.message])).toEqual([
          [4, 'skipped', 'Already Live'],
          [7, 'skipped', BulkMessages.recordGone],
          [10, 'failed', 'The channel manager did not answer'],
          [15, 'failed', 'The hotel is under review'],
        ]);
        // Each record changed once, each audited with its own item's request id.
        expect(ids.filter((id, i) => ![3, 6, 9, 14].includes(i)).map((id) => applied.get(id))).toEqual(Array(16).fill(1));
        const [event] = await auditEventsOf(app, 'hotel', ids[12]);
        expect(event).toMatchObject({ action: 'hotel.status', requestId: `bulk:${run.id}:13` });
      } finally {
        restore();
      }
    });

    it('takes no new item once cancelled: the items under way finish, the rest stay pending', async () => {
      const restore = concurrent(3);
      try {
        const ids = seed(101, 112);
        const run = await started({ ids });
        const taken: string[] = [];
        beforeItem = async (id) => {
          taken.push(id);
          // Cancel asked while the fifth item runs (with the fourth and maybe the sixth beside it).
          if (id === ids[4]) expect((await cancel(run.id)).statusCode).toBe(200);
          await slowly(20);
        };
        await work();
        const report = await detail(run.id, '?limit=100');
        // What was taken finished and was counted; nothing was taken after the cancel was seen.
        expect(report.run.status).toBe('cancelled');
        expect(report.run.done).toBe(taken.length);
        expect(taken.length).toBeGreaterThanOrEqual(5);
        expect(taken.length).toBeLessThanOrEqual(7);
        expect(taken).toEqual(ids.slice(0, taken.length));
        expect(report.items.data.map((i) => i.outcome)).toEqual(ids.map((_, i) => (i < taken.length ? 'done' : 'pending')));
        expect(ids.map((id) => statuses.get(id))).toEqual(ids.map((_, i) => (i < taken.length ? 'Live' : 'Offline')));
      } finally {
        restore();
      }
    });
  });

  it('resumes a crashed run from its first pending item when the job is retried', async () => {
    const ids = seed(51, 53);
    const run = await started({ ids });
    // (The store is decorated inside the area's context: its prototype is what the worker calls.)
    const record = BulkRunsRepository.prototype.record;
    const spy = jest.spyOn(BulkRunsRepository.prototype, 'record').mockImplementation(async function (this: BulkRunsRepository, ...args) {
      // The database goes away while the second item's outcome is written: the attempt fails.
      if (args[1] === 2) {
        spy.mockRestore();
        throw new Error('connection lost');
      }
      return record.apply(this, args);
    });
    await work();
    expect(counts((await detail(run.id)).run)).toEqual({ status: 'running', done: 1, skipped: 0, failed: 0 });
    // The retry is due after its delay: moved here rather than waited for.
    await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 minute' where name = ${BULK_RUN_QUEUE} and state = 'retry'`);
    await work();
    const report = await detail(run.id);
    // The first item not worked again; the second (done before the crash, not recorded) skipped as already done.
    expect(counts(report.run)).toEqual({ status: 'done', done: 2, skipped: 1, failed: 0 });
    expect(report.items.data.map((i) => [i.outcome, i.message])).toEqual([
      ['done', null],
      ['skipped', 'Already Live'],
      ['done', null],
    ]);
    expect(ids.map((id) => applied.get(id))).toEqual([1, 1, 1]);
  });

  it('fails a run whose action is no longer defined', async () => {
    const undefinedAction = BULK_ACTIONS.find((a) => !app.bulk.get(a));
    if (!undefinedAction) return; // every action defined: nothing to test here
    const run = await new BulkRunsRepository(app.db).start(
      { userId: adminId, role: 'SuperAdmin', requestId: 'test', ip: '127.0.0.1' },
      { action: undefinedAction, title: 'Gone', params: {}, origin: null, items: [{ id: 'x', record: { type: 'hotel', id: hotel(99), name: 'X' } }] },
    );
    await app.jobs.send(BULK_RUN_QUEUE, { runId: run.id });
    await work();
    const report = await detail(run.id);
    expect(report.run).toMatchObject({ status: 'failed', error: BulkMessages.actionGone, done: 0 });
    expect(report.items.data[0].outcome).toBe('pending');
  });

  describe('answers', () => {
    it('400 without exactly one of a selection and a filter', async () => {
      for (const payload of [{}, { ids: [hotel(1)], scope: { count: '1' } }]) {
        const res = await start(admin, { action: 'hotels.setStatus', params: { status: 'Live' }, ...payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(BulkMessages.selectionRequired);
      }
    });

    it("400 for an action no area defines, and the action's own refusal of its options", async () => {
      const undefinedAction = BULK_ACTIONS.find((a) => !app.bulk.get(a));
      if (undefinedAction) {
        const res = await start(admin, { action: undefinedAction, ids: [hotel(1)] });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(BulkMessages.badParams);
      }
      const res = await start(admin, { action: 'hotels.setStatus', ids: [hotel(1)], params: { status: 'Bogus' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BulkMessages.badParams);
    });

    it('400 for a filter matching nothing, or more than the most a run takes; nothing written', async () => {
      const before = (await app.inject({ method: 'GET', url: '/api/bulk-runs?limit=100', headers: admin })).json().data.length;
      const none = await start(admin, { action: 'hotels.setStatus', params: { status: 'Live' }, scope: { count: '0' } });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(BulkMessages.nothingToRun);
      const many = await start(admin, { action: 'hotels.setStatus', params: { status: 'Live' }, scope: { count: String(BULK_RUN_MAX_ITEMS + 1) } });
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toBe(BulkMessages.tooMany);
      expect((await app.inject({ method: 'GET', url: '/api/bulk-runs?limit=100', headers: admin })).json().data.length).toBe(before);
    });

    it('403 for a Department user, unless the action lets Department users start it; they see only their own runs', async () => {
      expect((await start(department, { action: 'hotels.setStatus', ids: [hotel(1)], params: { status: 'Live' } })).statusCode).toBe(403);
      const ticket = hotel(900);
      const mine = await start(department, { action: 'tickets.setStatus', ids: [ticket], params: { status: '2' } });
      expect(mine.statusCode).toBe(202);
      const theirs = (await start(admin, { action: 'tickets.setStatus', ids: [ticket], params: { status: '2' } })).json() as BulkRun;
      const listed = (await app.inject({ method: 'GET', url: '/api/bulk-runs?limit=100', headers: department })).json().data as BulkRun[];
      expect(listed.map((r) => r.id)).toEqual([mine.json().id]);
      const all = (await app.inject({ method: 'GET', url: '/api/bulk-runs?limit=100', headers: admin })).json().data as BulkRun[];
      expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([mine.json().id, theirs.id]));
      // Another's run: 404 to read or cancel; their own: theirs to read and cancel.
      expect((await app.inject({ method: 'GET', url: `/api/bulk-runs/${theirs.id}`, headers: department })).statusCode).toBe(404);
      expect((await cancel(theirs.id, department)).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/bulk-runs/${mine.json().id}`, headers: department })).statusCode).toBe(200);
      expect((await cancel(mine.json().id, department)).json().status).toBe('cancelled');
      expect((await cancel(theirs.id)).json().status).toBe('cancelled');
    });

    it('404 for no such run', async () => {
      const missing = '6b000000-0000-4000-8000-ffffffffffff';
      const get = await app.inject({ method: 'GET', url: `/api/bulk-runs/${missing}`, headers: admin });
      expect(get.statusCode).toBe(404);
      expect(get.json().message).toBe(BulkMessages.notFound);
      const res = await cancel(missing);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BulkMessages.notFound);
    });
  });

  it("tells the SuperAdmins' sockets of the run's progress and of the records it changed", async () => {
    const sockets = await listenForSockets(app);
    try {
      const all = await sockets.openAll<'admin' | 'department', RecordChange>({ admin: adminToken, department: departmentToken }, CHANGE_EVENT);
      const ids = seed(61, 62);
      const run = await started({ ids });
      await work();
      // The last event goes out as the run ends: wait (up to 2 s) until the second hotel's change is heard.
      for (let waited = 0; waited < 2_000 && !all.admin.heard.some((c) => c.id === ids[1]); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const heard = all.admin.heard.map((c) => [c.type, c.id, c.action]);
      expect(heard).toContainEqual(['bulk_run', run.id, 'bulk_run.start']);
      expect(heard).toContainEqual(['bulk_run', run.id, 'update']);
      expect(heard).toContainEqual(['hotel', ids[0], 'hotel.status']);
      expect(heard).toContainEqual(['hotel', ids[1], 'hotel.status']);
      const update = all.admin.heard.find((c) => c.type === 'bulk_run' && c.action === 'update');
      expect(update?.by).toEqual({ id: adminId, name: `${demo.admin.firstName} ${demo.admin.lastName}` });
      expect(all.department.heard.filter((c) => c.type === 'bulk_run')).toEqual([]);

      // A Department user's own run (an action open to it) reaches its socket too, beside the SuperAdmins'.
      const res = await start(department, { action: 'tickets.setStatus', ids: [hotel(901)], params: { status: '2' } });
      expect(res.statusCode).toBe(202);
      const own = res.json() as BulkRun;
      await work();
      for (let waited = 0; waited < 2_000 && !all.department.heard.some((c) => c.action === 'update'); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const runEvents = (who: 'admin' | 'department') => all[who].heard.filter((c) => c.id === own.id).map((c) => c.action);
      expect(runEvents('department')).toEqual(expect.arrayContaining(['bulk_run.start', 'update']));
      expect(runEvents('admin')).toEqual(expect.arrayContaining(['bulk_run.start', 'update']));
    } finally {
      sockets.disconnectAll();
    }
  });
});
