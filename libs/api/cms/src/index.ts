/**
 * @backoffice/api-cms: the website content's API (docs/areas/cms.md): content blocks, the banner image set, FAQs,
 * the public site's forms (newsletter, contact) and the public images under /media. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import bannerRepository from './banners/repository';
import bannerRoutes from './banners/routes';
import { cmsSchema } from './cms.schema';
import contentRepository from './content/repository';
import contentRoutes from './content/routes';
import faqRepository from './faq/repository';
import faqRoutes from './faq/routes';
import mediaPlugin from './media/plugin';
import mediaRoutes from './media/routes';
import contactRoutes from './public-forms/contact.routes';
import subscriptionRoutes from './public-forms/subscription.routes';
import { cmsSeed } from './seed/seed';

export { cmsSchema } from './cms.schema';

export const cmsArea: ApiArea = {
  name: 'cms',
  schema: cmsSchema,
  async routes(app) {
    await app.register(mediaPlugin);
    await app.register(contentRepository);
    await app.register(faqRepository);
    await app.register(bannerRepository);
    await app.register(bannerRoutes, { prefix: '/imagesforyou' });
    await app.register(contentRoutes, { prefix: '/cms' });
    await app.register(faqRoutes, { prefix: '/faq' });
    await app.register(subscriptionRoutes, { prefix: '/subscription' });
    await app.register(contactRoutes, { prefix: '/contact' });
    await app.register(mediaRoutes, { prefix: '/media' });
  },
  seed: cmsSeed,
};
