import { addImage } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../content-pages/api/cms-block-keys';

/** POST /imagesforyou/ (addImage): the set's titles, links and descriptions (creates the set the first time). On success the cached banner set is stale (the form keeps its own copy meanwhile). */
export function useSaveBannerSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof addImage>) => addImage(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.bannerSet(), refetchType: 'none' }),
  });
}
