import type { ReactElement } from 'react';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes } from '@backoffice/remote-kit';
import { AREA } from './area';
import { BannerImagesPage } from './features/banner-images';
import { contentPageElements } from './features/content-pages';
import { FaqDetailPage, FaqListPage } from './features/faq';
import { HomepagePage } from './features/homepage';
import { ContactListPage, SubscriptionListPage } from './features/lists';

/** The built pages of this area, by their path in the route table (libs/contracts areas.ts). */
const PAGES: Readonly<Record<string, ReactElement>> = {
  '/all-images': <BannerImagesPage />,
  '/content-home': <HomepagePage />,
  '/contactUs/subscription': <SubscriptionListPage />,
  '/contactUs/list': <ContactListPage />,
  '/faq': <FaqListPage />,
  '/faq/:fqaID': <FaqDetailPage />,
  ...contentPageElements,
};

/**
 * Exposed as `cms/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function CmsModule({ basePath }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} pages={PAGES} />;
}
