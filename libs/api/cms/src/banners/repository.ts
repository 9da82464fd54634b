/**
 * The homepage banner set's data layer (docs/areas/cms.md), decorated as `app.banners`: its SQL (one row,
 * `singleton` = 1) and its three photo lists. The routes (routes.ts) check the form and answer.
 */
import type { BannerImageType } from '@backoffice/contracts';
import type { Db, Tx } from '@backoffice/api-server';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { bannerSets } from '../cms.schema';

export type SetRow = typeof bannerSets.$inferSelect;

/** The texts and links of the set (any subset). */
export type SetValues = Partial<
  Pick<
    typeof bannerSets.$inferInsert,
    | 'horizontalTitle'
    | 'verticalTitle'
    | 'squareTitle'
    | 'horizontalDescription'
    | 'verticalDescription'
    | 'squareDescription'
    | 'linkHor'
    | 'linkVer'
    | 'linkSqr'
  >
>;

/** The photo column of each list. */
const COLUMNS = {
  Hor: { column: bannerSets.photosHor, key: 'photosHor' },
  Ver: { column: bannerSets.photosVer, key: 'photosVer' },
  Sqr: { column: bannerSets.photosSqr, key: 'photosSqr' },
} as const;

export class BannerRepository {
  constructor(private readonly db: Db) {}

  /** The set, or undefined before the first save. */
  async get(): Promise<SetRow | undefined> {
    const [row] = await this.db.select().from(bannerSets).limit(1);
    return row;
  }

  /** Creates the set or changes it (the one row). */
  async save(values: SetValues, db: Db | Tx = this.db): Promise<SetRow> {
    const [row] = await db
      .insert(bannerSets)
      .values({ singleton: 1, ...values })
      .onConflictDoUpdate({ target: bannerSets.singleton, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row;
  }

  /** Appends a stored media name to a list (once). @returns the set, or undefined when the id is not the set's. */
  async appendPhoto(id: string, list: BannerImageType, name: string, db: Db | Tx = this.db): Promise<SetRow | undefined> {
    const { column, key } = COLUMNS[list];
    const [updated] = await db
      .update(bannerSets)
      .set({
        [key]: sql`case when ${name}::text = any(${column}) then ${column} else array_append(${column}, ${name}::text) end`,
        updatedAt: new Date(),
      })
      .where(eq(bannerSets.id, id))
      .returning();
    return updated;
  }

  /**
   * Removes a stored media name from a list.
   * @returns `removed`, `no-photo` (the set exists without that photo in the list) or `not-found`.
   */
  async removePhoto(
    id: string,
    list: BannerImageType,
    name: string | null,
    db: Db | Tx = this.db,
  ): Promise<'removed' | 'no-photo' | 'not-found'> {
    const { column, key } = COLUMNS[list];
    const [row] = name
      ? await db
          .update(bannerSets)
          .set({ [key]: sql`array_remove(${column}, ${name}::text)`, updatedAt: new Date() })
          .where(and(eq(bannerSets.id, id), sql`${name}::text = any(${column})`))
          .returning({ id: bannerSets.id })
      : [];
    if (row && name) return 'removed';
    const [exists] = await db.select({ id: bannerSets.id }).from(bannerSets).where(eq(bannerSets.id, id));
    return exists ? 'no-photo' : 'not-found';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The banner set's data layer (cms area only). */
    banners: BannerRepository;
  }
}

export default fp(
  async function bannerRepository(app) {
    app.decorate('banners', new BannerRepository(app.db));
  },
  { name: 'cms-banner-repository', dependencies: ['db'] },
);
