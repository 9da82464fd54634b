import { CMS_TAGS, type CmsBlock, type ImageBannerSet } from '@backoffice/contracts';
import { allAuditEvents, auditEventsOf, form, injectForm, png, pngPart } from '@backoffice/api-server/testing';
import { bearer, buildTestAppAsAdmin, demo, loginAs, userIdOf, type App } from './test/helper';

/** The audit trail of the website content's writes (docs/api-database.md, "Audit trail"). */
describe('audit trail: content blocks, FAQ, banner set', () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(() => app.close());

  const eventCount = async () => (await allAuditEvents(app)).length;
  const mediaNameOf = (url: string) => url.split('/').pop() ?? '';

  describe('content blocks', () => {
    const block = async (tag: string): Promise<CmsBlock> => {
      const res = await app.inject({ method: 'POST', url: '/api/cms/list', payload: { tag } });
      return res.json()[0];
    };
    const update = (id: string, fields: Parameters<typeof form>[0], headers = admin) =>
      injectForm(app, 'PUT', `/api/cms/update/${id}`, fields, headers);

    it('records cms_block.update with only the changed fields, a photo added as the photos list', async () => {
      const before = await block(CMS_TAGS.privacy);
      const res = await update(before._id, { title: 'Audited privacy', description: before.description });
      expect(res.statusCode).toBe(200);
      const [event] = await auditEventsOf(app, 'cms_block', before._id);
      expect(event).toMatchObject({
        action: 'cms_block.update',
        actorId: adminId,
        actorRole: 'SuperAdmin',
        before: { title: before.title },
        after: { title: 'Audited privacy' },
      });

      const withPhoto = await update(before._id, { photos: pngPart(await png(12, 12)) });
      expect(withPhoto.statusCode).toBe(200);
      const added = mediaNameOf(withPhoto.json().data.photos.at(-1));
      const [photoEvent] = await auditEventsOf(app, 'cms_block', before._id);
      expect(photoEvent).toMatchObject({
        action: 'cms_block.update',
        before: { photos: before.photos.map(mediaNameOf) },
        after: { photos: [...before.photos.map(mediaNameOf), added] },
      });

      const removed = await app.inject({
        method: 'PUT',
        url: `/api/cms/remove/${before._id}`,
        payload: { photos: withPhoto.json().data.photos.at(-1) },
        headers: admin,
      });
      expect(removed.statusCode).toBe(200);
      const [removeEvent] = await auditEventsOf(app, 'cms_block', before._id);
      expect(removeEvent).toMatchObject({
        action: 'cms_block.photo_remove',
        before: { photos: [...before.photos.map(mediaNameOf), added] },
        after: { photos: before.photos.map(mediaNameOf) },
      });
    });

    it('leaves no event for a refused update (400, 403, 404)', async () => {
      const target = await block(CMS_TAGS.privacy);
      const count = await eventCount();
      expect((await update(target._id, { title: '  ' })).statusCode).toBe(400);
      expect((await update(target._id, { title: 'x' }, bearer(await loginAs(app, demo.employee)))).statusCode).toBe(403);
      expect((await update('00000000-0000-4000-8000-000000000000', { title: 'x' })).statusCode).toBe(404);
      const noPhoto = await app.inject({ method: 'PUT', url: `/api/cms/remove/${target._id}`, payload: { photos: 'x' }, headers: admin });
      expect(noPhoto.statusCode).toBe(404);
      expect(await eventCount()).toBe(count);
    });
  });

  describe('FAQ', () => {
    it('records faq.create, faq.update (changed fields, wire names q and a) and faq.delete', async () => {
      const created = await app.inject({ method: 'POST', url: '/api/faq', headers: admin, payload: { q: 'Audited?', a: 'Yes' } });
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id;
      const updated = await app.inject({ method: 'PUT', url: '/api/faq', headers: admin, payload: { _id: id, q: 'Audited?', a: 'Always' } });
      expect(updated.statusCode).toBe(200);
      const deleted = await app.inject({ method: 'DELETE', url: `/api/faq/${id}`, headers: admin });
      expect(deleted.statusCode).toBe(200);
      const events = await auditEventsOf(app, 'faq', id);
      expect(events.map(({ action, before, after, actorId }) => ({ action, before, after, actorId }))).toEqual([
        { action: 'faq.delete', before: { q: 'Audited?', a: 'Always' }, after: null, actorId: adminId },
        { action: 'faq.update', before: { a: 'Yes' }, after: { a: 'Always' }, actorId: adminId },
        { action: 'faq.create', before: null, after: { q: 'Audited?', a: 'Yes' }, actorId: adminId },
      ]);
    });

    it('leaves no event for a 400 or a 404', async () => {
      const count = await eventCount();
      expect((await app.inject({ method: 'POST', url: '/api/faq', headers: admin, payload: { q: ' ', a: 'x' } })).statusCode).toBe(400);
      const missing = await app.inject({ method: 'DELETE', url: '/api/faq/00000000-0000-4000-8000-000000000000', headers: admin });
      expect(missing.statusCode).toBe(404);
      expect(await eventCount()).toBe(count);
    });
  });

  describe('banner set', () => {
    const getSet = async (): Promise<ImageBannerSet> =>
      (await app.inject({ method: 'GET', url: '/api/imagesforyou/', headers: admin })).json()[0];
    const addImage = (payload: object) => app.inject({ method: 'POST', url: '/api/imagesforyou/addimage', headers: admin, payload });
    const deleteImage = (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/imagesforyou/${id}/deletehorversqr`, payload, headers: admin });

    it('records banner_set.update (changed texts under the wire names), photo_add and photo_remove', async () => {
      const set = await getSet();
      const res = await addImage({ horizontalTtile: 'Audited breaks', linkHor: set.linkHor, imageId: set._id });
      expect(res.statusCode).toBe(201);
      const [event] = await auditEventsOf(app, 'banner_set', set._id);
      expect(event).toMatchObject({
        action: 'banner_set.update',
        actorId: adminId,
        before: { horizontalTtile: set.horizontalTtile },
        after: { horizontalTtile: 'Audited breaks' },
      });

      const photos = pngPart(await png(14, 14));
      const added = await injectForm(app, 'POST', `/api/imagesforyou/${set._id}/imagesver`, { photos }, admin);
      expect(added.statusCode).toBe(201);
      const url: string = added.json().data.photosVer.at(-1);
      const [addEvent] = await auditEventsOf(app, 'banner_set', set._id);
      expect(addEvent).toMatchObject({
        action: 'banner_set.photo_add',
        before: { photosVer: set.photosVer.map(mediaNameOf) },
        after: { photosVer: [...set.photosVer.map(mediaNameOf), mediaNameOf(url)] },
      });

      const removed = await deleteImage(set._id, { url, imgTyp: 'Ver' });
      expect(removed.statusCode).toBe(200);
      const [removeEvent] = await auditEventsOf(app, 'banner_set', set._id);
      expect(removeEvent).toMatchObject({
        action: 'banner_set.photo_remove',
        before: { photosVer: [...set.photosVer.map(mediaNameOf), mediaNameOf(url)] },
        after: { photosVer: set.photosVer.map(mediaNameOf) },
      });
    });

    it('leaves no event for a refused change (400, 404)', async () => {
      const set = await getSet();
      const count = await eventCount();
      const bad = await addImage({ linkHor: 'javascript:alert(1)' });
      expect(bad.statusCode).toBe(400);
      const missing = await deleteImage(set._id, { url: '/api/media/nope.png', imgTyp: 'Hor' });
      expect(missing.statusCode).toBe(404);
      expect(await eventCount()).toBe(count);
    });
  });
});
