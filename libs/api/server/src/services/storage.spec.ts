import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { LocalFileStorage, mailKey, mediaName, S3FileStorage, signS3Request } from './storage';

describe('LocalFileStorage (content-addressed media)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storage-spec-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts, reads, keeps an existing file, deletes; refuses names outside its patterns', async () => {
    const storage = new LocalFileStorage(dir);
    const bytes = Buffer.from('image bytes');
    const name = mediaName(bytes, 'jpg');
    expect(await storage.has(name)).toBe(false);
    await storage.put(name, bytes);
    await storage.put(name, bytes);
    expect(await storage.read(name)).toEqual(bytes);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await storage.delete(name);
    await storage.delete(name);
    expect(await storage.has(name)).toBe(false);
    await expect(storage.put('../escape.jpg', bytes)).rejects.toThrow();
    expect(await storage.read('../../etc/passwd')).toBeNull();
  });
});

describe('LocalFileStorage (mail attachments)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storage-spec-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores an attachment under mail/<id>/<index>-<safe name>, in its folder', async () => {
    const id = '0b5e4c1a-1f1e-4c55-9a55-3c1c6f1f8a10';
    const key = mailKey(id, 0, '../Invoice 2026/11 (copy).pdf');
    expect(key).toBe(`mail/${id}/0-Invoice_2026_11_copy_.pdf`);
    expect(mailKey(id, 2, '///')).toBe(`mail/${id}/2-file`);
    const storage = new LocalFileStorage(dir);
    await storage.put(key, Buffer.from('%PDF-1.4'));
    expect(await storage.read(key)).toEqual(Buffer.from('%PDF-1.4'));
    expect(await readdir(path.join(dir, 'mail', id))).toEqual(['0-Invoice_2026_11_copy_.pdf']);
    await expect(storage.put(`mail/${id}/../../escape`, Buffer.from('x'))).rejects.toThrow();
    await storage.delete(key);
    expect(await storage.has(key)).toBe(false);
  });
});

describe('S3-compatible storage', () => {
  it('signs like the AWS Signature Version 4 example (GET Object)', () => {
    const authorization = signS3Request({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('stores, reads and deletes objects with signed path-style requests', async () => {
    const objects = new Map<string, Buffer>();
    const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const headers = init?.headers as Record<string, string>;
      calls.push({ method, url, headers });
      const key = new URL(url).pathname;
      if (method === 'PUT') objects.set(key, Buffer.from(init?.body as Uint8Array));
      if (method === 'DELETE') objects.delete(key);
      const found = objects.get(key);
      if ((method === 'GET' || method === 'HEAD') && !found) return new Response(null, { status: 404 });
      return new Response(method === 'GET' ? new Uint8Array(found ?? Buffer.alloc(0)) : null, {
        status: 200,
      });
    }) as typeof fetch;
    const storage = new S3FileStorage({
      endpoint: 'http://minio.local:9000',
      bucket: 'media',
      prefix: 'backoffice/',
      region: 'eu-central-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      fetch: fakeFetch,
      now: () => new Date('2026-11-22T09:00:00.000Z'),
    });
    const bytes = Buffer.from('png bytes');
    const name = mediaName(bytes, 'png');
    await storage.put(name, bytes);
    await storage.put(name, bytes); // already there: HEAD only
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`http://minio.local:9000/media/backoffice/${name}`);
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/20261122\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers['x-amz-date']).toBe('20261122T090000Z');
    expect(await storage.read(name)).toEqual(bytes);
    const saved = await storage.save(bytes, 'jpg');
    expect(await storage.has(saved)).toBe(true);
    await storage.delete(name);
    expect(await storage.has(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
  });
});

describe('storage and image configuration', () => {
  it('uses the local folder by default; STORAGE_PROVIDER=s3 needs its settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    const c = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(c.s3).toEqual({
      endpoint: 'http://localhost:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      prefix: '',
    });
  });

  it('caps content images at 10 MB and 16 MP by default, configurable', () => {
    expect(loadConfig({}).images).toEqual({ contentMaxBytes: 10_000_000, maxPixels: 4096 * 4096 });
    expect(loadConfig({ CONTENT_IMAGE_MAX_BYTES: '5000000', IMAGE_MAX_PIXELS: '1000000' }).images).toEqual({
      contentMaxBytes: 5_000_000,
      maxPixels: 1_000_000,
    });
    expect(loadConfig({}).rateLimits.formPerAddress).toEqual({ max: 10, windowSeconds: 600 });
  });
});
