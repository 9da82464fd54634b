/**
 * Where uploaded images go (DECISIONS.md, outside services: a local uploads folder by default, S3-compatible
 * storage when configured). Ticket images get random names (the wire shows `/api/uploads/<name>`); content and
 * banner images are stored under their SHA-256 (`put`, the wire shows `/api/media/<name>`, services/images.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type ImageKind = 'jpg' | 'png';

export interface FileStorage {
  /** Stores the bytes. @returns the file's name (what the wire address ends with). */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** The bytes of a stored file, or null. */
  read(name: string): Promise<Buffer | null>;
  /**
   * Stores the bytes under a given name (a content-addressed {@link MEDIA_NAME}); a file already stored under
   * that name is kept (same name, same bytes). Atomic: a reader never sees half a file.
   */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Whether a file is stored under that name. */
  has(name: string): Promise<boolean>;
  /** Deletes a stored file; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}

/** A content-addressed file name: the SHA-256 of the bytes (hex) and the image kind. */
export const MEDIA_NAME = /^[0-9a-f]{64}\.(jpg|png)$/;

/** The content-addressed name of stored bytes: `<sha256 hex>.<jpg|png>`. */
export const mediaName = (bytes: Buffer, kind: ImageKind) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;

/** True for a name this storage may hold (a ticket upload's uuid name or a media name). */
export const isStorableName = (name: string) => STORED_NAME.test(name) || MEDIA_NAME.test(name);

/** A stored file name: a uuid and the image kind. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** The public address of a stored file. */
export const uploadUrl = (name: string | null) => (name ? `/api/uploads/${name}` : null);

/** Files in a local folder (UPLOADS_DIR, `.data/uploads` by default). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.${kind}`;
    await writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!isStorableName(name)) return null;
    try {
      return await readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    if (!isStorableName(name)) throw new Error(`not a storable name: ${name}`);
    if (await this.has(name)) return;
    await mkdir(this.dir, { recursive: true });
    const tmp = path.join(this.dir, `.${name}.${randomUUID()}.tmp`);
    await writeFile(tmp, bytes, { flag: 'wx' });
    try {
      await rename(tmp, path.join(this.dir, name));
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async has(name: string): Promise<boolean> {
    if (!isStorableName(name)) return false;
    try {
      return (await stat(path.join(this.dir, name))).isFile();
    } catch {
      return false;
    }
  }

  async delete(name: string): Promise<void> {
    if (!isStorableName(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }
}

/**
 * The image kind by the file's first bytes (JPEG: FF D8 FF; PNG: the 8-byte signature), whatever its name
 * or declared type says. @returns null for anything else.
 */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}
