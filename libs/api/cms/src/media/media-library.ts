/**
 * The website content's stored media and their references (docs/areas/cms.md): banner sets and content blocks.
 */
import { type Db, type FileStorage, type ImageKind, type KeyedLock, KeyedMutex, MEDIA_NAME, mediaName } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';
import { bannerSets, cmsBlocks } from '../cms.schema';

/**
 * Stored media and their references (banner sets and content blocks). Storing a file and writing the record
 * that refers to it run under one lock per name, and so does "is it still referenced? then delete", so that a
 * concurrent upload of the same bytes never loses its file. The lock is the app's (`app.locks`): with REDIS_URL it
 * holds across every API instance (docs/api-database.md, "Several instances"), else in this process.
 */
export class MediaLibrary {
  constructor(
    private readonly storage: FileStorage,
    private readonly db: Db,
    /** Finds the bytes of a media name the storage lacks (the seed's generated images), or null. */
    private readonly fallback: (name: string) => Promise<Buffer | null> = async () => null,
    /** One lock per media name; in this process only by default. */
    private readonly locks: KeyedLock = new KeyedMutex(),
  ) {}

  /**
   * Stores re-encoded bytes and runs `write` (the database change referring to the name) under the name's
   * lock. When `write` fails, the file is deleted again unless something else already refers to it.
   * @returns what `write` returned.
   */
  async attach<T>(
    image: { bytes: Buffer; kind: ImageKind },
    write: (name: string) => Promise<T>,
  ): Promise<T> {
    const name = mediaName(image.bytes, image.kind);
    return this.locks.run(name, async () => {
      const existed = await this.storage.has(name);
      await this.storage.put(name, image.bytes);
      try {
        return await write(name);
      } catch (e) {
        if (!existed && !(await this.isReferenced(name))) await this.storage.delete(name);
        throw e;
      }
    });
  }

  /** Deletes each stored file no banner set or content block refers to any more (call after the DB change). */
  async release(names: Iterable<string>): Promise<void> {
    for (const name of new Set(names)) {
      if (!MEDIA_NAME.test(name)) continue;
      await this.locks.run(name, async () => {
        if (!(await this.isReferenced(name))) await this.storage.delete(name);
      });
    }
  }

  /** Whether a banner set or a content block refers to the name. */
  async isReferenced(name: string): Promise<boolean> {
    const inBlocks = await this.db
      .select({ id: cmsBlocks.id })
      .from(cmsBlocks)
      .where(sql`${name}::text = any(${cmsBlocks.photos})`)
      .limit(1);
    if (inBlocks.length) return true;
    const inSets = await this.db
      .select({ id: bannerSets.id })
      .from(bannerSets)
      .where(
        sql`${name}::text = any(${bannerSets.photosHor}) or ${name}::text = any(${bannerSets.photosVer}) or ${name}::text = any(${bannerSets.photosSqr})`,
      )
      .limit(1);
    return inSets.length > 0;
  }

  /**
   * The bytes of a stored media name, or null. A referenced name the storage lacks is looked up in the
   * fallback (the seed's generated images) and stored again.
   */
  async read(name: string): Promise<Buffer | null> {
    if (!MEDIA_NAME.test(name)) return null;
    const bytes = await this.storage.read(name);
    if (bytes) return bytes;
    const generated = await this.fallback(name);
    if (!generated || !(await this.isReferenced(name))) return null;
    await this.locks.run(name, () => this.storage.put(name, generated));
    return generated;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Content and banner images (decorated by the cms area plugin, libs/api/cms/src/index.ts). */
    media: MediaLibrary;
  }
}
