/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only, and fixtures: customers, and
 * this area's presets of the shared hotel and reservation fixtures (the same entry), paid through the app's
 * payment provider (the embedded ledger), so that refunds and captures meet a real payment.
 */
import {
  areaTestHarness,
  insertHotel as insertHotelFixture,
  insertReservation as insertReservationFixture,
  type App,
} from '@backoffice/api-server/testing';
import { users, type ReservationRow } from '@backoffice/api-server/schema';
import { chargeTotal } from '@backoffice/contracts';
import { randomUUID } from 'node:crypto';
import { testAreas } from './areas';

export { bearer, demo, insertCustomer, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);

/**
 * A Live hotel in Sydney with one room (Deluxe King); `ownerId` links it to an owner's other hotels. The shared
 * fixture (@backoffice/api-server/testing) with this area's defaults.
 */
export async function insertHotel(app: App, name: string, ownerId: string | null = null): Promise<{ hotelId: string; roomId: string }> {
  const hotel = await insertHotelFixture(app, { name, ownerId, city: 'Sydney', country: 'Australia', rooms: [{ name: 'Deluxe King' }] });
  return { hotelId: hotel.hotelId, roomId: hotel.roomIds[0] };
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

/**
 * A 3-hour reservation (default CHECKEDOUT) with its charge (cost, a 2 % surcharge, a 500 platform discount; 1,500
 * commission and 150 GST, cents), paid through `app.payments`: the shared fixture (@backoffice/api-server/testing)
 * with this area's defaults. @returns the reservation's and charge's ids, its booking number and the charge's total.
 */
export async function insertReservation(app: App, f: ReservationFixture): Promise<{ id: string; chargeId: string | null; bookingNo: number; total: number }> {
  const payment = f.payment ?? 'captured';
  const cost = f.cost ?? 10_000;
  const money = { cost, surcharge: Math.round(cost * 0.02), hotelDiscount: 0, timeflyzDiscount: 500 };
  const r = await insertReservationFixture(app, {
    hotelId: f.hotelId,
    roomId: f.roomId,
    customerId: f.customerId,
    status: f.status ?? 'CHECKEDOUT',
    start: f.start,
    chargeStatus: f.chargeStatus ?? null,
    invoiceIssueDate: f.chargeStatus === 'charge' ? new Date() : null,
    couponCode: f.couponCode ?? null,
    amount: 0,
    charge:
      payment === 'none'
        ? null
        : {
            ...money,
            currency: f.currency,
            status: payment === 'captured' ? 'charged' : 'requires_capture',
            symbol: f.symbol ?? 'A$',
            userExchangeRate: 1,
            pay: { token: f.token },
          },
  });
  return { id: r.id, chargeId: r.chargeId, bookingNo: r.bookingNo, total: chargeTotal(money) };
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
