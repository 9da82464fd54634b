/**
 * Where uploaded images go (DECISIONS.md, outside services: a local uploads folder by default).
 * Files get random names; the wire shows them as `/api/uploads/<name>`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type ImageKind = 'jpg' | 'png';

export interface FileStorage {
  /** Stores the bytes. @returns the file's name (what the wire address ends with). */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** The bytes of a stored file, or null. */
  read(name: string): Promise<Buffer | null>;
}

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
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
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
