import { OTHER_CHAIN_FILTER, OTHER_CHAIN_NAME, type Chain } from '@backoffice/contracts';
import type { SelectOption } from '@backoffice/remote-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chainListQueryOptions } from './api';

/**
 * A chain picker's choices (docs/areas/hotels.md, "Property listing"; docs/areas/billing.md, "Property Chain
 * reporting"): every property chain of the chains list by name, with Other last as 'other' (the chain named Other is
 * not offered a second time), plus `selected` while it is not in the list (a shared link, or the list still loading),
 * so the select shows it.
 */
export function chainFilterOptions(chains: readonly Pick<Chain, '_id' | 'clientTypeName'>[], selected: string | undefined): SelectOption[] {
  const named = chains
    .filter((c) => c.clientTypeName.toLowerCase() !== OTHER_CHAIN_NAME.toLowerCase())
    .map((c) => ({ value: c._id, label: c.clientTypeName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const options = [...named, { value: OTHER_CHAIN_FILTER, label: OTHER_CHAIN_NAME }];
  if (selected && !options.some((o) => o.value === selected)) options.push({ value: selected, label: `Chain ${selected}` });
  return options;
}

/**
 * The choices of a page's Property Chain picker ({@link chainFilterOptions}) from the chains list query
 * (`chainListQueryOptions`, api.ts), read at most every 5 minutes or at once after a chains screen's write.
 * `selected` is the chain id the page's URL holds, if any.
 */
export function useChainChoices(selected: string | undefined): SelectOption[] {
  const chains = useQuery({ ...chainListQueryOptions(), staleTime: 5 * 60_000 });
  return useMemo(() => chainFilterOptions(chains.data ?? [], selected), [chains.data, selected]);
}
