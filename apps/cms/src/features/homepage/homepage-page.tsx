import { ContentPage } from '../shared-images';
import { HomepageEditor } from './components/homepage-editor';
import { useHomepageBlocks } from './api/get-homepage-blocks';

/**
 * /content-home, the homepage editor (docs/areas/cms.md, "Homepage editor (`/content-home`)"): loads the
 * search bar, benefits, reasons for travel and Enjoy Microstay blocks on open, shows a skeleton meanwhile and
 * an error with Retry when a load fails. The editor remounts on every load, so a Retry starts from what the
 * server holds.
 */
export function HomepagePage() {
  const load = useHomepageBlocks();
  return (
    <ContentPage
      title="Homepage"
      intro="The website's homepage sections. Update saves all four panels."
      load={load}
      loadingLabel="Loading the homepage content"
      skeletonHeights={['160px', '260px', '260px', '160px']}
    >
      {(data) => <HomepageEditor initial={data} />}
    </ContentPage>
  );
}

export default HomepagePage;
