/**
 * Upload helpers of the API specs (not a spec itself): multipart bodies for app.inject and real images made with
 * sharp.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type Part = string | { filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body for app.inject. */
export function form(fields: Record<string, Part>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends `fields` as a multipart/form-data body ({@link form}) with `method` to `url`, and `headers` beside the
 * form's content type (the caller's `authorization`, or none).
 * @returns the injected response.
 */
export function injectForm(
  app: Pick<FastifyInstance, 'inject'>,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, Part>,
  headers: Record<string, string> = {},
) {
  const body = form(fields);
  return app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

let counter = 0;

/**
 * A real JPEG with EXIF (a copyright, a GPS-like description, orientation 6: shown rotated a quarter turn)
 * and a colour that differs on every call (distinct bytes, distinct stored name).
 */
export async function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  counter += 1;
  return sharp({
    create: { width, height, channels: 3, background: { r: (counter * 37) % 256, g: 90, b: 200 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Secret Photographer', ImageDescription: 'home address 12 Secret Street' },
    })
    .toBuffer();
}

/** A real PNG of a colour that differs on every call. */
export async function png(width = 16, height = 16): Promise<Buffer> {
  counter += 1;
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: (counter * 53) % 256, b: 30, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A text file dressed up as a JPEG (name and declared type lie). */
export const fakeJpeg = () => ({
  filename: 'photo.jpg',
  type: 'image/jpeg',
  bytes: Buffer.from('<?php echo "not an image"; ?>'),
});

/** `size` bytes that start like a JPEG (the size check comes first). */
export const oversizeJpeg = (size: number) => {
  const bytes = Buffer.alloc(size, 0x41);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  return { filename: 'big.jpg', type: 'image/jpeg', bytes };
};

export const jpegPart = (bytes: Buffer) => ({ filename: 'photo.jpg', type: 'image/jpeg', bytes });
export const pngPart = (bytes: Buffer) => ({ filename: 'photo.png', type: 'image/png', bytes });
