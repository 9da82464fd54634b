/**
 * `users.disable` (docs/areas/users.md, "Bulk actions"): resolves selected users (ids) or a Users Management URL query
 * (scope) with their links; each item disables as Disable Account does (tokens revoked, one `user.disable` event);
 * worked twice, the second time is skipped "Already disabled" with no second event; the caller's own account fails
 * with a clear reason and stays active.
 */
import { BulkMessages, UsersMessages } from '@backoffice/contracts';
import { HttpError, type Actor, type BulkActionDefinition } from '@backoffice/api-server';
import { auditEventsOf, insertUser, userIdOf } from '@backoffice/api-server/testing';
import { users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { buildTestApp, demo, type App } from '../test/helper';
import { UsersBulkMessages } from './bulk';
import { tokenOf } from './fixtures';

describe('bulk action users.disable', () => {
  let app: App;
  let actor: Actor;
  let disable: BulkActionDefinition;
  beforeAll(async () => {
    app = await buildTestApp();
    actor = { userId: await userIdOf(app, demo.admin.email), role: 'SuperAdmin', requestId: 'bulk-spec', ip: '127.0.0.1' };
    disable = app.bulk.get('users.disable') as BulkActionDefinition;
  });
  afterAll(() => app.close());

  const rowOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
  const failureOf = (p: Promise<unknown>) => p.then(() => null, (e: HttpError) => ({ status: e.statusCode, message: e.message }));
  const whoAmI = (token: string) => app.inject({ method: 'GET', url: '/api/user/all?limit=1', headers: { authorization: `Bearer ${token}` } });

  it('resolves ids (in order, once each, an unknown id named by itself) and a list query (the list’s filter and order)', async () => {
    const a = await insertUser(app, { email: 'zbulk.alpha@example.com', firstName: 'Zbulk', lastName: 'Alpha', role: null, userType: 'ADMIN', accessLevel: 'OWNER' });
    const b = await insertUser(app, { email: 'zbulk.beta@example.com', firstName: 'Zbulk', lastName: 'Beta', role: null, userType: 'ADMIN', accessLevel: 'OWNER' });
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(await disable.resolve({ ids: [b.id, a.id, b.id, gone], params: {} }, actor)).toEqual({
      title: '3 selected users',
      items: [
        { id: b.id, record: { type: 'user', id: b.id, name: 'Zbulk Beta' } },
        { id: a.id, record: { type: 'user', id: a.id, name: 'Zbulk Alpha' } },
        { id: gone, record: { type: 'user', id: gone, name: gone } },
      ],
    });
    const byName = await disable.resolve({ scope: { search: 'zbulk', type: 'Owner', sort: 'name', order: 'asc', page: '3' }, params: {} }, actor);
    expect(byName.items.map((i) => i.record.name)).toEqual(['Zbulk Alpha', 'Zbulk Beta']);
    expect(byName.title).toBe('users: Owner, “zbulk”');
    // The same users as the list shows for that query.
    const listed = (await app.inject({ method: 'GET', url: '/api/user/all?search=zbulk&type=Owner&sort=name&order=asc', headers: { authorization: `Bearer ${await tokenOf(app, await rowOf(actor.userId as string))}` } })).json();
    expect(byName.items.map((i) => i.id)).toEqual(listed.data.map((u: { _id: string }) => u._id));
    expect(await failureOf(disable.resolve({ scope: { colour: 'red' }, params: {} }, actor))).toEqual({ status: 400, message: UsersBulkMessages.scopeInvalid('colour') });
    expect(await failureOf(disable.resolve({ scope: { type: 'Wizard' }, params: {} }, actor))).toEqual({ status: 400, message: UsersBulkMessages.scopeInvalid('type') });
    expect(await failureOf(disable.resolve({ ids: [a.id], params: { when: 'now' } }, actor))).toEqual({ status: 400, message: BulkMessages.badParams });
  });

  it('disables as Disable Account does, once: tokens stop, one user.disable event; the second time "Already disabled"', async () => {
    const u = await insertUser(app, { email: 'bulk.disable@example.com', firstName: 'Dis', lastName: 'Able', userType: 'ADMIN', accessLevel: 'OWNER', passwordHash: 'x' });
    const token = await tokenOf(app, u);
    expect((await whoAmI(token)).statusCode).not.toBe(401);
    expect(await disable.runItem(u.id, {}, actor)).toEqual({ outcome: 'done' });
    const row = await rowOf(u.id);
    expect(row.expireDate?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.tokenVersion).toBe(u.tokenVersion + 1);
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect(await disable.runItem(u.id, {}, actor)).toEqual({ outcome: 'skipped', message: UsersBulkMessages.alreadyDisabled });
    const events = await auditEventsOf(app, 'user', u.id);
    expect(events.map((e) => e.action)).toEqual(['user.disable']);
    expect(events[0]).toMatchObject({ actorId: actor.userId, before: { expireDate: null } });
    expect((await rowOf(u.id)).tokenVersion).toBe(u.tokenVersion + 1);
  });

  it('skips a user disabled one by one and an unknown one; the caller’s own account fails with the reason and stays active', async () => {
    const u = await insertUser(app, { email: 'bulk.flagged@example.com', firstName: 'Flag', lastName: 'Ged', userType: 'ADMIN', accessLevel: 'OWNER', disabled: true });
    expect(await disable.runItem(u.id, {}, actor)).toEqual({ outcome: 'skipped', message: UsersBulkMessages.alreadyDisabled });
    expect(await auditEventsOf(app, 'user', u.id)).toEqual([]);
    expect(await disable.runItem('00000000-0000-4000-8000-000000000000', {}, actor)).toEqual({ outcome: 'skipped', message: BulkMessages.recordGone });
    const me = actor.userId as string;
    expect(await failureOf(disable.runItem(me, {}, actor))).toEqual({ status: 409, message: UsersBulkMessages.notYourself });
    expect(await rowOf(me)).toMatchObject({ disabled: false, expireDate: null });
    expect(await auditEventsOf(app, 'user', me)).toEqual([]);
  });

  it('refuses a user ranked above the caller as one by one (403), nothing changed', async () => {
    const boss = await insertUser(app, { email: 'bulk.boss@example.com', firstName: 'Big', lastName: 'Boss', role: 'SuperAdmin', passwordHash: 'x' });
    const employee: Actor = { ...actor, userId: (await insertUser(app, { email: 'bulk.emp@example.com', firstName: 'Em', lastName: 'Ployee', role: 'Employee' })).id, role: 'Employee' };
    expect(await failureOf(disable.runItem(boss.id, {}, employee))).toEqual({ status: 403, message: UsersMessages.role.aboveOwn });
    expect(await rowOf(boss.id)).toMatchObject({ disabled: false, expireDate: null });
  });
});
