/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only, and fixtures: hotels,
 * rooms, customers and reservations written through the shared tables, paid through the app's payment provider
 * (the embedded ledger), so that refunds and captures meet a real payment.
 */
import type { AppConfig } from '@backoffice/api-server';
import {
  buildAreaTestApp,
  buildAreaTestAppAsAdmin,
  type App,
  type TestAppOptions,
} from '@backoffice/api-server/testing';
import { charges, hotels, reservations, rooms, users, type ReservationRow } from '@backoffice/api-server/schema';
import { chargeTotal } from '@backoffice/contracts';
import { randomUUID } from 'node:crypto';
import { testAreas } from './areas';

export { bearer, demo, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** A ready (not listening) app with this area on its own seeded database. Close it in afterAll. */
export const buildTestApp = (overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<App> =>
  buildAreaTestApp(testAreas, overrides, options);

/** {@link buildTestApp} with the SuperAdmin signed in. */
export const buildTestAppAsAdmin = (overrides: Partial<AppConfig> = {}) => buildAreaTestAppAsAdmin(testAreas, overrides);

/** A hotel with one room; `ownerId` links it to an owner's other hotels. */
export async function insertHotel(app: App, name: string, ownerId: string | null = null): Promise<{ hotelId: string; roomId: string }> {
  const [hotel] = await app.db.insert(hotels).values({ name, city: 'Sydney', country: 'Australia', ownerId, status: 'Live' }).returning({ id: hotels.id });
  const [room] = await app.db.insert(rooms).values({ hotelId: hotel.id, name: 'Deluxe King' }).returning({ id: rooms.id });
  return { hotelId: hotel.id, roomId: room.id };
}

/** A customer (userType APP). */
export async function insertCustomer(app: App, firstName: string, lastName: string, provider = 'Timeflyz'): Promise<string> {
  const [row] = await app.db
    .insert(users)
    .values({ email: `${firstName}.${lastName}.${randomUUID().slice(0, 6)}@customers.test`.toLowerCase(), firstName, lastName, userType: 'APP', provider })
    .returning({ id: users.id });
  return row.id;
}

/** An owner (hotel account). */
export async function insertOwner(app: App): Promise<string> {
  const [row] = await app.db
    .insert(users)
    .values({ email: `owner.${randomUUID().slice(0, 8)}@hotels.test`, firstName: 'Olive', lastName: 'Owner', userType: 'ADMIN', accessLevel: 'OWNER' })
    .returning({ id: users.id });
  return row.id;
}

export interface ReservationFixture {
  hotelId: string;
  roomId: string;
  customerId: string;
  status?: ReservationRow['status'];
  /** Start (default: 2 days ago). */
  start?: Date;
  cost?: number;
  /** `captured` (default), `authorised` (a no-show awaiting approval), `none` (no charge). */
  payment?: 'captured' | 'authorised' | 'none';
  /** The card's test token (the ledger's outcomes). */
  token?: string;
  chargeStatus?: 'statement' | 'charge' | null;
  currency?: string;
  symbol?: string;
  /** The coupon code it used (none by default). */
  couponCode?: string;
}

/** A reservation with its charge, paid through `app.payments`. @returns the reservation's and charge's ids. */
export async function insertReservation(app: App, f: ReservationFixture): Promise<{ id: string; chargeId: string | null; bookingNo: number; total: number }> {
  const start = f.start ?? new Date(Date.now() - 2 * 86_400_000);
  const [r] = await app.db
    .insert(reservations)
    .values({
      hotelId: f.hotelId,
      roomId: f.roomId,
      bookedById: f.customerId,
      status: f.status ?? 'CHECKEDOUT',
      duration: 3,
      reservationStart: start,
      reservationEnd: new Date(start.getTime() + 3 * 3_600_000),
      chargeStatus: f.chargeStatus ?? null,
      invoiceIssueDate: f.chargeStatus === 'charge' ? new Date() : null,
      couponCode: f.couponCode ?? null,
    })
    .returning({ id: reservations.id, bookingNo: reservations.bookingNo });
  const payment = f.payment ?? 'captured';
  const cost = f.cost ?? 10_000;
  const money = { cost, surcharge: Math.round(cost * 0.02), hotelDiscount: 0, timeflyzDiscount: 500 };
  const total = chargeTotal(money);
  if (payment === 'none') return { id: r.id, chargeId: null, bookingNo: r.bookingNo, total };
  const currency = f.currency ?? 'AUD';
  const customer = await app.payments.createCustomer({ email: `c-${r.id}@customers.test`, name: 'Customer' }, `cus-${r.id}`);
  const method = await app.payments.attachPaymentMethod(customer.id, f.token ?? 'pm_card_visa', `pm-${r.id}`);
  const intent = await app.payments.createPaymentIntent(
    { customerId: customer.id, paymentMethodId: method.id, amount: total, currency, capture: payment === 'captured' },
    `pi-${r.id}`,
  );
  const [c] = await app.db
    .insert(charges)
    .values({
      reservationId: r.id,
      currency,
      amount: total,
      total,
      ...money,
      commission: 1_500,
      commissionGst: 150,
      captured: payment === 'captured',
      status: payment === 'captured' ? 'charged' : 'requires_capture',
      userCurrencySymbol: f.symbol ?? 'A$',
      hotelCurrencySymbol: f.symbol ?? 'A$',
      userExchangeRate: 1,
      paymentIntentId: intent.id,
    })
    .returning({ id: charges.id });
  return { id: r.id, chargeId: c.id, bookingNo: r.bookingNo, total };
}

/**
 * A second SuperAdmin (for four-eyes approval: a requester cannot decide their own request), signed in.
 * @returns its id and its `authorization` header.
 */
export async function insertSuperAdmin(app: App, firstName = 'Sam', lastName = 'Second'): Promise<{ id: string; headers: Record<string, string> }> {
  const [row] = await app.db
    .insert(users)
    .values({ email: `${firstName}.${lastName}.${randomUUID().slice(0, 6)}@backoffice.test`.toLowerCase(), firstName, lastName, userType: 'ADMIN', role: 'SuperAdmin' })
    .returning();
  return { id: row.id, headers: { authorization: `Bearer ${await app.tokens.issue(row)}` } };
}
