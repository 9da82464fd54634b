/**
 * The chains area's demo data (docs/areas/chains.md, "Demo data"): six chains and Other with their rates (the
 * hotels seed names four and puts hotels in them), a Revenue Manager per chain, Hotel Managers with two or three hotels of their chain, and
 * 40 Expedia error reports. Deterministic (the seed's generator) and idempotent (a database with managers is left).
 */
import { OTHER_CHAIN_NAME, commissionUrlOf } from '@backoffice/contracts';
import { areaSettings, type AreaSeedWriter, type SeedContext, type Tx } from '@backoffice/api-server';
import { commissions, hotels, users } from '@backoffice/api-server/schema';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { expediaReports, managerChains, managerHotels } from '../chains.schema';
import { chainsConfig } from '../config';

/** Chains of this seed, besides the hotels seed's (they have no hotels yet: their Revenue Managers wait for them). */
const EXTRA_CHAINS = ['Coastal Retreats', 'Metro Suites'];

/** Rates excluding GST by chain position (percent); GST is 10 % of it. */
const RATES = [12, 15, 10, 18, 14.5, 16, 13];
const FIRST = ['Mia', 'Noah', 'Priya', 'Lucas', 'Hana', 'Omar', 'Zara', 'Wei', 'Chloe', 'Arjun', 'Sofia', 'Jack'];
const LAST = ['Tan', 'Walker', 'Nguyen', 'Patel', 'Kelly', 'Singh', 'Brown', 'Chen', 'Murphy', 'Harris'];

export async function chainsSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const { rand, uuid, now } = context;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  return async (tx: Tx): Promise<Record<string, number>> => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(managerChains);
    if (Number(n) > 0) return {};
    // The demo chains' addresses on the configured COMMISSION_URL_BASE (the slice's default when seeded without one).
    const base = areaSettings(context.config, chainsConfig).commissionUrlBase;
    // Other comes with the migrations and four chains with the hotels seed; two more make six besides Other.
    await tx.insert(commissions).values([OTHER_CHAIN_NAME, ...EXTRA_CHAINS].map((clientTypeName) => ({ clientTypeName }))).onConflictDoNothing();
    const chains = await tx.select().from(commissions).orderBy(asc(commissions.clientTypeName));
    for (const [i, c] of chains.entries()) {
      const excl = RATES[i % RATES.length];
      const gst = Math.round(excl * 10) / 100;
      await tx
        .update(commissions)
        .set({ commissionRateNotGst: excl, commissionRateGst: gst, commissionRate: Math.round((excl + gst) * 100) / 100, commissionUrl: commissionUrlOf(base, c.clientTypeName) })
        .where(eq(commissions.id, c.id));
    }
    let managers = 0;
    const named = chains.filter((c) => c.clientTypeName !== OTHER_CHAIN_NAME);
    for (const [i, c] of named.entries()) {
      const ofChain = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.commissionId, c.id)).orderBy(asc(hotels.name));
      const people: { level: 'GROUPMANAGER' | 'REGIONALMANAGER'; hotels: string[] }[] = [{ level: 'GROUPMANAGER', hotels: [] }];
      if (ofChain.length >= 2) people.push({ level: 'REGIONALMANAGER', hotels: ofChain.slice(0, Math.min(3, ofChain.length)).map((h) => h.id) });
      for (const [j, p] of people.entries()) {
        const first = FIRST[(i * 2 + j) % FIRST.length];
        const last = LAST[(i + j * 3) % LAST.length];
        const id = uuid();
        await tx.insert(users).values({
          id,
          email: `${first}.${last}.${p.level === 'GROUPMANAGER' ? 'revenue' : 'hotels'}${i + 1}@chains.demo`.toLowerCase(),
          firstName: first,
          lastName: last,
          mobile: `+61 4${String(10_000_000 + Math.floor(rand() * 89_999_999)).slice(0, 8)}`,
          userType: 'EMPLOYEE',
          accessLevel: p.level,
        });
        await tx.insert(managerChains).values({ userId: id, commissionId: c.id });
        if (p.hotels.length) await tx.insert(managerHotels).values(p.hotels.map((hotelId) => ({ userId: id, hotelId })));
        managers += 1;
      }
    }
    const hotelNames = (await tx.select({ name: hotels.name, id: hotels.id }).from(hotels).where(inArray(hotels.commissionId, named.map((c) => c.id)))).map((h) => h.name);
    const reports = Array.from({ length: 40 }, (_, k) => {
      const first = pick(FIRST);
      const last = pick(LAST);
      const slug = (hotelNames.length ? pick(hotelNames) : `hotel ${k}`).toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return {
        id: uuid(),
        fullName: `${first} ${last}`,
        email: `${first}.${last}${k}@customers.demo`.toLowerCase(),
        contactNo: `+61 4${String(10_000_000 + Math.floor(rand() * 89_999_999)).slice(0, 8)}`,
        url: `https://www.expedia.com.au/${slug}.h${100_000 + k * 7919}.Hotel-Information`,
        status: rand() < 0.35 ? ('SOLVED' as const) : ('ERROR' as const),
        createdAt: new Date(now.getTime() - Math.floor(rand() * 90) * 86_400_000 - Math.floor(rand() * 86_400_000)),
      };
    });
    await tx.insert(expediaReports).values(reports);
    return { chains: chains.length, managers, expediaReports: reports.length };
  };
}
