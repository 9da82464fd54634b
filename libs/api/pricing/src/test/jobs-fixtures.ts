/**
 * Fixtures of the jobs', logs' and archives' specs, written through the shared tables: countries, this area's
 * preset of the shared hotel fixture (rooms, a payout account), and a helper running a job as of an instant. Their
 * reservations are the shared fixture's as it is (@backoffice/api-server/testing: BOOKED, 3 hours, a paid charge
 * of 10,000 with 1,500 commission and 150 GST).
 */
import { jobRuns, vatgst } from '@backoffice/api-server/schema';
import { insertHotel as insertHotelFixture, type RoomFixtureOptions } from '@backoffice/api-server/testing';
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
