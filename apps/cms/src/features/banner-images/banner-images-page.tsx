import { ContentPage } from '../shared-images';
import { BannerImagesForm } from './components/banner-images-form';
import { useBannerSet } from './api/get-banner-set';

/**
 * /all-images, Manage Images (docs/areas/cms.md, "Manage Images (`/all-images`)"): the homepage banner set,
 * loaded on open, with a skeleton meanwhile and an error with Retry when the load fails. The form remounts on
 * every load.
 */
export function BannerImagesPage() {
  const load = useBannerSet();
  return (
    <ContentPage
      title="Manage Images"
      intro="The homepage banner images: horizontal, vertical and square."
      load={load}
      loadingLabel="Loading the banner images"
      skeletonHeights={['280px', '280px', '280px']}
    >
      {(set) => <BannerImagesForm initial={set} />}
    </ContentPage>
  );
}

export default BannerImagesPage;
