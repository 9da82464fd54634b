import { removeCmsPhoto } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../content-pages/api/cms-block-keys';

/** DELETE a stored photo of a content block (removeCmsPhoto). On success every content query is stale. */
export function useRemoveCmsPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof removeCmsPhoto>) => removeCmsPhoto(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all, refetchType: 'none' }),
  });
}
