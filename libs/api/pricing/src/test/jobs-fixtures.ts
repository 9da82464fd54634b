/**
 * Fixtures of the jobs', logs' and archives' specs, written through the shared tables: countries, hotels with
 * rooms, reservations with their charge, and a helper running a job as of an instant.
 */
import { charges, hotels, jobRuns, reservations, rooms, vatgst, type ReservationRow } from '@backoffice/api-server/schema';
import { desc, eq } from 'drizzle-orm';
import type { App } from './helper';

export interface RoomFixture {
  availableRooms: number;
  /** Cents. */
  overnightRate: number;
  three?: boolean;
  six?: boolean;
  twelve?: boolean;
  deleted?: boolean;
}

export interface HotelOptions {
  status?: 'Pending' | 'Live' | 'Inactive';
  country?: string;
  /** The payout account; null for none (default `acct_<name>`). */
  paymentAccountId?: string | null;
  fractions?: { three: number; six: number; twelve: number };
  rooms?: RoomFixture[];
}

/** A hotel with its rooms. @returns its id and its rooms' ids. */
export async function insertHotel(app: App, name: string, options: HotelOptions = {}): Promise<{ hotelId: string; roomIds: string[] }> {
  const f = options.fractions ?? { three: 0, six: 0, twelve: 0 };
  const [hotel] = await app.db
    .insert(hotels)
    .values({
      name,
      city: 'Sydney',
      country: options.country ?? 'Australia',
      status: options.status ?? 'Live',
      paymentAccountId: options.paymentAccountId === undefined ? `acct_${name.toLowerCase().replace(/\W+/g, '_')}` : options.paymentAccountId,
      overnightThree: f.three,
      overnightSix: f.six,
      overnightTwelve: f.twelve,
    })
    .returning({ id: hotels.id });
  const roomIds: string[] = [];
  for (const [i, r] of (options.rooms ?? []).entries()) {
    const [room] = await app.db
      .insert(rooms)
      .values({
        hotelId: hotel.id,
        name: `Room ${i + 1}`,
        availableRooms: r.availableRooms,
        overnightRate: r.overnightRate,
        isSetThree: r.three ?? false,
        isSetSix: r.six ?? false,
        isSetTwelve: r.twelve ?? false,
        deletedAt: r.deleted ? new Date() : null,
      })
      .returning({ id: rooms.id });
    roomIds.push(room.id);
  }
  return { hotelId: hotel.id, roomIds };
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

/** A reservation with its charge. @returns its id and booking number. */
export async function insertReservation(app: App, o: ReservationOptions): Promise<{ id: string; bookingNo: number }> {
  const duration = o.duration ?? 3;
  const total = o.charge?.total ?? 10_000;
  const [r] = await app.db
    .insert(reservations)
    .values({
      hotelId: o.hotelId,
      roomId: o.roomId ?? null,
      status: o.status ?? 'BOOKED',
      duration,
      reservationStart: o.start,
      reservationEnd: new Date(o.start.getTime() + duration * 3_600_000),
      amount: total,
      refund: o.refund ?? false,
      payAtHotel: o.payAtHotel ?? false,
    })
    .returning({ id: reservations.id, bookingNo: reservations.bookingNo });
  if (o.charge !== null) {
    const c = o.charge ?? {};
    await app.db.insert(charges).values({
      reservationId: r.id,
      currency: c.currency ?? 'AUD',
      amount: total,
      cost: total,
      total,
      commission: c.commission ?? 1_500,
      commissionGst: c.commissionGst ?? 150,
      captured: (c.status ?? 'charged') !== 'requires_capture',
      status: c.status ?? 'charged',
    });
  }
  return r;
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
