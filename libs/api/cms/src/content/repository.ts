/**
 * The content blocks' data layer (docs/areas/cms.md), decorated as `app.content`: the blocks' SQL and row
 * shape. The routes (routes.ts) check the caller and the form and answer; they run no SQL themselves.
 */
import type { Db, Tx } from '@backoffice/api-server';
import { and, asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
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
   * Changes a block's title and description and appends `photo` to its photos (once).
   * @param db a transaction to join, or the database.
   * @returns the updated block, or undefined when it is gone.
   */
  async update(id: string, changes: BlockChanges, photo: string | null, db: Db | Tx = this.db): Promise<BlockRow | undefined> {
    const [row] = await db
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
    return row;
  }

  /**
   * Removes a stored photo from a block.
   * @returns `removed`, `no-photo` (the block exists without that photo) or `not-found`.
   */
  async removePhoto(id: string, name: string | null, db: Db | Tx = this.db): Promise<'removed' | 'no-photo' | 'not-found'> {
    const [row] = name
      ? await db
          .update(cmsBlocks)
          .set({ photos: sql`array_remove(${cmsBlocks.photos}, ${name}::text)`, updatedAt: new Date() })
          .where(and(eq(cmsBlocks.id, id), sql`${name}::text = any(${cmsBlocks.photos})`))
          .returning({ id: cmsBlocks.id })
      : [];
    if (row && name) return 'removed';
    const [exists] = await db.select({ id: cmsBlocks.id }).from(cmsBlocks).where(eq(cmsBlocks.id, id));
    return exists ? 'no-photo' : 'not-found';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The content blocks' data layer (cms area only). */
    content: ContentRepository;
  }
}

export default fp(
  async function contentRepository(app) {
    app.decorate('content', new ContentRepository(app.db));
  },
  { name: 'cms-content-repository', dependencies: ['db'] },
);
