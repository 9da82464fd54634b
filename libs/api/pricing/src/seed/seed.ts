/**
 * The pricing area's demo data (docs/areas/pricing.md, "Demo data"), seeded after hotels, bookings and chains:
 * overnight percentages and coupons of each kind (`catalogue.ts`), a year of exchange rate history with the
 * countries' versions, and 90 days of logs and availability snapshots (`history.ts`). Deterministic (the seed's
 * generator and clock) and idempotent (rows present are skipped).
 */
import type { AreaSeedWriter, SeedContext, Tx } from '@backoffice/api-server';
import { seedCatalogue } from './catalogue';
import { seedHistory } from './history';

export async function pricingSeed(context: SeedContext): Promise<AreaSeedWriter> {
  return async (tx: Tx) => ({ ...(await seedCatalogue(tx, context)), ...(await seedHistory(tx, context)) });
}
