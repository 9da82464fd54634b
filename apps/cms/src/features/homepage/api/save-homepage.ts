import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../content-pages/api/cms-block-keys';
import { saveHomepage } from '../lib/save-homepage';

/**
 * Update of the homepage editor (lib/save-homepage.ts: one PUT /api/cms/{id} per changed entry, photos after
 * the text, a result per section). Afterwards every content query is stale, whatever the results.
 */
export function useSaveHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof saveHomepage>) => saveHomepage(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all, refetchType: 'none' }),
  });
}
