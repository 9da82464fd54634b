import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that marks stale, once it succeeded, every query under `queryKey` (docs/frontend-data.md, "Writes"): the
 * lists it adds to, the record it changes. `mutationFn` is the libs/api-client call.
 */
export function useInvalidatingMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

/**
 * A write whose answer changes the cached data in place, without a reload (docs/frontend-data.md, "Writes": a
 * ticket's status in the list, a deleted department): once it succeeded, `patch` sets the new data in the cache
 * (`setQueriesData`), then every query under `family` is marked stale without a refetch, so each other cached
 * variant is asked again when it is next shown.
 */
export function useInPlaceMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  family: QueryKey,
  patch: (queryClient: QueryClient, vars: TVars) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, vars) => {
      patch(queryClient, vars);
      return queryClient.invalidateQueries({ queryKey: family, refetchType: 'none' });
    },
  });
}
