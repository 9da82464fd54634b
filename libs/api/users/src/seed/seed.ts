import type { AreaSeedWriter, SeedContext } from '@backoffice/api-server';

// STUB: replaced by the users area's demo data.
export async function usersSeed(_context: SeedContext): Promise<AreaSeedWriter> {
  return async () => ({});
}
