/**
 * Fixtures of the jobs', logs' and archives' specs, written through the shared tables: countries, hotels with
 * rooms, reservations with their charge, and a helper running a job as of an instant.
 */
import { jobRuns, vatgst, type ReservationRow } from '@backoffice/api-server/schema';
import {
  insertHotel as insertHotelFixture,
  insertReservation as insertReservationFixture,
  type RoomFixtureOptions,
} from '@backoffice/api-server/testing';
import { desc, eq } from 'drizzle-orm';
import type { App } from './helper';

/** A room of {@link insertHotel} (the shared fixture's, with its counts and rate required). */
export interface RoomFixture extends RoomFixtureOptions {
  availableRooms: number;
  /** Cents. */
  overnightRate: number;
}

export interface HotelOptions {
  status?: 'Pending' | 'Live' | 'Inactive';
  country?: string;
  /** The payout account; null for none (default `acct_<name>`). */
  paymentAccountId?: string | null;
  fractions?: { three: number; six: number; twelve: number };
  rooms?: RoomFixture[];
}

/**
 * A hotel in Sydney (default Live, in Australia, payout account `acct_<name>`) with its rooms: the shared fixture
 * (@backoffice/api-server/testing) with this area's defaults. @returns its id and its rooms' ids.
 */
export async function insertHotel(app: App, name: string, options: HotelOptions = {}): Promise<{ hotelId: string; roomIds: string[] }> {
  const hotel = await insertHotelFixture(app, {
    name,
    city: 'Sydney',
    country: options.country ?? 'Australia',
    status: options.status ?? 'Live',
    paymentAccountId: options.paymentAccountId === undefined ? `acct_${name.toLowerCase().replace(/\W+/g, '_')}` : options.paymentAccountId,
    fractions: options.fractions,
    rooms: options.rooms,
  });
  return { hotelId: hotel.hotelId, roomIds: hotel.roomIds };
}

export interface ReservationOptions {
  hotelId: string;
  roomId?: string;
  start: Date;
  duration?: 3 | 6 | 12;
  status?: ReservationRow['status'];
  refund?: boolean;
  payAtHotel?: boolean;
  /** The charge (default a paid charge of 10,000 with 1,500 commission and 150 GST); null for none. */
  charge?: { total?: number; commission?: number; commissionGst?: number; currency?: string; status?: 'charged' | 'success' | 'requires_capture' | 'failed' } | null;
}

/**
 * A reservation (default BOOKED, 3 hours) with its charge: the shared fixture (@backoffice/api-server/testing)
 * with this area's defaults (the reservation's amount is the charge's total, GST 150 unless told).
 * @returns its id and booking number.
 */
export async function insertReservation(app: App, o: ReservationOptions): Promise<{ id: string; bookingNo: number }> {
  const total = o.charge?.total ?? 10_000;
  const c = o.charge ?? {};
  const r = await insertReservationFixture(app, {
    hotelId: o.hotelId,
    roomId: o.roomId ?? null,
    start: o.start,
    duration: o.duration ?? 3,
    status: o.status ?? 'BOOKED',
    amount: total,
    refund: o.refund ?? false,
    payAtHotel: o.payAtHotel ?? false,
    charge:
      o.charge === null
        ? null
        : { cost: total, commission: c.commission ?? 1_500, commissionGst: c.commissionGst ?? 150, currency: c.currency, status: c.status },
  });
  return { id: r.id, bookingNo: r.bookingNo };
}

/** A country of the VAT/GST list. */
export async function insertCountry(app: App, c: { name: string; flag: string; currency: string; rate: number; vat: number; deleted?: boolean }): Promise<string> {
  const [row] = await app.db
    .insert(vatgst)
    .values({ countryname: c.name, countryflag: c.flag, currencyFor: c.currency, shortName: c.currency, currencyFullName: c.currency, exchangeRate: c.rate, vat: c.vat, isDeleted: c.deleted ?? false })
    .returning({ id: vatgst.id });
  return row.id;
}

/** Queues `name` as of `asOf`, works it, and answers the run's `job_runs` row (its latest attempt). */
export async function runJob(app: App, name: string, asOf: Date): Promise<typeof jobRuns.$inferSelect> {
  const id = await app.jobs.trigger(name, { asOf, trigger: 'manual' });
  if (!id) throw new Error(`${name} is already queued`);
  await app.jobs.work(name);
  const [run] = await app.db.select().from(jobRuns).where(eq(jobRuns.queueJobId, id)).orderBy(desc(jobRuns.attempt));
  if (!run) throw new Error(`${name} did not run`);
  return run;
}
