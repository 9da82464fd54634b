/**
 * Which accounts the hotel people calls may touch (docs/areas/hotels.md, "Owners, contacts and managers"): never a
 * console account's e-mail or details (those are the users area's), never a customer's type, never another kind
 * of account turned into an owner. Each refusal is a 409 that changes nothing and records nothing.
 */
import { HotelsMessages, UsersMessages, type CreateHotelBody, type Hotel } from '@backoffice/contracts';
import { allAuditEvents } from '@backoffice/api-server/testing';
import { hotels, users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { buildTestAppAsAdmin, demo, loginAs, userIdOf, type App } from '../test/helper';
import { signOwnerReference } from './owner-token';

const hotelBody = (name: string): CreateHotelBody => ({
  name,
  description: '',
  rating: 4,
  type: ['Business'],
  streetAddress: '1 George Street',
  city: 'Sydney',
  country: 'Australia',
  postalCode: '2000',
  state: 'New South Wales',
  amenities: [],
  propertyId: '',
  commissionRate: 10,
  overwrite: false,
  expediaUrl: '',
});

const ownerCheck = (email: string, firstName = 'Olga', lastName = 'Owner') => ({
  firstName,
  lastName,
  email,
  userType: 'ADMIN',
  accessLevel: 'OWNER',
});

describe('hotel people and the accounts they may touch', () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

  const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
  const uniqueEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@hotels.example`;

  /** The spec's add flow: the owner check with `email`, then the hotel. */
  async function addHotel(email: string, name = 'People Inn'): Promise<Hotel> {
    const check = await call('POST', '/user/checkAdmin', ownerCheck(email, demo.admin.firstName, demo.admin.lastName));
    expect(check.statusCode).toBe(201);
    const res = await call('POST', '/hotel', { ...hotelBody(name), owner: check.json().token });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  }

  /** An account of the customer app (userType APP), as the bookings area stores it. */
  async function insertCustomer(provider: string): Promise<string> {
    const [row] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('customer'), firstName: 'Cleo', lastName: 'Customer', userType: 'APP', provider })
      .returning({ id: users.id });
    return row.id;
  }

  describe('PUT /hotel/{id}/employeeUpdate/{employeeId}', () => {
    it("refuses to change the e-mail of an owner who is a console account (409); it still signs in with its own", async () => {
      const hotel = await addHotel(demo.admin.email);
      const before = await userRow(adminId);
      const events = (await allAuditEvents(app)).length;
      const newEmail = uniqueEmail('taken.over');

      const res = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${adminId}`, {
        contact: { fullName: `${demo.admin.firstName} ${demo.admin.lastName}`, email: newEmail },
      });

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.person.consoleAccount);
      expect(await userRow(adminId)).toEqual(before);
      expect((await allAuditEvents(app)).length).toBe(events);
      await expect(loginAs(app, demo.admin)).resolves.toEqual(expect.any(String));
      await expect(loginAs(app, { email: newEmail, password: demo.admin.password })).rejects.toThrow();
    });

    it('refuses to rename an owner who is a console account, and answers an unchanged one as before', async () => {
      const hotel = await addHotel(demo.admin.email);
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

    it('refuses to change a contact who has since become a console user (409), changing nothing', async () => {
      const hotel = await addHotel(demo.admin.email);
      const email = uniqueEmail('contact');
      const contact = (
        await call('POST', `/hotel/${hotel._id}/contact`, {
          contact: { firstName: 'Cora', lastName: 'Contact', title: 'GM', mobile: '1', email },
          owner: false,
        })
      ).json().data;
      const userId = await userIdOf(app, email);
      // The users area made this person a console user (an Employee) after they were attached.
      await app.db.update(users).set({ role: 'Employee' }).where(eq(users.id, userId));
      const before = await userRow(userId);
      const events = (await allAuditEvents(app)).length;

      for (const change of [{ email: uniqueEmail('moved') }, { firstName: 'Cordelia' }, { title: 'Night manager' }]) {
        const res = await call('PUT', `/hotel/${hotel._id}/employeeUpdate/${contact._id}`, { contact: change, owner: false });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(HotelsMessages.person.consoleAccount);
      }
      expect(await userRow(userId)).toEqual(before);
      expect((await allAuditEvents(app)).length).toBe(events);
    });

    it('still changes an owner and a contact who are hotel accounts only', async () => {
      const ownerEmail = uniqueEmail('owner');
      const hotel = await addHotel(ownerEmail, 'Hotel Accounts Inn');
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
  });

  describe('POST /user/checkAdmin', () => {
    it.each([
      ['a customer', 'Timeflyz'],
      ['a guest', 'Guest'],
    ])("refuses %s's e-mail with role management's words (409) and keeps its type", async (_who, provider) => {
      const customerId = await insertCustomer(provider);
      const before = await userRow(customerId);
      const events = (await allAuditEvents(app)).length;

      const res = await call('POST', '/user/checkAdmin', ownerCheck(before.email));

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(UsersMessages.role.customerLocked);
      expect(HotelsMessages.hotel.customerLocked).toBe(UsersMessages.role.customerLocked);
      expect(await userRow(customerId)).toEqual(before);
      expect((await allAuditEvents(app)).length).toBe(events);
    });

    it('refuses the e-mail of a hotel account that is not an owner (409) and keeps its type', async () => {
      const hotel = await addHotel(demo.admin.email, 'Contact Inn');
      const email = uniqueEmail('contact');
      await call('POST', `/hotel/${hotel._id}/contact`, {
        contact: { firstName: 'Cal', lastName: 'Contact', title: 'GM', mobile: '1', email },
        owner: false,
      });
      const contactId = await userIdOf(app, email);
      const before = await userRow(contactId);
      expect(before).toMatchObject({ userType: 'EMPLOYEE', accessLevel: 'STANDARD' });

      const res = await call('POST', '/user/checkAdmin', ownerCheck(email));

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.emailIsOtherHotelAccount);
      expect(await userRow(contactId)).toEqual(before);
    });

    it('answers an existing owner account as it is, and the signed-in SuperAdmin keeps its console role', async () => {
      const email = uniqueEmail('owner');
      const first = await call('POST', '/user/checkAdmin', ownerCheck(email));
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
  });

  describe('POST /hotel', () => {
    it('refuses an owner reference naming a customer (409): no hotel, the customer unchanged', async () => {
      const customerId = await insertCustomer('Timeflyz');
      const before = await userRow(customerId);
      const hotelsBefore = await app.db.$count(hotels);

      const res = await call('POST', '/hotel', {
        ...hotelBody('Customer Owned Inn'),
        owner: await signOwnerReference(app.config.jwtSecret, customerId),
      });

      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HotelsMessages.hotel.customerLocked);
      expect(await app.db.$count(hotels)).toBe(hotelsBefore);
      expect(await userRow(customerId)).toEqual(before);
    });
  });
});
