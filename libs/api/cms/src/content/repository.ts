/**
 * The content blocks' data layer (docs/areas/cms.md), decorated as `app.content`: the blocks' SQL and row
 * shape. The routes (routes.ts) check the caller and the form and answer; they run no SQL themselves.
 */
import { audit, changedFields, repositoryPlugin, type Actor, type Db } from '@backoffice/api-server';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cmsBlocks } from '../cms.schema';

export type BlockRow = typeof cmsBlocks.$inferSelect;

/** What an update may change on a block (the photo is appended separately). */
export type BlockChanges = Partial<Pick<BlockRow, 'title' | 'description'>>;

export class ContentRepository {
  constructor(private readonly db: Db) {}

  /** A tag's blocks, by position. */
  listByTag(tag: string): Promise<BlockRow[]> {
    return this.db.select().from(cmsBlocks).where(eq(cmsBlocks.tag, tag)).orderBy(asc(cmsBlocks.position));
  }

  /** A block by id (a well-formed uuid), or undefined. */
  async findById(id: string): Promise<BlockRow | undefined> {
    const [row] = await this.db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id));
    return row;
  }

  /**
   * Changes a block's title and description and appends `photo` to its photos (once), and records
   * `cms_block.update` (the changed fields among title, description and photos), in one transaction.
   * @returns the updated block, or undefined when it is gone.
   */
  update(id: string, changes: BlockChanges, photo: string | null, actor: Actor): Promise<BlockRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(cmsBlocks).where(eq(cmsBlocks.id, id)).for('update');
      if (!old) return undefined;
      const [row] = await tx
        .update(cmsBlocks)
        .set({
          ...changes,
          ...(photo
            ? {
                photos: sql`case when ${photo}::text = any(${cmsBlocks.photos}) then ${cmsBlocks.photos} else array_append(${cmsBlocks.photos}, ${photo}::text) end`,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(cmsBlocks.id, id))
        .returning();
      await audit(tx, actor, {
        action: 'cms_block.update',
        entityType: 'cms_block',
        entityId: id,
        ...changedFields(auditedFields(old), auditedFields(row)),
      });
      return row;
    });
  }

  /**
   * Removes a stored photo from a block and records `cms_block.photo_remove` (the photos before and after), in
   * one transaction.
   * @returns `removed`, `no-photo` (the block exists without that photo) or `not-found`.
   */
  removePhoto(id: string, name: string | null, actor: Actor): Promise<'removed' | 'no-photo' | 'not-found'> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(cmsBlocks).where(eq(cmsBlocks.id, id)).for('update');
      if (!old) return 'not-found';
      const [row] = name
        ? await tx
            .update(cmsBlocks)
            .set({ photos: sql`array_remove(${cmsBlocks.photos}, ${name}::text)`, updatedAt: new Date() })
            .where(and(eq(cmsBlocks.id, id), sql`${name}::text = any(${cmsBlocks.photos})`))
            .returning()
        : [];
      if (!row) return 'no-photo';
      await audit(tx, actor, {
        action: 'cms_block.photo_remove',
        entityType: 'cms_block',
        entityId: id,
        before: { photos: old.photos },
        after: { photos: row.photos },
      });
      return 'removed';
    });
  }
}

/** The fields of a block the trail compares, under their wire names (photos as stored media names). */
const auditedFields = (r: BlockRow) => ({ title: r.title, description: r.description, photos: r.photos });

declare module 'fastify' {
  interface FastifyInstance {
    /** The content blocks' data layer (cms area only). */
    content: ContentRepository;
  }
}

export default repositoryPlugin('content', 'cms-content-repository', (db) => new ContentRepository(db));
