import { deleteBannerImage } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../content-pages/api/cms-block-keys';

/** DELETE a stored banner image (deleteBannerImage). On success the cached banner set is stale (the form keeps its own copy meanwhile). */
export function useDeleteBannerImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof deleteBannerImage>) => deleteBannerImage(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.bannerSet(), refetchType: 'none' }),
  });
}
