import { uploadBannerImage } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../content-pages/api/cms-block-keys';

/** POST /imagesforyou/{id}/{kind} (uploadBannerImage): one banner image, one call per file. On success the cached banner set is stale (the form keeps its own copy meanwhile). */
export function useUploadBannerImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof uploadBannerImage>) => uploadBannerImage(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.bannerSet(), refetchType: 'none' }),
  });
}
