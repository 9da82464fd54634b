/**
 * Content and banner images (issue 4; docs/api-database.md, "Website content calls"): checked by their bytes
 * (services/storage.ts `imageKind`), re-encoded with sharp (metadata dropped, orientation applied, pixel count
 * capped, format kept), stored through the storage provider under their SHA-256 and served publicly at
 * `/api/media/<sha256>.<jpg|png>` (libs/api/cms/src/media). A stored image is deleted when its last reference goes.
 * Ticket and reply images (libs/api/helpdesk) and hotel photos go through the same {@link reencodeImage} with the
 * same cap (IMAGE_MAX_PIXELS) before they are stored under their own names: no upload's bytes are stored as sent.
 */
import { MEDIA_URL_PREFIX } from '@backoffice/contracts';
import sharp from 'sharp';
import { MEDIA_NAME, type ImageKind } from './storage';


// No libvips operation cache: the API handles few, different images; the cache would only hold memory.
sharp.cache(false);

/** Why an image was refused by {@link reencodeImage}. */
export class ImageError extends Error {
  override name = 'ImageError';
  constructor(
    readonly reason: 'unreadable' | 'tooManyPixels',
    message: string,
  ) {
    super(message);
  }
}

export interface ReencodedImage {
  bytes: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

/** Decoding refuses images over this many times the stored cap (a decompression bomb costs nothing then). */
const INPUT_PIXEL_FACTOR = 10;

/**
 * Re-encodes an image: EXIF, XMP, ICC and comments are dropped (sharp keeps none unless asked), the EXIF
 * orientation is applied to the pixels, images over `maxPixels` are scaled down (aspect kept), the format is
 * kept (JPEG quality 85, PNG compression 6).
 * @param kind the kind by the file's bytes (`imageKind`); the output has the same kind.
 * @throws ImageError `unreadable` when the bytes do not decode, `tooManyPixels` over 10× `maxPixels`.
 */
export async function reencodeImage(
  input: Buffer,
  kind: ImageKind,
  maxPixels: number,
): Promise<ReencodedImage> {
  const limitInputPixels = Math.min(Number.MAX_SAFE_INTEGER, maxPixels * INPUT_PIXEL_FACTOR);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels, failOn: 'error' }).metadata();
  } catch (e) {
    throw toImageError(e);
  }
  const expected = kind === 'jpg' ? 'jpeg' : 'png';
  if (meta.format !== expected || !meta.width || !meta.height)
    throw new ImageError('unreadable', 'not a JPEG or PNG');
  if (meta.width * meta.height > limitInputPixels) throw new ImageError('tooManyPixels', 'too many pixels');
  let pipeline = sharp(input, { limitInputPixels, failOn: 'error' }).autoOrient();
  const pixels = meta.width * meta.height;
  if (pixels > maxPixels) {
    const scale = Math.sqrt(maxPixels / pixels);
    // autoOrient may swap width and height; `inside` keeps the aspect within a box of the same area either way.
    const w = Math.max(1, Math.floor(meta.width * scale));
    const h = Math.max(1, Math.floor(meta.height * scale));
    const box = Math.max(w, h);
    pipeline = pipeline.resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true });
  }
  pipeline = kind === 'jpg' ? pipeline.jpeg({ quality: 85 }) : pipeline.png({ compressionLevel: 6 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, kind, width: info.width, height: info.height };
  } catch (e) {
    throw toImageError(e);
  }
}

function toImageError(e: unknown): ImageError {
  const message = e instanceof Error ? e.message : String(e);
  return new ImageError(/pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable', message);
}

/** The public address of a stored media name: `/api/media/<name>`. */
export const mediaUrl = (name: string) => `${MEDIA_URL_PREFIX}${name}`;

/**
 * The media name an address points at: `/api/media/<name>`, the same with an origin (`https://host/api/media/…`),
 * or the bare name. @returns null for anything else.
 */
export function mediaNameFromUrl(url: string): string | null {
  const trimmed = url.trim();
  let pathname = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      pathname = new URL(trimmed).pathname;
    } catch {
      return null;
    }
  }
  const name = pathname.startsWith(MEDIA_URL_PREFIX) ? pathname.slice(MEDIA_URL_PREFIX.length) : pathname;
  return MEDIA_NAME.test(name) ? name : null;
}

/** The media lock's in-process form; with REDIS_URL the media library takes a RedisLock (services/locks.ts). */
export { KeyedMutex } from './locks';
