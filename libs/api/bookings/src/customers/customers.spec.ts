/**
 * Customer records, bans, the guest password reset, reviews and the export through inject
 * (docs/areas/bookings.md, "Customer records", "Bans", "Reset Guest Password", "Reviews", "Export").
 */
import { BookingsMessages, RESERVATION_EXPORT_COLUMNS } from '@backoffice/contracts';
import { auditEventsOf, insertHotelAccount } from '@backoffice/api-server/testing';
import { outbox, reviews, users } from '@backoffice/api-server/schema';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildTestAppAsAdmin, insertCustomer, insertHotel, insertReservation, type App } from '../test/helper';

describe('customers, bans, reviews and export', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

  it("answers a customer's record with bookings and revenue; 404 for a user who is not a customer", async () => {
    const h = await insertHotel(app, 'Record Hotel');
    const id = await insertCustomer(app, 'Rita', 'Recordia');
    const a = await insertReservation(app, { ...h, customerId: id });
    await insertReservation(app, { ...h, customerId: id, status: 'Cancelled', payment: 'none' });
    const res = await call('GET', `/user/customer/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customer: { _id: id, fullName: 'Rita Recordia', accountType: 'Customer', userType: 'APP' },
      totalBookings: 1,
      totalRevenue: a.total,
      currencySymbol: 'A$',
      bannedAll: false,
    });
    const [adminRow] = await app.db.select().from(users).where(eq(users.role, 'SuperAdmin'));
    const notCustomer = await call('GET', `/user/customer/${adminRow.id}`);
    expect(notCustomer.statusCode).toBe(404);
    expect(notCustomer.json().message).toBe(BookingsMessages.customer.notCustomer);
    const found = await call('GET', '/user/customer?search=recordi');
    expect(found.json().data).toEqual([expect.objectContaining({ _id: id, fullName: 'Rita Recordia' })]);
  });

  it('bans per property, from the linked properties of an owner and from all, and lifts each', async () => {
    const { id: owner } = await insertHotelAccount(app);
    const h1 = await insertHotel(app, 'Linked One', owner);
    const h2 = await insertHotel(app, 'Linked Two', owner);
    const h3 = await insertHotel(app, 'Unlinked Three');
    const id = await insertCustomer(app, 'Bea', 'Bannister');
    await insertReservation(app, { ...h1, customerId: id });
    await insertReservation(app, { ...h3, customerId: id });

    const one = await call('PUT', '/hotel/blockSingle', { blockUserId: id, hotelId: h3.hotelId, ban: true });
    expect(one.json().message).toBe(BookingsMessages.customer.bannedOne);
    let banned = (await call('POST', '/hotel/blockList', { userId: id })).json();
    expect(banned.data.map((b: { name: string }) => b.name)).toEqual(['Unlinked Three']);

    const linked = await call('PUT', '/hotel/blockAllFromOwner', { blockUserId: id, hotelId: h1.hotelId, ban: true });
    expect(linked.json().message).toBe(BookingsMessages.customer.bannedLinked);
    const info = (await call('POST', '/hotel/getblockInfo', { userId: id, hotelId: h1.hotelId })).json();
    expect(info.data).toEqual([
      expect.objectContaining({ name: 'Linked One', block: true, linked: false }),
      expect.objectContaining({ name: 'Linked Two', block: true, linked: true }),
      expect.objectContaining({ name: 'Unlinked Three', block: true }),
    ]);
    expect(h2.hotelId).toBe(info.data[1].hotelId);

    const lift = await call('PUT', '/hotel/blockSingle', { blockUserId: id, hotel: h3.hotelId, ban: false });
    expect(lift.json().message).toBe(BookingsMessages.customer.unbannedOne);
    const all = await call('PUT', '/hotel/blockAll', { blockUserId: id, ban: true });
    expect(all.json().message).toBe(BookingsMessages.customer.bannedAll);
    expect((await call('GET', `/user/customer/${id}`)).json().bannedAll).toBe(true);
    const liftAll = await call('PUT', '/hotel/blockAll', { blockUserId: id, ban: false });
    expect(liftAll.json().message).toBe(BookingsMessages.customer.unbannedAll);
    banned = (await call('POST', '/hotel/blockList', { userId: id })).json();
    expect(banned).toEqual({ bannedAll: false, data: [] });
    const actions = (await auditEventsOf(app, 'user', id)).map((e) => e.action);
    expect(actions.filter((a) => a === 'user.ban')).toHaveLength(3);
    expect(actions.filter((a) => a === 'user.unban')).toHaveLength(2);
    expect((await call('PUT', '/hotel/blockSingle', { blockUserId: id, hotelId: '00000000-0000-4000-8000-000000000000', ban: true })).statusCode).toBe(404);
  });

  it('Reset Guest Password mails a single-use link that sets the password once', async () => {
    const id = await insertCustomer(app, 'Gus', 'Guestly');
    const [customer] = await app.db.select().from(users).where(eq(users.id, id));
    const wrong = await call('POST', '/user/resetPassword', { email: 'someone@else.test', userId: id });
    expect(wrong.statusCode).toBe(404);
    const res = await call('POST', '/user/resetPassword', { email: customer.email, userId: id });
    expect(res.json().message).toBe(BookingsMessages.customer.passwordResetSent);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.recipient, customer.email)).orderBy(desc(outbox.createdAt));
    const token = /token=([\w%-]+)/.exec(mail.body)?.[1] as string;
    expect(token).toBeTruthy();
    const confirm = (password: string) =>
      app.inject({ method: 'POST', url: '/api/user/resetPassword/confirm', payload: { token: decodeURIComponent(token), password } });
    const ok = await confirm('new-secret-1');
    expect(ok.statusCode).toBe(200);
    const [after] = await app.db.select().from(users).where(eq(users.id, id));
    expect(await app.passwords.verify(after.passwordHash as string, 'new-secret-1')).toBe(true);
    const reuse = await confirm('another-secret');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(BookingsMessages.customer.resetLinkInvalid);
  });

  it("lists a hotel's reviews and removes one once", async () => {
    const h = await insertHotel(app, 'Review Hotel');
    const id = await insertCustomer(app, 'Rex', 'Reviewer');
    const r = await insertReservation(app, { ...h, customerId: id });
    const [review] = await app.db
      .insert(reviews)
      .values({ hotelId: h.hotelId, reservationId: r.id, userId: id, comment: 'Great', tags: [{ key: 'Staff', value: 4 }], reply: 'Thanks!' })
      .returning();
    const listed = await call('GET', `/review/hotel/${h.hotelId}`);
    expect(listed.json()).toMatchObject({ hotel: { name: 'Review Hotel' }, data: [{ _id: review.id, reply: 'Thanks!', tags: [{ key: 'Staff', value: 4 }], userId: { fullName: 'Rex Reviewer' } }] });
    const del = await call('DELETE', `/review/${review.id}`);
    expect(del.json().message).toBe(BookingsMessages.review.deleted);
    expect((await call('DELETE', `/review/${review.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/review/hotel/${h.hotelId}`)).json().data).toEqual([]);
    expect((await auditEventsOf(app, 'reservation', r.id)).map((e) => e.action)).toContain('reservation.review_remove');
  });

  it('exports the filtered set as .xlsx with the spec columns, a formula-like name neutralised', async () => {
    const h = await insertHotel(app, '=HYPERLINK("http://evil")');
    const id = await insertCustomer(app, 'Eve', '+cmd|calc');
    for (let i = 0; i < 3; i++) await insertReservation(app, { ...h, customerId: id, start: new Date(Date.UTC(2026, 0, 5 + i, 1)) });
    const res = await app.inject({ method: 'GET', url: `/api/reservation/export?hotelId=${h.hotelId}&sort=reservationStart&order=asc`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Reservations-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(res.headers['x-total-count']).toBe('3');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...RESERVATION_EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(4);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[0]).toMatch(/^TF\d+$/);
    expect(first[1]).toBe("'+cmd|calc");
    expect(first[2]).toBe('\'=HYPERLINK("http://evil")');
    expect(first[3]).toBe('3 Hours');
    expect(first[4]).toBe('05/01/2026, 12:00 pm');
    expect(first[5]).toBe('CHECKEDOUT');
    expect(typeof first[6]).toBe('number');
  });
});
