import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { HelpdeskMessages } from '@backoffice/contracts';
import { form, jpegPart, png, pngPart, type Part } from '@backoffice/api-server/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ticketDiscussions, tickets } from '../helpdesk.schema';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, departmentIds, loginAs } from '../test/helper';

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid PNG of `size` × `size` black 1-bit grey pixels: every row is there, deflated (20000 × 20000 is 48 KB
 * on disk and 400 million pixels once decoded).
 */
function pngBomb(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const rows = Buffer.alloc(size * (1 + Math.ceil(size / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let shade = 0;

/**
 * A 40 × 20 JPEG whose EXIF holds a GPS position (the GPS IFD, tag 0x8825), a copyright and orientation 6 (shown
 * turned a quarter: 20 × 40), in a colour of its own on every call.
 */
function jpegWithGps(): Promise<Buffer> {
  shade += 1;
  return sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: (shade * 41) % 256, g: 120, b: 60 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Secret Photographer' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether EXIF bytes (little-endian, as sharp writes them) point to a GPS IFD. */
const hasGps = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

/** The PNG signature followed by junk: passes the first-bytes check, does not decode. */
const junkPng = () =>
  Buffer.concat([PNG_SIGNATURE, Buffer.from('this is not a PNG body at all, only text '.repeat(8))]);

/**
 * Ticket and reply images (docs/areas/helpdesk.md, "Rules"): decoded and re-encoded like the content images
 * (metadata dropped, orientation applied, pixel count capped at IMAGE_MAX_PIXELS), refused when they declare
 * more pixels than the API decodes (413) or do not decode (415); nothing is stored then.
 */
describe('ticket and reply images are decoded and re-encoded', () => {
  const uploadsDir = path.join(tmpdir(), `backoffice-ticket-images-${process.pid}`);
  let app: App;
  let employee: string;
  let departmentId: string;
  let ticketId: string;
  const files = async () => (await readdir(uploadsDir).catch(() => [] as string[])).sort();

  beforeAll(async () => {
    app = await buildTestApp({ uploadsDir });
    employee = await loginAs(app, demo.employee);
    departmentId = (await departmentIds(app)).own;
    const made = await create({ title: 'Images go here', message: '<p>Pictures below</p>', departmentId });
    expect(made.statusCode).toBe(200);
    ticketId = made.json().data._id;
  });
  afterAll(async () => {
    await app.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const send = (url: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(employee), ...f.headers },
      payload: f.payload,
    });
  };
  const create = (fields: Record<string, Part>) => send('/api/ticket/createTicket', fields);
  const reply = (fields: Record<string, Part>) => send('/api/ticket/manageTicket', fields);
  const served = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: bearer(employee) });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const ticketsTitled = async (title: string) =>
    (await app.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.title, title))).length;
  const replies = async () =>
    (
      await app.db
        .select({ id: ticketDiscussions.id })
        .from(ticketDiscussions)
        .where(eq(ticketDiscussions.ticketId, ticketId))
    ).length;

  it('refuses a 48 KB PNG that declares 20000 × 20000 pixels: 413, no ticket, no reply, nothing stored', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = await files();
    const repliesBefore = await replies();

    const res = await create({
      title: 'Bomb',
      message: '<p>Look</p>',
      departmentId,
      ticketImage: pngPart(bomb),
    });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 413,
      message: HelpdeskMessages.tickets.imageTooManyPixels,
    });
    expect(await ticketsTitled('Bomb')).toBe(0);

    const answer = await reply({ ticketId, message: '<p>Look</p>', discussionImage: pngPart(bomb) });
    expect({ status: answer.statusCode, message: answer.json().message }).toEqual({
      status: 413,
      message: HelpdeskMessages.tickets.imageTooManyPixels,
    });
    expect(await replies()).toBe(repliesBefore);
    expect(await files()).toEqual(before);
  });

  it('refuses bytes that start like a PNG but do not decode: 415, nothing stored', async () => {
    const before = await files();
    const repliesBefore = await replies();
    const res = await create({
      title: 'Junk',
      message: '<p>Look</p>',
      departmentId,
      ticketImage: pngPart(junkPng()),
    });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 415,
      message: HelpdeskMessages.tickets.imageNotSupported,
    });
    expect(await ticketsTitled('Junk')).toBe(0);
    const answer = await reply({ ticketId, message: '<p>Look</p>', discussionImage: pngPart(junkPng()) });
    expect(answer.statusCode).toBe(415);
    expect(await replies()).toBe(repliesBefore);
    expect(await files()).toEqual(before);
  });

  it('stores and serves a JPEG without its EXIF (GPS, copyright), the orientation applied to the pixels', async () => {
    const input = await jpegWithGps();
    const inputMeta = await sharp(input).metadata();
    expect({ gps: hasGps(inputMeta.exif), orientation: inputMeta.orientation }).toEqual({
      gps: true,
      orientation: 6,
    });

    const res = await create({
      title: 'Photo',
      message: '<p>Photo</p>',
      departmentId,
      ticketImage: jpegPart(input),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.ticketImage;
    const bytes = await served(url);
    expect(bytes.equals(await readFile(path.join(uploadsDir, path.basename(url))))).toBe(true);
    const meta = await sharp(bytes).metadata();
    // No EXIF at all (so no GPS); the quarter turn is in the pixels: 20 wide, 40 high.
    expect({
      format: meta.format,
      exif: meta.exif?.length,
      orientation: meta.orientation,
      width: meta.width,
      height: meta.height,
    }).toEqual({ format: 'jpeg', exif: undefined, orientation: undefined, width: 20, height: 40 });

    const answer = await reply({
      ticketId,
      message: '<p>Another</p>',
      discussionImage: jpegPart(await jpegWithGps()),
    });
    expect(answer.statusCode).toBe(200);
    const thread = await app.inject({
      method: 'POST',
      url: '/api/ticket/listTicketDiscussion',
      headers: bearer(employee),
      payload: { ticketId },
    });
    const image = thread
      .json()
      .ticket.find((r: { message: string }) => r.message === '<p>Another</p>').discussionImage;
    const replyMeta = await sharp(await served(image)).metadata();
    expect({ exif: replyMeta.exif?.length, width: replyMeta.width, height: replyMeta.height }).toEqual({
      exif: undefined,
      width: 20,
      height: 40,
    });
  });

  it('caps the pixel count at IMAGE_MAX_PIXELS as content images do: scaled down, 413 past ten times the cap', async () => {
    // The cap is read from the configuration on every upload: lowered to 400 pixels for this test only.
    const images = app.config.images;
    app.config.images = { ...images, maxPixels: 400 };
    try {
      const ok = await create({
        title: 'Wide',
        message: '<p>Wide</p>',
        departmentId,
        ticketImage: pngPart(await png(80, 40)),
      });
      expect(ok.statusCode).toBe(200);
      const meta = await sharp(await served(ok.json().data.ticketImage)).metadata();
      expect(meta.format).toBe('png');
      expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThanOrEqual(400);
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(2, 0);
      const before = await files();
      const tooMany = await create({
        title: 'Square',
        message: '<p>Square</p>',
        departmentId,
        ticketImage: pngPart(await png(100, 100)),
      });
      expect(tooMany.statusCode).toBe(413);
      expect(await files()).toEqual(before);
    } finally {
      app.config.images = images;
    }
  });
});
