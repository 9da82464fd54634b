import sharp from 'sharp';
import {
  type FileStorage,
  ImageError,
  KeyedMutex,
  mediaName,
  mediaNameFromUrl,
  mediaUrl,
  reencodeImage,
} from '@backoffice/api-server';
import { describeWithRedis, startRedis, type TestRedis } from '@backoffice/api-server/testing';
import { Redis } from 'ioredis';
import { type KeyedLock, RedisLock } from '@backoffice/api-server';
import { htmlToPlainText } from '../text';
import { MediaLibrary } from './media-library';

describe('reencodeImage', () => {
  it('keeps the format, drops the metadata and applies the orientation', async () => {
    const input = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .withExifMerge({ IFD0: { Artist: 'Someone Private' } })
      .toBuffer();
    const out = await reencodeImage(input, 'jpg', 1_000_000);
    expect(out.kind).toBe('jpg');
    const meta = await sharp(out.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height, out.width, out.height]).toEqual([10, 30, 10, 30]);
  });

  it('scales an image over the pixel cap down, keeping its aspect', async () => {
    const input = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const out = await reencodeImage(input, 'png', 3_000);
    expect(out.width * out.height).toBeLessThanOrEqual(3_000);
    expect(out.width / out.height).toBeCloseTo(3, 0);
    expect((await sharp(out.bytes).metadata()).format).toBe('png');
  });

  it('refuses bytes that do not decode, a format other than the declared kind, and a decompression bomb', async () => {
    const truncated = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    await expect(reencodeImage(truncated, 'jpg', 1_000_000)).rejects.toMatchObject({ reason: 'unreadable' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(reencodeImage(png, 'jpg', 1_000_000)).rejects.toBeInstanceOf(ImageError);
    const large = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(reencodeImage(large, 'png', 100)).rejects.toMatchObject({ reason: 'tooManyPixels' });
  });
});

describe('media names and addresses', () => {
  const name = mediaName(Buffer.from('abc'), 'png');

  it('names bytes by their SHA-256', () => {
    expect(name).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png');
    expect(mediaUrl(name)).toBe(`/api/media/${name}`);
  });

  it('reads the name from an address, with or without an origin, and nothing else', () => {
    expect(mediaNameFromUrl(`/api/media/${name}`)).toBe(name);
    expect(mediaNameFromUrl(`https://api.example.com/api/media/${name}`)).toBe(name);
    expect(mediaNameFromUrl(name)).toBe(name);
    expect(mediaNameFromUrl('/api/media/../../etc/passwd')).toBeNull();
    expect(mediaNameFromUrl(`/api/uploads/${name}`)).toBeNull();
    expect(mediaNameFromUrl('http://[bad')).toBeNull();
  });
});

describe('KeyedMutex', () => {
  it('runs the tasks of one key one at a time, other keys alongside, and survives a failure', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const task =
      (label: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${label}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${label}`);
        if (fail) throw new Error(label);
        return label;
      };
    const results = await Promise.allSettled([
      mutex.run('a', task('a1', 30, true)),
      mutex.run('a', task('a2', 1)),
      mutex.run('b', task('b1', 5)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });
});

describe('htmlToPlainText (banner descriptions, SEO meta-descriptions)', () => {
  it('removes every tag, keeps line breaks and decodes entities', () => {
    expect(htmlToPlainText('<p>Stay <b>3h</b></p><p>Save &amp; rest</p>')).toBe('Stay 3h\nSave & rest');
    expect(htmlToPlainText('a<br>b')).toBe('a\nb');
    expect(
      htmlToPlainText('<script>alert(1)</script><style>p{}</style>Hi <img src=x onerror=alert(1)>'),
    ).toBe('Hi');
    expect(htmlToPlainText('&lt;b&gt; stays text')).toBe('<b> stays text');
    expect(htmlToPlainText('3h &lt; 6h &amp;lt;')).toBe('3h < 6h &lt;');
    expect(htmlToPlainText('<p><br></p>')).toBe('');
  });
});

describe('MediaLibrary', () => {
  it('an upload of the same bytes waits for a running delete of its last reference, then stores the file again', async () => {
    expect(await uploadDuringDelete('one instance', 10)).toEqual({ referenced: true, stored: true });
  });
});

/**
 * Two API instances (two libraries, or one: `'one instance'`) on one storage and one database: instance A deletes
 * the file of a name whose last reference went while instance B uploads the same bytes; the delete is let go
 * `settleMs` after the upload started. `locks` gives each instance its lock.
 * @returns whether the file and its new reference are both there at the end.
 */
async function uploadDuringDelete(locks: [KeyedLock, KeyedLock] | 'one instance', settleMs = 50): Promise<{ referenced: boolean; stored: boolean }> {
  const files = new Map<string, Buffer>();
  const references = new Set<string>();
  let releaseDelete: () => void = () => undefined;
  let deleteStarted: () => void = () => undefined;
  const started = new Promise<void>((r) => (deleteStarted = r));
  const storage: FileStorage = {
    save: async () => 'unused',
    read: async (name) => files.get(name) ?? null,
    put: async (name, bytes) => void (files.has(name) || files.set(name, bytes)),
    has: async (name) => files.has(name),
    delete: async (name) => {
      deleteStarted();
      await new Promise<void>((r) => (releaseDelete = r));
      files.delete(name);
    },
  };
  class Library extends MediaLibrary {
    override async isReferenced(name: string) {
      return references.has(name);
    }
  }
  const onA = locks === 'one instance' ? new Library(storage, {} as never) : new Library(storage, {} as never, undefined, locks[0]);
  const onB = locks === 'one instance' ? onA : new Library(storage, {} as never, undefined, locks[1]);
  const image = { bytes: Buffer.from('same bytes'), kind: 'png' as const };
  const name = mediaName(image.bytes, 'png');
  files.set(name, image.bytes); // stored, its last reference just removed from the database

  const release = onA.release([name]);
  await started; // the delete is under way
  const attach = onB.attach(image, async (n) => {
    references.add(n);
    return n;
  });
  await new Promise((r) => setTimeout(r, settleMs));
  releaseDelete();
  await Promise.all([release, attach]);
  return { referenced: references.has(name), stored: files.has(name) };
}

describeWithRedis('MediaLibrary on two instances', () => {
  let server: TestRedis;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
    await server?.stop();
  });

  it('with a lock per process (no REDIS_URL) the upload on B loses its file to the delete on A', async () => {
    expect(await uploadDuringDelete([new KeyedMutex(), new KeyedMutex()])).toEqual({ referenced: true, stored: false });
  });

  it('with the Redis lock (REDIS_URL) the upload on B waits for the delete on A and stores the file again', async () => {
    const lock = () => {
      const c = new Redis(server.url);
      clients.push(c);
      return new RedisLock(c, { prefix: 'media-test:' });
    };
    expect(await uploadDuringDelete([lock(), lock()])).toEqual({ referenced: true, stored: true });
  });
});
