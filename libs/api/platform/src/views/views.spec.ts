/**
 * Saved views (docs/areas/platform.md, "Saved views"): /api/views for every signed-in role. A user's own views and
 * those a SuperAdmin shared with its role, the per-user default of a list, the owner's rename / share / delete,
 * another user's private view refused as not found, duplicates and the per-list limit, and the audit trail.
 * Each test uses its own list keys: the views of one do not show in another's lists.
 */
import {
  CHANGE_EVENT,
  VIEWS_PER_LIST_MAX,
  ViewMessages,
  type RecordChange,
  type SavedView,
  type ViewListResponse,
} from '@backoffice/contracts';
import { DEMO_ACCOUNTS } from '@backoffice/api-server';
import { auditEventsOf, listenForSockets, nextEvent } from '@backoffice/api-server/testing';
import { savedViewDefaults, savedViews } from '../platform.schema';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf, type App } from '../test/helper';

type Headers = Record<string, string>;

const secondDepartment = DEMO_ACCOUNTS.filter((a) => a.role === 'Department').find((a) => a.email !== demo.department.email);
if (!secondDepartment) throw new Error('the demo data has one Department user only');

describe('Saved views: /api/views', () => {
  let app: App;
  let admin: Headers;
  /** Meera Iyer (Department). */
  let meera: Headers;
  /** Vikram Nair (Department, like Meera). */
  let vikram: Headers;
  /** An Employee. */
  let employee: Headers;
  let meeraId: string;
  const tokens: Record<'admin' | 'meera' | 'vikram' | 'employee', string> = { admin: '', meera: '', vikram: '', employee: '' };

  beforeAll(async () => {
    app = await buildTestApp();
    tokens.admin = await loginAsAdmin(app);
    tokens.meera = await loginAs(app, demo.department);
    tokens.vikram = await loginAs(app, secondDepartment);
    tokens.employee = await loginAs(app, demo.employee);
    [admin, meera, vikram, employee] = [tokens.admin, tokens.meera, tokens.vikram, tokens.employee].map(bearer);
    meeraId = await userIdOf(app, demo.department.email);
  });
  afterAll(() => app.close());

  const list = async (who: Headers, listKey: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/views?listKey=${listKey}`, headers: who });
    expect(res.statusCode).toBe(200);
    return (res.json() as ViewListResponse).data;
  };
  const names = async (who: Headers, listKey: string) => (await list(who, listKey)).map((v) => v.name);
  const defaultOf = async (who: Headers, listKey: string) => (await list(who, listKey)).filter((v) => v.isDefault).map((v) => v.name);
  const post = (who: Headers, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/views', headers: who, payload });
  const create = async (who: Headers, listKey: string, name: string, extra: Record<string, unknown> = {}) => {
    const res = await post(who, { listKey, name, query: 'status=open', ...extra });
    expect(res.statusCode).toBe(201);
    return res.json() as SavedView;
  };
  const put = (who: Headers, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/views/${id}`, headers: who, payload });
  const remove = (who: Headers, id: string) => app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: who });
  const setDefault = (who: Headers, listKey: string, id: string | null) =>
    app.inject({ method: 'PUT', url: '/api/views/default', headers: who, payload: { listKey, id } });
  const answer = (res: { statusCode: number; json: () => { message?: string } }) => ({ status: res.statusCode, message: res.json().message });

  it('answers 401 without a token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/views?listKey=reservations', undefined],
      ['POST', '/api/views', { listKey: 'reservations', name: 'Mine', query: '' }],
      ['PUT', '/api/views/default', { listKey: 'reservations', id: null }],
      ['PUT', `/api/views/${id}`, { name: 'Mine' }],
      ['DELETE', `/api/views/${id}`, undefined],
    ] as const) {
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    }
  });

  it('creates a view of the caller (201), its name trimmed, and records view.create', async () => {
    const res = await post(meera, { listKey: 'create-list', name: '  Open tickets  ', query: 'status=open&sort=-createdAt', hiddenColumns: ['email'] });
    expect(res.statusCode).toBe(201);
    const view = res.json() as SavedView;
    expect(view).toEqual<SavedView>({
      _id: expect.any(String),
      listKey: 'create-list',
      name: 'Open tickets',
      query: 'status=open&sort=-createdAt',
      hiddenColumns: ['email'],
      sharedRole: null,
      owner: { id: meeraId, name: 'Meera Iyer' },
      mine: true,
      isDefault: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await list(meera, 'create-list')).toEqual([view]);
    // Without hiddenColumns: the list's default columns.
    expect((await create(meera, 'create-list', 'All')).hiddenColumns).toBeNull();

    const [event] = await auditEventsOf(app, 'view', view._id);
    expect(event).toMatchObject({
      action: 'view.create',
      actorId: meeraId,
      before: null,
      after: { listKey: 'create-list', name: 'Open tickets', query: 'status=open&sort=-createdAt', hiddenColumns: ['email'], sharedRole: null },
    });
  });

  it("lists the caller's own views first, then those shared with its role, each by name", async () => {
    await create(meera, 'list-a', 'beta');
    await create(meera, 'list-a', 'Alpha');
    await create(meera, 'list-b', 'Other list');
    await create(admin, 'list-a', 'Aardvark (department)', { sharedRole: 'Department' });
    await create(admin, 'list-a', 'Zulu (employees)', { sharedRole: 'Employee' });
    await create(admin, 'list-a', 'Admin only');
    await create(vikram, 'list-a', "Vikram's own");

    const views = await list(meera, 'list-a');
    expect(views.map((v) => [v.name, v.mine, v.owner.name])).toEqual([
      ['Alpha', true, 'Meera Iyer'],
      ['beta', true, 'Meera Iyer'],
      ['Aardvark (department)', false, 'Asha Rao'],
    ]);
    expect(await names(vikram, 'list-a')).toEqual(["Vikram's own", 'Aardvark (department)']);
    expect(await names(employee, 'list-a')).toEqual(['Zulu (employees)']);
    // A SuperAdmin sees its own views (shared or not) and, like anyone, none of another user's private ones.
    expect(await names(admin, 'list-a')).toEqual(['Aardvark (department)', 'Admin only', 'Zulu (employees)']);
    expect(await names(meera, 'list-b')).toEqual(['Other list']);
    expect(await names(meera, 'list-none')).toEqual([]);
  });

  it('lets a SuperAdmin share a view with a role; another role is refused (403) and nothing is saved', async () => {
    expect(answer(await post(meera, { listKey: 'share-list', name: 'Shared', query: '', sharedRole: 'Department' }))).toEqual({
      status: 403,
      message: ViewMessages.shareForbidden,
    });
    expect(await names(meera, 'share-list')).toEqual([]);
    // Private (null) is every owner's choice.
    const own = await create(meera, 'share-list', 'Private', { sharedRole: null });
    expect(answer(await put(meera, own._id, { sharedRole: 'Department' }))).toEqual({ status: 403, message: ViewMessages.shareForbidden });
    expect(await names(vikram, 'share-list')).toEqual([]);

    const view = await create(admin, 'share-list', 'Team view');
    expect(await names(employee, 'share-list')).toEqual([]);
    const shared = await put(admin, view._id, { sharedRole: 'Employee' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ sharedRole: 'Employee', mine: true });
    expect(await list(employee, 'share-list')).toEqual([expect.objectContaining({ _id: view._id, mine: false, owner: expect.objectContaining({ name: 'Asha Rao' }) })]);
    expect((await auditEventsOf(app, 'view', view._id))[0]).toMatchObject({
      action: 'view.update',
      before: { sharedRole: null },
      after: { sharedRole: 'Employee' },
    });

    // Unshared: the employees no longer see it, nor keep it as their default.
    expect((await setDefault(employee, 'share-list', view._id)).statusCode).toBe(204);
    expect((await put(admin, view._id, { sharedRole: null })).statusCode).toBe(200);
    expect(await names(employee, 'share-list')).toEqual([]);
    expect(await app.db.select().from(savedViewDefaults).where(eq(savedViewDefaults.viewId, view._id))).toEqual([]);
  });

  it("keeps each user's default of a list: set, replace, clear, a shared view, and on create", async () => {
    const a = await create(meera, 'default-list', 'A');
    const b = await create(meera, 'default-list', 'B');
    const shared = await create(admin, 'default-list', 'Shared', { sharedRole: 'Department' });
    expect(await defaultOf(meera, 'default-list')).toEqual([]);

    const set = await setDefault(meera, 'default-list', a._id);
    expect(set.statusCode).toBe(204);
    expect(set.body).toBe('');
    expect(await defaultOf(meera, 'default-list')).toEqual(['A']);
    expect((await auditEventsOf(app, 'view', a._id))[0]).toMatchObject({
      action: 'view.default_set',
      actorId: meeraId,
      before: { isDefault: false },
      after: { isDefault: true },
    });

    expect((await setDefault(meera, 'default-list', b._id)).statusCode).toBe(204);
    expect(await defaultOf(meera, 'default-list')).toEqual(['B']);
    expect((await auditEventsOf(app, 'view', a._id))[0]).toMatchObject({ action: 'view.default_cleared', after: { isDefault: false } });

    // A view shared with the caller's role may be its default; another user's default is its own.
    expect((await setDefault(vikram, 'default-list', shared._id)).statusCode).toBe(204);
    expect(await defaultOf(vikram, 'default-list')).toEqual(['Shared']);
    expect(await defaultOf(meera, 'default-list')).toEqual(['B']);
    expect(await defaultOf(admin, 'default-list')).toEqual([]);
    expect((await setDefault(meera, 'default-list', shared._id)).statusCode).toBe(204);
    expect(await defaultOf(meera, 'default-list')).toEqual(['Shared']);

    expect((await setDefault(meera, 'default-list', null)).statusCode).toBe(204);
    expect(await defaultOf(meera, 'default-list')).toEqual([]);
    expect((await auditEventsOf(app, 'view', shared._id))[0]).toMatchObject({ action: 'view.default_cleared', actorId: meeraId });
    // Clearing twice is no error.
    expect((await setDefault(meera, 'default-list', null)).statusCode).toBe(204);
    expect(await defaultOf(vikram, 'default-list')).toEqual(['Shared']);

    // isDefault on create.
    const c = await create(meera, 'default-list', 'C', { isDefault: true });
    expect(c.isDefault).toBe(true);
    expect(await defaultOf(meera, 'default-list')).toEqual(['C']);

    // A view of another list is not a default of this one.
    const elsewhere = await create(meera, 'default-other', 'Elsewhere');
    expect(answer(await setDefault(meera, 'default-list', elsewhere._id))).toEqual({ status: 404, message: ViewMessages.notFound });
    expect(await defaultOf(meera, 'default-list')).toEqual(['C']);
  });

  it('renames the caller\'s view or saves the list\'s state into it; a name already used is 409', async () => {
    const view = await create(meera, 'rename-list', 'Old name');
    await create(meera, 'rename-list', 'Taken');
    const res = await put(meera, view._id, { name: '  New name ' });
    expect(res.statusCode).toBe(200);
    const renamed = res.json() as SavedView;
    expect(renamed).toMatchObject({ _id: view._id, name: 'New name', query: 'status=open', mine: true });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(view.updatedAt));
    expect((await auditEventsOf(app, 'view', view._id))[0]).toMatchObject({
      action: 'view.update',
      before: { name: 'Old name' },
      after: { name: 'New name' },
    });

    const saved = await put(meera, view._id, { query: 'status=closed', hiddenColumns: ['phone', 'email'] });
    expect(saved.json()).toMatchObject({ name: 'New name', query: 'status=closed', hiddenColumns: ['phone', 'email'] });
    expect((await auditEventsOf(app, 'view', view._id))[0]).toMatchObject({
      before: { query: 'status=open', hiddenColumns: null },
      after: { query: 'status=closed', hiddenColumns: ['phone', 'email'] },
    });

    // Its own name in another case is no conflict; another view's name is.
    expect((await put(meera, view._id, { name: 'NEW NAME' })).json()).toMatchObject({ name: 'NEW NAME' });
    expect(answer(await put(meera, view._id, { name: 'taken' }))).toEqual({ status: 409, message: ViewMessages.duplicateName('taken') });
    expect(await names(meera, 'rename-list')).toEqual(['NEW NAME', 'Taken']);

    // Nothing that differs: the view as it is, no event.
    const events = (await auditEventsOf(app, 'view', view._id)).length;
    expect((await put(meera, view._id, { query: 'status=closed' })).statusCode).toBe(200);
    expect(await auditEventsOf(app, 'view', view._id)).toHaveLength(events);
  });

  it('deletes the caller\'s view (204): gone from the lists and from every default', async () => {
    const own = await create(meera, 'delete-list', 'Mine', { isDefault: true });
    expect((await remove(meera, own._id)).statusCode).toBe(204);
    expect(await names(meera, 'delete-list')).toEqual([]);
    expect((await auditEventsOf(app, 'view', own._id))[0]).toMatchObject({
      action: 'view.delete',
      actorId: meeraId,
      before: { listKey: 'delete-list', name: 'Mine' },
      after: null,
    });
    expect(answer(await remove(meera, own._id))).toEqual({ status: 404, message: ViewMessages.notFound });

    const shared = await create(admin, 'delete-list', 'Shared', { sharedRole: 'Department' });
    expect((await setDefault(vikram, 'delete-list', shared._id)).statusCode).toBe(204);
    expect((await remove(admin, shared._id)).statusCode).toBe(204);
    expect(await list(vikram, 'delete-list')).toEqual([]);
    expect(await app.db.select().from(savedViewDefaults).where(eq(savedViewDefaults.viewId, shared._id))).toEqual([]);
    // The name is free again.
    await create(meera, 'delete-list', 'Mine');
  });

  it("refuses another user's private view as not found (404), and a shared one it does not own (403)", async () => {
    const priv = await create(meera, 'private-list', 'Private');
    const shared = await create(admin, 'private-list', 'Shared', { sharedRole: 'Department' });
    const notFound = { status: 404, message: ViewMessages.notFound };
    for (const who of [vikram, employee, admin]) {
      expect(await names(who, 'private-list')).not.toContain('Private');
      expect(answer(await put(who, priv._id, { name: 'Hijacked' }))).toEqual(notFound);
      expect(answer(await remove(who, priv._id))).toEqual(notFound);
      expect(answer(await setDefault(who, 'private-list', priv._id))).toEqual(notFound);
    }
    // Shared with the Department role: Vikram sees it (and may make it his default) but may not change it.
    expect(answer(await put(vikram, shared._id, { name: 'Mine now' }))).toEqual({ status: 403, message: ViewMessages.notOwner });
    expect(answer(await remove(vikram, shared._id))).toEqual({ status: 403, message: ViewMessages.notOwner });
    // An employee does not see it at all.
    expect(answer(await put(employee, shared._id, { name: 'Mine now' }))).toEqual(notFound);
    expect(answer(await setDefault(employee, 'private-list', shared._id))).toEqual(notFound);
    // Unknown and malformed ids.
    expect(answer(await put(meera, '00000000-0000-4000-8000-000000000000', { name: 'X' }))).toEqual(notFound);
    expect(answer(await remove(meera, 'not-a-uuid'))).toEqual(notFound);

    expect(await names(meera, 'private-list')).toEqual(['Private', 'Shared']);
    expect((await auditEventsOf(app, 'view', priv._id)).map((e) => e.action)).toEqual(['view.create']);
  });

  it('answers 409 for a name the owner already uses for the list (without case) and beyond the limit', async () => {
    await create(meera, 'dup-list', 'Weekly');
    expect(answer(await post(meera, { listKey: 'dup-list', name: ' WEEKLY ', query: '' }))).toEqual({
      status: 409,
      message: ViewMessages.duplicateName('WEEKLY'),
    });
    // The same name on another list, or another user's, is fine.
    await create(meera, 'dup-other', 'Weekly');
    await create(vikram, 'dup-list', 'Weekly');
    expect(await names(meera, 'dup-list')).toEqual(['Weekly']);

    // Two saves of one name at once (two tabs): one view.
    const both = await Promise.all([0, 1].map(() => post(meera, { listKey: 'race-list', name: 'Same', query: '' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await names(meera, 'race-list')).toEqual(['Same']);

    await app.db.insert(savedViews).values(
      Array.from({ length: VIEWS_PER_LIST_MAX }, (_, i) => ({ ownerId: meeraId, listKey: 'full-list', name: `View ${i}`, query: '' })),
    );
    expect(answer(await post(meera, { listKey: 'full-list', name: 'One more', query: '' }))).toEqual({ status: 409, message: ViewMessages.tooMany });
    expect(await list(meera, 'full-list')).toHaveLength(VIEWS_PER_LIST_MAX);
  });

  it('answers 400 for a blank name, a malformed list key and an unknown field', async () => {
    expect(answer(await post(meera, { listKey: 'valid-list', name: '   ', query: '' }))).toEqual({ status: 400, message: ViewMessages.nameRequired });
    const own = await create(meera, 'valid-list', 'Kept');
    expect(answer(await put(meera, own._id, { name: ' ' }))).toEqual({ status: 400, message: ViewMessages.nameRequired });

    for (const payload of [
      { listKey: 'Bad Key', name: 'X', query: '' },
      { listKey: '', name: 'X', query: '' },
      { listKey: 'valid-list', name: 'X', query: '', colour: 'red' },
      { listKey: 'valid-list', name: 'x'.repeat(61), query: '' },
      { listKey: 'valid-list', name: 'X' },
      { listKey: 'valid-list', name: 'X', query: '', sharedRole: 'Owner' },
    ]) {
      expect((await post(meera, payload)).statusCode).toBe(400);
    }
    expect((await put(meera, own._id, { colour: 'red' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/api/views/default', headers: meera, payload: { listKey: 'valid-list' } })).statusCode).toBe(400);
    expect((await setDefault(meera, 'valid-list', 'not-a-uuid')).statusCode).toBe(400);
    for (const query of ['', '?listKey=Bad%20Key', '?listKey=valid-list&extra=1']) {
      expect((await app.inject({ method: 'GET', url: `/api/views${query}`, headers: meera })).statusCode).toBe(400);
    }
    expect(await names(meera, 'valid-list')).toEqual(['Kept']);
  });

  it("tells of a view's change its owner and, for a shared view, its role only (live changes)", async () => {
    const sockets = await listenForSockets(app);
    try {
      type Who = keyof typeof tokens;
      const all = await Promise.all(
        (Object.keys(tokens) as Who[]).map(async (who) => {
          const socket = sockets.open(tokens[who]);
          const heard: RecordChange[] = [];
          socket.on(CHANGE_EVENT, (c: RecordChange) => heard.push(c));
          await nextEvent(socket, 'connected');
          return { who, heard };
        }),
      );
      /** Who heard a change of `id`, after a pause long enough for a wrongly sent event to arrive. */
      const hearers = async (id: string) => {
        await new Promise((r) => setTimeout(r, 300));
        return all.filter((s) => s.heard.some((c) => c.type === 'view' && c.id === id)).map((s) => s.who);
      };

      const own = await create(meera, 'live-list', 'Private');
      expect(await hearers(own._id)).toEqual(['meera']);
      const shared = await create(admin, 'live-list', 'Shared', { sharedRole: 'Department' });
      expect(await hearers(shared._id)).toEqual(['admin', 'meera', 'vikram']);
      for (const s of all) s.heard.splice(0);
      // Deleted: found through its audit event.
      expect((await remove(admin, shared._id)).statusCode).toBe(204);
      expect(await hearers(shared._id)).toEqual(['admin', 'meera', 'vikram']);
      expect(all.find((s) => s.who === 'meera')?.heard).toEqual([
        { type: 'view', id: shared._id, action: 'view.delete', by: expect.objectContaining({ name: 'Asha Rao' }), at: expect.any(String) },
      ]);
    } finally {
      sockets.disconnectAll();
    }
  });
});
