/**
 * A hotel photo's bytes (docs/areas/hotels.md, "Photos"): the stored file, or, for a photo row whose file is
 * not stored (the demo data's photos, or a file lost from the storage), a picture drawn from its name: a
 * gradient in a colour of the name's hash, so that the listing and the form show something stable instead of
 * a broken image.
 */
import { createHash } from 'node:crypto';
import type { FileStorage } from '@backoffice/api-server';
import sharp from 'sharp';

const drawn = new Map<string, Buffer>();
const DRAWN_MAX = 200;

/** A 640×400 JPEG drawn from `name` (the same name, the same picture). */
export async function drawPhoto(name: string): Promise<Buffer> {
  const cached = drawn.get(name);
  if (cached) return cached;
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0] * 360) / 256;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,32%)"/>
    </linearGradient></defs>
    <rect width="640" height="400" fill="url(#g)"/>
    <rect x="220" y="120" width="200" height="170" fill="rgba(255,255,255,0.85)"/>
    <polygon points="200,130 320,60 440,130" fill="rgba(255,255,255,0.85)"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
  if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string);
  drawn.set(name, bytes);
  return bytes;
}

/** The stored bytes of a photo the caller knows a hotel holds, else a drawn picture. */
export async function photoBytes(storage: FileStorage, name: string): Promise<Buffer> {
  return (await storage.read(name)) ?? drawPhoto(name);
}
