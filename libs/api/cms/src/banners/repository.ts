/**
 * The homepage banner set's data layer (docs/areas/cms.md), decorated as `app.banners`: its SQL (one row,
 * `singleton` = 1) and its three photo lists. The routes (routes.ts) check the form and answer.
 */
import type { BannerImageType } from '@backoffice/contracts';
import { audit, changedFields, repositoryPlugin, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { and, eq, sql } from 'drizzle-orm';
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

/** The row key of a photo list. */
type PhotoKey = (typeof COLUMNS)[BannerImageType]['key'];

export class BannerRepository {
  constructor(private readonly db: Db) {}

  /** The set, or undefined before the first save. */
  async get(): Promise<SetRow | undefined> {
    const [row] = await this.db.select().from(bannerSets).limit(1);
    return row;
  }

  /** Creates the set or changes it (the one row) and records `banner_set.update` (the changed texts and links), in one transaction. */
  save(values: SetValues, actor: Actor): Promise<SetRow> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(bannerSets).where(eq(bannerSets.singleton, 1)).for('update');
      const [row] = await tx
        .insert(bannerSets)
        .values({ singleton: 1, ...values })
        .onConflictDoUpdate({ target: bannerSets.singleton, set: { ...values, updatedAt: new Date() } })
        .returning();
      await audit(tx, actor, {
        action: 'banner_set.update',
        entityType: 'banner_set',
        entityId: row.id,
        ...changedFields(old ? wireTexts(old) : {}, wireTexts(row)),
      });
      return row;
    });
  }

  /**
   * Appends a stored media name to a list (once) and records `banner_set.photo_add` (the list before and after),
   * in one transaction. @returns the set, or undefined when the id is not the set's.
   */
  appendPhoto(id: string, list: BannerImageType, name: string, actor: Actor): Promise<SetRow | undefined> {
    const { column, key } = COLUMNS[list];
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(bannerSets).where(eq(bannerSets.id, id)).for('update');
      if (!old) return undefined;
      const [updated] = await tx
        .update(bannerSets)
        .set({
          [key]: sql`case when ${name}::text = any(${column}) then ${column} else array_append(${column}, ${name}::text) end`,
          updatedAt: new Date(),
        })
        .where(eq(bannerSets.id, id))
        .returning();
      await auditPhotoList(tx, actor, 'banner_set.photo_add', key, old, updated);
      return updated;
    });
  }

  /**
   * Removes a stored media name from a list and records `banner_set.photo_remove` (the list before and after), in
   * one transaction.
   * @returns `removed`, `no-photo` (the set exists without that photo in the list) or `not-found`.
   */
  removePhoto(id: string, list: BannerImageType, name: string | null, actor: Actor): Promise<'removed' | 'no-photo' | 'not-found'> {
    const { column, key } = COLUMNS[list];
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(bannerSets).where(eq(bannerSets.id, id)).for('update');
      if (!old) return 'not-found';
      const [row] = name
        ? await tx
            .update(bannerSets)
            .set({ [key]: sql`array_remove(${column}, ${name}::text)`, updatedAt: new Date() })
            .where(and(eq(bannerSets.id, id), sql`${name}::text = any(${column})`))
            .returning()
        : [];
      if (!row) return 'no-photo';
      await auditPhotoList(tx, actor, 'banner_set.photo_remove', key, old, row);
      return 'removed';
    });
  }
}

/**
 * The set's texts and links under their wire names (`horizontalTtile` is the wire's spelling): the trail's fields
 * and the wire's (routes.ts; docs/areas/cms.md, "Calls").
 */
export const wireTexts = (r: SetRow) => ({
  horizontalTtile: r.horizontalTitle,
  verticalTtile: r.verticalTitle,
  squareTtile: r.squareTitle,
  horizontalDescription: r.horizontalDescription,
  verticalDescription: r.verticalDescription,
  squareDescription: r.squareDescription,
  linkHor: r.linkHor,
  linkVer: r.linkVer,
  linkSqr: r.linkSqr,
});

/** Records a change of one photo list (`action`) of the set: the list before and after, under its column's key. */
const auditPhotoList = (tx: Tx, actor: Actor, action: string, key: PhotoKey, old: SetRow, row: SetRow) =>
  audit(tx, actor, { action, entityType: 'banner_set', entityId: old.id, before: { [key]: old[key] }, after: { [key]: row[key] } });

declare module 'fastify' {
  interface FastifyInstance {
    /** The banner set's data layer (cms area only). */
    banners: BannerRepository;
  }
}

export default repositoryPlugin('banners', 'cms-banner-repository', (db) => new BannerRepository(db));
