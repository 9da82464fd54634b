import { HelpdeskMessages, invoiceReference, ticketReference } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { form, type Part } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, departmentIds, loginAllRoles, userIdOf } from '../test/helper';

/**
 * Ticket numbers and the record a ticket is about (docs/areas/helpdesk.md, "Tickets about a record"): attached on
 * createTicket or through PUT /ticket/ticket-about, named from the record's own table, listed with `about=type:id`.
 */
describe('tickets about a record', () => {
  let app: App;
  let admin: string;
  let department: string;
  let employee: string;
  let ownDept: string;
  let otherDept: string;
  const records = { hotel: '', reservation: '', invoice: '', customer: '', bookingNo: 0, invoiceSeq: 0 };

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, department, employee] = await loginAllRoles(app);
    ({ own: ownDept, other: otherDept } = await departmentIds(app));
    // This area's tests run without the hotels, bookings and billing areas: their rows are written here.
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await app.db.execute(query))[0];
    const hotel = await one<{ id: string }>(sql`INSERT INTO hotels (name) VALUES ('Harbour View Hotel') RETURNING id`);
    const customer = await one<{ id: string }>(sql`
      INSERT INTO users (email, first_name, last_name, user_type) VALUES ('guest.about@example.com', 'Grace', 'Guest', 'APP')
      RETURNING id`);
    const reservation = await one<{ id: string; booking_no: number }>(sql`
      INSERT INTO reservations (hotel_id, booked_by_id, duration, reservation_start, reservation_end)
      VALUES (${hotel.id}, ${customer.id}, 3, now(), now() + interval '3 hours') RETURNING id, booking_no`);
    const period = await one<{ id: string }>(sql`
      INSERT INTO billing_periods (name, start, "end", scope) VALUES ('P', now() - interval '30 days', now(), 'all') RETURNING id`);
    const statement = await one<{ id: string }>(sql`
      INSERT INTO statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst)
      VALUES (${period.id}, ${hotel.id}, 'AUD', 1, 1000, 100, 10) RETURNING id`);
    const invoice = await one<{ id: string; number_seq: number }>(sql`
      INSERT INTO invoices (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name,
        customer_email, customer_address, lines, due_at)
      VALUES (${statement.id}, ${hotel.id}, 'AUD', 100, 10, 110, 'Commission', 'Harbour', 'h@example.com', '1 St',
        '[]'::jsonb, now()) RETURNING id, number_seq`);
    Object.assign(records, {
      hotel: hotel.id,
      customer: customer.id,
      reservation: reservation.id,
      invoice: invoice.id,
      bookingNo: reservation.booking_no,
      invoiceSeq: invoice.number_seq,
    });
  });
  afterAll(() => app.close());

  const create = (token: string, fields: Record<string, Part>) => {
    const f = form({ title: 'About something', message: '<p>See the record</p>', departmentId: ownDept, ...fields });
    return app.inject({ method: 'POST', url: '/api/ticket/createTicket', headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };
  const setAbout = (token: string, ticketId: string, about: { type: string; id: string } | null, aboutReference?: string) =>
    app.inject({ method: 'PUT', url: '/api/ticket/ticket-about', headers: bearer(token), payload: { ticketId, about, aboutReference } });
  const list = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/ticket/listTicket', headers: bearer(token), payload });

  it('numbers new tickets one after another; the number is in the list and the detail', async () => {
    const first = (await create(employee, { title: 'Numbered 1' })).json().data;
    const second = (await create(employee, { title: 'Numbered 2' })).json().data;
    expect(second.number).toBe(first.number + 1);
    const detail = await app.inject({ method: 'GET', url: `/api/ticket/get-ticket-by-id?ticketId=${second._id}`, headers: bearer(employee) });
    expect(detail.json().data).toMatchObject({ number: second.number, about: null });
    const listed = (await list(admin, { limit: 100 })).json().ticket as { _id: string; number: number }[];
    expect(listed.find((t) => t._id === first._id)?.number).toBe(first.number);
    expect(ticketReference(first.number)).toMatch(/^TK-\d{6}$/);
  });

  it('attaches each kind of record on createTicket, named from its own table (an invoice with its hotel)', async () => {
    const cases = [
      ['reservation', records.reservation, { name: `TF${records.bookingNo}` }],
      ['hotel', records.hotel, { name: 'Harbour View Hotel' }],
      ['invoice', records.invoice, { name: `INV-${String(records.invoiceSeq).padStart(6, '0')}`, parentId: records.hotel }],
      ['customer', records.customer, { name: 'Grace Guest' }],
    ] as const;
    for (const [type, id, expected] of cases) {
      const res = await create(employee, { aboutType: type, aboutId: id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.about).toEqual({ type, id, ...expected });
    }
  });

  it('refuses an unknown type or record with a 400 that says so, and stores nothing', async () => {
    const cases: [Record<string, Part>, string][] = [
      [{ aboutType: 'coupon', aboutId: records.hotel }, HelpdeskMessages.tickets.aboutTypeInvalid],
      [{ aboutId: records.hotel }, HelpdeskMessages.tickets.aboutTypeInvalid],
      [{ aboutType: 'hotel' }, HelpdeskMessages.tickets.aboutNotFound],
      [{ aboutType: 'hotel', aboutId: records.reservation }, HelpdeskMessages.tickets.aboutNotFound],
      [{ aboutType: 'customer', aboutId: records.hotel }, HelpdeskMessages.tickets.aboutNotFound],
      // A console user is no customer.
      [{ aboutType: 'customer', aboutId: await userIdOf(app, demo.employee.email) }, HelpdeskMessages.tickets.aboutNotFound],
      [{ aboutType: 'invoice', aboutId: 'not-a-uuid' }, HelpdeskMessages.tickets.aboutNotFound],
    ];
    for (const [fields, message] of cases) {
      const res = await create(employee, { title: 'Refused about', ...fields });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const [{ n }] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM tickets WHERE title = 'Refused about'`));
    expect(n).toBe(0);
  });

  it('attaches a booking or invoice number given as aboutReference, as the picker would (an invoice with its hotel)', async () => {
    const booking = `TF${records.bookingNo}`;
    const invoice = invoiceReference(records.invoiceSeq);
    const byBooking = await create(employee, { aboutReference: ` ${booking.toLowerCase()} ` });
    expect([byBooking.statusCode, byBooking.json().data.about]).toEqual([200, { type: 'reservation', id: records.reservation, name: booking }]);
    const byInvoice = await create(department, { departmentId: otherDept, aboutReference: invoice });
    expect(byInvoice.json().data.about).toEqual({ type: 'invoice', id: records.invoice, parentId: records.hotel, name: invoice });
    // Stored and audited exactly as a picked record.
    const [created] = rowsOf<{ after: Record<string, unknown> }>(
      await app.db.execute(sql`SELECT after FROM audit_events WHERE entity_id = ${byInvoice.json().data._id} AND action = 'ticket.create'`),
    );
    expect(created.after).toMatchObject({ invoiceId: records.invoice });
  });

  it('refuses a reference of the wrong shape, or one that names no record, with a 400 naming it, and stores nothing', async () => {
    const cases: [Record<string, Part>, string][] = [
      [{ aboutReference: 'TF99999999' }, 'No reservation TF99999999 was found.'],
      [{ aboutReference: 'inv-999999' }, 'No invoice INV-999999 was found.'],
      [{ aboutReference: 'Harbour View Hotel' }, HelpdeskMessages.tickets.aboutReferenceInvalid],
      [{ aboutReference: `TF${records.bookingNo} please` }, HelpdeskMessages.tickets.aboutReferenceInvalid],
      [{ aboutReference: 'TK-000001' }, HelpdeskMessages.tickets.aboutReferenceInvalid],
      [{ aboutReference: `TF${records.bookingNo}`, aboutType: 'hotel', aboutId: records.hotel }, HelpdeskMessages.tickets.aboutReferenceInvalid],
    ];
    for (const [fields, message] of cases) {
      const res = await create(employee, { title: 'Refused reference', ...fields });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const [{ n }] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM tickets WHERE title = 'Refused reference'`));
    expect(n).toBe(0);
  });

  it('PUT /ticket/ticket-about takes a reference too: attached and audited, a 400 naming an unknown one', async () => {
    const ticket = (await create(employee, {})).json().data;
    const set = await setAbout(employee, ticket._id, null, `TF${records.bookingNo}`);
    expect([set.statusCode, set.json().data.about]).toEqual([200, { type: 'reservation', id: records.reservation, name: `TF${records.bookingNo}` }]);
    const missing = await setAbout(employee, ticket._id, null, 'INV-999999');
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'No invoice INV-999999 was found.']);
    const bad = await setAbout(employee, ticket._id, null, 'Grace Guest');
    expect([bad.statusCode, bad.json().message]).toEqual([400, HelpdeskMessages.tickets.aboutReferenceInvalid]);
    const events = rowsOf<{ after: Record<string, unknown> }>(
      await app.db.execute(sql`SELECT after FROM audit_events WHERE entity_id = ${ticket._id} AND action = 'ticket.about'`),
    );
    expect(events).toEqual([{ after: { reservationId: records.reservation } }]);
  });

  it('PUT /ticket/ticket-about sets, changes and clears the record for the creator, its department and the SuperAdmin, audited', async () => {
    const ticket = (await create(employee, {})).json().data;
    const set = await setAbout(employee, ticket._id, { type: 'hotel', id: records.hotel });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: HelpdeskMessages.tickets.aboutSaved, data: { _id: ticket._id, about: { type: 'hotel', name: 'Harbour View Hotel' } } });
    const changed = await setAbout(department, ticket._id, { type: 'reservation', id: records.reservation });
    expect(changed.json().data.about).toMatchObject({ type: 'reservation', id: records.reservation });
    const cleared = await setAbout(admin, ticket._id, null);
    expect(cleared.json()).toMatchObject({ message: HelpdeskMessages.tickets.aboutRemoved, data: { about: null } });
    // Each change once in the ticket's history, the record's id under its type's key.
    const events = rowsOf<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      await app.db.execute(sql`SELECT before, after FROM audit_events
        WHERE entity_id = ${ticket._id} AND action = 'ticket.about' ORDER BY seq`),
    );
    expect(events).toEqual([
      { before: { hotelId: null }, after: { hotelId: records.hotel } },
      { before: { hotelId: records.hotel, reservationId: null }, after: { hotelId: null, reservationId: records.reservation } },
      { before: { reservationId: records.reservation }, after: { reservationId: null } },
    ]);
    // Clearing again changes nothing and records nothing.
    expect((await setAbout(admin, ticket._id, null)).statusCode).toBe(200);
    const [{ n }] = rowsOf<{ n: number }>(
      await app.db.execute(sql`SELECT count(*)::int AS n FROM audit_events WHERE entity_id = ${ticket._id} AND action = 'ticket.about'`),
    );
    expect(n).toBe(3);
  });

  it('PUT /ticket/ticket-about: the creator of a ticket sent elsewhere may, 404 outside the view, 400 for a bad record, 401 signed out', async () => {
    // Raised by the Department user to another department: it is the creator; the Employee cannot see it.
    const raised = (await create(department, { departmentId: otherDept })).json().data;
    expect((await setAbout(department, raised._id, { type: 'hotel', id: records.hotel })).statusCode).toBe(200);
    expect((await setAbout(employee, raised._id, { type: 'hotel', id: records.hotel })).statusCode).toBe(404);
    const own = (await create(employee, {})).json().data;
    const bad = await setAbout(employee, own._id, { type: 'room', id: records.hotel });
    expect([bad.statusCode, bad.json().message]).toEqual([400, HelpdeskMessages.tickets.aboutTypeInvalid]);
    const missing = await setAbout(employee, own._id, { type: 'invoice', id: '00000000-0000-4000-8000-000000000000' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, HelpdeskMessages.tickets.aboutNotFound]);
    expect((await app.inject({ method: 'PUT', url: '/api/ticket/ticket-about', payload: { ticketId: own._id, about: null } })).statusCode).toBe(401);
  });

  it('lists a record\'s tickets with about=type:id, within the caller\'s view, with departmentId too', async () => {
    const [hotel] = rowsOf<{ id: string }>(await app.db.execute(sql`INSERT INTO hotels (name) VALUES ('Listed Hotel') RETURNING id`));
    const mine = (await create(employee, { title: 'About the hotel', aboutType: 'hotel', aboutId: hotel.id })).json().data;
    const raised = (await create(department, { title: 'Dept about the hotel', departmentId: otherDept, aboutType: 'hotel', aboutId: hotel.id })).json().data;
    const about = `hotel:${hotel.id}`;
    const all = (await list(admin, { about })).json();
    expect(all.ticket.map((t: { _id: string }) => t._id).sort()).toEqual([mine._id, raised._id].sort());
    expect(all.total).toBe(2);
    expect(all.ticket[0].about).toEqual({ type: 'hotel', id: hotel.id, name: 'Listed Hotel' });
    const employeeView = (await list(employee, { about })).json();
    expect([employeeView.total, employeeView.ticket.map((t: { _id: string }) => t._id)]).toEqual([1, [mine._id]]);
    const byDept = (await list(admin, { about, departmentId: otherDept })).json();
    expect(byDept.ticket.map((t: { _id: string }) => t._id)).toEqual([raised._id]);
    // A later page of the same list, and an about that names nothing answers an empty list.
    expect((await list(admin, { about, page: 2, limit: 1 })).json()).toMatchObject({ total: 2, ticket: [{}] });
    for (const bad of ['hotel', `coupon:${hotel.id}`, 'hotel:42']) {
      expect((await list(admin, { about: bad })).json()).toMatchObject({ total: 0, ticket: [] });
    }
  });
});
