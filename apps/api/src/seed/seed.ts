/**
 * The seed composition: the shared demo data (libs/api/server/src/seed/seed.ts) and every area's part, in the
 * route registry's order (areas.ts). The CLI (cli.ts), `npm start` (app.ts) and the tests use it.
 */
import {
  DEMO_ACCOUNTS,
  DEMO_DEPARTMENTS,
  seed as seedAreas,
  seedIfEmpty as seedAreasIfEmpty,
  type Db,
  type SeedOptions,
  type SeedResult,
} from '@backoffice/api-server';
import { API_AREAS } from '../areas';

export { DEMO_ACCOUNTS, DEMO_DEPARTMENTS, type SeedOptions, type SeedResult };

/** Inserts every area's demo data into an empty database, in one transaction. */
export const seed = (db: Db, options: SeedOptions): Promise<SeedResult> => seedAreas(db, options, API_AREAS);

/** Seeds when the database has no users. @returns what was inserted, or null when it was not empty. */
export const seedIfEmpty = (db: Db, options: SeedOptions): Promise<SeedResult | null> =>
  seedAreasIfEmpty(db, options, API_AREAS);
