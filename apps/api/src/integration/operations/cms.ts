/**
 * The website content area's api-client functions (cms.ts and cms-pages.ts), each through its operation
 * (docs/areas/cms.md, "Calls").
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as cmsClient from '../../../../../libs/api-client/src/lib/cms';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as cmsPagesClient from '../../../../../libs/api-client/src/lib/cms-pages';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { call } from '../../../../../libs/api-client/src/lib/client';
import * as contracts from '@backoffice/contracts';
import { png } from '@backoffice/api-server/testing';
import type { AreaDrift } from './harness';

const { CmsOperations, MEDIA_URL_PREFIX } = contracts;

/** A PNG file as the browser sends it (a File in a FormData part). */
const pngFile = async (name: string) => new File([new Uint8Array(await png())], name, { type: 'image/png' });

export const cmsDrift: AreaDrift = {
  area: 'cms',
  client: { ...cmsClient, ...cmsPagesClient },
  drive: async (run) => {
    // The banner image set (docs/areas/cms.md, "Manage Images (`/all-images`)"): save, upload, remove.
    await run('getImagesForYou', () => cmsClient.getImagesForYou());
    const saved = await run('addImage', () =>
      cmsClient.addImage({ horizontalTtile: 'Drift check', linkHor: '/hotels', imageId: '' }),
    );
    const uploaded = await run('uploadBannerImage', async () =>
      cmsClient.uploadBannerImage(saved._id, 'Hor', await pngFile('drift.png')),
    );
    const bannerPhoto = uploaded.data.photosHor[uploaded.data.photosHor.length - 1];
    await run('deleteBannerImage', () => cmsClient.deleteBannerImage(saved._id, 'Hor', bannerPhoto));

    // Content blocks: read a tag, add an image to its block, read the image at its address, remove it.
    const blocks = await run('listCmsBlocks', () => cmsClient.listCmsBlocks('SEARCH BAR SECTION'));
    const updated = await run('updateCmsBlock', async () =>
      cmsClient.updateCmsBlock(blocks[0]._id, { title: blocks[0].title, photo: await pngFile('block.png') }),
    );
    const photo = updated.data.photos[updated.data.photos.length - 1];
    // mediaUrl makes no call: the address it gives is the one GET /media/{name} serves.
    await run('mediaUrl', () => {
      const address = cmsClient.mediaUrl(photo);
      expect(address.startsWith(MEDIA_URL_PREFIX)).toBe(true);
      const name = address.slice(MEDIA_URL_PREFIX.length);
      return call(CmsOperations.getMedia, { params: { name } }, { responseType: 'arraybuffer' });
    });
    await run('removeCmsPhoto', () => cmsClient.removeCmsPhoto(blocks[0]._id, photo));

    // The FAQ: list, add, read, edit, delete; an unknown one answers 404.
    await run('listFaqs', () => cmsPagesClient.listFaqs());
    const faq = await run('addFaq', () => cmsPagesClient.addFaq({ q: 'Drift check?', a: '<p>Yes</p>' }));
    await run('getFaq', () => cmsPagesClient.getFaq(faq._id));
    await run('updateFaq', () =>
      cmsPagesClient.updateFaq({ _id: faq._id, q: 'Drift checked?', a: '<p>Yes</p>' }),
    );
    await run('deleteFaq', () => cmsPagesClient.deleteFaq(faq._id));
    await run('deleteFaq', () => cmsPagesClient.deleteFaq(faq._id), [404]);

    // The public forms (no api-client function sends one: the public site does), then their lists.
    await call(CmsOperations.subscribe, { body: { email: 'drift.check@example.com' } });
    await call(CmsOperations.sendContactEnquiry, {
      body: { name: 'Drift Check', email: 'drift.check@example.com', comment: 'A drift check.' },
    });
    const subscriptions = await run('listSubscriptions', () =>
      cmsPagesClient.listSubscriptions({ page: 1, search: 'drift.check' }),
    );
    expect(subscriptions.total).toBeGreaterThan(0);
    const enquiries = await run('listContactEnquiries', () =>
      cmsPagesClient.listContactEnquiries({ page: 1, limit: 5 }),
    );
    expect(enquiries.total).toBeGreaterThan(0);
  },
};
