import {
  createChain,
  createManager,
  deleteChain,
  deleteManager,
  listChains,
  listExpediaReports,
  listHotels,
  listManagers,
  setExpediaReportStatus,
  updateChain,
  updateManager,
} from '@backoffice/api-client/hotels';
import type { Chain, ExpediaReport, ExpediaStatus, Manager } from '@backoffice/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The chains screens' queries and mutations (docs/areas/chains.md, "Property Chain management"): one tree rooted
 * at ['chains']; a write invalidates the whole tree, so chains (their hotel counts), managers and reports are
 * asked again.
 */
export const chainsKeys = {
  all: ['chains'] as const,
  list: () => [...chainsKeys.all, 'list'] as const,
  managers: () => [...chainsKeys.all, 'managers'] as const,
  reports: () => [...chainsKeys.all, 'reports'] as const,
  hotels: () => [...chainsKeys.all, 'hotels'] as const,
};

/**
 * POST /admin/commission/list: every property chain (docs/areas/chains.md, "Calls"). The one definition of this query
 * in the remote: the chains screens read it through {@link useChains}, the chain pickers of /property/{hotelAdminID}
 * and /reportingPropertyType through `useChainChoices` (chain-choices.ts), so a chains screen's write refreshes them too.
 */
export const chainListQueryOptions = () => queryOptions({ queryKey: chainsKeys.list(), queryFn: listChains });

export const useChains = () => useQuery(chainListQueryOptions());
export const useManagers = () => useQuery({ queryKey: chainsKeys.managers(), queryFn: listManagers });
export const useExpediaReports = () => useQuery({ queryKey: chainsKeys.reports(), queryFn: listExpediaReports });
/**
 * Saved views' live counts of the chains area's lists (docs/areas/platform.md, "Saved views"). These lists load
 * every row at once and filter in the browser, so each counts the rows the page holds (`loaded`), or the API's
 * whole list before they have come: the chains whose name contains `name` (any case), the Expedia reports
 * `matching` keeps, every manager.
 */
export async function countChains(name: string, loaded?: readonly Chain[]): Promise<number> {
  const term = name.trim().toLowerCase();
  return (loaded ?? (await listChains())).filter((c) => c.clientTypeName.toLowerCase().includes(term)).length;
}
/** See {@link countChains}. */
export async function countExpediaReports(matching: (report: ExpediaReport) => boolean, loaded?: readonly ExpediaReport[]): Promise<number> {
  return (loaded ?? (await listExpediaReports())).filter(matching).length;
}
/** See {@link countChains}. */
export async function countManagers(loaded?: readonly Manager[]): Promise<number> {
  return (loaded ?? (await listManagers())).length;
}

/** Every hotel with its chain: the chain's properties and the Hotel Manager's hotel picker. */
export const useHotelOptions = () => useQuery({ queryKey: chainsKeys.hotels(), queryFn: () => listHotels({}), staleTime: 60_000 });

/** The hotels of one chain (by its id), as checkbox options. */
export function useChainHotels(chainId: string | null | undefined) {
  const hotels = useHotelOptions();
  const options = chainId ? (hotels.data?.data ?? []).filter((h) => h.commission?._id === chainId).map((h) => ({ value: h._id, label: h.name })) : [];
  return { hotels, options };
}

function useChainsMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (args: A) => fn(args), onSettled: () => queryClient.invalidateQueries({ queryKey: chainsKeys.all }) });
}

export const useCreateChain = () => useChainsMutation(createChain);
export const useUpdateChain = () => useChainsMutation(updateChain);
export const useDeleteChain = () => useChainsMutation(deleteChain);
export const useCreateManager = () => useChainsMutation(createManager);
export const useUpdateManager = () => useChainsMutation(updateManager);
export const useDeleteManager = () => useChainsMutation(deleteManager);
export const useSetReportStatus = () => useChainsMutation(({ id, status }: { id: string; status: ExpediaStatus }) => setExpediaReportStatus(id, status));
