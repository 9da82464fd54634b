import { getImagesForYou } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EDITOR_QUERY_OPTIONS, cmsKeys } from '../../content-pages/api/cms-block-keys';

/** GET /imagesforyou/: the homepage banner set (null before the first save). */
export const getBannerSetQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.bannerSet(), queryFn: getImagesForYou, ...EDITOR_QUERY_OPTIONS });

/** The banner set, loaded when Manage Images opens. */
export function useBannerSet() {
  return useQuery(getBannerSetQueryOptions());
}
