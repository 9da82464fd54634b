import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_ENTRY_COUNTS, CMS_TAG_LIST, CMS_TAGS, CmsMessages, type CmsBlock } from '@backoffice/contracts';
import sharp from 'sharp';
import type { App } from '../test/helper';
import { mediaName, migrationsFolder } from '@backoffice/api-server';
import { fakeJpeg, form, injectForm, jpegPart, jpegWithExif, oversizeJpeg, png, pngPart } from '@backoffice/api-server/testing';
import { MediaLibrary } from '../media/media-library';
import { bearer, buildTestApp, buildTestAppAsAdmin, demo, loginAs, loginAsAdmin } from '../test/helper';

const CONTENT_MAX = 300_000;

describe('website content blocks (/cms) and public images (/media)', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin({ images: { contentMaxBytes: CONTENT_MAX, maxPixels: 4096 * 4096 } }));
  });
  afterAll(() => app.close());

  const list = async (tag: string): Promise<CmsBlock[]> => {
    const res = await app.inject({ method: 'POST', url: '/api/cms/list', payload: { tag } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const update = (id: string, fields: Parameters<typeof form>[0], headers = admin) =>
    injectForm(app, 'PUT', `/api/cms/update/${id}`, fields, headers);
  const media = (url: string) => app.inject({ method: 'GET', url });

  it('POST /cms/list answers every tag without a token: one block, three for benefits and reasons, in order', async () => {
    for (const tag of CMS_TAG_LIST) {
      const blocks = await list(tag);
      const expected = CMS_ENTRY_COUNTS[tag] ?? 1;
      expect(blocks).toHaveLength(expected);
      expect(blocks.map((b) => b.position)).toEqual([...Array(expected).keys()]);
      for (const b of blocks) {
        expect(b.tag).toBe(tag);
        expect(b.title).not.toBe(''); // seeded
      }
    }
    const benefits = await list(CMS_TAGS.benefits);
    expect(benefits[0].title).toBe('Pay only for the hours you stay');
    expect(benefits.every((b) => b.photos.length === 1)).toBe(true);
  });

  it('serves the seeded images publicly, content-addressed and immutable', async () => {
    const [search] = await list(CMS_TAGS.searchBar);
    expect(search.photos.length).toBeGreaterThanOrEqual(2);
    for (const url of search.photos) {
      expect(url).toMatch(/^\/api\/media\/[0-9a-f]{64}\.(jpg|png)$/);
      const res = await media(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const hash = createHash('sha256').update(res.rawPayload).digest('hex');
      expect(url).toContain(hash);
    }
    expect((await media(`/api/media/${'0'.repeat(64)}.jpg`)).statusCode).toBe(404);
    expect((await media('/api/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('refuses an unknown or missing tag with 400', async () => {
    for (const payload of [{ tag: 'NOPE' }, {}]) {
      const res = await app.inject({ method: 'POST', url: '/api/cms/list', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CmsMessages.cms.tagInvalid);
    }
  });

  it('the migration creates a block for every tag of the contract (three for benefits and reasons)', () => {
    const sql = readFileSync(path.join(migrationsFolder(), '0003_content.sql'), 'utf8');
    const rows = [...sql.matchAll(/\('([^']+)', (\d)\)/g)].map((m) => `${m[1]}#${m[2]}`).sort();
    const expected = CMS_TAG_LIST.flatMap((t) =>
      [...Array(CMS_ENTRY_COUNTS[t] ?? 1).keys()].map((p) => `${t}#${p}`),
    ).sort();
    expect(rows).toEqual(expected);
  });

  it('PUT /cms/update saves title and sanitised rich HTML (also sanitised on display)', async () => {
    const [block] = await list(CMS_TAGS.terms);
    const res = await update(block._id, {
      title: '  New terms  ',
      description:
        '<h2>Refunds</h2><p onclick="steal()">Within <b>5 days</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CmsMessages.cms.updated);
    const data: CmsBlock = res.json().data;
    expect(data.title).toBe('New terms');
    expect(data.description).toContain('<h2>Refunds</h2>');
    expect(data.description).toContain('<b>5 days</b>');
    expect(data.description).not.toMatch(/script|onclick|javascript/);
    const [again] = await list(CMS_TAGS.terms);
    expect(again.description).toBe(data.description);
    expect(again.photos).toEqual(block.photos);
  });

  it('stores an SEO block description as plain text (the meta-description)', async () => {
    const [seo] = await list(CMS_TAGS.pressRoomSeo);
    const res = await update(seo._id, {
      title: 'Press | Microstay',
      description: '<p>News &amp; <b>press</b> releases</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe('News & press releases');
  });

  it("answers the spec's messages for a blank title or a blank benefit description, and changes nothing", async () => {
    const [benefit] = await list(CMS_TAGS.benefits);
    const blankTitle = await update(benefit._id, { title: '   ', description: '<p>x</p>' });
    expect(blankTitle.statusCode).toBe(400);
    // The error body names the field (the editor shows the message under it).
    expect(blankTitle.json()).toMatchObject({ message: 'Please Enter Title', field: 'title' });
    const blankDescription = await update(benefit._id, { title: 'Ok', description: '<p><br></p>' });
    expect(blankDescription.statusCode).toBe(400);
    expect(blankDescription.json()).toMatchObject({ message: 'Please Enter Description', field: 'description' });
    expect((await list(CMS_TAGS.benefits))[0]).toEqual(benefit);
  });

  it('appends an uploaded photo, re-encoded: EXIF stripped, orientation applied, format kept', async () => {
    const [about] = await list(CMS_TAGS.about);
    const original = await jpegWithExif(40, 20);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Secret Photographer'))).toBe(true);
    const res = await update(about._id, { photos: jpegPart(original) });
    expect(res.statusCode).toBe(200);
    const photos: string[] = res.json().data.photos;
    expect(photos).toEqual([...about.photos, expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}\.jpg$/)]);
    const served = await media(photos[photos.length - 1]);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]); // rotated by the EXIF orientation, then dropped
    expect(served.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('answers 415 for a file that is not a JPEG or PNG by its bytes, 413 over the limit; nothing changes', async () => {
    const [press] = await list(CMS_TAGS.pressRoom);
    const fake = await update(press._id, { title: 'Changed?', photos: fakeJpeg() });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('This File Is Not Supported');
    const big = await update(press._id, { title: 'Changed?', photos: oversizeJpeg(CONTENT_MAX + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('This File Is Too Big');
    expect((await list(CMS_TAGS.pressRoom))[0]).toEqual(press);
  });

  it('answers 400 for a multipart field it does not know and for a JSON body', async () => {
    const [press] = await list(CMS_TAGS.pressRoom);
    const unknown = await update(press._id, { role: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: role');
    const json = await app.inject({
      method: 'PUT',
      url: `/api/cms/update/${press._id}`,
      payload: { title: 'x' },
      headers: admin,
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown block', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await update(id, { title: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CmsMessages.cms.notFound);
    }
  });

  it('PUT /cms/remove removes a photo and deletes the file when its last reference goes', async () => {
    const [enjoy] = await list(CMS_TAGS.enjoyMicrostay);
    const [contact] = await list(CMS_TAGS.contactUs);
    const bytes = await png();
    // The same image in two blocks: one stored file.
    const a = await update(enjoy._id, { photos: pngPart(bytes) });
    const b = await update(contact._id, { photos: pngPart(bytes) });
    const url: string = a.json().data.photos.at(-1);
    expect(b.json().data.photos.at(-1)).toBe(url);
    const name = url.split('/').pop() ?? '';
    expect(await app.storage.has(name)).toBe(true);

    const removeFrom = (id: string, photos: string) =>
      app.inject({ method: 'PUT', url: `/api/cms/remove/${id}`, payload: { photos }, headers: admin });
    const first = await removeFrom(enjoy._id, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: 'OK', message: 'Image deleted Successfully' });
    expect((await list(CMS_TAGS.enjoyMicrostay))[0].photos).toEqual(enjoy.photos);
    expect((await media(url)).statusCode).toBe(200); // still used by the contact block

    const second = await removeFrom(contact._id, `http://localhost:3000${url}`);
    expect(second.json().data).toBe('OK');
    expect(await app.storage.has(name)).toBe(false);
    expect((await media(url)).statusCode).toBe(404);

    const again = await removeFrom(contact._id, url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CmsMessages.cms.imageNotFound);
    const unknownBlock = await removeFrom('00000000-0000-4000-8000-000000000000', url);
    expect(unknownBlock.statusCode).toBe(404);
    expect(unknownBlock.json().message).toBe(CmsMessages.cms.notFound);
  });

  it('never leaves a stray file when the database write fails', async () => {
    const bytes = await png(8, 8);
    const image = { bytes, kind: 'png' as const };
    const name = mediaName(bytes, 'png');
    const library = new MediaLibrary(app.storage, app.db);
    await expect(
      library.attach(image, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await app.storage.has(name)).toBe(false);
  });

  it('caps the pixel count of a stored image (IMAGE_MAX_PIXELS)', async () => {
    const small = await buildTestApp({ images: { contentMaxBytes: CONTENT_MAX, maxPixels: 400 } });
    try {
      const token = bearer(await loginAsAdmin(small));
      const listRes = await small.inject({
        method: 'POST',
        url: '/api/cms/list',
        payload: { tag: CMS_TAGS.privacy },
      });
      const [privacy] = listRes.json();
      const photos = pngPart(await png(80, 40));
      const res = await injectForm(small, 'PUT', `/api/cms/update/${privacy._id}`, { photos }, token);
      expect(res.statusCode).toBe(200);
      const served = await small.inject({ method: 'GET', url: res.json().data.photos.at(-1) });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThanOrEqual(400);
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(2, 0);
    } finally {
      await small.close();
    }
  });

  it('lets only a SuperAdmin edit: Department and Employee 403, no token 401, nothing changes', async () => {
    const [block] = await list(CMS_TAGS.contactUsSeo);
    for (const account of [demo.department, demo.employee]) {
      const token = bearer(await loginAs(app, account));
      expect((await update(block._id, { title: 'Hacked' }, token)).statusCode).toBe(403);
      const remove = await app.inject({
        method: 'PUT',
        url: `/api/cms/remove/${block._id}`,
        payload: { photos: 'x' },
        headers: token,
      });
      expect(remove.statusCode).toBe(403);
    }
    expect((await update(block._id, { title: 'Hacked' }, {})).statusCode).toBe(401);
    expect((await list(CMS_TAGS.contactUsSeo))[0]).toEqual(block);
  });
});
