/**
 * Where uploaded images go (docs/api-database.md, "Environment": a local uploads folder by default,
 * S3-compatible storage when configured). Ticket images get random names (the wire shows
 * `/api/uploads/<name>`); content and banner images are stored under their SHA-256 (`put`, the wire shows
 * `/api/media/<name>`, services/images.ts).
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
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

/**
 * The key of an e-mail attachment (docs/api-database.md, "Mail"): `mail/<outbox id>/<index>-<safe file name>`.
 * Never served by the public upload addresses: only the SuperAdmin's outbox calls read it.
 */
export const MAIL_KEY = /^mail\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{1,3}-[A-Za-z0-9._-]{1,100}$/;

/**
 * The storage key of an e-mail's attachment ({@link MAIL_KEY}): the file name keeps letters, digits, `.`, `_`
 * and `-` (anything else becomes `_`, at most 100 characters; `file` when nothing is left).
 * @param outboxId the message's uuid. @param index the attachment's position (0-based).
 */
export function mailKey(outboxId: string, index: number, filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-100) || 'file';
  return `mail/${outboxId}/${index}-${safe}`;
}

/** True for a name this storage may hold (a ticket upload's uuid name, a media name, a document name or a mail attachment key). */
export const isStorableName = (name: string) =>
  STORED_NAME.test(name) || MEDIA_NAME.test(name) || DOCUMENT_NAME.test(name) || MAIL_KEY.test(name);

/** A stored file name: a uuid and the image kind. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** A stored document's name: a uuid and `.pdf` (invoices and statements; served only by their area's routes). */
export const DOCUMENT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

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
    // A mail key has folders (`mail/<id>/`); the temporary file sits beside its final place.
    const folder = path.dirname(path.join(this.dir, name));
    await mkdir(folder, { recursive: true });
    const tmp = path.join(folder, `.${path.basename(name)}.${randomUUID()}.tmp`);
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

// ---------------------------------------------------------------------------------------------------------
// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, …): STORAGE_PROVIDER=s3
// (docs/api-database.md, "Environment")
// ---------------------------------------------------------------------------------------------------------

export interface S3StorageOptions {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://localhost:9000` (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. `backoffice/`. */
  prefix?: string;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
  /** The clock (tests). */
  now?: () => Date;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as Signature Version 4 wants it. */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signs a request with AWS Signature Version 4 (service `s3`, no query string).
 * @param headers the headers to sign, lower-case names; must include `host`, `x-amz-date` and
 * `x-amz-content-sha256` (the hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`).
 * @returns the `Authorization` header value.
 */
export function signS3Request(input: {
  method: string;
  /** The encoded path, e.g. `/bucket/key.jpg`. */
  path: string;
  headers: Record<string, string>;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const names = Object.keys(input.headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((h) => `${h}:${lower[h].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const amzDate = lower['x-amz-date'];
  const day = amzDate.slice(0, 8);
  const canonicalRequest = [input.method, input.path, '', canonicalHeaders, signedHeaders, lower['x-amz-content-sha256']].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Files in an S3-compatible bucket (path-style requests signed with Signature Version 4). */
export class S3FileStorage implements FileStorage {
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;
  private readonly base: URL;

  constructor(private readonly options: S3StorageOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
    this.base = new URL(options.endpoint);
  }

  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    const name = `${randomUUID()}.${kind}`;
    await this.request('PUT', name, bytes, kind === 'png' ? 'image/png' : 'image/jpeg');
    return name;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!isStorableName(name)) return null;
    const res = await this.request('GET', name);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${name}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    if (!isStorableName(name)) throw new Error(`not a storable name: ${name}`);
    if (await this.has(name)) return;
    const contentType = name.endsWith('.png') ? 'image/png' : name.endsWith('.jpg') ? 'image/jpeg' : 'application/octet-stream';
    const res = await this.request('PUT', name, bytes, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${name}: ${res.status}`);
  }

  async has(name: string): Promise<boolean> {
    if (!isStorableName(name)) return false;
    const res = await this.request('HEAD', name);
    if (res.status === 404) return false;
    if (!res.ok) throw new Error(`S3 HEAD ${name}: ${res.status}`);
    return true;
  }

  async delete(name: string): Promise<void> {
    if (!isStorableName(name)) return;
    const res = await this.request('DELETE', name);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${name}: ${res.status}`);
  }

  private async request(method: string, name: string, body?: Buffer, contentType?: string): Promise<Response> {
    const { bucket, prefix = '' } = this.options;
    const basePath = this.base.pathname.replace(/\/+$/, '');
    const key = `${prefix}${name}`.split('/').map(encodeSegment).join('/');
    const path = `${basePath}/${encodeSegment(bucket)}/${key}`;
    const amzDate = this.now().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const headers: Record<string, string> = {
      host: this.base.host,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': sha256Hex(body ?? ''),
    };
    if (body && contentType) headers['content-type'] = contentType;
    const authorization = signS3Request({ method, path, headers, ...this.options });
    // fetch sets Host itself (it may not be given); it was signed with the same value.
    const sent = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'host'));
    const res = await this.fetch(new URL(path, this.base), {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
    });
    if (method === 'PUT' && !res.ok) throw new Error(`S3 PUT ${name}: ${res.status}`);
    return res;
  }
}
