/**
 * The hotel calls through inject (docs/areas/hotels.md, "Calls", "Add flow", "Edit save", "Photos", "Deleting a
 * hotel", "Owners, contacts and managers"): what a caller sees, the audit trail each write leaves, the rights.
 */
import { HotelsMessages, UsersMessages, type CreateHotelBody, type Employee, type Hotel } from '@backoffice/contracts';
import { allAuditEvents, auditEventsOf, form, insertReservation, jpegWithExif, png } from '@backoffice/api-server/testing';
import { hotels, users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { signOwnerReference } from '../people/owner-token';
import { insertReview } from '../score/fixtures';
import { bearer, buildTestAppAsAdmin, demo, loginAs, userIdOf, type App } from '../test/helper';

const hotelBody = (over: Partial<CreateHotelBody> = {}): CreateHotelBody => ({
  name: 'Harbour Stay',
  description: '<p>Rooms by the <b>harbour</b></p><script>alert(1)</script>',
  rating: 4.5,
  type: ['Business', 'Transit'],
  streetAddress: '1 George Street',
  city: 'Sydney',
  country: 'Australia',
  postalCode: '2000',
  state: 'New South Wales',
  latitude: -33.8688,
  longitude: 151.2093,
  amenities: ['Bar', 'Pool'],
  propertyId: '',
  commissionRate: 12.5,
  overwrite: false,
  expediaUrl: 'https://www.expedia.com/h1',
  ...over,
});

describe('hotel calls', () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api${url}`, headers: { ...admin, ...headers }, ...(payload ? { payload } : {}) });

  /** The owner check's body for `email` (the Add Hotel form sends the signed-in SuperAdmin's). */
  const ownerCheck = (email: string, firstName = demo.admin.firstName, lastName = demo.admin.lastName) => ({
    firstName,
    lastName,
    email,
    userType: 'ADMIN',
    accessLevel: 'OWNER',
  });

  /** The add flow's first two steps: the owner check (the SuperAdmin's e-mail unless told), then the hotel. */
  async function addHotel(over: Partial<CreateHotelBody> = {}, key?: string, ownerEmail = demo.admin.email): Promise<Hotel> {
    const check = await call('POST', '/user/checkAdmin', ownerCheck(ownerEmail));
    expect(check.statusCode).toBe(201);
    const res = await call('POST', '/hotel', { ...hotelBody(over), owner: check.json().token }, key ? { 'idempotency-key': key } : {});
    expect(res.statusCode).toBe(201);
    return res.json().data;
  }

  describe('POST /user/checkAdmin', () => {
    it('makes the signed-in SuperAdmin the owner and answers its id and an owner reference', async () => {
      const res = await call('POST', '/user/checkAdmin', {
        firstName: 'Ada',
        lastName: 'Admin',
        email: demo.admin.email.toUpperCase(),
        userType: 'ADMIN',
        accessLevel: 'OWNER',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ _id: adminId, token: expect.any(String) });
      const [me] = await app.db.select().from(users).where(eq(users.id, adminId));
      expect(me).toMatchObject({ role: 'SuperAdmin', userType: 'ADMIN', accessLevel: 'OWNER' });
    });

    it('registers an unknown e-mail as a new owner account that cannot sign in to the console', async () => {
      const res = await call('POST', '/user/checkAdmin', {
        firstName: 'Olga',
        lastName: 'Owner',
        email: 'olga.owner@hotels.example',
        userType: 'ADMIN',
        accessLevel: 'OWNER',
      });
      expect(res.statusCode).toBe(201);
      const [row] = await app.db.select().from(users).where(eq(users.id, res.json()._id));
      expect(row).toMatchObject({ role: null, userType: 'ADMIN', accessLevel: 'OWNER', passwordHash: null });
      expect((await auditEventsOf(app, 'user', row.id))[0].action).toBe('user.create');
      // The same e-mail again: the same account.
      const again = await call('POST', '/user/checkAdmin', {
        firstName: 'Olga',
        lastName: 'Owner',
        email: 'olga.owner@hotels.example',
        userType: 'ADMIN',
        accessLevel: 'OWNER',
      });
      expect(again.json()._id).toBe(row.id);
    });

    it("refuses another console account's e-mail (409) and a malformed e-mail (400)", async () => {
      const staff = await call('POST', '/user/checkAdmin', {
        firstName: 'E',
        lastName: 'M',
        email: demo.employee.email,
        userType: 'ADMIN',
        accessLevel: 'OWNER',
      });
      expect(staff.statusCode).toBe(409);
      expect(staff.json().message).toBe(HotelsMessages.hotel.emailIsStaff);
      const bad = await call('POST', '/user/checkAdmin', { firstName: 'E', lastName: 'M', email: 'nope', userType: 'ADMIN', accessLevel: 'OWNER' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(HotelsMessages.person.emailInvalid);
    });
  });

  describe('POST /hotel', () => {
    it('creates the hotel owned by the checked account, sanitised, and audits it', async () => {
      const hotel = await addHotel();
      expect(hotel).toMatchObject({
        name: 'Harbour Stay',
        description: '<p>Rooms by the <b>harbour</b></p>',
        rating: 4.5,
        type: ['Business', 'Transit'],
        commissionRate: 12.5,
        propertyId: '',
        isActive: 'Pending',
        isDeleted: false,
        commission: null,
        owner: { _id: adminId, email: demo.admin.email },
        contacts: [],
        managers: [],
        rooms: [],
        photos: [],
      });
      const events = await auditEventsOf(app, 'hotel', hotel._id);
      expect(events.map((e) => e.action)).toEqual(['hotel.create']);
      expect(events[0].after).toMatchObject({ name: 'Harbour Stay', commissionRate: 12.5 });
    });

    it('answers the first hotel again for a retry with the same Idempotency-Key, 409 for other values', async () => {
      const key = `k-${Date.now()}`;
      const first = await addHotel({ name: 'Retry Inn' }, key);
      const again = await addHotel({ name: 'Retry Inn' }, key);
      expect(again._id).toBe(first._id);
      const res = await call('POST', '/hotel', hotelBody({ name: 'Other Inn' }), { 'idempotency-key': key });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.idempotencyConflict);
    });

    it.each([
      [{ name: '  ' }, HotelsMessages.hotel.nameRequired],
      [{ rating: 4.2 }, HotelsMessages.hotel.ratingInvalid],
      [{ commissionRate: 12.345 }, HotelsMessages.hotel.commissionRateInvalid],
      [{ commissionRate: 101 }, HotelsMessages.hotel.commissionRateInvalid],
      [{ expediaUrl: 'ftp://x' }, HotelsMessages.hotel.expediaUrlInvalid],
      [{ type: ['Holiday'] }, HotelsMessages.hotel.typeInvalid],
      [{ amenities: ['Helipad'] }, HotelsMessages.hotel.amenityInvalid],
    ])('refuses %j with its message and creates nothing', async (over, message) => {
      const before = await app.db.$count(hotels);
      const res = await call('POST', '/hotel', hotelBody(over as Partial<CreateHotelBody>));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await app.db.$count(hotels)).toBe(before);
    });

    it('refuses a forged owner reference (400) and a taken property ID (409)', async () => {
      const forged = await call('POST', '/hotel', { ...hotelBody(), owner: 'not.a.token' });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe(HotelsMessages.hotel.ownerTokenInvalid);
      await addHotel({ propertyId: 'PID-TAKEN' });
      const taken = await call('POST', '/hotel', hotelBody({ propertyId: 'pid-taken' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(HotelsMessages.hotel.propertyIdTaken);
    });
  });

  describe('the add flow retried', () => {
    it('every step sent twice (a lost answer, then Retry) leaves one owner, hotel, contact, manager and photo', async () => {
      const owner = { firstName: 'Rita', lastName: 'Retry', email: `rita.${Date.now()}@hotels.example`, userType: 'ADMIN', accessLevel: 'OWNER' };
      const checks = [await call('POST', '/user/checkAdmin', owner), await call('POST', '/user/checkAdmin', owner)];
      expect(checks[1].json()._id).toBe(checks[0].json()._id);
      const key = `flow-${Date.now()}`;
      const body = { ...hotelBody({ name: 'Flow Hotel' }), owner: checks[0].json().token };
      const made = [await call('POST', '/hotel', body, { 'idempotency-key': key }), await call('POST', '/hotel', body, { 'idempotency-key': key })];
      const id = made[0].json()._id;
      expect(made[1].json()._id).toBe(id);
      const contact = { contact: { firstName: 'Cara', lastName: 'Contact', title: 'GM', mobile: '', email: `cara.${key}@h.example` }, owner: false };
      for (let i = 0; i < 2; i++) {
        expect((await call('POST', `/hotel/${id}/contact`, contact)).statusCode).toBe(201);
        expect((await call('POST', `/hotel/${id}/manager`, { owner: true })).statusCode).toBe(201);
      }
      const bytes = await png();
      for (let i = 0; i < 2; i++) {
        const b = form({ photos: { filename: 'p.png', type: 'image/png', bytes } });
        const res = await app.inject({ method: 'POST', url: `/api/hotel/${id}/images`, headers: { ...admin, ...b.headers, 'idempotency-key': `${key}-photo-0` }, payload: b.payload });
        expect(res.statusCode).toBe(201);
      }
      const hotel = (await call('GET', `/hotel/${id}`)).json().data as Hotel;
      expect(hotel.owner?._id).toBe(checks[0].json()._id);
      expect([hotel.contacts.length, hotel.managers.length, hotel.photos.length]).toEqual([1, 1, 1]);
      expect(await app.db.$count(users, eq(users.email, owner.email))).toBe(1);
      expect(await app.db.$count(hotels, eq(hotels.name, 'Flow Hotel'))).toBe(1);
    });
  });

  describe('contacts and managers', () => {
    it('attaches a new contact, a manager "Same as Owner", and reuses an account by e-mail', async () => {
      const hotel = await addHotel();
      const contact = await call('POST', `/hotel/${hotel._id}/contact`, {
        contact: { firstName: 'Hana', lastName: 'Lee', title: 'Hotel manager', mobile: '+61 400 000 000', email: 'hana@harbour.example' },
        owner: false,
      });
      expect(contact.statusCode).toBe(201);
      expect(contact.json().data).toMatchObject({ fullName: 'Hana Lee', accessLevel: 'STANDARD', isOwner: false });
      const manager = await call('POST', `/hotel/${hotel._id}/manager`, { owner: true });
      expect(manager.statusCode).toBe(201);
      expect(manager.json().data).toMatchObject({ email: demo.admin.email, isOwner: true });

      const other = await addHotel({ name: 'Second' });
      const reused = await call('POST', `/hotel/${other._id}/contact`, {
        contact: { firstName: 'Hana', lastName: 'Lee-Park', title: 'GM', mobile: '', email: 'HANA@harbour.example' },
        owner: false,
      });
      const hana = await app.db.select().from(users).where(eq(users.email, 'hana@harbour.example'));
      expect(hana).toHaveLength(1);
      expect(reused.json().data.lastName).toBe('Lee-Park');

      const got = (await call('GET', `/hotel/${hotel._id}`)).json().data as Hotel;
      expect(got.contacts.map((c) => c.email)).toEqual(['hana@harbour.example']);
      expect(got.managers.map((m) => m.isOwner)).toEqual([true]);
      // Each person names their user account, which the hotel's page links to (docs/areas/hotels.md, "Links").
      expect(got.contacts.map((c) => c.userId)).toEqual([hana[0].id]);
      expect(got.managers.map((m) => m.userId)).toEqual([adminId]);
      const row = (await call('GET', '/hotel/list?page=1&limit=50&search=Harbour%20Stay')).json().data.find((h: { _id: string }) => h._id === hotel._id);
      expect(row.contact).toEqual({ _id: hana[0].id, fullName: 'Hana Lee-Park', email: 'hana@harbour.example', mobile: '' });
      expect((await auditEventsOf(app, 'hotel', hotel._id)).map((e) => e.action)).toEqual([
        'hotel.manager',
        'hotel.contact',
        'hotel.create',
      ]);
    });

    it('asks for the person when not "Same as Owner", refuses a console e-mail, 404 for an unknown hotel', async () => {
      const hotel = await addHotel();
      const none = await call('POST', `/hotel/${hotel._id}/contact`, { owner: false });
      expect(none.json()).toMatchObject({ statusCode: 400, message: HotelsMessages.hotel.hotelManagerRequired });
      const noManager = await call('POST', `/hotel/${hotel._id}/manager`, { owner: false });
      expect(noManager.json().message).toBe(HotelsMessages.hotel.revenueManagerRequired);
      const staff = await call('POST', `/hotel/${hotel._id}/manager`, {
        manager: { firstName: 'E', lastName: 'M', title: '', accessLevel: 'MANAGER', mobile: '', email: demo.employee.email },
        owner: false,
      });
      expect(staff.statusCode).toBe(409);
      const unknown = await call('POST', '/hotel/00000000-0000-4000-8000-000000000000/contact', { owner: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(HotelsMessages.hotel.notFound);
    });

    it("PUT employeeUpdate changes the owner's name, a contact's details, and a contact to 'Same as Owner'", async () => {
      const hotel = await addHotel();
      const c = (
        await call('POST', `/hotel/${hotel._id}/contact`, {
          contact: { firstName: 'Ian', lastName: 'Ray', title: 'GM', mobile: '1', email: `ian.${Date.now()}@h.example` },
          owner: false,
        })
      ).json().data;
      const renamed = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${c._id}`, { contact: { title: 'Night manager' }, owner: false });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.contacts[0]).toMatchObject({ title: 'Night manager', isOwner: false });
      const toOwner = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${c._id}`, { contact: {}, owner: true });
      expect(toOwner.json().data.contacts[0]).toMatchObject({ email: demo.admin.email, isOwner: true });

      const blank = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${adminId}`, { contact: { fullName: ' ' } });
      expect(blank.json()).toMatchObject({ statusCode: 400, message: HotelsMessages.person.fullNameRequired });
      const owner = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${adminId}`, {
        contact: { fullName: `${demo.admin.firstName} ${demo.admin.lastName}`, email: demo.admin.email },
      });
      expect(owner.json().data.owner).toMatchObject({ fullName: `${demo.admin.firstName} ${demo.admin.lastName}` });
      const stranger = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/00000000-0000-4000-8000-000000000000`, { contact: {} });
      expect(stranger.json()).toMatchObject({ statusCode: 404, message: HotelsMessages.person.notFound });
    });
  });

  describe('the accounts the hotel people calls may touch', () => {
    const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
    const uniqueEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@hotels.example`;
    const eventCount = async () => (await allAuditEvents(app)).length;

    /** An account of the customer app (userType APP), as the bookings area stores it. */
    async function insertCustomer(provider: string): Promise<string> {
      const [row] = await app.db
        .insert(users)
        .values({ email: uniqueEmail('customer'), firstName: 'Cleo', lastName: 'Customer', userType: 'APP', provider })
        .returning({ id: users.id });
      return row.id;
    }

    /** Attaches a new contact (a hotel account under a unique e-mail) to the hotel: its attachment, e-mail and user id. */
    async function attachNewContact(hotelId: string, firstName: string) {
      const email = uniqueEmail('contact');
      const res = await call('POST', `/hotel/${hotelId}/contact`, {
        contact: { firstName, lastName: 'Contact', title: 'GM', mobile: '1', email },
        owner: false,
      });
      expect(res.statusCode).toBe(201);
      return { contact: res.json().data as Employee, email, userId: await userIdOf(app, email) };
    }

    it('employeeUpdate refuses to change the e-mail of an owner who is a console account (409); it still signs in with its own', async () => {
      const hotel = await addHotel();
      const before = await userRow(adminId);
      const events = await eventCount();
      const newEmail = uniqueEmail('taken.over');

      const res = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${adminId}`, {
        contact: { fullName: `${demo.admin.firstName} ${demo.admin.lastName}`, email: newEmail },
      });

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.person.consoleAccount);
      expect(await userRow(adminId)).toEqual(before);
      expect(await eventCount()).toBe(events);
      await expect(loginAs(app, demo.admin)).resolves.toEqual(expect.any(String));
      await expect(loginAs(app, { email: newEmail, password: demo.admin.password })).rejects.toThrow();
    });

    it('employeeUpdate refuses to rename an owner who is a console account, and answers an unchanged one', async () => {
      const hotel = await addHotel();
      const before = await userRow(adminId);
      const renamed = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${adminId}`, {
        contact: { fullName: 'Someone Else', email: demo.admin.email },
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().message).toBe(HotelsMessages.person.consoleAccount);
      expect(await userRow(adminId)).toEqual(before);

      const same = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${adminId}`, {
        contact: { fullName: ` ${demo.admin.firstName}  ${demo.admin.lastName} `, email: demo.admin.email.toUpperCase() },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json().data.owner).toMatchObject({ _id: adminId, email: demo.admin.email });
    });

    it('employeeUpdate refuses to change a contact who has since become a console user (409), changing nothing', async () => {
      const hotel = await addHotel();
      const { contact, userId } = await attachNewContact(hotel._id, 'Cora');
      // The users area made this person a console user (an Employee) after they were attached.
      await app.db.update(users).set({ role: 'Employee' }).where(eq(users.id, userId));
      const before = await userRow(userId);
      const events = await eventCount();

      for (const change of [{ email: uniqueEmail('moved') }, { firstName: 'Cordelia' }, { title: 'Night manager' }]) {
        const res = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${contact._id}`, { contact: change, owner: false });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(HotelsMessages.person.consoleAccount);
      }
      expect(await userRow(userId)).toEqual(before);
      expect(await eventCount()).toBe(events);
    });

    it('employeeUpdate still changes an owner and a contact who are hotel accounts only', async () => {
      const ownerEmail = uniqueEmail('owner');
      const hotel = await addHotel({ name: 'Hotel Accounts Inn' }, undefined, ownerEmail);
      const ownerId = await userIdOf(app, ownerEmail);
      const movedTo = uniqueEmail('owner.moved');
      const owner = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${ownerId}`, {
        contact: { fullName: 'Orla Owner-Smith', email: movedTo },
      });
      expect(owner.statusCode).toBe(200);
      expect(await userRow(ownerId)).toMatchObject({ firstName: 'Orla', lastName: 'Owner-Smith', email: movedTo, role: null });

      const contact = (
        await call('POST', `/hotel/${hotel._id}/contact`, {
          contact: { firstName: 'Hugo', lastName: 'Host', title: 'GM', mobile: '1', email: uniqueEmail('hugo') },
          owner: false,
        })
      ).json().data;
      const changed = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${contact._id}`, {
        contact: { title: 'Night manager', email: uniqueEmail('hugo.new') },
        owner: false,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.contacts[0]).toMatchObject({ title: 'Night manager' });
    });

    it('the hotel answer says which of its people have a console account (consoleAccount), before any refused change', async () => {
      const hotel = await addHotel({ name: 'Console People Inn' });
      const { email, userId } = await attachNewContact(hotel._id, 'Cora');
      await call('POST', `/hotel/${hotel._id}/manager`, { owner: true });
      const read = async () => (await call('GET', `/hotel/${hotel._id}`)).json().data as Hotel;

      const before = await read();
      expect(before.owner).toMatchObject({ _id: adminId, consoleAccount: true });
      expect(before.contacts).toEqual([expect.objectContaining({ email, consoleAccount: false })]);
      expect(before.managers).toEqual([expect.objectContaining({ isOwner: true, consoleAccount: true })]);

      // The users area makes the contact a console user: the hotel says so from then on.
      await app.db.update(users).set({ role: 'Employee' }).where(eq(users.id, userId));
      expect((await read()).contacts).toEqual([expect.objectContaining({ email, consoleAccount: true })]);

      const ownedByHotelAccount = await addHotel({ name: 'Hotel Account Inn' }, undefined, uniqueEmail('owner'));
      expect(ownedByHotelAccount.owner).toMatchObject({ consoleAccount: false });
    });

    it.each([
      ['a customer', 'Timeflyz'],
      ['a guest', 'Guest'],
    ])("checkAdmin refuses %s's e-mail with role management's words (409) and keeps its type", async (_who, provider) => {
      const customerId = await insertCustomer(provider);
      const before = await userRow(customerId);
      const events = await eventCount();

      const res = await call('POST', '/user/checkAdmin', ownerCheck(before.email));

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(UsersMessages.role.customerLocked);
      expect(HotelsMessages.hotel.customerLocked).toBe(UsersMessages.role.customerLocked);
      expect(await userRow(customerId)).toEqual(before);
      expect(await eventCount()).toBe(events);
    });

    it('checkAdmin refuses the e-mail of a hotel account that is not an owner (409) and keeps its type', async () => {
      const hotel = await addHotel({ name: 'Contact Inn' });
      const { email, userId: contactId } = await attachNewContact(hotel._id, 'Cal');
      const before = await userRow(contactId);
      expect(before).toMatchObject({ userType: 'EMPLOYEE', accessLevel: 'STANDARD' });

      const res = await call('POST', '/user/checkAdmin', ownerCheck(email));

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.emailIsOtherHotelAccount);
      expect(await userRow(contactId)).toEqual(before);
    });

    it('checkAdmin answers an existing owner account as it is, and the signed-in SuperAdmin keeps its console role', async () => {
      const email = uniqueEmail('owner');
      const first = await call('POST', '/user/checkAdmin', ownerCheck(email, 'Olga', 'Owner'));
      expect(first.statusCode).toBe(201);
      const again = await call('POST', '/user/checkAdmin', ownerCheck(email, 'Other', 'Name'));
      expect(again.statusCode).toBe(201);
      expect(again.json()._id).toBe(first.json()._id);
      expect(await userRow(first.json()._id)).toMatchObject({ firstName: 'Olga', lastName: 'Owner', userType: 'ADMIN', accessLevel: 'OWNER' });

      const mine = await call('POST', '/user/checkAdmin', ownerCheck(demo.admin.email));
      expect(mine.statusCode).toBe(201);
      expect(mine.json()._id).toBe(adminId);
      expect(await userRow(adminId)).toMatchObject({ role: 'SuperAdmin', email: demo.admin.email });
    });

    it('POST /hotel refuses an owner reference naming a customer (409): no hotel, the customer unchanged', async () => {
      const customerId = await insertCustomer('Timeflyz');
      const before = await userRow(customerId);
      const hotelsBefore = await app.db.$count(hotels);

      const res = await call('POST', '/hotel', {
        ...hotelBody({ name: 'Customer Owned Inn' }),
        owner: await signOwnerReference(app.config.jwtSecret, customerId),
      });

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.customerLocked);
      expect(await app.db.$count(hotels)).toBe(hotelsBefore);
      expect(await userRow(customerId)).toEqual(before);
    });

    /** A contact's or manager's fields naming `email` under a new name. */
    const personNamed = (kind: 'contact' | 'manager', email: string) => ({
      firstName: 'Renamed',
      lastName: 'Person',
      title: 'GM',
      mobile: '+61 400 111 222',
      email: email.toUpperCase(),
      ...(kind === 'manager' ? { accessLevel: 'MANAGER' } : {}),
    });

    it.each([
      ['contact', 'a customer', 'Timeflyz'],
      ['contact', 'a guest', 'Guest'],
      ['manager', 'a customer', 'Timeflyz'],
      ['manager', 'a guest', 'Guest'],
    ] as const)("POST /hotel/{id}/%s refuses %s's e-mail (409): not renamed, not attached, no event", async (kind, _who, provider) => {
      const hotel = await addHotel({ name: 'Customer Contact Inn' });
      const customerId = await insertCustomer(provider);
      const before = await userRow(customerId);
      const events = await eventCount();

      const res = await call('POST', `/hotel/${hotel._id}/${kind}`, { [kind]: personNamed(kind, before.email), owner: false });

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.customerLocked);
      expect(await userRow(customerId)).toEqual(before);
      const after = (await call('GET', `/hotel/${hotel._id}`)).json().data as Hotel;
      expect([...after.contacts, ...after.managers]).toEqual([]);
      expect(await eventCount()).toBe(events);
    });

    it("employeeUpdate refuses a customer's e-mail for a 'Same as Owner' contact (409): the owner stays attached", async () => {
      const hotel = await addHotel({ name: 'Same As Owner Inn' });
      const attached = (await call('POST', `/hotel/${hotel._id}/contact`, { owner: true })).json().data;
      expect(attached).toMatchObject({ isOwner: true });
      const customerId = await insertCustomer('Timeflyz');
      const before = await userRow(customerId);
      const events = await eventCount();

      const res = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${attached._id}`, {
        contact: personNamed('contact', before.email),
        owner: false,
      });

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.customerLocked);
      expect(await userRow(customerId)).toEqual(before);
      const after = (await call('GET', `/hotel/${hotel._id}`)).json().data as Hotel;
      expect(after.contacts).toEqual([expect.objectContaining({ _id: attached._id, email: demo.admin.email, isOwner: true })]);
      expect(await eventCount()).toBe(events);
    });
  });

  describe('photos', () => {
    it('stores a JPEG without its metadata, serves it publicly, removes it with PUT /image', async () => {
      const hotel = await addHotel();
      const up = form({ photos: { filename: 'a.jpg', type: 'image/jpeg', bytes: await jpegWithExif() } });
      const res = await app.inject({ method: 'POST', url: `/api/hotel/${hotel._id}/images`, headers: { ...admin, ...up.headers }, payload: up.payload });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(HotelsMessages.photos.added);
      const [url] = res.json().data.photos as string[];
      expect(url).toMatch(/^\/api\/hotel\/photos\/[0-9a-f-]{36}\.jpg$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);

      const removed = await call('PUT', `/hotel/${hotel._id}/image`, { url });
      expect(removed.json()).toEqual({ data: 'OK', message: HotelsMessages.photos.deleted });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const again = await call('PUT', `/hotel/${hotel._id}/image`, { url });
      expect(again.json()).toMatchObject({ statusCode: 404, message: HotelsMessages.photos.notFound });
      expect((await auditEventsOf(app, 'hotel', hotel._id)).map((e) => e.action).slice(0, 2)).toEqual([
        'hotel.photo.remove',
        'hotel.photo.add',
      ]);
    });

    it('answers 415 for a file that is not JPEG or PNG, 413 over the limit, and replays a keyed retry', async () => {
      const hotel = await addHotel();
      const gif = form({ photos: { filename: 'a.gif', type: 'image/gif', bytes: Buffer.from('GIF89a-not-an-image') } });
      const r415 = await app.inject({ method: 'POST', url: `/api/hotel/${hotel._id}/images`, headers: { ...admin, ...gif.headers }, payload: gif.payload });
      expect(r415.statusCode).toBe(415);
      expect(r415.json().message).toBe(HotelsMessages.photos.notSupported);
      const big = form({ photos: { filename: 'b.png', type: 'image/png', bytes: Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]) } });
      const r413 = await app.inject({ method: 'POST', url: `/api/hotel/${hotel._id}/images`, headers: { ...admin, ...big.headers }, payload: big.payload });
      expect(r413.statusCode).toBe(413);
      expect(r413.json().message).toBe(HotelsMessages.photos.tooBig);

      const bytes = await png();
      const send = () => {
        const b = form({ photos: { filename: 'c.png', type: 'image/png', bytes } });
        return app.inject({ method: 'POST', url: `/api/hotel/${hotel._id}/images`, headers: { ...admin, ...b.headers, 'idempotency-key': 'photo-1' }, payload: b.payload });
      };
      const first = await send();
      const retry = await send();
      expect(retry.json()).toEqual(first.json());
      expect(((await call('GET', `/hotel/${hotel._id}`)).json().data as Hotel).photos).toHaveLength(1);
    });
  });

  describe('PUT /hotel/update', () => {
    it('saves the fields with the overwrite flag, and a status change answers its own message', async () => {
      const hotel = await addHotel({ commissionRate: 10 });
      const saved = await call('PUT', '/hotel/update', { id: hotel._id, name: 'Renamed', commissionRate: 11.25, overwrite: false, propertyId: 'UPD-1' });
      expect(saved.json()).toMatchObject({ _id: hotel._id, message: HotelsMessages.hotel.updated, data: { name: 'Renamed', commissionRate: 11.25, propertyId: 'UPD-1' } });
      const status = await call('PUT', '/hotel/update', { id: hotel._id, isActive: 'Live' });
      expect(status.json()).toMatchObject({ message: HotelsMessages.hotel.statusChanged, data: { isActive: 'Live' } });
      const bad = await call('PUT', '/hotel/update', { id: hotel._id, isActive: 'Open' });
      expect(bad.json()).toMatchObject({ statusCode: 400, message: HotelsMessages.hotel.statusInvalid });
      const events = await auditEventsOf(app, 'hotel', hotel._id);
      expect(events.map((e) => e.action).slice(0, 2)).toEqual(['hotel.status', 'hotel.update']);
      expect(events[1]).toMatchObject({
        before: { name: 'Harbour Stay', commissionRate: 10, propertyId: '' },
        after: { name: 'Renamed', commissionRate: 11.25, propertyId: 'UPD-1' },
      });
      const missing = await call('PUT', '/hotel/update', { id: '00000000-0000-4000-8000-000000000000', name: 'x' });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /hotel/{id}/counts', () => {
    it("counts the hotel's reservations of every status and its reviews not removed; 404 for an unknown or deleted hotel", async () => {
      const hotel = await addHotel();
      expect((await call('GET', `/hotel/${hotel._id}/counts`)).json()).toEqual({ data: { reservations: 0, reviews: 0 } });
      const soon = new Date(Date.now() + 86_400_000).toISOString();
      await insertReservation(app, { hotelId: hotel._id, start: soon, charge: null });
      await insertReservation(app, { hotelId: hotel._id, start: soon, status: 'Cancelled', charge: null });
      await insertReview(app.db, hotel._id, [4, 5]);
      await insertReview(app.db, hotel._id, [1], true);
      const other = await addHotel({ name: 'Elsewhere' });
      await insertReservation(app, { hotelId: other._id, start: soon, charge: null });
      expect((await call('GET', `/hotel/${hotel._id}/counts`)).json()).toEqual({ data: { reservations: 2, reviews: 1 } });
      expect((await call('GET', `/hotel/${randomUUID()}/counts`)).statusCode).toBe(404);
      await app.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, other._id));
      expect((await call('GET', `/hotel/${other._id}/counts`)).statusCode).toBe(404);
    });
  });

  describe('deleting a hotel', () => {
    it('is refused while a reservation has not ended, allowed after a cancellation; the hotel is then gone', async () => {
      const hotel = await addHotel({ propertyId: 'DEL-1' });
      expect((await call('GET', `/reservation/isReserve/${hotel._id}`)).json()).toEqual({ data: false });
      await insertReservation(app, { hotelId: hotel._id, start: new Date(Date.now() + 86_400_000), charge: null });
      expect((await call('GET', `/reservation/isReserve/${hotel._id}`)).json()).toEqual({ data: true });
      const refused = await call('DELETE', `/hotel/${hotel._id}`);
      expect(refused.json()).toMatchObject({ statusCode: 409, message: HotelsMessages.hotel.reservationsExist });

      const other = await addHotel();
      await insertReservation(app, { hotelId: other._id, start: new Date(Date.now() + 86_400_000), status: 'Cancelled', charge: null });
      await insertReservation(app, { hotelId: other._id, start: new Date(Date.now() - 30 * 86_400_000), charge: null });
      const ok = await call('DELETE', `/hotel/${other._id}`);
      expect(ok.json()).toEqual({ data: 'OK', message: HotelsMessages.hotel.deleted });
      expect((await call('GET', `/hotel/${other._id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/hotel/${other._id}`)).statusCode).toBe(404);
      expect((await auditEventsOf(app, 'hotel', other._id))[0].action).toBe('hotel.delete');
    });
  });

  describe('rights', () => {
    it('answers 403 to the other roles and 401 without a token, changing nothing', async () => {
      const hotel = await addHotel();
      const employee = bearer(await loginAs(app, demo.employee));
      const department = bearer(await loginAs(app, demo.department));
      for (const headers of [employee, department]) {
        for (const [method, url] of [
          ['GET', `/api/hotel/${hotel._id}`],
          ['DELETE', `/api/hotel/${hotel._id}`],
          ['GET', `/api/reservation/isReserve/${hotel._id}`],
        ] as const) {
          expect((await app.inject({ method, url, headers })).statusCode).toBe(403);
        }
        expect((await app.inject({ method: 'POST', url: '/api/hotel', headers, payload: hotelBody() })).statusCode).toBe(403);
      }
      expect((await app.inject({ method: 'GET', url: `/api/hotel/${hotel._id}` })).statusCode).toBe(401);
      expect((await call('GET', `/hotel/${hotel._id}`)).json().data.isDeleted).toBe(false);
    });
  });
});
