/**
 * The `noShows.approve` bulk action (docs/areas/bookings.md, "No shows"), worked item by item as the platform's
 * runner does (`app.bulk`): a capture per charge, a second run skipped, a large charge turned into an approval request.
 */
import { APPROVAL_DEFAULT_AUD_CENTS, BulkMessages, isoDayInZone } from '@backoffice/contracts';
import type { Actor } from '@backoffice/api-server';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { approvalRequests } from '../bookings.schema';
import { charges } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { buildTestAppAsAdmin, insertCustomer, insertHotel, insertReservation, insertSuperAdmin, type App } from '../test/helper';
import { NoShowBulkMessages } from './bulk';

describe('bulk action noShows.approve', () => {
  let app: App;
  let actor: Actor;
  let hotel: { hotelId: string; roomId: string };
  let customerId: string;

  beforeAll(async () => {
    ({ app } = await buildTestAppAsAdmin());
    const sa = await insertSuperAdmin(app, 'Bulk', 'Runner');
    actor = { userId: sa.id, role: 'SuperAdmin', requestId: 'bulk-test', ip: '127.0.0.1' };
    hotel = await insertHotel(app, 'Bulk No Show Hostel');
    customerId = await insertCustomer(app, 'Nora', 'Noshow');
  });
  afterAll(() => app.close());

  const action = () => {
    const definition = app.bulk.get('noShows.approve');
    if (!definition) throw new Error('noShows.approve is not defined');
    return definition;
  };

  it('captures each selected charge once; a second run skips them as already approved', async () => {
    const a = await insertReservation(app, { ...hotel, customerId, status: 'No show', payment: 'authorised' });
    const b = await insertReservation(app, { ...hotel, customerId, status: 'No show', payment: 'authorised' });
    const ids = [a.chargeId as string, b.chargeId as string];
    const { items, title } = await action().resolve({ ids, params: {} }, actor);
    expect(title).toBe('2 selected no-shows');
    expect(items.map((i) => i.record)).toEqual([
      { type: 'reservation', id: a.id, name: `TF${a.bookingNo}` },
      { type: 'reservation', id: b.id, name: `TF${b.bookingNo}` },
    ]);
    const first = await Promise.all(ids.map((id) => action().runItem(id, {}, actor)));
    expect(first).toEqual([
      { outcome: 'done', message: 'Captured A$97.00' },
      { outcome: 'done', message: 'Captured A$97.00' },
    ]);
    const second = await Promise.all(ids.map((id) => action().runItem(id, {}, actor)));
    expect(second).toEqual(ids.map(() => ({ outcome: 'skipped', message: NoShowBulkMessages.alreadyApproved })));
    const [row] = await app.db.select().from(charges).where(eq(charges.id, ids[0]));
    expect(row).toMatchObject({ captured: true, status: 'charged' });
    expect((await auditEventsOf(app, 'reservation', a.id)).filter((e) => e.action === 'reservation.no_show_charge')).toHaveLength(1);
    expect(await action().runItem('00000000-0000-4000-8000-000000000000', {}, actor)).toEqual({ outcome: 'skipped', message: BulkMessages.recordGone });
  });

  it('a charge at or above the threshold becomes an approval request and is skipped (once requested, then already requested)', async () => {
    const big = await insertReservation(app, { ...hotel, customerId, status: 'No show', payment: 'authorised', cost: 60_000 });
    expect(big.total).toBeGreaterThanOrEqual(APPROVAL_DEFAULT_AUD_CENTS);
    const id = big.chargeId as string;
    expect(await action().runItem(id, {}, actor)).toEqual({ outcome: 'skipped', message: NoShowBulkMessages.approvalRequested });
    expect(await action().runItem(id, {}, actor)).toEqual({ outcome: 'skipped', message: NoShowBulkMessages.approvalAlreadyRequested });
    expect(await app.db.select().from(approvalRequests).where(eq(approvalRequests.chargeId, id))).toHaveLength(1);
    const [row] = await app.db.select().from(charges).where(eq(charges.id, id));
    expect(row.captured).toBe(false);
  });

  it("resolves the unapproved list's window; a scope without days answers 400", async () => {
    const ns = await insertReservation(app, { ...hotel, customerId, status: 'No show', payment: 'authorised', start: new Date() });
    const today = isoDayInZone(new Date(), 'Australia/Sydney');
    const { items } = await action().resolve({ scope: { from: today, to: today }, params: {} }, actor);
    expect(items.map((i) => i.id)).toContain(ns.chargeId);
    await expect(action().resolve({ scope: { from: today }, params: {} }, actor)).rejects.toMatchObject({ statusCode: 400, message: NoShowBulkMessages.scopeInvalid });
  });
});
