import { CmsMessages, type ImageBannerSet } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../test/helper';
import { bannerSets } from '../cms.schema';
import { mediaName, reencodeImage } from '@backoffice/api-server';
import { fakeJpeg, form, injectForm, jpegPart, jpegWithExif, oversizeJpeg, png, pngPart } from '@backoffice/api-server/testing';
import { bearer, buildTestApp, buildTestAppAsAdmin, demo, loginAs, loginAsAdmin } from '../test/helper';

describe('homepage banner image set (/imagesforyou)', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const getSet = async (): Promise<ImageBannerSet> => {
    const res = await app.inject({ method: 'GET', url: '/api/imagesforyou/', headers: admin });
    expect(res.statusCode).toBe(200);
    const sets: ImageBannerSet[] = res.json();
    expect(sets).toHaveLength(1);
    return sets[0];
  };
  const upload = (id: string, segment: string, file: Parameters<typeof form>[0][string], headers = admin) =>
    injectForm(app, 'POST', `/api/imagesforyou/${id}/${segment}`, { photos: file }, headers);
  const deleteImage = (id: string, payload: object, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/imagesforyou/${id}/deletehorversqr`, payload, headers });
  /** POST /imagesforyou/addimage on `on` (this spec's app unless given). */
  const addImage = (payload: object, headers = admin, on: App = app) =>
    on.inject({ method: 'POST', url: '/api/imagesforyou/addimage', headers, payload });

  it('GET /imagesforyou/ answers the one seeded set with the spec field names', async () => {
    const set = await getSet();
    expect(Object.keys(set).sort()).toEqual(
      [
        '_id',
        'horizontalTtile',
        'verticalTtile',
        'squareTtile',
        'horizontalDescription',
        'verticalDescription',
        'squareDescription',
        'linkHor',
        'linkVer',
        'linkSqr',
        'photosHor',
        'photosVer',
        'photosSqr',
        'updatedAt',
      ].sort(),
    );
    expect(set.horizontalTtile).toBe('Weekend city breaks');
    expect(set.photosHor).toHaveLength(1);
    const res = await app.inject({ method: 'GET', url: set.photosHor[0] }); // public, no token
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('GET /imagesforyou/ answers [] before the first save', async () => {
    const empty = await buildTestApp();
    try {
      await empty.db.delete(bannerSets);
      const res = await empty.inject({
        method: 'GET',
        url: '/api/imagesforyou',
        headers: bearer(await loginAsAdmin(empty)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      const created = await addImage({ horizontalTtile: 'First', imageId: '' }, bearer(await loginAsAdmin(empty)), empty);
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        horizontalTtile: 'First',
        verticalTtile: '',
        photosHor: [],
      });
    } finally {
      await empty.close();
    }
  });

  it('POST /imagesforyou/addimage updates the one set (201 with _id), removing HTML tags from the descriptions', async () => {
    const before = await getSet();
    const res = await addImage({
      horizontalTtile: 'City breaks',
      horizontalDescription:
        '<p>Rooms from <b>3 hours</b></p><p>in the city &amp; more<script>alert(1)</script></p>',
      verticalTtile: 'Airport',
      verticalDescription: 'Plain',
      squareTtile: 'Couples',
      squareDescription: '<img src=x onerror=alert(1)>Welcome',
      imageId: before._id,
      linkHor: 'https://example.com/city',
      linkVer: '/hotels?tag=airport',
      linkSqr: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Data Updated Successfully');
    expect(res.json()._id).toBe(before._id);
    const after = await getSet();
    expect(after).toMatchObject({
      _id: before._id,
      horizontalTtile: 'City breaks',
      horizontalDescription: 'Rooms from 3 hours\nin the city & more',
      squareDescription: 'Welcome',
      linkHor: 'https://example.com/city',
      linkSqr: '',
      photosHor: before.photosHor,
    });
    expect(await app.db.select({ id: bannerSets.id }).from(bannerSets)).toHaveLength(1);
  });

  it('refuses a link that is not http(s) or a site path, and unknown fields; nothing changes', async () => {
    const before = await getSet();
    for (const payload of [{ linkHor: 'javascript:alert(1)' }, { linkVer: '//evil.example.com' }]) {
      const res = await addImage(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CmsMessages.banners.linkInvalid);
    }
    const unknown = await addImage({ photosHor: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: photosHor');
    expect(await getSet()).toEqual(before);
  });

  it('adds an image to each list with the spec messages, re-encoded without metadata', async () => {
    const set = await getSet();
    const cases = [
      ['imageshor', 'photosHor', 'Horizontal Image Added Successfully'],
      ['imagesver', 'photosVer', 'Vertical Image Added Successfully'],
      ['imagessqr', 'photosSqr', 'Square Image Added Successfully'],
    ] as const;
    for (const [segment, list, message] of cases) {
      const res = await upload(set._id, segment, jpegPart(await jpegWithExif()));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(message);
      const photos: string[] = res.json().data[list];
      expect(photos.slice(0, -1)).toEqual(set[list]);
      const served = await app.inject({ method: 'GET', url: photos[photos.length - 1] });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
    }
    const pngRes = await upload(set._id, 'imageshor', pngPart(await png()));
    expect(pngRes.statusCode).toBe(201);
    expect(pngRes.json().data.photosHor.at(-1)).toMatch(/\.png$/);
  });

  it("answers 413 'Please upload file within 1 MB' and 415 'This File Is Not Supported'; nothing changes", async () => {
    const before = await getSet();
    const big = await upload(before._id, 'imagesver', oversizeJpeg(1_048_577));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Please upload file within 1 MB');
    const fake = await upload(before._id, 'imagesver', fakeJpeg());
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('This File Is Not Supported');
    const none = await app.inject({
      method: 'POST',
      url: `/api/imagesforyou/${before._id}/imagesver`,
      ...(() => {
        const b = form({});
        return { payload: b.payload, headers: { ...admin, ...b.headers } };
      })(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CmsMessages.banners.imageInline);
    expect(await getSet()).toEqual(before);
  });

  it('answers 404 for an unknown set, and stores no file for it', async () => {
    const bytes = await png(9, 9);
    const res = await upload('00000000-0000-4000-8000-000000000000', 'imagessqr', pngPart(bytes));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CmsMessages.banners.notFound);
    const stored = await reencodeImage(bytes, 'png', app.config.images.maxPixels);
    expect(await app.storage.has(mediaName(stored.bytes, 'png'))).toBe(false);
  });

  it("PUT /imagesforyou/:id/deletehorversqr removes the image ('OK') and its file; 404 for an image not in that list", async () => {
    const set = await getSet();
    const added = await upload(set._id, 'imagessqr', pngPart(await png()));
    const url: string = added.json().data.photosSqr.at(-1);
    const wrongList = await deleteImage(set._id, { url, imgTyp: 'Hor' });
    expect(wrongList.statusCode).toBe(404);
    expect(wrongList.json().message).toBe(CmsMessages.banners.imageNotFound);
    const res = await deleteImage(set._id, { url, imgTyp: 'Sqr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'OK', message: 'Image deleted Successfully' });
    expect((await getSet()).photosSqr).toEqual(set.photosSqr);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const badType = await deleteImage(set._id, { url, imgTyp: 'Round' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe(CmsMessages.banners.imageTypeInvalid);
    const unknown = await deleteImage('00000000-0000-4000-8000-000000000000', { url, imgTyp: 'Sqr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CmsMessages.banners.notFound);
  });

  it('lets only a SuperAdmin in: Department and Employee 403, no token 401; nothing changes', async () => {
    const before = await getSet();
    for (const headers of [
      bearer(await loginAs(app, demo.department)),
      bearer(await loginAs(app, demo.employee)),
      {},
    ]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await app.inject({ method: 'GET', url: '/api/imagesforyou/', headers })).statusCode).toBe(
        expected,
      );
      const add = await addImage({ horizontalTtile: 'x' }, headers);
      expect(add.statusCode).toBe(expected);
      expect((await upload(before._id, 'imageshor', pngPart(await png()), headers)).statusCode).toBe(
        expected,
      );
      expect(
        (await deleteImage(before._id, { url: before.photosHor[0], imgTyp: 'Hor' }, headers)).statusCode,
      ).toBe(expected);
    }
    const [row] = await app.db.select().from(bannerSets).where(eq(bannerSets.id, before._id));
    expect(row.horizontalTitle).toBe(before.horizontalTtile);
    expect(await getSet()).toEqual(before);
  });
});
