/**
 * The bookings area's demo data (docs/areas/bookings.md, "Demo data"): countries with their currency, customers,
 * and reservations over the last 6 months and the next 2 across the seeded hotels (the hotels area seeds first),
 * with charges in the hotels' currencies, refunds, cancellations, no-shows (some approved), exclusions from billing (the billing area bills the past months),
 * reviews with replies and bans. Every charge paid by card has its payment in the embedded ledger, so that a
 * refund or a no-show approval of demo data works. Deterministic (the seed's generator) and idempotent (fixed ids,
 * rows present are skipped). Scale: 2,000 reservations; `--scale N` (N > 1) makes 5,000 × N (`--scale 100`:
 * 500,000), written in batches so that memory stays flat.
 */
import { chargeTotal } from '@backoffice/contracts';
import type { AreaSeedWriter, SeedContext, Tx } from '@backoffice/api-server';
import {
  charges,
  hotels,
  ledgerCustomers,
  ledgerIntents,
  ledgerPaymentMethods,
  ledgerRefunds,
  reservations,
  reviews,
  rooms,
  users,
  vatgst,
} from '@backoffice/api-server/schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { chargeRefunds, customerBans } from '../bookings.schema';

/** Countries of the demo hotels: currency code, symbol, name, A$ per unit, VAT/GST %, time zone. */
export const SEED_COUNTRIES = [
  { country: 'Australia', flag: 'AU', code: 'AUD', symbol: 'A$', name: 'Australian dollar', toAud: 1, vat: 10, zone: 'Australia/Sydney' },
  { country: 'New Zealand', flag: 'NZ', code: 'NZD', symbol: 'NZ$', name: 'New Zealand dollar', toAud: 0.91, vat: 15, zone: 'Pacific/Auckland' },
  { country: 'Singapore', flag: 'SG', code: 'SGD', symbol: 'S$', name: 'Singapore dollar', toAud: 1.14, vat: 9, zone: 'Asia/Singapore' },
  { country: 'Malaysia', flag: 'MY', code: 'MYR', symbol: 'RM', name: 'Malaysian ringgit', toAud: 0.33, vat: 8, zone: 'Asia/Kuala_Lumpur' },
  { country: 'Thailand', flag: 'TH', code: 'THB', symbol: '฿', name: 'Thai baht', toAud: 0.043, vat: 7, zone: 'Asia/Bangkok' },
  { country: 'India', flag: 'IN', code: 'INR', symbol: '₹', name: 'Indian rupee', toAud: 0.018, vat: 18, zone: 'Asia/Kolkata' },
  { country: 'United Arab Emirates', flag: 'AE', code: 'AED', symbol: 'AED', name: 'UAE dirham', toAud: 0.41, vat: 5, zone: 'Asia/Dubai' },
  { country: 'United Kingdom', flag: 'GB', code: 'GBP', symbol: '£', name: 'Pound sterling', toAud: 1.93, vat: 20, zone: 'Europe/London' },
  { country: 'United States', flag: 'US', code: 'USD', symbol: 'US$', name: 'US dollar', toAud: 1.53, vat: 0, zone: 'America/New_York' },
] as const;

const FIRST = ['Olivia', 'Liam', 'Ava', 'Noah', 'Mia', 'Arjun', 'Chloe', 'Wei', 'Priya', 'Lucas', 'Sofia', 'Omar', 'Hana', 'Jack', 'Zara', 'Mateo'];
const LAST = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Tan', 'Brown', 'Khan', 'Taylor', 'Lee', 'Wilson', 'Singh', 'Martin', 'Chen', 'Kelly', 'Ahmed', 'Walker', 'Garcia', 'Murphy'];
const REVIEW_KEYS = ['Cleanliness', 'Staff', 'Comfort', 'Location'];
const REVIEW_COMMENTS = [
  'Quick check-in and a quiet room.',
  'Clean and close to the station.',
  'Perfect for a layover.',
  'The room was smaller than the photos.',
  'Friendly staff, would book again.',
];
const REPLIES = ['Thank you for staying with us!', 'We are glad the room suited your layover.', 'Thanks for the feedback, we will pass it on.'];

/** Demo reservations at scale 1, and per unit of `--scale` above it. */
export const SEED_RESERVATIONS = 2_000;
export const SEED_RESERVATIONS_PER_SCALE = 5_000;
const BATCH = 1_000;

export async function bookingsSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const { rand, uuid, now, scale } = context;
  const day = 86_400_000;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rand() * values.length)];
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const total = scale > 1 ? SEED_RESERVATIONS_PER_SCALE * scale : SEED_RESERVATIONS;
  const customerCount = Math.max(50, Math.round(total / 8));

  return async (tx: Tx) => {
    const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
    };
    await tx
      .insert(vatgst)
      .values(
        SEED_COUNTRIES.map((c) => ({
          countryname: c.country,
          countryflag: c.flag,
          currencyFor: c.code,
          shortName: c.symbol,
          currencyFullName: c.name,
          exchangeRate: Math.round((1 / c.toAud) * 1e6) / 1e6,
          vat: c.vat,
        })),
      )
      .onConflictDoNothing();

    const hotelRows = await tx
      .select({ id: hotels.id, country: hotels.country, rate: hotels.commissionRate, ownerId: hotels.ownerId })
      .from(hotels)
      .where(isNull(hotels.deletedAt))
      .orderBy(asc(hotels.createdAt), asc(hotels.id));
    const roomRows = await tx.select({ id: rooms.id, hotelId: rooms.hotelId }).from(rooms).where(isNull(rooms.deletedAt)).orderBy(asc(rooms.id));
    const roomsOf = new Map<string, string[]>();
    for (const r of roomRows) roomsOf.set(r.hotelId, [...(roomsOf.get(r.hotelId) ?? []), r.id]);
    const bookable = hotelRows.filter((h) => roomsOf.has(h.id));
    if (!bookable.length) return { countries: SEED_COUNTRIES.length, customers: 0, reservations: 0 };

    // Customers: account holders (Timeflyz) and guests.
    const customers = Array.from({ length: customerCount }, (_, i) => {
      const firstName = FIRST[i % FIRST.length];
      const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length];
      const guest = rand() < 0.3;
      return {
        id: uuid(),
        email: `${firstName}.${lastName}.${i + 1}@customers.example`.toLowerCase(),
        firstName,
        lastName,
        role: null,
        passwordHash: null,
        userType: 'APP' as const,
        provider: guest ? 'Guest' : 'Timeflyz',
        contactEmail: guest ? null : rand() < 0.1 ? `${firstName}.${i + 1}@mail.example`.toLowerCase() : null,
        mobile: `+61 4${String(between(10_000_000, 99_999_999))}`,
        createdAt: new Date(now.getTime() - between(190, 900) * day),
      };
    });
    await chunked(customers, (part) => tx.insert(users).values(part).onConflictDoNothing());
    await chunked(
      customers.map((c, i) => ({ id: `cus_seed_${String(i + 1).padStart(6, '0')}`, email: c.email, name: `${c.firstName} ${c.lastName}` })),
      (part) => tx.insert(ledgerCustomers).values(part).onConflictDoNothing(),
    );
    await chunked(
      customers.map((_, i) => ({
        id: `pm_seed_${String(i + 1).padStart(6, '0')}`,
        customerId: `cus_seed_${String(i + 1).padStart(6, '0')}`,
        token: 'pm_card_visa',
        brand: 'visa',
        last4: '4242',
      })),
      (part) => tx.insert(ledgerPaymentMethods).values(part).onConflictDoNothing(),
    );

    const counts = { reservations: 0, charges: 0, refunds: 0, noShows: 0, reviews: 0, bans: 0 };
    const countryOf = (name: string) => SEED_COUNTRIES.find((c) => c.country === name) ?? SEED_COUNTRIES[0];
    for (let done = 0; done < total; done += BATCH) {
      const resRows: (typeof reservations.$inferInsert)[] = [];
      const chargeRows: (typeof charges.$inferInsert)[] = [];
      const intentRows: (typeof ledgerIntents.$inferInsert)[] = [];
      const refundRows: (typeof ledgerRefunds.$inferInsert)[] = [];
      const reviewRows: (typeof reviews.$inferInsert)[] = [];
      // Each refunded charge's refund as the reservation page lists it (docs/areas/bookings.md, "Refunds").
      const chargeRefundRows: (typeof chargeRefunds.$inferInsert)[] = [];
      for (let k = done; k < Math.min(total, done + BATCH); k++) {
        const hotel = bookable[Math.floor(rand() * bookable.length)];
        const customerIndex = Math.floor(rand() * customers.length);
        const customer = customers[customerIndex];
        const country = countryOf(hotel.country);
        const duration = pick([3, 3, 6, 6, 12] as const);
        const start = new Date(now.getTime() + between(-182, 60) * day);
        start.setUTCHours(between(0, 23), pick([0, 15, 30, 45]), 0, 0);
        const end = new Date(start.getTime() + duration * 3_600_000);
        const past = end.getTime() < now.getTime();
        const ongoing = !past && start.getTime() <= now.getTime();
        const s = rand();
        const status = past
          ? s < 0.78 ? 'CHECKEDOUT' : s < 0.9 ? 'Cancelled' : 'No show'
          : ongoing ? 'CHECKEDIN' : s < 0.9 ? 'BOOKED' : 'Cancelled';
        const id = uuid();
        const created = new Date(Math.min(start.getTime() - between(1, 20) * 3_600_000, now.getTime() - between(0, 5) * 3_600_000));
        const coupon = rand() < 0.1;
        const payAtHotel = rand() < 0.03;
        // Billing marks come from the billing area's seed, which bills past months for real.
        const excluded = past && status !== 'Cancelled' && rand() < 0.04;
        // Money, minor units of the hotel's currency (baht and rupees run larger).
        const unit = country.toAud < 0.1 ? Math.round(0.6 / country.toAud) : 1;
        const cost = between(35, 180) * 100 * unit * (duration / 3 > 1 ? 1.5 : 1);
        const surcharge = Math.round(cost * 0.02);
        const timeflyzDiscount = coupon ? Math.round(cost * 0.1) : 0;
        const hotelDiscount = rand() < 0.08 ? Math.round(cost * 0.05) : 0;
        const totalMinor = chargeTotal({ cost, surcharge, hotelDiscount, timeflyzDiscount });
        const commission = Math.round((cost * hotel.rate) / 100);
        const noShowApproved = status === 'No show' && rand() < 0.5;
        const authorisedOnly = status === 'No show' && !noShowApproved;
        const refunded = status === 'Cancelled' && !payAtHotel && rand() < 0.6;
        const intentId = payAtHotel ? null : `pi_seed_${id.slice(0, 8)}${id.slice(9, 13)}`;
        resRows.push({
          id,
          hotelId: hotel.id,
          roomId: pick(roomsOf.get(hotel.id) as string[]),
          bookedById: customer.id,
          status,
          duration,
          reservationStart: start,
          reservationEnd: end,
          timezone: country.zone,
          amount: totalMinor,
          excluded,
          refund: refunded,
          payAtHotel,
          bookingDevice: pick(['ios', 'android', 'web', 'web']),
          couponCode: coupon ? pick(['SAVE10NW', 'LAYOVER1', 'WELCOME8']) : null,
          createdAt: created,
          updatedAt: created,
        });
        const chargeId = uuid();
        chargeRows.push({
          id: chargeId,
          reservationId: id,
          currency: country.code,
          amount: totalMinor,
          cost,
          surcharge,
          total: totalMinor,
          commission,
          commissionGst: Math.round(commission * 0.1),
          hotelDiscount,
          timeflyzDiscount,
          stripeFee: payAtHotel ? 0 : Math.round(totalMinor * 0.0175) + 30 * unit,
          captured: !authorisedOnly,
          status: payAtHotel ? 'success' : authorisedOnly ? 'requires_capture' : 'charged',
          userExchangeRate: country.toAud,
          hotelExchangeRate: country.toAud,
          userCurrencySymbol: country.symbol,
          hotelCurrencySymbol: country.symbol,
          paymentIntentId: intentId,
          refundId: refunded ? `re_seed_${id.slice(0, 8)}` : null,
          refundedAmount: refunded ? totalMinor : 0,
          refundedAt: refunded ? new Date(Math.min(start.getTime(), now.getTime())) : null,
          capturedAt: authorisedOnly ? null : created,
          createdAt: created,
          updatedAt: created,
        });
        if (intentId) {
          intentRows.push({
            id: intentId,
            customerId: `cus_seed_${String(customerIndex + 1).padStart(6, '0')}`,
            paymentMethodId: `pm_seed_${String(customerIndex + 1).padStart(6, '0')}`,
            amount: totalMinor,
            currency: country.code,
            status: authorisedOnly ? 'requires_capture' : 'succeeded',
            captured: authorisedOnly ? 0 : totalMinor,
            refunded: refunded ? totalMinor : 0,
            description: `Reservation ${id}`,
            createdAt: created,
          });
          if (refunded) {
            refundRows.push({ id: `re_seed_${id.slice(0, 8)}`, intentId, amount: totalMinor, currency: country.code, createdAt: created });
            chargeRefundRows.push({
              chargeId,
              reservationId: id,
              amount: totalMinor,
              currency: country.code,
              reason: 'Cancelled stay',
              note: null,
              refundId: `re_seed_${id.slice(0, 8)}`,
              attempt: 0,
              createdAt: new Date(Math.min(start.getTime(), now.getTime())),
            });
          }
        }
        if (status === 'No show') counts.noShows++;
        if (refunded) counts.refunds++;
        if (status === 'CHECKEDOUT' && rand() < 0.4) {
          reviewRows.push({
            id: uuid(),
            hotelId: hotel.id,
            reservationId: id,
            userId: customer.id,
            comment: pick(REVIEW_COMMENTS),
            tags: REVIEW_KEYS.map((key) => ({ key, value: between(2, 5) })),
            reply: rand() < 0.3 ? pick(REPLIES) : null,
            createdAt: new Date(end.getTime() + day),
            updatedAt: new Date(end.getTime() + day),
          });
        }
      }
      await chunked(resRows, (part) => tx.insert(reservations).values(part).onConflictDoNothing());
      await chunked(intentRows, (part) => tx.insert(ledgerIntents).values(part).onConflictDoNothing());
      await chunked(refundRows, (part) => tx.insert(ledgerRefunds).values(part).onConflictDoNothing());
      await chunked(chargeRows, (part) => tx.insert(charges).values(part).onConflictDoNothing());
      await chunked(reviewRows, (part) => tx.insert(reviews).values(part).onConflictDoNothing());
      await chunked(chargeRefundRows, (part) => tx.insert(chargeRefunds).values(part).onConflictDoNothing());
      counts.reservations += resRows.length;
      counts.charges += chargeRows.length;
      counts.reviews += reviewRows.length;
    }

    // Bans: a few customers from one property, one from its owner's linked properties, one from all.
    for (let b = 0; b < 6; b++) {
      const customer = customers[(b * 7) % customers.length];
      const hotel = bookable[(b * 5) % bookable.length];
      const existing = await tx
        .select({ id: customerBans.id })
        .from(customerBans)
        .where(and(eq(customerBans.userId, customer.id), b === 5 ? isNull(customerBans.hotelId) : eq(customerBans.hotelId, hotel.id)));
      if (existing.length) continue;
      await tx.insert(customerBans).values({ id: uuid(), userId: customer.id, hotelId: b === 5 ? null : hotel.id, createdAt: new Date(now.getTime() - b * day) });
      counts.bans++;
    }
    return { countries: SEED_COUNTRIES.length, customers: customers.length, ...counts };
  };
}
