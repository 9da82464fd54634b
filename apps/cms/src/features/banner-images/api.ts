import { addImage, deleteBannerImage, getImagesForYou, uploadBannerImage } from '@backoffice/api-client/cms';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EDITOR_QUERY_OPTIONS, cmsKeys, okAnswer } from '../shared';

/** GET /imagesforyou/: the homepage banner set (null before the first save). */
export const getBannerSetQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.bannerSet(), queryFn: getImagesForYou, ...EDITOR_QUERY_OPTIONS });

/** The banner set, loaded when Manage Images opens. */
export function useBannerSet() {
  return useQuery(getBannerSetQueryOptions());
}

/** After a write the cached banner set is stale (the form keeps its own copy meanwhile). */
function useStaleBannerSet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cmsKeys.bannerSet(), refetchType: 'none' });
}

/** POST /imagesforyou/ (addImage): the set's titles, links and descriptions (creates the set the first time). */
export function useSaveBannerSet() {
  const onSuccess = useStaleBannerSet();
  return useMutation({ mutationFn: (args: Parameters<typeof addImage>) => addImage(...args), onSuccess });
}

/** POST /imagesforyou/{id}/{kind} (uploadBannerImage): one banner image, one call per file. */
export function useUploadBannerImage() {
  const onSuccess = useStaleBannerSet();
  return useMutation({
    mutationFn: (args: Parameters<typeof uploadBannerImage>) => uploadBannerImage(...args),
    onSuccess,
  });
}

/** DELETE a stored banner image (deleteBannerImage); an answer other than 'OK' is a failure. */
export function useDeleteBannerImage() {
  const onSuccess = useStaleBannerSet();
  return useMutation({
    mutationFn: async (args: Parameters<typeof deleteBannerImage>) => okAnswer(await deleteBannerImage(...args)),
    onSuccess,
  });
}
