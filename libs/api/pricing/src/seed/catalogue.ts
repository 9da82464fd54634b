/**
 * The pricing catalogue's demo data (docs/areas/pricing.md, "Demo data"): overnight percentages for the seeded
 * hotels (3 hours 40–60 %, 6 hours 55–75 %, 12 hours 70–90 % of the day rate, stored as fractions) and coupons
 * of every kind — upcoming, active and ended (by date and ended early), each `appliedTo` and each scope (chains,
 * hotels) — created by the SuperAdmin, dated from the seed's clock. The bookings seed puts the codes WELCOME8,
 * LAYOVER1 and SAVE10NW on some reservations: those coupons exist here (SAVE10NW ended, so it shows how a used
 * coupon is ended rather than deleted).
 *
 * Deterministic (the seed's generator, the same number of draws whatever the database holds) and idempotent:
 * a hotel keeps overnight percentages already set, and a coupon whose code exists is skipped. Without hotels
 * (an area's test database) it writes nothing.
 */
import { utcDay } from '@backoffice/contracts';
import { rowsOf, type SeedContext, type Tx } from '@backoffice/api-server';
import { commissions, hotels, users } from '@backoffice/api-server/schema';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { coupons } from '../pricing.schema';

type CouponSeed = Pick<typeof coupons.$inferInsert, 'code' | 'value' | 'appliedTo' | 'scope'> & {
  /** Days from the seed's day. */
  start: number;
  end: number;
  /** Ended early this many days ago. */
  endedDaysAgo?: number;
};

/** The demo coupons: codes are 8 letters or digits. */
export const SEED_COUPONS: readonly CouponSeed[] = [
  { code: 'WELCOME8', value: 10, appliedTo: 'total', scope: 'all', start: -200, end: 120 },
  { code: 'LAYOVER1', value: 10, appliedTo: 'timeflyz', scope: 'all', start: -200, end: 30 },
  { code: 'SAVE10NW', value: 10, appliedTo: 'hotel', scope: 'all', start: -200, end: 30, endedDaysAgo: 3 },
  { code: 'HOTELS15', value: 15, appliedTo: 'hotel', scope: 'hotel', start: -10, end: 20 },
  { code: 'FLASH30X', value: 30, appliedTo: 'total', scope: 'chain', start: -2, end: 5 },
  { code: 'SUMMER20', value: 20, appliedTo: 'total', scope: 'hotel', start: -80, end: -20 },
  { code: 'CHAINS25', value: 25, appliedTo: 'hotel', scope: 'chain', start: 7, end: 37 },
  { code: 'CITYNITE', value: 12.5, appliedTo: 'timeflyz', scope: 'all', start: 14, end: 60 },
];

const DAY = 86_400_000;

/** Overnight ranges in whole percent: [min, max] of 3, 6 and 12 hours. */
const OVERNIGHT = { three: [40, 60], six: [55, 75], twelve: [70, 90] } as const;

/**
 * Writes the catalogue in the seed's transaction.
 * @returns `{ overnight, coupons }`: hotels given percentages and coupons inserted by this run.
 */
export async function seedCatalogue(tx: Tx, context: SeedContext): Promise<Record<string, number>> {
  const { rand, uuid, now } = context;
  const hotelRows = await tx
    .select({ id: hotels.id, commissionId: hotels.commissionId })
    .from(hotels)
    .where(isNull(hotels.deletedAt))
    .orderBy(asc(hotels.createdAt), asc(hotels.id));
  if (!hotelRows.length) return { overnight: 0, coupons: 0 };

  // Overnight percentages: drawn for every hotel, written only where none is set yet.
  const percent = ([min, max]: readonly [number, number]) => (min + Math.floor(rand() * (max - min + 1))) / 100;
  // A longer stay never costs a smaller share of the day rate: the three draws are put in order.
  const values = hotelRows.map((h) => {
    const [three, six, twelve] = [percent(OVERNIGHT.three), percent(OVERNIGHT.six), percent(OVERNIGHT.twelve)].sort((a, b) => a - b);
    return sql`(${h.id}::uuid, ${three}::numeric, ${six}::numeric, ${twelve}::numeric)`;
  });
  let overnight = 0;
  for (let i = 0; i < values.length; i += 500) {
    const updated = await tx.execute(sql`
      update hotels h
         set overnight_three = v.three, overnight_six = v.six, overnight_twelve = v.twelve
        from (values ${sql.join(values.slice(i, i + 500), sql`, `)}) as v(id, three, six, twelve)
       where h.id = v.id and h.overnight_three = 0 and h.overnight_six = 0 and h.overnight_twelve = 0
      returning h.id`);
    overnight += rowsOf(updated).length;
  }

  // Coupons: scopes drawn from chains that have hotels, and from the hotels.
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'SuperAdmin')).orderBy(asc(users.createdAt)).limit(1);
  const chainIds = (await tx.select({ id: commissions.id }).from(commissions).orderBy(asc(commissions.clientTypeName)))
    .map((c) => c.id)
    .filter((id) => hotelRows.some((h) => h.commissionId === id));
  const drawn = <T>(pool: readonly T[], count: number): T[] => {
    const left = [...pool];
    const out: T[] = [];
    for (let k = 0; k < count; k++) {
      const i = Math.floor(rand() * left.length);
      if (left.length) out.push(...left.splice(i, 1));
    }
    return out;
  };
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`).getTime();
  const rows = SEED_COUPONS.map((c) => {
    const id = uuid();
    const scopeChain = c.scope === 'chain' ? drawn(chainIds, 1 + Math.floor(rand() * 2)) : [];
    const scopeHotel = c.scope === 'hotel' ? drawn(hotelRows.map((h) => h.id), 2 + Math.floor(rand() * 2)) : [];
    const createdAt = new Date(Math.min(now.getTime() - DAY, today + (c.start - 5) * DAY) + Math.floor(rand() * 8) * 3_600_000);
    return {
      id,
      code: c.code,
      value: c.value,
      appliedTo: c.appliedTo,
      scope: c.scope,
      startDate: utcDay(new Date(today + c.start * DAY)),
      endDate: utcDay(new Date(today + c.end * DAY)),
      endedAt: c.endedDaysAgo === undefined ? null : new Date(now.getTime() - c.endedDaysAgo * DAY),
      scopeChain,
      scopeHotel,
      createdBy: admin?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  }).filter((r) => (r.scope !== 'chain' || r.scopeChain.length) && (r.scope !== 'hotel' || r.scopeHotel.length));
  const inserted = rows.length ? await tx.insert(coupons).values(rows).onConflictDoNothing().returning({ id: coupons.id }) : [];
  return { overnight, coupons: inserted.length };
}
