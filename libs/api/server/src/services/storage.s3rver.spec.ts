// The S3 provider against a real S3-compatible server (docs/api-database.md, "Website content calls"): s3rver in
// this process (testing/s3.ts). s3rver does not check Signature Version 4 signatures, so these tests prove the
// requests, keys and bodies; storage.spec.ts checks the signing against AWS's published examples.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalS3, type LocalS3 } from '../testing/s3';
import { mailKey, mediaName, S3FileStorage, STORED_NAME } from './storage';

/** The file s3rver keeps an object's bytes in. */
const objectFile = (s3: LocalS3, key: string) => {
  const parts = key.split('/');
  return path.join(s3.directory, s3.bucket, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`);
};

describe('S3FileStorage against s3rver', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('puts, tells it has, reads and deletes; a missing file reads null and deletes quietly', async () => {
    const storage = new S3FileStorage(s3.options);
    const bytes = Buffer.from('a content image');
    const name = mediaName(bytes, 'jpg');
    expect(await storage.has(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
    await storage.put(name, bytes);
    expect(await storage.has(name)).toBe(true);
    expect(await storage.read(name)).toEqual(bytes);
    expect(await readFile(objectFile(s3, name))).toEqual(bytes);
    await storage.delete(name);
    expect(await storage.has(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
    expect(existsSync(objectFile(s3, name))).toBe(false);
    await expect(storage.delete(name)).resolves.toBeUndefined(); // deleted already
    await expect(storage.delete(mediaName(Buffer.from('never stored'), 'png'))).resolves.toBeUndefined();
  });

  it('saves under a new uuid name every time, even for the same bytes', async () => {
    const storage = new S3FileStorage(s3.options);
    const bytes = Buffer.from('a ticket image');
    const first = await storage.save(bytes, 'png');
    const second = await storage.save(bytes, 'png');
    expect(first).toMatch(STORED_NAME);
    expect(second).toMatch(/\.png$/);
    expect(second).not.toBe(first);
    expect(await storage.read(first)).toEqual(bytes);
    expect(await storage.read(second)).toEqual(bytes);
  });

  it('keys with spaces and non-ASCII letters (the prefix) and folders (mail attachments) arrive as written', async () => {
    const prefix = 'back office/ünïcødé 画像/';
    const storage = new S3FileStorage({ ...s3.options, prefix });
    const bytes = Buffer.from('%PDF-1.4 an attachment');
    const key = mailKey(randomUUID(), 0, 'Invoice 2026.pdf');
    await storage.put(key, bytes);
    expect(await storage.read(key)).toEqual(bytes);
    // stored under the decoded key, neither encoded twice nor cut at the space
    expect(await readFile(objectFile(s3, `${prefix}${key}`))).toEqual(bytes);
    // the same name without the prefix is another object
    expect(await new S3FileStorage(s3.options).has(key)).toBe(false);
    await storage.delete(key);
    expect(await storage.has(key)).toBe(false);
  });

  it('stores and reads back a larger object (6 MB) byte for byte', async () => {
    const storage = new S3FileStorage(s3.options);
    const bytes = randomBytes(6 * 1024 * 1024);
    const name = mediaName(bytes, 'png');
    await storage.put(name, bytes);
    const back = await storage.read(name);
    expect(back?.length).toBe(bytes.length);
    expect(back?.equals(bytes)).toBe(true);
    await storage.delete(name);
  });

  it('putting a name again keeps the stored file (the same name means the same bytes)', async () => {
    const storage = new S3FileStorage(s3.options);
    const key = mailKey(randomUUID(), 1, 'notes.txt');
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second'));
    expect(await storage.read(key)).toEqual(Buffer.from('first'));
  });

  it('throws with the status when the bucket does not exist; refuses names outside its patterns', async () => {
    const storage = new S3FileStorage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(storage.put(mediaName(Buffer.from('x'), 'jpg'), Buffer.from('x'))).rejects.toThrow(/^S3 PUT .*: 404$/);
    await expect(storage.save(Buffer.from('x'), 'jpg')).rejects.toThrow(/: 404$/);
    const good = new S3FileStorage(s3.options);
    await expect(good.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/not a storable name/);
    expect(await good.read('../../etc/passwd')).toBeNull();
  });
});
