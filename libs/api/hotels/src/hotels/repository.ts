/**
 * The hotels' data layer (docs/areas/hotels.md, "Data", "Owners, contacts and managers", "Edit save", "Photos",
 * "Deleting a hotel"), decorated as `app.hotels`. Every write runs in one transaction with its audit event
 * (entity type 'hotel'); the routes validate the input and turn the outcomes into answers.
 */
import {
  HotelsMessages,
  type ContactInput,
  type Employee,
  type EmployeeUpdateBody,
  type Hotel,
  type HotelCounts,
  type ManagerInput,
} from '@backoffice/contracts';
import { audit, badRequest, changedFields, conflict, isUuid, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { hotelEmployees, type HotelRow, hotels, reservations, reviews, users } from '@backoffice/api-server/schema';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { hotelPhotos } from '../hotels.schema';
import { hotelFieldsOf, loadHotels } from './wire';

type HotelInsert = typeof hotels.$inferInsert;
/** The hotel columns a create or an update may set. */
export type HotelValues = Partial<
  Pick<
    HotelInsert,
    | 'name'
    | 'description'
    | 'types'
    | 'rating'
    | 'streetAddress'
    | 'city'
    | 'state'
    | 'country'
    | 'postalCode'
    | 'latitude'
    | 'longitude'
    | 'amenities'
    | 'propertyId'
    | 'commissionRate'
    | 'overwrite'
    | 'expediaUrl'
    | 'status'
  >
>;

/** A contact's or manager's fields; `accessLevel` is STANDARD for a contact, MANAGER for a manager. */
export type PersonInput = ContactInput | ManagerInput;
export type EmployeeKind = 'contact' | 'manager';

/** A name with its spaces trimmed and runs of them made one, for comparing full names. */
const oneSpaced = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Runs `work` in the caller's transaction when one is given, else in a new one. */
const within = <T>(db: Db, tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> =>
  tx ? work(tx) : db.transaction(work);

/** A hotel not deleted, its row locked until the transaction ends; undefined when there is none. */
export async function lockHotel(tx: Tx, id: string): Promise<HotelRow | undefined> {
  const [row] = await tx
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, id), isNull(hotels.deletedAt)))
    .for('update');
  return row;
}

/** The stored fields that decide whether an account may own a hotel. */
export interface OwnerCandidate {
  id: string;
  role: string | null;
  userType: string | null;
  accessLevel: string | null;
}

/**
 * Refuses an existing account that may not own a hotel (docs/areas/hotels.md, "Owners, contacts and managers"):
 * the hotel calls never change an account's type. An owner account (userType ADMIN, accessLevel OWNER, no console
 * role) may, and so may the caller's own console account (`callerId`: the Add Hotel form names the signed-in
 * SuperAdmin; its console role stays).
 * @throws HttpError 409 `HotelsMessages.hotel.emailIsStaff` (another console account),
 * `HotelsMessages.hotel.customerLocked` (a customer-app account, userType APP: role management's words),
 * `HotelsMessages.hotel.emailIsOtherHotelAccount` (a contact, a manager, a Hotel or Revenue Manager).
 */
export function assertMayOwn(account: OwnerCandidate, callerId: string | null | undefined): void {
  if (account.role) {
    if (account.id !== callerId) throw conflict(HotelsMessages.hotel.emailIsStaff);
    return;
  }
  if (account.userType === 'APP') throw conflict(HotelsMessages.hotel.customerLocked);
  if (account.userType !== 'ADMIN' || account.accessLevel !== 'OWNER') throw conflict(HotelsMessages.hotel.emailIsOtherHotelAccount);
}

/**
 * Makes an account a hotel owner. An owner account stays as it is; the caller's own console account gets the
 * owner's hotel fields (userType ADMIN, accessLevel OWNER, which the Redirect to Hotel Admin asks for) and keeps
 * its console role; any other account is refused ({@link assertMayOwn}, 409) and changes nothing.
 */
export async function makeOwner(tx: Tx, userId: string, actor: Actor): Promise<void> {
  const [u] = await tx
    .select({ id: users.id, role: users.role, userType: users.userType, accessLevel: users.accessLevel })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return;
  assertMayOwn(u, actor.userId);
  if (u.userType === 'ADMIN' && u.accessLevel === 'OWNER') return;
  await tx.update(users).set({ userType: 'ADMIN', accessLevel: 'OWNER', updatedAt: new Date() }).where(eq(users.id, userId));
  await audit(tx, actor, {
    action: 'user.update',
    entityType: 'user',
    entityId: userId,
    ...changedFields({ userType: u.userType, accessLevel: u.accessLevel }, { userType: 'ADMIN', accessLevel: 'OWNER' }),
  });
}

export class HotelRepository {
  constructor(private readonly db: Db) {}

  /** One hotel, whole, or null when there is none (or it is deleted). */
  async get(id: string, db: Db | Tx = this.db): Promise<Hotel | null> {
    if (!isUuid(id)) return null;
    const [hotel] = await loadHotels(db, [id]);
    return hotel && !hotel.isDeleted ? hotel : null;
  }

  /**
   * Creates a hotel owned by `ownerId` (made an owner if it is not one yet) and records `hotel.create`. Run it
   * inside the caller's transaction (the idempotency key's).
   * @throws HttpError 409 `HotelsMessages.hotel.propertyIdTaken` when another hotel has the property ID, 409 when
   * the owner's account may not own a hotel ({@link assertMayOwn}).
   */
  async create(tx: Tx, values: HotelValues & { name: string }, ownerId: string, actor: Actor): Promise<Hotel> {
    await this.assertPropertyIdFree(tx, values.propertyId ?? null, null);
    await makeOwner(tx, ownerId, actor);
    const [row] = await tx
      .insert(hotels)
      .values({ ...values, ownerId })
      .returning();
    await audit(tx, actor, { action: 'hotel.create', entityType: 'hotel', entityId: row.id, before: null, after: hotelFieldsOf(row) });
    const [hotel] = await loadHotels(tx, [row.id]);
    return hotel;
  }

  /**
   * Changes a hotel's fields (the overwrite flag included: docs/areas/hotels.md, "Edit save") and records
   * `hotel.update` (or `hotel.status` when only the status changes) with the changed fields.
   * @returns the hotel after the change, or null when there is none.
   * @throws HttpError 409 `HotelsMessages.hotel.propertyIdTaken`.
   */
  async update(id: string, values: HotelValues, actor: Actor): Promise<Hotel | null> {
    if (!isUuid(id)) return null;
    return this.db.transaction(async (tx) => {
      const old = await lockHotel(tx, id);
      if (!old) return null;
      if (values.propertyId !== undefined) await this.assertPropertyIdFree(tx, values.propertyId, id);
      const [row] = await tx
        .update(hotels)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(hotels.id, id))
        .returning();
      const onlyStatus = Object.keys(values).every((k) => k === 'status');
      await audit(tx, actor, {
        action: onlyStatus ? 'hotel.status' : 'hotel.update',
        entityType: 'hotel',
        entityId: id,
        ...changedFields(hotelFieldsOf(old), hotelFieldsOf(row)),
      });
      const [hotel] = await loadHotels(tx, [id]);
      return hotel;
    });
  }

  /**
   * Attaches a contact (the hotel manager) or a manager (the revenue manager) and records `hotel.contact` or
   * `hotel.manager`. With `owner` the owner's own account is attached ('Same as Owner'); otherwise the person
   * is found by e-mail among the hotel accounts (their details updated) or created (no password, no role).
   * Attaching the same person twice answers the existing attachment.
   * @returns the attached person, or null when there is no such hotel.
   * @throws HttpError 400 `HotelsMessages.hotel.noAdmin` ('Same as Owner' on a hotel without an owner),
   * 409 `HotelsMessages.hotel.emailIsStaff` (the e-mail of a console account other than the owner's), 409
   * `HotelsMessages.hotel.customerLocked` (a customer's or guest's e-mail).
   */
  async addEmployee(
    hotelId: string,
    kind: EmployeeKind,
    input: { person: PersonInput | null; owner: boolean },
    actor: Actor,
    tx?: Tx,
  ): Promise<Employee | null> {
    if (!isUuid(hotelId)) return null;
    const run = async (tx: Tx) => {
      const hotel = await lockHotel(tx, hotelId);
      if (!hotel) return null;
      let userId: string;
      if (input.owner) {
        if (!hotel.ownerId) throw badRequest(HotelsMessages.hotel.noAdmin);
        userId = hotel.ownerId;
      } else {
        if (!input.person) throw badRequest(kind === 'contact' ? HotelsMessages.hotel.hotelManagerRequired : HotelsMessages.hotel.revenueManagerRequired);
        userId = await this.upsertPerson(tx, input.person, kind, hotel.ownerId, actor);
      }
      const inserted = await tx
        .insert(hotelEmployees)
        .values({ hotelId, userId, kind, isOwner: userId === hotel.ownerId })
        .onConflictDoNothing()
        .returning({ id: hotelEmployees.id });
      if (inserted.length) {
        await audit(tx, actor, {
          action: `hotel.${kind}`,
          entityType: 'hotel',
          entityId: hotelId,
          before: null,
          after: { [kind]: { userId, isOwner: userId === hotel.ownerId } },
        });
      }
      const [hotelWire] = await loadHotels(tx, [hotelId]);
      const list = kind === 'contact' ? hotelWire.contacts : hotelWire.managers;
      const [row] = await tx
        .select({ id: hotelEmployees.id })
        .from(hotelEmployees)
        .where(and(eq(hotelEmployees.hotelId, hotelId), eq(hotelEmployees.kind, kind), eq(hotelEmployees.userId, userId)));
      return list.find((e) => e._id === row.id) ?? null;
    };
    return within(this.db, tx, run);
  }

  /**
   * Changes the owner's name and e-mail (`employeeId` is the owner's `_id`), or a contact's or manager's details
   * (`employeeId` is its `_id` in `contacts` / `managers`); `owner` true attaches the owner's own account instead,
   * `owner` false on an attachment that was the owner's attaches the person described. Records `hotel.people`.
   * A person with a console account is never changed here (the users area edits them): the same details answer
   * the hotel unchanged, other ones 409 `HotelsMessages.person.consoleAccount`.
   * @returns the hotel after the change, or 'no-hotel' / 'no-person'.
   * @throws HttpError 400 (missing name or e-mail), 409 (an e-mail of another account, a console account's details,
   * a customer's e-mail for an attachment that was the owner's: `HotelsMessages.hotel.customerLocked`).
   */
  async updateEmployee(
    hotelId: string,
    employeeId: string,
    body: EmployeeUpdateBody,
    actor: Actor,
  ): Promise<Hotel | 'no-hotel' | 'no-person'> {
    if (!isUuid(hotelId)) return 'no-hotel';
    if (!isUuid(employeeId)) return 'no-person';
    return this.db.transaction(async (tx) => {
      const hotel = await lockHotel(tx, hotelId);
      if (!hotel) return 'no-hotel';
      const c = body.contact;
      if (employeeId === hotel.ownerId) {
        const [before] = await tx.select().from(users).where(eq(users.id, employeeId));
        const full = (c.fullName ?? `${c.firstName ?? ''} ${c.lastName ?? ''}`).trim();
        if (!full) throw badRequest(HotelsMessages.person.fullNameRequired);
        const email = (c.email ?? before.email).trim().toLowerCase();
        if (!email) throw badRequest(HotelsMessages.person.emailRequired);
        if (before.role) {
          // A console account (the Add Hotel form makes the signed-in SuperAdmin the owner): its sign-in e-mail and
          // name are the users area's, never changed here.
          if (email !== before.email || oneSpaced(full) !== oneSpaced(`${before.firstName} ${before.lastName}`)) {
            throw conflict(HotelsMessages.person.consoleAccount);
          }
          return (await loadHotels(tx, [hotelId]))[0];
        }
        await this.assertEmailFree(tx, email, employeeId);
        const space = full.indexOf(' ');
        const next = {
          firstName: space < 0 ? full : full.slice(0, space),
          lastName: space < 0 ? '' : full.slice(space + 1).trim(),
          email,
        };
        await tx.update(users).set({ ...next, updatedAt: new Date() }).where(eq(users.id, employeeId));
        await audit(tx, actor, {
          action: 'hotel.people',
          entityType: 'hotel',
          entityId: hotelId,
          ...changedFields(
            { owner: { fullName: `${before.firstName} ${before.lastName}`.trim(), email: before.email } },
            { owner: { fullName: `${next.firstName} ${next.lastName}`.trim(), email } },
          ),
        });
        return (await loadHotels(tx, [hotelId]))[0];
      }
      const [link] = await tx
        .select()
        .from(hotelEmployees)
        .where(and(eq(hotelEmployees.id, employeeId), eq(hotelEmployees.hotelId, hotelId)))
        .for('update');
      if (!link) return 'no-person';
      const [person] = await tx.select().from(users).where(eq(users.id, link.userId));
      const snapshot = (u: typeof person, isOwner: boolean) => ({
        [link.kind]: { firstName: u.firstName, lastName: u.lastName, title: u.title, mobile: u.mobile, email: u.email, isOwner },
      });
      let userId = link.userId;
      if (body.owner) {
        if (!hotel.ownerId) throw badRequest(HotelsMessages.hotel.noAdmin);
        userId = hotel.ownerId;
      } else if (link.isOwner) {
        // The attachment was the owner's: it now names the person described (found or created by e-mail).
        if (!c.email) throw badRequest(HotelsMessages.person.emailRequired);
        userId = await this.upsertPerson(
          tx,
          { firstName: c.firstName ?? '', lastName: c.lastName ?? '', title: c.title ?? '', mobile: c.mobile ?? '', email: c.email },
          link.kind,
          hotel.ownerId,
          actor,
        );
      } else {
        const email = c.email?.trim().toLowerCase();
        const set: Partial<Pick<typeof person, 'firstName' | 'lastName' | 'title' | 'mobile' | 'email'>> = {};
        if (c.firstName !== undefined) set.firstName = c.firstName.trim();
        if (c.lastName !== undefined) set.lastName = c.lastName.trim();
        if (set.firstName === '' || set.lastName === '') throw badRequest(HotelsMessages.person.nameRequired);
        if (c.title !== undefined) set.title = c.title.trim();
        if (c.mobile !== undefined) set.mobile = c.mobile.trim();
        if (email) set.email = email;
        const changes = (Object.keys(set) as (keyof typeof set)[]).filter((k) => set[k] !== person[k]);
        // A person who signs in to the console (made a console user in the users area): edited there only.
        if (person.role && changes.length) throw conflict(HotelsMessages.person.consoleAccount);
        if (email) await this.assertEmailFree(tx, email, userId);
        if (changes.length) await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, userId));
      }
      if (userId !== link.userId) {
        const taken = await tx
          .select({ id: hotelEmployees.id })
          .from(hotelEmployees)
          .where(and(eq(hotelEmployees.hotelId, hotelId), eq(hotelEmployees.kind, link.kind), eq(hotelEmployees.userId, userId), ne(hotelEmployees.id, link.id)));
        // The same person attached twice in one role: the other attachment stays, this one goes.
        if (taken.length) await tx.delete(hotelEmployees).where(eq(hotelEmployees.id, link.id));
        else await tx.update(hotelEmployees).set({ userId, isOwner: userId === hotel.ownerId }).where(eq(hotelEmployees.id, link.id));
      }
      const [after] = await tx.select().from(users).where(eq(users.id, userId));
      await audit(tx, actor, {
        action: 'hotel.people',
        entityType: 'hotel',
        entityId: hotelId,
        ...changedFields(snapshot(person, link.isOwner), snapshot(after, userId === hotel.ownerId)),
      });
      return (await loadHotels(tx, [hotelId]))[0];
    });
  }

  /**
   * Appends a stored photo (`name`, as the storage named it) and records `hotel.photo.add`.
   * @returns the hotel's photo names in order, or null when there is no such hotel.
   */
  async addPhoto(hotelId: string, name: string, actor: Actor, tx?: Tx): Promise<string[] | null> {
    if (!isUuid(hotelId)) return null;
    const run = async (tx: Tx) => {
      const hotel = await lockHotel(tx, hotelId);
      if (!hotel) return null;
      await tx.insert(hotelPhotos).values({ hotelId, name });
      await audit(tx, actor, { action: 'hotel.photo.add', entityType: 'hotel', entityId: hotelId, before: null, after: { photo: name } });
      return this.photoNames(tx, hotelId);
    };
    return within(this.db, tx, run);
  }

  /**
   * Removes a photo and records `hotel.photo.remove`.
   * @returns 'removed', 'no-hotel' or 'no-photo'. The caller deletes the stored file after a removal.
   */
  async removePhoto(hotelId: string, name: string, actor: Actor): Promise<'removed' | 'no-hotel' | 'no-photo'> {
    if (!isUuid(hotelId)) return 'no-hotel';
    return this.db.transaction(async (tx) => {
      const hotel = await lockHotel(tx, hotelId);
      if (!hotel) return 'no-hotel';
      const gone = await tx
        .delete(hotelPhotos)
        .where(and(eq(hotelPhotos.hotelId, hotelId), eq(hotelPhotos.name, name)))
        .returning({ id: hotelPhotos.id });
      if (!gone.length) return 'no-photo';
      await audit(tx, actor, { action: 'hotel.photo.remove', entityType: 'hotel', entityId: hotelId, before: { photo: name }, after: null });
      return 'removed';
    });
  }

  /** Whether another photo row (of any hotel) still names this stored file. */
  async photoInUse(name: string): Promise<boolean> {
    const [row] = await this.db.select({ id: hotelPhotos.id }).from(hotelPhotos).where(eq(hotelPhotos.name, name)).limit(1);
    return Boolean(row);
  }

  /**
   * What the hotel's page counts and links to (docs/areas/hotels.md, "Links"): its reservations of every status
   * (as /reservations?hotelId= lists them) and its reviews not removed (as /reviews/{hotelId}). Null for an
   * unknown or deleted hotel.
   */
  async counts(hotelId: string): Promise<HotelCounts | null> {
    if (!isUuid(hotelId)) return null;
    const [row] = await this.db
      .select({
        // The bookings' per-hotel counters (`reservation_hotel_counts`, migration 0046, kept by the reservations'
        // triggers): a few rows per status, never the hotel's reservations (docs/api-database.md, "Which index a list reads").
        reservations: sql<number>`(select coalesce(sum(c.n), 0)::int from reservation_hotel_counts c where c.hotel_id = ${hotelId}::uuid)`,
        reviews: sql<number>`(select count(*)::int from ${reviews} v where v.hotel_id = ${hotelId}::uuid and v.deleted_at is null)`,
      })
      .from(hotels)
      .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
    return row ? { reservations: Number(row.reservations), reviews: Number(row.reviews) } : null;
  }

  /**
   * Whether reservations block deleting the hotel (docs/areas/hotels.md, "Deleting a hotel"): one that is not
   * cancelled and ends after now. False for an unknown hotel.
   */
  async hasReservations(hotelId: string, db: Db | Tx = this.db): Promise<boolean> {
    if (!isUuid(hotelId)) return false;
    const [row] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.hotelId, hotelId),
          sql`${reservations.status} <> 'Cancelled'`,
          sql`${reservations.reservationEnd} > now()`,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * Deletes a hotel (soft: `isDeleted`; its property ID becomes free) and records `hotel.delete`, unless
   * reservations block it (checked in the same transaction, the hotel row locked).
   */
  async delete(id: string, actor: Actor): Promise<'deleted' | 'no-hotel' | 'reserved'> {
    if (!isUuid(id)) return 'no-hotel';
    return this.db.transaction(async (tx) => {
      const old = await lockHotel(tx, id);
      if (!old) return 'no-hotel';
      if (await this.hasReservations(id, tx)) return 'reserved';
      await tx.update(hotels).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(hotels.id, id));
      await audit(tx, actor, { action: 'hotel.delete', entityType: 'hotel', entityId: id, before: { isDeleted: false }, after: { isDeleted: true } });
      return 'deleted';
    });
  }

  private async photoNames(tx: Tx, hotelId: string): Promise<string[]> {
    const rows = await tx
      .select({ name: hotelPhotos.name })
      .from(hotelPhotos)
      .where(eq(hotelPhotos.hotelId, hotelId))
      .orderBy(asc(hotelPhotos.createdAt), asc(hotelPhotos.id));
    return rows.map((r) => r.name);
  }

  /** 409 when another hotel (not deleted) has this property ID (compared case-insensitively). */
  private async assertPropertyIdFree(tx: Tx, propertyId: string | null, exceptId: string | null): Promise<void> {
    if (!propertyId) return;
    const rows = await tx
      .select({ id: hotels.id })
      .from(hotels)
      .where(and(sql`lower(${hotels.propertyId}) = lower(${propertyId})`, isNull(hotels.deletedAt)));
    if (rows.some((r) => r.id !== exceptId)) throw conflict(HotelsMessages.hotel.propertyIdTaken);
  }

  /** 409 when the e-mail belongs to another account. */
  private async assertEmailFree(tx: Tx, email: string, userId: string): Promise<void> {
    const [other] = await tx.select({ id: users.id, role: users.role }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (other && other.id !== userId) {
      throw conflict(other.role ? HotelsMessages.hotel.emailIsStaff : HotelsMessages.person.emailTaken);
    }
  }

  /**
   * The account of a contact or manager by e-mail: a hotel account found is updated with the details given
   * (the owner's own account keeps its names), a new one is created (no role, no password: it never signs in to
   * the console). Only hotel accounts are changed here (docs/areas/hotels.md, "Owners, contacts and managers").
   * @throws HttpError 409 `HotelsMessages.hotel.emailIsStaff` (a console account other than this hotel's owner),
   * 409 `HotelsMessages.hotel.customerLocked` (a customer-app account, userType APP), both changing nothing.
   */
  private async upsertPerson(tx: Tx, p: PersonInput, kind: EmployeeKind, ownerId: string | null, actor: Actor): Promise<string> {
    const email = p.email.trim().toLowerCase();
    const firstName = p.firstName.trim();
    const lastName = p.lastName.trim();
    if (!firstName || !lastName) throw badRequest(HotelsMessages.person.nameRequired);
    const details = { firstName, lastName, title: p.title.trim(), mobile: p.mobile.trim() };
    const [found] = await tx.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (found) {
      if (found.id === ownerId) return found.id;
      if (found.role) throw conflict(HotelsMessages.hotel.emailIsStaff);
      // A customer or guest of the customer app: never renamed or attached by a hotel call.
      if (found.userType === 'APP') throw conflict(HotelsMessages.hotel.customerLocked);
      await tx.update(users).set({ ...details, updatedAt: new Date() }).where(eq(users.id, found.id));
      await audit(tx, actor, {
        action: 'user.update',
        entityType: 'user',
        entityId: found.id,
        ...changedFields(
          { firstName: found.firstName, lastName: found.lastName, title: found.title, mobile: found.mobile },
          details,
        ),
      });
      return found.id;
    }
    const accessLevel = kind === 'manager' ? 'MANAGER' : 'STANDARD';
    const [created] = await tx
      .insert(users)
      .values({ email, ...details, userType: 'EMPLOYEE', accessLevel, role: null, passwordHash: null })
      .returning({ id: users.id });
    await audit(tx, actor, {
      action: 'user.create',
      entityType: 'user',
      entityId: created.id,
      before: null,
      after: { email, ...details, userType: 'EMPLOYEE', accessLevel },
    });
    return created.id;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hotels' data layer (hotels area). */
    hotels: HotelRepository;
  }
}

export default fp(
  async function hotelRepository(app) {
    app.decorate('hotels', new HotelRepository(app.db));
  },
  { name: 'hotel-repository', dependencies: ['db'] },
);
