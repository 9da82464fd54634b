/**
 * `hotels.setStatus` (docs/areas/hotels.md, "Bulk actions"): resolves selected hotels (ids) or a Property Listing URL
 * query (scope) with their links, refuses a missing or unknown `params.status` (400, the one-by-one message); each item
 * changes the status as PUT /hotel/update with `isActive` does (one `hotel.status` event); worked twice, the second
 * time is skipped "Already Live" with no second event.
 */
import { BulkMessages, HotelsMessages } from '@backoffice/contracts';
import { HttpError, type Actor, type BulkActionDefinition } from '@backoffice/api-server';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { hotels } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { buildTestApp, demo, userIdOf, type App } from '../test/helper';
import { HotelsBulkMessages } from './bulk';

describe('bulk action hotels.setStatus', () => {
  let app: App;
  let actor: Actor;
  let setStatus: BulkActionDefinition;
  beforeAll(async () => {
    app = await buildTestApp();
    actor = { userId: await userIdOf(app, demo.admin.email), role: 'SuperAdmin', requestId: 'bulk-spec', ip: '127.0.0.1' };
    setStatus = app.bulk.get('hotels.setStatus') as BulkActionDefinition;
  });
  afterAll(() => app.close());

  const insert = async (name: string, status: 'Pending' | 'Live' | 'Inactive') =>
    (await app.db.insert(hotels).values({ name, city: 'Bulkton', status }).returning({ id: hotels.id }))[0].id;
  const statusOf = async (id: string) => (await app.db.select({ status: hotels.status }).from(hotels).where(eq(hotels.id, id)))[0].status;
  const failureOf = (p: Promise<unknown>) => p.then(() => null, (e: HttpError) => ({ status: e.statusCode, message: e.message }));

  it('resolves ids and a listing query; refuses a status the one-by-one change does not accept', async () => {
    const a = await insert('Qbulk Alpha', 'Pending');
    const b = await insert('Qbulk Beta', 'Pending');
    const c = await insert('Qbulk Gamma', 'Live');
    expect(await setStatus.resolve({ ids: [b, a, b], params: { status: 'Live' } }, actor)).toEqual({
      title: 'Live, 2 selected hotels',
      items: [
        { id: b, record: { type: 'hotel', id: b, name: 'Qbulk Beta' } },
        { id: a, record: { type: 'hotel', id: a, name: 'Qbulk Alpha' } },
      ],
    });
    const pending = await setStatus.resolve({ scope: { search: 'qbulk', status: 'Pending', sort: 'name', order: 'asc', page: '2' }, params: { status: 'Live' } }, actor);
    expect(pending).toEqual({
      title: 'Live, hotels: Pending, “qbulk”',
      items: [
        { id: a, record: { type: 'hotel', id: a, name: 'Qbulk Alpha' } },
        { id: b, record: { type: 'hotel', id: b, name: 'Qbulk Beta' } },
      ],
    });
    const all = await setStatus.resolve({ scope: { search: 'qbulk', sort: 'name', order: 'desc' }, params: { status: 'Inactive' } }, actor);
    expect(all.items.map((i) => i.id)).toEqual([c, b, a]);
    for (const params of [{}, { status: 'Open' }, { status: 'live' }] as Record<string, string>[]) {
      expect(await failureOf(setStatus.resolve({ ids: [a], params }, actor))).toEqual({ status: 400, message: HotelsMessages.hotel.statusInvalid });
    }
    expect(await failureOf(setStatus.resolve({ ids: [a], params: { status: 'Live', colour: 'red' } }, actor))).toEqual({ status: 400, message: BulkMessages.badParams });
    expect(await failureOf(setStatus.resolve({ scope: { owner: 'x' }, params: { status: 'Live' } }, actor))).toEqual({ status: 400, message: HotelsBulkMessages.scopeInvalid('owner') });
    expect(await statusOf(a)).toBe('Pending');
  });

  it('sets the status as the one-by-one change does, once: one hotel.status event; the second time "Already Live"', async () => {
    const id = await insert('Bulk Status Hotel', 'Pending');
    expect(await setStatus.runItem(id, { status: 'Live' }, actor)).toEqual({ outcome: 'done', message: HotelsBulkMessages.changed('Pending', 'Live') });
    expect(await statusOf(id)).toBe('Live');
    expect(await setStatus.runItem(id, { status: 'Live' }, actor)).toEqual({ outcome: 'skipped', message: 'Already Live' });
    const events = await auditEventsOf(app, 'hotel', id);
    expect(events.map((e) => e.action)).toEqual(['hotel.status']);
    expect(events[0]).toMatchObject({ actorId: actor.userId, before: { isActive: 'Pending' }, after: { isActive: 'Live' } });
    expect(await failureOf(setStatus.runItem(id, { status: 'Open' }, actor))).toEqual({ status: 400, message: HotelsMessages.hotel.statusInvalid });
    expect(await setStatus.runItem('00000000-0000-4000-8000-000000000000', { status: 'Live' }, actor)).toEqual({ outcome: 'skipped', message: BulkMessages.recordGone });
    await app.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, id));
    expect(await setStatus.runItem(id, { status: 'Inactive' }, actor)).toEqual({ outcome: 'skipped', message: BulkMessages.recordGone });
    expect(await auditEventsOf(app, 'hotel', id)).toHaveLength(1);
  });
});
