/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only, and fixtures written
 * through the shared tables: hotels with an owner, a revenue manager and a payment method on the embedded
 * ledger, and reservations with their charges.
 */
import type { AppConfig } from '@backoffice/api-server';
import { buildAreaTestApp, buildAreaTestAppAsAdmin, type App, type TestAppOptions } from '@backoffice/api-server/testing';
import { charges, hotelEmployees, hotels, reservations, users, type ReservationRow } from '@backoffice/api-server/schema';
import { randomUUID } from 'node:crypto';
import { testAreas } from './areas';

export { bearer, demo, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** A ready (not listening) app with this area on its own seeded database. Close it in afterAll. */
export const buildTestApp = (overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<App> =>
  buildAreaTestApp(testAreas, overrides, options);

/** {@link buildTestApp} with the SuperAdmin signed in. */
export const buildTestAppAsAdmin = (overrides: Partial<AppConfig> = {}) => buildAreaTestAppAsAdmin(testAreas, overrides);

export interface HotelFixture {
  hotelId: string;
  ownerEmail: string;
  managerEmail: string | null;
}

/**
 * A hotel with an owner and (unless `manager` is false) a revenue manager; `card` is the ledger test token of
 * its payment method (`pm_card_visa` pays, `pm_card_chargeDeclined` declines), or null for none.
 */
export async function insertHotel(app: App, name: string, options: { card?: string | null; manager?: boolean; commissionId?: string | null } = {}): Promise<HotelFixture> {
  const tag = randomUUID().slice(0, 8);
  const [owner] = await app.db
    .insert(users)
    .values({ email: `owner.${tag}@hotels.test`, firstName: 'Olive', lastName: 'Owner', userType: 'ADMIN', accessLevel: 'OWNER' })
    .returning({ id: users.id, email: users.email });
  const card = options.card === undefined ? 'pm_card_visa' : options.card;
  let payment: { paymentCustomerId: string | null; paymentMethodId: string | null } = { paymentCustomerId: null, paymentMethodId: null };
  if (card) {
    const customer = await app.payments.createCustomer({ email: owner.email, name }, `hotel-cus-${tag}`);
    const method = await app.payments.attachPaymentMethod(customer.id, card, `hotel-pm-${tag}`);
    payment = { paymentCustomerId: customer.id, paymentMethodId: method.id };
  }
  const [hotel] = await app.db
    .insert(hotels)
    .values({ name, streetAddress: '1 George Street', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'Australia', ownerId: owner.id, status: 'Live', commissionId: options.commissionId ?? null, ...payment })
    .returning({ id: hotels.id });
  let managerEmail: string | null = null;
  if (options.manager !== false) {
    const [manager] = await app.db
      .insert(users)
      .values({ email: `revenue.${tag}@hotels.test`, firstName: 'Rhea', lastName: 'Revenue', userType: 'ADMIN', accessLevel: 'MANAGER' })
      .returning({ id: users.id, email: users.email });
    await app.db.insert(hotelEmployees).values({ hotelId: hotel.id, userId: manager.id, kind: 'manager' });
    managerEmail = manager.email;
  }
  return { hotelId: hotel.id, ownerEmail: owner.email, managerEmail };
}

export interface ReservationFixture {
  hotelId: string;
  start: Date;
  status?: ReservationRow['status'];
  excluded?: boolean;
  chargeStatus?: 'statement' | 'charge' | null;
  /** What the customer paid, cents (default 10,000). */
  amount?: number;
  /** Commission excluding GST, cents (default 15 % of the amount); GST is 10 % of it. */
  commission?: number;
  currency?: string;
}

/** A reservation with its charge. @returns its id, booking number and the charge's money. */
export async function insertReservation(app: App, f: ReservationFixture): Promise<{ id: string; amount: number; commission: number; commissionGst: number }> {
  const amount = f.amount ?? 10_000;
  const commission = f.commission ?? Math.round(amount * 0.15);
  const commissionGst = Math.round(commission * 0.1);
  const [r] = await app.db
    .insert(reservations)
    .values({
      hotelId: f.hotelId,
      status: f.status ?? 'CHECKEDOUT',
      duration: 3,
      reservationStart: f.start,
      reservationEnd: new Date(f.start.getTime() + 3 * 3_600_000),
      amount,
      excluded: f.excluded ?? false,
      chargeStatus: f.chargeStatus ?? null,
    })
    .returning({ id: reservations.id });
  await app.db.insert(charges).values({
    reservationId: r.id,
    currency: f.currency ?? 'AUD',
    amount,
    cost: amount,
    total: amount,
    commission,
    commissionGst,
    captured: true,
    status: 'charged',
  });
  return { id: r.id, amount, commission, commissionGst };
}

/** Noon UTC of a day (`YYYY-MM-DD`). */
export const noon = (day: string) => new Date(`${day}T12:00:00Z`);
