/** Placeholder: the hotels area's demo data (docs/areas/hotels.md, "Demo data"). */
import type { AreaSeedWriter, SeedContext } from '@backoffice/api-server';

export async function hotelsSeed(_context: SeedContext): Promise<AreaSeedWriter> {
  return async () => ({});
}
