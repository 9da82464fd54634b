/**
 * Small real images for the demo content, generated with sharp from pixels computed here (gradients and
 * simple shapes, no fonts), so the repository holds no binaries. The same sharp version gives the same bytes,
 * hence the same content-addressed names: an API whose storage lacks a seeded image generates it again on
 * first request (media/media-library.ts `MediaLibrary.read`).
 */
import sharp from 'sharp';
import { type ImageKind, mediaName } from '@backoffice/api-server';

type Rgb = [number, number, number];

export interface SeedImageSpec {
  key: string;
  width: number;
  height: number;
  kind: ImageKind;
  from: Rgb;
  to: Rgb;
  /** A light disc in the middle (icons). */
  disc?: boolean;
}

/** A 64 x 64 PNG icon: a gradient with a light disc. */
const icon = (key: string, from: Rgb, to: Rgb): SeedImageSpec => ({
  key,
  width: 64,
  height: 64,
  kind: 'png',
  from,
  to,
  disc: true,
});

/** Every generated image, by key (the content seed refers to the keys). */
export const SEED_IMAGE_SPECS: readonly SeedImageSpec[] = [
  { key: 'search-1', width: 480, height: 200, kind: 'jpg', from: [14, 76, 117], to: [38, 166, 154] },
  { key: 'search-2', width: 480, height: 200, kind: 'jpg', from: [255, 138, 101], to: [255, 202, 40] },
  icon('benefit-1', [3, 155, 229], [2, 119, 189]),
  icon('benefit-2', [67, 160, 71], [46, 125, 50]),
  icon('benefit-3', [251, 140, 0], [239, 108, 0]),
  { key: 'reason-1', width: 320, height: 200, kind: 'jpg', from: [94, 53, 177], to: [171, 71, 188] },
  { key: 'reason-2', width: 320, height: 200, kind: 'jpg', from: [0, 137, 123], to: [128, 203, 196] },
  { key: 'reason-3', width: 320, height: 200, kind: 'jpg', from: [216, 27, 96], to: [244, 143, 177] },
  { key: 'enjoy-1', width: 480, height: 240, kind: 'jpg', from: [21, 101, 192], to: [144, 202, 249] },
  { key: 'enjoy-2', width: 480, height: 240, kind: 'jpg', from: [255, 112, 67], to: [255, 224, 178] },
  { key: 'about-1', width: 400, height: 220, kind: 'jpg', from: [55, 71, 79], to: [176, 190, 197] },
  { key: 'press-1', width: 400, height: 220, kind: 'png', from: [93, 64, 55], to: [215, 204, 200] },
  { key: 'banner-hor', width: 472, height: 192, kind: 'jpg', from: [0, 96, 100], to: [77, 208, 225] },
  { key: 'banner-ver', width: 249, height: 375, kind: 'jpg', from: [49, 27, 146], to: [179, 157, 219] },
  { key: 'banner-sqr', width: 236, height: 240, kind: 'png', from: [191, 54, 12], to: [255, 171, 145] },
];

export interface SeedImage {
  name: string;
  bytes: Buffer;
}

/** The raw RGB pixels of a spec: a diagonal gradient, optionally with a light disc. */
function pixels(spec: SeedImageSpec): Buffer {
  const { width, height, from, to } = spec;
  const raw = Buffer.alloc(width * height * 3);
  const r = Math.min(width, height) * 0.28;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      const i = (y * width + x) * 3;
      const inDisc = spec.disc && (x - width / 2) ** 2 + (y - height / 2) ** 2 <= r * r;
      for (let c = 0; c < 3; c++) raw[i + c] = inDisc ? 250 : Math.round(from[c] + (to[c] - from[c]) * t);
    }
  }
  return raw;
}

async function generate(spec: SeedImageSpec): Promise<SeedImage> {
  const image = sharp(pixels(spec), { raw: { width: spec.width, height: spec.height, channels: 3 } });
  const bytes = await (
    spec.kind === 'jpg' ? image.jpeg({ quality: 80 }) : image.png({ compressionLevel: 9 })
  ).toBuffer();
  return { name: mediaName(bytes, spec.kind), bytes };
}

let cache: Promise<Map<string, SeedImage>> | null = null;

/** Every seed image by key, generated once per process. */
export function seedImages(): Promise<Map<string, SeedImage>> {
  cache ??= Promise.all(SEED_IMAGE_SPECS.map(async (s) => [s.key, await generate(s)] as const)).then(
    (e) => new Map(e),
  );
  cache.catch(() => {
    cache = null;
  });
  return cache;
}

/** The bytes of a seed image by its media name, or null (the MediaLibrary fallback). */
export async function seedImageBytes(name: string): Promise<Buffer | null> {
  for (const image of (await seedImages()).values()) if (image.name === name) return image.bytes;
  return null;
}
