import { PageFrame, QueryGate } from '@backoffice/remote-kit';
import { useHomepageBlocks } from './api';
import { HomepageEditor } from './homepage-editor';

/**
 * /content-home, the homepage editor (docs/areas/cms.md, "Homepage editor (`/content-home`)") in the kit's page
 * frame: loads the search bar, benefits, reasons for travel and Enjoy Microstay blocks on open, shows a spinner
 * meanwhile and an error with Retry when a load fails. The editor mounts once they are there, afresh on every
 * load, so a Retry starts from what the server holds.
 */
export function HomepagePage() {
  const load = useHomepageBlocks();
  return (
    <PageFrame title="Homepage" subtitle="The website's homepage sections. Update saves all four panels.">
      <QueryGate query={load} noun="homepage content">
        {(data) => <HomepageEditor initial={data} />}
      </QueryGate>
    </PageFrame>
  );
}

export default HomepagePage;
