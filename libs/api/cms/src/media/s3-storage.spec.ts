// The app on S3-compatible storage (docs/api-database.md, "Website content calls"): STORAGE_PROVIDER=s3 against
// s3rver in this process (it does not check signatures; the signing is checked in the server's storage.spec.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageBannerSet } from '@backoffice/contracts';
import { loadConfig } from '@backoffice/api-server';
import { injectForm, png, pngPart, startLocalS3, type LocalS3 } from '@backoffice/api-server/testing';
import { buildTestAppAsAdmin, type App } from '../test/helper';

describe('content images on S3-compatible storage (STORAGE_PROVIDER=s3)', () => {
  let s3: LocalS3;
  let app: App;
  let admin: Record<string, string>;
  const prefix = 'back office/';
  const objectFile = (name: string) => path.join(s3.directory, s3.bucket, 'back office', `${name}._S3rver_object`);

  beforeAll(async () => {
    s3 = await startLocalS3();
    const { s3: storage } = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
      S3_PREFIX: prefix,
    });
    ({ app, admin } = await buildTestAppAsAdmin({ s3: storage }));
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('an uploaded banner image goes to the bucket, is served back through /api/media, and leaves with its last reference', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/imagesforyou/', headers: admin });
    const [set]: ImageBannerSet[] = list.json();
    const photos = pngPart(await png(24, 12));
    const res = await injectForm(app, 'POST', `/api/imagesforyou/${set._id}/imagessqr`, { photos }, admin);
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.photosSqr.at(-1);
    const name = url.replace('/api/media/', '');
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);

    // in the bucket, under the prefix; not in the local folder
    const stored = await readFile(objectFile(name));
    expect(existsSync(path.join(app.config.uploadsDir, name))).toBe(false);

    const served = await app.inject({ method: 'GET', url }); // public
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(stored)).toBe(true);

    const del = await app.inject({
      method: 'PUT',
      url: `/api/imagesforyou/${set._id}/deletehorversqr`,
      payload: { url, imgTyp: 'Sqr' },
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(existsSync(objectFile(name))).toBe(false);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a seeded image the bucket lacks is generated again and stored there on its first read', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/imagesforyou/', headers: admin });
    const [set]: ImageBannerSet[] = list.json();
    const url = set.photosHor[0];
    const name = url.replace('/api/media/', '');
    expect(existsSync(objectFile(name))).toBe(false);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await readFile(objectFile(name)))).toBe(true);
  });
});
