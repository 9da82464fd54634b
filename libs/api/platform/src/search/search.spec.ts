/**
 * GET /api/search (docs/areas/search.md): finds each record type with its page, what each role may find, typos and
 * prefixes, LIKE characters taken literally, exact references, and the 400s. The records are written here by SQL
 * into the platform's test database (the other areas' tables are there, empty: migrations are shared).
 */
import {
  SearchMessages,
  formatDate,
  formatMoney,
  ticketReference,
  type SearchHit,
  type SearchResponse,
} from '@backoffice/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { bearer, buildTestAppAsAdmin, demo, loginAs, oneRow, userIdOf, type App } from '../test/helper';

describe('GET /api/search', () => {
  let app: App;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let department: Record<string, string>;
  /** Ids of the records written below, by name. */
  const ids: Record<string, string> = {};
  let bookingNo: number;
  let bookingStart: Date;
  let invoiceSeq: number;
  const ticketNo: Record<string, number> = {};

  const one = <T>(query: SQL) => oneRow<T>(app, query);
  const idOf = async (query: SQL) => (await one<{ id: string }>(query)).id;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    employee = bearer(await loginAs(app, demo.employee));
    department = bearer(await loginAs(app, demo.department));
    const support = await idOf(sql`select id from departments where name = ${demo.department.department}`);
    const finance = await idOf(sql`select id from departments where name = 'Finance'`);
    const ravi = await userIdOf(app, demo.employee.email);
    const priya = await userIdOf(app, 'priya.sharma@staff.example.com');
    const meera = await userIdOf(app, demo.department.email);
    const vikram = await userIdOf(app, 'finance.desk@staff.example.com');

    ids.anna = await idOf(sql`insert into users (email, first_name, last_name, user_type, provider)
      values ('anna.kowalczyk@guests.example', 'Anna', 'Kowalczyk', 'APP', 'Timeflyz') returning id`);
    // Short names, where a swap of two letters leaves too few trigrams in common; Simone Sims shares more with `simth`,
    // Ethan Johns with `ehtan johnson`.
    const guests = [['mila', 'Mila', 'Smith'], ['ethan', 'Ethan', 'Johnson'], ['simone', 'Simone', 'Sims'], ['johns', 'Ethan', 'Johns']];
    for (const [name, first, last] of guests) {
      ids[name] = await idOf(sql`insert into users (email, first_name, last_name, user_type, provider)
        values (${`${name}@guests.example`}, ${first}, ${last}, 'APP', 'Guest') returning id`);
    }
    ids.hugo = await idOf(sql`insert into users (email, first_name, last_name, user_type, access_level)
      values ('hugo.brightwater@hotels.example', 'Hugo', 'Brightwater', 'ADMIN', 'OWNER') returning id`);
    ids.chain = await idOf(sql`insert into commissions (client_type_name, commission_rate, commission_rate_not_gst, commission_rate_gst)
      values ('Wombat Stays Group', 11, 10, 1) returning id`);
    ids.quokka = await idOf(sql`insert into hotels (name, city, country, property_id, status, commission_id)
      values ('Quokka Reef Lodge', 'Broome', 'Australia', 'QRL-4471', 'Live', ${ids.chain}) returning id`);
    for (const name of ['Q_ Lodge', 'QX Lodge', '7% Club', '7 Seas Club', 'Z\\ Inn', 'Z% Inn']) {
      ids[name] = await idOf(sql`insert into hotels (name, city, status) values (${name}, 'Perth', 'Live') returning id`);
    }
    bookingStart = new Date('2026-03-11T02:00:00Z');
    const booking = await one<{ id: string; booking_no: number }>(sql`insert into reservations
        (hotel_id, booked_by_id, duration, reservation_start, reservation_end, timezone, status)
      values (${ids.quokka}, ${ids.anna}, 3, ${bookingStart}, ${new Date(bookingStart.getTime() + 3 * 3600_000)}, 'Australia/Perth', 'CHECKEDOUT')
      returning id, booking_no`);
    ids.booking = booking.id;
    bookingNo = Number(booking.booking_no);

    const ticket = async (name: string, title: string, by: string, to: string) => {
      const row = await one<{ id: string; number: number }>(sql`insert into tickets (title, message, department_id, user_id)
        values (${title}, '<p>See the booking.</p>', ${to}, ${by}) returning id, number`);
      ids[name] = row.id;
      ticketNo[name] = Number(row.number);
    };
    await ticket('ravisTicket', 'Quokka Reef refund request', ravi, support);
    await ticket('priyasTicket', 'Quokka Reef invoice query', priya, finance);
    await ticket('meerasTicket', 'Quokka Reef photos missing', meera, finance);
    await ticket('vikramsTicket', 'Quokka Reef late checkout', vikram, support);

    const period = await idOf(sql`insert into billing_periods (name, start, "end", scope)
      values ('March 2026', '2026-03-01T00:00:00Z', '2026-03-31T23:59:59Z', 'all') returning id`);
    const statement = await idOf(sql`insert into statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst)
      values (${period}, ${ids.quokka}, 'AUD', 1, 90000, 11223, 1122) returning id`);
    const invoice = await one<{ id: string; number_seq: number }>(sql`insert into invoices
        (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name, customer_email, customer_address, lines, due_at)
      values (${statement}, ${ids.quokka}, 'AUD', 11223, 1122, 12345, 'Commission', 'Quokka Reef Lodge', 'accounts@quokka.example', 'Broome',
        '[]'::jsonb, '2026-04-14T00:00:00Z') returning id, number_seq`);
    ids.invoice = invoice.id;
    invoiceSeq = Number(invoice.number_seq);
    ids.coupon = await idOf(sql`insert into coupons (code, value, start_date, end_date, applied_to, scope)
      values ('QUOKKA26', 15, '2026-01-01', '2026-12-31', 'total', 'all') returning id`);
    await app.db.execute(sql`update cms_blocks set title = 'Our privacy promise' where tag = 'PrivacyPolicy' and position = 0`);
    ids.faq = await idOf(sql`insert into faqs (question, answer) values ('How do I cancel a microstay booking?', '<p>From the app.</p>') returning id`);
  });
  afterAll(() => app.close());

  const search = (query: string, headers: Record<string, string> = admin) =>
    app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
  const hitsOf = async (query: string, headers: Record<string, string> = admin): Promise<SearchHit[]> => {
    const res = await search(query, headers);
    expect(res.statusCode).toBe(200);
    return (res.json() as SearchResponse).hits;
  };
  const q = (text: string, more = '') => `q=${encodeURIComponent(text)}${more}`;
  const find = (hits: SearchHit[], type: string, id: string) => hits.find((h) => h.type === type && h.id === id);

  it('finds each record type with its page and a context line written through the format module', async () => {
    const booking = find(await hitsOf(q(`TF${bookingNo}`)), 'reservation', ids.booking);
    expect(booking).toMatchObject({
      title: `TF${bookingNo} · Anna Kowalczyk`,
      route: `/reservationDetails/${ids.booking}`,
      score: 1,
    });
    expect(booking?.context).toBe(`Quokka Reef Lodge · ${formatDate(bookingStart, { zone: 'Australia/Perth' })} · CHECKEDOUT`);

    const people = await hitsOf(q('Kowalczyk'));
    expect(find(people, 'customer', ids.anna)).toMatchObject({ title: 'Anna Kowalczyk', route: `/customerRecords/${ids.anna}` });
    expect(find(await hitsOf(q('anna.kowalczyk@guests.example'), admin), 'customer', ids.anna)?.score).toBe(1);
    expect(find(await hitsOf(q('Brightwater')), 'user', ids.hugo)).toMatchObject({ route: `/users-all/${ids.hugo}` });
    expect(find(await hitsOf(q('Asha Rao')), 'admin', await userIdOf(app, demo.admin.email))).toMatchObject({
      title: 'Asha Rao',
      route: `/all-useradmins?search=${encodeURIComponent(demo.admin.email)}`,
    });

    for (const text of ['Quokka Reef Lodge', 'Broome', 'QRL-4471']) {
      expect(find(await hitsOf(q(text)), 'hotel', ids.quokka)).toMatchObject({
        route: `/editHotel/${ids.quokka}`,
        context: 'Broome, Australia · Property ID QRL-4471 · Wombat Stays Group · Live',
      });
    }
    expect(find(await hitsOf(q('wombat')), 'chain', ids.chain)).toMatchObject({ route: `/property/all?commissionID=${ids.chain}` });
    const ticket = find(await hitsOf(q(ticketReference(ticketNo.ravisTicket))), 'ticket', ids.ravisTicket);
    expect(ticket).toMatchObject({ title: `${ticketReference(ticketNo.ravisTicket)} · Quokka Reef refund request`, route: `/view-ticket?ticketId=${ids.ravisTicket}`, score: 1 });
    const number = `INV-${String(invoiceSeq).padStart(6, '0')}`;
    expect(find(await hitsOf(q(number)), 'invoice', ids.invoice)).toMatchObject({
      title: number,
      parentId: ids.quokka,
      route: `/billingDetails/${ids.quokka}/${ids.invoice}`,
      context: `Quokka Reef Lodge · ${formatMoney(12345, 'AUD')} · Pending · due ${formatDate('2026-04-14T00:00:00Z')}`,
    });
    expect(find(await hitsOf(q('quokka26')), 'coupon', ids.coupon)).toMatchObject({ title: 'QUOKKA26', route: `/coupons/${ids.coupon}` });
    const content = await hitsOf(q('privacy promise'));
    expect(content[0]).toMatchObject({ type: 'content', id: '/privacy', route: '/privacy', title: 'Privacy Policy' });
    expect(find(await hitsOf(q('cancel microstay')), 'content', `/faq/${ids.faq}`)?.route).toBe(`/faq/${ids.faq}`);
  });

  it('answers the best first, at most `limit`, in the types asked for', async () => {
    const hits = await hitsOf(q('quokka'));
    expect(new Set(hits.map((h) => h.type))).toEqual(new Set(['hotel', 'ticket', 'coupon']));
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    expect(await hitsOf(q('quokka', '&limit=2'))).toHaveLength(2);
    const onlyTickets = await hitsOf(q('quokka', '&types=ticket,coupon'));
    expect(onlyTickets.map((h) => h.type).sort()).toEqual(['coupon', 'ticket', 'ticket', 'ticket', 'ticket']);
  });

  describe('what each role finds', () => {
    const ticketsFor = async (headers: Record<string, string>) =>
      (await hitsOf(q('quokka reef'), headers)).filter((h) => h.type === 'ticket').map((h) => h.id).sort();

    it('a SuperAdmin finds every ticket', async () => {
      expect(await ticketsFor(admin)).toEqual([ids.ravisTicket, ids.priyasTicket, ids.meerasTicket, ids.vikramsTicket].sort());
    });

    it('an Employee finds its own tickets only, never a reservation, a guest, a hotel or an invoice', async () => {
      const hits = await hitsOf(q('quokka reef'), employee);
      expect(hits.map((h) => [h.type, h.id])).toEqual([['ticket', ids.ravisTicket]]);
      expect(hits[0]?.route).toBe(`/view-ticket?ticketId=${ids.ravisTicket}`);
      for (const text of [`TF${bookingNo}`, 'Kowalczyk', 'anna.kowalczyk@guests.example', `INV-${String(invoiceSeq).padStart(6, '0')}`, 'QUOKKA26', 'privacy']) {
        expect(await hitsOf(q(text, '&types=reservation,customer,invoice,coupon,content,hotel'), employee)).toEqual([]);
      }
      expect(await hitsOf(q(ticketReference(ticketNo.priyasTicket)), employee)).toEqual([]);
    });

    it("a Department user finds its department's tickets and those it raised, nothing else", async () => {
      expect(await ticketsFor(department)).toEqual([ids.ravisTicket, ids.meerasTicket, ids.vikramsTicket].sort());
      expect((await hitsOf(q('quokka reef'), department)).every((h) => h.type === 'ticket')).toBe(true);
      expect(await hitsOf(q(`TF${bookingNo}`), department)).toEqual([]);
      expect(await hitsOf(q('Kowalczyk'), department)).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      expect((await app.inject({ method: 'GET', url: `/api/search?${q('quokka')}` })).statusCode).toBe(401);
    });
  });

  describe('typos and prefixes', () => {
    it('finds a guest by a misspelt surname, and the guest\'s latest reservation with it', async () => {
      for (const text of ['Kowalsky', 'anna kowalcyk', 'Kowlczyk']) {
        const hits = await hitsOf(q(text));
        expect(find(hits, 'customer', ids.anna)).toBeDefined();
        expect(find(hits, 'reservation', ids.booking)?.route).toBe(`/reservationDetails/${ids.booking}`);
      }
    });

    it('finds a customer whose surname or first name has two letters swapped, the true name first', async () => {
      const firstCustomer = async (text: string) => (await hitsOf(q(text))).find((h) => h.type === 'customer');
      for (const text of ['Simth', 'smtih', 'Msith', 'Mlia', 'mlia simth', 'Mila Smiht']) {
        expect({ text, hit: (await firstCustomer(text))?.id }).toEqual({ text, hit: ids.mila });
      }
      expect(await firstCustomer('Jonhson')).toMatchObject({ id: ids.ethan, title: 'Ethan Johnson', route: `/customerRecords/${ids.ethan}` });
      expect(await firstCustomer('Ehtan Johnson')).toMatchObject({ id: ids.ethan });
      const sims = await hitsOf(q('Simth'));
      expect(find(sims, 'customer', ids.mila)?.score).toBeGreaterThan(find(sims, 'customer', ids.simone)?.score ?? 1);
    });

    it('finds nothing for a short nonsense word', async () => {
      for (const text of ['xqz', 'zqxj', 'qwv']) expect({ text, hits: await hitsOf(q(text)) }).toEqual({ text, hits: [] });
    });

    it('finds a hotel by a misspelt name and by the start of a word', async () => {
      expect(find(await hitsOf(q('Quoka Reef')), 'hotel', ids.quokka)?.score).toBeGreaterThan(0.5);
      expect(find(await hitsOf(q('Brom')), 'hotel', ids.quokka)).toBeDefined();
    });

    it('finds records by the start of their name, reference or e-mail, and ranks the exact one first', async () => {
      expect(find(await hitsOf(q('Kowal')), 'customer', ids.anna)).toBeDefined();
      expect(find(await hitsOf(q('anna.kow')), 'customer', ids.anna)).toBeDefined();
      expect(find(await hitsOf(q(`TF${String(bookingNo).slice(0, 4)}`)), 'reservation', ids.booking)?.score).toBeLessThan(1);
      const hits = await hitsOf(q('quokka reef lodge'));
      expect(hits[0]).toMatchObject({ type: 'hotel', id: ids.quokka, score: 1 });
    });
  });

  it('takes LIKE characters literally', async () => {
    const hotelsFound = async (text: string) =>
      (await hitsOf(q(text, '&types=hotel'))).map((h) => h.title).sort();
    expect(await hotelsFound('q_')).toEqual(['Q_ Lodge']);
    expect(await hotelsFound('7%')).toEqual(['7% Club']);
    expect(await hotelsFound('z\\')).toEqual(['Z\\ Inn']);
    expect(await hitsOf(q('%_'))).toEqual([]);
  });

  it('answers exact references only with exact=true', async () => {
    const exact = (text: string, types: string) => hitsOf(q(text, `&types=${types}&exact=true`));
    expect((await exact(`TF${bookingNo}`, 'reservation')).map((h) => h.id)).toEqual([ids.booking]);
    expect(await exact(`TF${String(bookingNo).slice(0, 4)}`, 'reservation')).toEqual([]);
    expect((await exact(`INV-${String(invoiceSeq).padStart(6, '0')}`, 'invoice')).map((h) => h.id)).toEqual([ids.invoice]);
    expect((await exact(ticketReference(ticketNo.vikramsTicket), 'ticket')).map((h) => h.id)).toEqual([ids.vikramsTicket]);
    expect((await exact('Anna.Kowalczyk@guests.example', 'customer,user,admin')).map((h) => h.id)).toEqual([ids.anna]);
    expect(await exact('anna.kowalczyk@guests', 'customer')).toEqual([]);
    expect(await exact('Kowalczyk', 'customer,reservation')).toEqual([]);
  });

  it('refuses a blank text, an unknown type, a bad limit and a text over 100 characters with 400', async () => {
    const refused = async (query: string) => {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refused(q('   '))).toBe(SearchMessages.blank);
    expect(await refused(q('quokka', '&types=hotel,boat,room'))).toBe(SearchMessages.unknownTypes(['boat', 'room']));
    await refused(q('quokka', '&limit=0'));
    await refused(q('quokka', '&limit=51'));
    await refused(q('x'.repeat(101)));
    await refused('');
  });
});
