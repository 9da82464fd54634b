import { getImagesForYou } from '@backoffice/api-client';
import { useLoad } from '../../shared-images';

/** GET /imagesforyou/ on open (null before the first save), with `reload()` for the Retry button. */
export const useBannerSet = () => useLoad(getImagesForYou, 'The images could not be loaded.');
