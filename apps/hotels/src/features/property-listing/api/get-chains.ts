import { listChains } from '@backoffice/api-client/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainsKeys } from '../../chains/api';

/**
 * POST /admin/commission/list: every property chain (docs/areas/chains.md, "Calls"). The key is the chains
 * screens' own, so a chain added, renamed or deleted there is asked again here too.
 */
export const getChainsQueryOptions = () => queryOptions({ queryKey: chainsKeys.list(), queryFn: listChains, staleTime: 5 * 60_000 });

/** Every property chain, for the listing's chain filter. */
export function useChainList() {
  return useQuery(getChainsQueryOptions());
}
