/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only, and its presets of the shared
 * fixtures (the same entry): hotels with an owner, a revenue manager and a payment method on the embedded ledger,
 * and reservations with their charges.
 */
import {
  areaTestHarness,
  insertHotel as insertHotelFixture,
  insertReservation as insertReservationFixture,
  type App,
} from '@backoffice/api-server/testing';
import type { ReservationRow } from '@backoffice/api-server/schema';
import { testAreas } from './areas';

export { bearer, demo, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);

export interface HotelFixture {
  hotelId: string;
  ownerEmail: string;
  managerEmail: string | null;
}

/**
 * A hotel in Sydney with a new owner and (unless `manager` is false) a revenue manager; `card` is the ledger test
 * token of its payment method (`pm_card_visa`, the default, pays; `pm_card_chargeDeclined` declines), or null for
 * none. The shared fixture (@backoffice/api-server/testing) with this area's defaults.
 */
export async function insertHotel(app: App, name: string, options: { card?: string | null; manager?: boolean; commissionId?: string | null } = {}): Promise<HotelFixture> {
  const hotel = await insertHotelFixture(app, {
    name,
    newOwner: true,
    manager: options.manager !== false,
    card: options.card === undefined ? 'pm_card_visa' : options.card,
    commissionId: options.commissionId ?? null,
    values: { streetAddress: '1 George Street', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'Australia' },
  });
  return { hotelId: hotel.hotelId, ownerEmail: hotel.ownerEmail ?? '', managerEmail: hotel.managerEmail };
}

export interface ReservationFixture {
  hotelId: string;
  start: Date;
  /** Default CHECKEDOUT. */
  status?: ReservationRow['status'];
  excluded?: boolean;
  chargeStatus?: 'statement' | 'charge' | null;
  /** What the customer paid, cents (default 10,000). */
  amount?: number;
  /** Commission excluding GST, cents (default 15 % of the amount); GST is 10 % of it. */
  commission?: number;
  currency?: string;
}

/**
 * A reservation of 3 hours with its captured charge (cost = total = `amount`): the shared fixture
 * (@backoffice/api-server/testing) with this area's defaults. @returns its id and the charge's money.
 */
export async function insertReservation(app: App, f: ReservationFixture): Promise<{ id: string; amount: number; commission: number; commissionGst: number }> {
  const amount = f.amount ?? 10_000;
  const r = await insertReservationFixture(app, {
    hotelId: f.hotelId,
    start: f.start,
    status: f.status ?? 'CHECKEDOUT',
    excluded: f.excluded ?? false,
    chargeStatus: f.chargeStatus ?? null,
    charge: { cost: amount, commission: f.commission ?? Math.round(amount * 0.15), currency: f.currency },
  });
  return { id: r.id, amount: r.total, commission: r.commission, commissionGst: r.commissionGst };
}

/** Noon UTC of a day (`YYYY-MM-DD`). */
export const noon = (day: string) => new Date(`${day}T12:00:00Z`);
