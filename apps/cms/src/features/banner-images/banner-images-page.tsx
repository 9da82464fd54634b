import { PageFrame, QueryGate } from '@backoffice/remote-kit';
import { useBannerSet } from './api';
import { BannerImagesForm } from './banner-images-form';

/**
 * /all-images, Manage Images (docs/areas/cms.md, "Manage Images (`/all-images`)") in the kit's page frame: the
 * homepage banner set, loaded on open, with a spinner meanwhile and an error with Retry when the load fails. The
 * form mounts once the set is there, afresh on every load.
 */
export function BannerImagesPage() {
  const load = useBannerSet();
  return (
    <PageFrame title="Manage Images" subtitle="The homepage banner images: horizontal, vertical and square.">
      <QueryGate query={load} noun="banner images">
        {(set) => <BannerImagesForm initial={set} />}
      </QueryGate>
    </PageFrame>
  );
}

export default BannerImagesPage;
