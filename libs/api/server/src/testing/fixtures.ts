/**
 * The API's test rows, written once: users, customers, chains, hotel accounts, hotels (with their rooms, owner, revenue manager and payment method) and
 * reservations (with their charge, paid or not through the app's payment provider), straight to the shared tables
 * (libs/api/server/src/db/server.schema.ts), so that a spec does not depend on the routes it does not test.
 * Specs only (through @backoffice/api-server/testing). Money is in minor units (cents) of the charge's currency;
 * instants are UTC `Date`s (or ISO instants). Each area's own fixture file presets these for its specs (its
 * defaults, its return shape) and writes no row itself.
 */
import { randomUUID } from 'node:crypto';
import { chargeTotal } from '@backoffice/contracts';
import type { Db } from '../db/database';
import { charges, commissions, hotelEmployees, hotels, reservations, rooms, users, type ReservationRow, type UserRow } from '../db/server.schema';
import type { PaymentProvider } from '../services/payments';

/** What the fixtures write through: the test database, and the payment provider for a card or a paid charge. */
export interface FixtureApp {
  db: Db;
  /** Needed only by {@link HotelFixtureOptions.card} and {@link ChargeFixtureOptions.pay}. */
  payments?: PaymentProvider;
}

type HotelInsert = typeof hotels.$inferInsert;

/**
 * Inserts a user (default: an Employee named after its e-mail's local part, last name Test; the e-mail is stored
 * lower-cased) and returns its row.
 */
export async function insertUser(app: FixtureApp, fields: Partial<typeof users.$inferInsert> & { email: string }): Promise<UserRow> {
  const local = fields.email.split('@')[0];
  const [row] = await app.db
    .insert(users)
    .values({ firstName: local, lastName: 'Test', role: 'Employee', ...fields, email: fields.email.toLowerCase() })
    .returning();
  return row;
}

/** Inserts a customer (userType APP, an e-mail made unique under customers.test) and returns its id. */
export async function insertCustomer(app: FixtureApp, firstName: string, lastName: string, provider = 'Timeflyz'): Promise<string> {
  const [row] = await app.db
    .insert(users)
    .values({ email: `${firstName}.${lastName}.${randomUUID().slice(0, 6)}@customers.test`.toLowerCase(), firstName, lastName, userType: 'APP', provider })
    .returning({ id: users.id });
  return row.id;
}

/**
 * The highest uuid: a row with it sorts after every other of its table by id, the skewed shape of the list plans'
 * specs, where a chain's rows lie where its index's order and the table's disagree (docs/api-database.md, "Which
 * index a list reads", rule 6).
 */
export const LAST_UUID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

/** Inserts a property chain (a `commissions` row named `name`; its id `id` when given, e.g. {@link LAST_UUID}) and returns its id. */
export async function insertChain(app: FixtureApp, name: string, id?: string): Promise<string> {
  const [row] = await app.db
    .insert(commissions)
    .values({ clientTypeName: name, ...(id && { id }) })
    .returning({ id: commissions.id });
  return row.id;
}

/** What {@link insertHotelAccount} writes. */
export interface HotelAccountFixtureOptions {
  /** Default Olive. */
  firstName?: string;
  /** Default Owner. */
  lastName?: string;
  /** Default OWNER. */
  accessLevel?: 'OWNER' | 'STANDARD' | 'MANAGER';
  /** Default ADMIN for an OWNER, EMPLOYEE for the others. */
  userType?: 'ADMIN' | 'EMPLOYEE';
  /** Default `owner.<8 hex characters>@hotels.test`. */
  email?: string;
}

/** Inserts a hotel account (a hotel's owner or staff, no console role). @returns its id and e-mail. */
export async function insertHotelAccount(app: FixtureApp, values: HotelAccountFixtureOptions = {}): Promise<{ id: string; email: string }> {
  const accessLevel = values.accessLevel ?? 'OWNER';
  const [row] = await app.db
    .insert(users)
    .values({
      email: values.email ?? `owner.${randomUUID().slice(0, 8)}@hotels.test`,
      firstName: values.firstName ?? 'Olive',
      lastName: values.lastName ?? 'Owner',
      userType: values.userType ?? (accessLevel === 'OWNER' ? 'ADMIN' : 'EMPLOYEE'),
      accessLevel,
    })
    .returning({ id: users.id, email: users.email });
  return row;
}

/** A room of {@link insertHotel}. Unset fields keep the schema's defaults (0 rooms, rate 0, no slot set). */
export interface RoomFixtureOptions {
  /** Default `Room <n>` (1-based position). */
  name?: string;
  availableRooms?: number;
  /** The overnight rate, cents. */
  overnightRate?: number;
  /** The 3-, 6- and 12-hour slots offered. */
  three?: boolean;
  six?: boolean;
  twelve?: boolean;
  /** Soft-deleted (deleted now). */
  deleted?: boolean;
}

/** What {@link insertHotel} writes. Every field is optional; unset fields keep the schema's defaults. */
export interface HotelFixtureOptions {
  /** Default `Hotel <8 hex characters>`. */
  name?: string;
  /** Default `Live`. */
  status?: 'Pending' | 'Live' | 'Inactive';
  city?: string;
  country?: string;
  /** The chain (a `commissions` row); null or unset: Other. */
  commissionId?: string | null;
  /** An existing owner's user id. Ignored when {@link newOwner} is set. */
  ownerId?: string | null;
  /** Makes a new owner account ({@link insertHotelAccount}: Olive Owner, OWNER) and links the hotel to it. */
  newOwner?: boolean;
  /** Adds a revenue manager (Rhea Revenue, `revenue.<tag>@hotels.test`, MANAGER) as a hotel employee. */
  manager?: boolean;
  /**
   * A payment method on the app's payment provider (the embedded ledger in tests): its test token
   * (`pm_card_visa` pays, `pm_card_chargeDeclined` declines); null or unset: none. Needs `app.payments`.
   */
  card?: string | null;
  /** The payout account; unset: none. */
  paymentAccountId?: string | null;
  /** The overnight fractions of the 3-, 6- and 12-hour slots (0 to 1). */
  fractions?: { three: number; six: number; twelve: number };
  rooms?: RoomFixtureOptions[];
  /** Any other column (address, position, …); it wins over the options above. */
  values?: Partial<HotelInsert>;
}

/** The rows {@link insertHotel} wrote. */
export interface HotelFixture {
  hotelId: string;
  /** The rooms' ids, in the order of `rooms`. */
  roomIds: string[];
  /** The owner's id: the new owner's, else `ownerId`, else null. */
  ownerId: string | null;
  /** The new owner's e-mail (null without {@link HotelFixtureOptions.newOwner}). */
  ownerEmail: string | null;
  /** The revenue manager's e-mail (null without {@link HotelFixtureOptions.manager}). */
  managerEmail: string | null;
}

/** Inserts a hotel with what `options` asks for (by default a Live hotel with a random name and nothing else). */
export async function insertHotel(app: FixtureApp, options: HotelFixtureOptions = {}): Promise<HotelFixture> {
  const tag = randomUUID().slice(0, 8);
  const name = options.name ?? `Hotel ${tag}`;
  let ownerId = options.ownerId ?? null;
  let ownerEmail: string | null = null;
  if (options.newOwner) {
    const owner = await insertHotelAccount(app, { email: `owner.${tag}@hotels.test` });
    ownerId = owner.id;
    ownerEmail = owner.email;
  }
  let payment: Pick<HotelInsert, 'paymentCustomerId' | 'paymentMethodId'> = {};
  if (options.card) {
    const payments = paymentsOf(app, 'a card');
    const customer = await payments.createCustomer({ email: ownerEmail ?? `hotel.${tag}@hotels.test`, name }, `hotel-cus-${tag}`);
    const method = await payments.attachPaymentMethod(customer.id, options.card, `hotel-pm-${tag}`);
    payment = { paymentCustomerId: customer.id, paymentMethodId: method.id };
  }
  const f = options.fractions;
  const [hotel] = await app.db
    .insert(hotels)
    .values({
      name,
      status: options.status ?? 'Live',
      ownerId,
      commissionId: options.commissionId ?? null,
      ...defined({ city: options.city, country: options.country, paymentAccountId: options.paymentAccountId }),
      ...(f && { overnightThree: f.three, overnightSix: f.six, overnightTwelve: f.twelve }),
      ...payment,
      ...options.values,
    })
    .returning({ id: hotels.id });
  const roomIds: string[] = [];
  for (const [i, r] of (options.rooms ?? []).entries()) {
    const [room] = await app.db
      .insert(rooms)
      .values({
        hotelId: hotel.id,
        name: r.name ?? `Room ${i + 1}`,
        ...defined({ availableRooms: r.availableRooms, overnightRate: r.overnightRate, isSetThree: r.three, isSetSix: r.six, isSetTwelve: r.twelve }),
        ...(r.deleted && { deletedAt: new Date() }),
      })
      .returning({ id: rooms.id });
    roomIds.push(room.id);
  }
  let managerEmail: string | null = null;
  if (options.manager) {
    const manager = await insertHotelAccount(app, {
      email: `revenue.${tag}@hotels.test`,
      firstName: 'Rhea',
      lastName: 'Revenue',
      userType: 'ADMIN',
      accessLevel: 'MANAGER',
    });
    await app.db.insert(hotelEmployees).values({ hotelId: hotel.id, userId: manager.id, kind: 'manager' });
    managerEmail = manager.email;
  }
  return { hotelId: hotel.id, roomIds, ownerId, ownerEmail, managerEmail };
}

/** The charge of {@link insertReservation}, cents of `currency`. */
export interface ChargeFixtureOptions {
  /** Before surcharge and discounts; default 10,000. The total is cost + surcharge − both discounts. */
  cost?: number;
  /** Default 0. */
  surcharge?: number;
  /** Default 0. */
  hotelDiscount?: number;
  /** The platform's discount; default 0. */
  timeflyzDiscount?: number;
  /** The commission excluding GST; default 1,500. */
  commission?: number;
  /** GST on the commission; default 10 % of it, rounded. */
  commissionGst?: number;
  /** ISO 4217; default `AUD`. */
  currency?: string;
  /** Default `charged`; `requires_capture` is an authorised, uncaptured payment. */
  status?: 'charged' | 'success' | 'requires_capture' | 'failed';
  /** The customer's and the hotel's currency symbol (unset: the schema's `A$`). */
  symbol?: string;
  /** The customer's exchange rate (unset: the schema's default). */
  userExchangeRate?: number;
  /**
   * Pays it through `app.payments` (a customer, the card of test token `token`, default `pm_card_visa`, and a
   * payment intent of the total, captured unless the status is `requires_capture`); unset: no payment intent.
   */
  pay?: { token?: string };
}

/** What {@link insertReservation} writes. Unset fields keep the schema's defaults. */
export interface ReservationFixtureOptions {
  hotelId: string;
  roomId?: string | null;
  /** The customer who booked it (a user id). */
  customerId?: string | null;
  /** The start, a UTC instant (a `Date` or an ISO string); default two days ago. */
  start?: Date | string;
  /** Hours; default 3. The end is the start plus this. */
  duration?: 3 | 6 | 12;
  /** Default `BOOKED`. */
  status?: ReservationRow['status'];
  excluded?: boolean;
  refund?: boolean;
  payAtHotel?: boolean;
  chargeStatus?: 'statement' | 'charge' | null;
  invoiceIssueDate?: Date | null;
  /** The coupon code it used. */
  couponCode?: string | null;
  /** The reservation's amount, cents; default the charge's total (0 without a charge). */
  amount?: number;
  /** Its charge; null: none. Default: a charged charge of 10,000 with 1,500 commission and 150 GST. */
  charge?: ChargeFixtureOptions | null;
}

/** The rows {@link insertReservation} wrote, with the charge's money (cents). */
export interface ReservationFixture {
  id: string;
  bookingNo: number;
  /** Null without a charge. */
  chargeId: string | null;
  /** The charge's total (0 without a charge). */
  total: number;
  commission: number;
  commissionGst: number;
}

/** Inserts a reservation and (unless `charge` is null) its charge, paid through `app.payments` if asked. */
export async function insertReservation(app: FixtureApp, o: ReservationFixtureOptions): Promise<ReservationFixture> {
  const start = o.start === undefined ? new Date(Date.now() - 2 * 86_400_000) : new Date(o.start);
  const duration = o.duration ?? 3;
  const c = o.charge === null ? null : (o.charge ?? {});
  const money = c && { cost: c.cost ?? 10_000, surcharge: c.surcharge ?? 0, hotelDiscount: c.hotelDiscount ?? 0, timeflyzDiscount: c.timeflyzDiscount ?? 0 };
  const total = money ? chargeTotal(money) : 0;
  const commission = c ? (c.commission ?? 1_500) : 0;
  const commissionGst = c ? (c.commissionGst ?? Math.round(commission * 0.1)) : 0;
  const [r] = await app.db
    .insert(reservations)
    .values({
      hotelId: o.hotelId,
      roomId: o.roomId ?? null,
      bookedById: o.customerId ?? null,
      status: o.status ?? 'BOOKED',
      duration,
      reservationStart: start,
      reservationEnd: new Date(start.getTime() + duration * 3_600_000),
      amount: o.amount ?? total,
      ...defined({ excluded: o.excluded, refund: o.refund, payAtHotel: o.payAtHotel }),
      chargeStatus: o.chargeStatus ?? null,
      invoiceIssueDate: o.invoiceIssueDate ?? null,
      couponCode: o.couponCode ?? null,
    })
    .returning({ id: reservations.id, bookingNo: reservations.bookingNo });
  if (!c || !money) return { id: r.id, bookingNo: r.bookingNo, chargeId: null, total, commission, commissionGst };
  const currency = c.currency ?? 'AUD';
  const status = c.status ?? 'charged';
  const captured = status !== 'requires_capture';
  let paymentIntentId: string | undefined;
  if (c.pay) {
    const payments = paymentsOf(app, 'a paid charge');
    const customer = await payments.createCustomer({ email: `c-${r.id}@customers.test`, name: 'Customer' }, `cus-${r.id}`);
    const method = await payments.attachPaymentMethod(customer.id, c.pay.token ?? 'pm_card_visa', `pm-${r.id}`);
    const intent = await payments.createPaymentIntent(
      { customerId: customer.id, paymentMethodId: method.id, amount: total, currency, capture: captured },
      `pi-${r.id}`,
    );
    paymentIntentId = intent.id;
  }
  const [charge] = await app.db
    .insert(charges)
    .values({
      reservationId: r.id,
      currency,
      amount: total,
      total,
      ...money,
      commission,
      commissionGst,
      captured,
      status,
      ...defined({ userCurrencySymbol: c.symbol, hotelCurrencySymbol: c.symbol, userExchangeRate: c.userExchangeRate, paymentIntentId }),
    })
    .returning({ id: charges.id });
  return { id: r.id, bookingNo: r.bookingNo, chargeId: charge.id, total, commission, commissionGst };
}

/** The app's payment provider. @throws Error naming the fixture that needs it when the app has none. */
function paymentsOf(app: FixtureApp, what: string): PaymentProvider {
  if (!app.payments) throw new Error(`${what} needs the app's payment provider: pass the app, not its db`);
  return app.payments;
}

/** The entries of `values` that are set (so that unset options keep the schema's defaults). */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
