import type { ReactElement } from 'react';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes, lazyPage, pagePreloader } from '@backoffice/remote-kit';
import { AREA, COMMANDS } from './area';
import { CONTENT_PAGES } from './features/content-pages/content-pages';

// Each page loads when its route opens: the Module itself stays small, so the area appears quickly.
const BannerImagesPage = lazyPage(() => import('./features/banner-images').then((m) => m.BannerImagesPage));
const HomepagePage = lazyPage(() => import('./features/homepage').then((m) => m.HomepagePage));
const SubscriptionListPage = lazyPage(() => import('./features/lists').then((m) => m.SubscriptionListPage));
const ContactListPage = lazyPage(() => import('./features/lists').then((m) => m.ContactListPage));
const FaqListPage = lazyPage(() => import('./features/faq').then((m) => m.FaqListPage));
const FaqDetailPage = lazyPage(() => import('./features/faq').then((m) => m.FaqDetailPage));
const ContentBlockEditor = lazyPage(() =>
  import('./features/content-pages/content-block-editor').then((m) => m.ContentBlockEditor),
);

/** The built pages of this area, by their path in the route table (libs/contracts areas.ts). */
const PAGES: Readonly<Record<string, ReactElement>> = {
  '/all-images': <BannerImagesPage />,
  '/content-home': <HomepagePage />,
  '/contactUs/subscription': <SubscriptionListPage />,
  '/contactUs/list': <ContactListPage />,
  '/faq': <FaqListPage />,
  '/faq/:fqaID': <FaqDetailPage />,
  ...Object.fromEntries(CONTENT_PAGES.map((p) => [p.path, <ContentBlockEditor key={p.path} page={p} />])),
};

/** Fetches the code of the page at `pathname` ahead of its route (the shell calls it on a sidebar hover). */
export const preloadPage = pagePreloader(PAGES);

/** This remote's build (host contract, release, commit): the shell checks the contract before rendering it. */
export { REMOTE_BUILD as build } from '@backoffice/remote-kit';

/**
 * Exposed as `cms/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function CmsModule({ basePath, queryClient }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} queryClient={queryClient} pages={PAGES} commands={COMMANDS} />;
}
