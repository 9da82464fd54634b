import {
  addCountry,
  createCoupon,
  deleteCountry,
  deleteCoupon,
  editCountry,
  endCoupon,
  getCoupon,
  getCountry,
  listCountries,
  listCoupons,
  listPricing,
  setChainOvernight,
  setHotelOvernight,
  updateCoupon,
} from '@backoffice/api-client/bookings';
import { listChains } from '@backoffice/api-client/hotels';
import { COUPON_STATUSES, OTHER_CHAIN_FILTER, OTHER_CHAIN_NAME, type CouponBody, type CouponListQuery, type CouponStatus, type OvernightFractions, type PricingListQuery, type VatRecord } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '../shared/history-keys';

/**
 * The pricing screens' queries and mutations (docs/areas/pricing.md, "Pricing", "Coupons", "Country VAT/GST"):
 * one tree rooted at ['pricing']; a write invalidates the whole tree, so the tables and the coupon and country
 * details are asked again, and the coupons' histories (remote-kit's useRecordHistory, under ['audit', 'coupon']:
 * ../shared/history-keys).
 */
export const pricingKeys = {
  all: ['pricing'] as const,
  table: (q: PricingListQuery) => [...pricingKeys.all, 'table', q] as const,
  chains: () => [...pricingKeys.all, 'chains'] as const,
  coupons: (q: CouponListQuery) => [...pricingKeys.all, 'coupons', q] as const,
  coupon: (id: string) => [...pricingKeys.all, 'coupon', id] as const,
  countries: () => [...pricingKeys.all, 'countries'] as const,
  country: (id: string) => [...pricingKeys.all, 'country', id] as const,
};

/** One page of the pricing table; the previous page stays on screen (dimmed) while the next loads. */
/**
 * The number of properties the pricing table shows for a URL query (a saved view's live count,
 * docs/areas/platform.md, "Saved views"): the table's own request (`?search=`, at most 100 characters, and
 * `?chain=`) with one row a page, and its `total`.
 */
export async function countPricing(params: URLSearchParams): Promise<number> {
  const search = params.get('search') ?? '';
  const chain = params.get('chain') || undefined;
  return (await listPricing({ page: 1, limit: 1, ...(search ? { search: search.slice(0, 100) } : {}), ...(chain ? { chain } : {}) })).total;
}

export const usePricing = (q: PricingListQuery) => useQuery({ queryKey: pricingKeys.table(q), queryFn: () => listPricing(q), placeholderData: keepPreviousData });

/**
 * The property chains as choices, by name. `options` (the pricing filter and chain modal) ends with Other, sent
 * as 'other' (OTHER_CHAIN_FILTER): the hotels with no chain, and the chain record named Other is left out for it.
 * `records` (a coupon's chains) are the chain records as they are, Other included, by id.
 */
export function useChainOptions() {
  const chains = useQuery({ queryKey: pricingKeys.chains(), queryFn: listChains, staleTime: 5 * 60_000 });
  const records = (chains.data ?? []).map((c) => ({ value: c._id, label: c.clientTypeName })).sort((a, b) => a.label.localeCompare(b.label));
  const isOther = (label: string) => label.trim().toLowerCase() === OTHER_CHAIN_NAME.toLowerCase();
  const options = chains.data ? [...records.filter((o) => !isOther(o.label)), { value: OTHER_CHAIN_FILTER, label: OTHER_CHAIN_NAME }] : [];
  return { chains, options, records };
}

/**
 * The number of coupons the list shows for a URL query (a saved view's live count, docs/areas/platform.md, "Saved
 * views"): the list's own request (`?search=`, at most 50 characters of a code, and `?status=` when it is one) with
 * one row a page, and its `total`.
 */
export async function countCoupons(params: URLSearchParams): Promise<number> {
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const known = (COUPON_STATUSES as readonly string[]).includes(status);
  return (await listCoupons({ page: 1, limit: 1, ...(search ? { search: search.slice(0, 50) } : {}), ...(known ? { status: status as CouponStatus } : {}) })).total;
}
export const useCoupons = (q: CouponListQuery) => useQuery({ queryKey: pricingKeys.coupons(q), queryFn: () => listCoupons(q), placeholderData: keepPreviousData });
export const useCoupon = (id: string) => useQuery({ queryKey: pricingKeys.coupon(id), queryFn: () => getCoupon(id), enabled: !!id });

/**
 * The number of countries (a saved view's live count, docs/areas/platform.md, "Saved views"; the list has no
 * filter): those the page holds (`loaded`), or the API's list before they have come (it answers every country).
 */
export async function countCountries(loaded?: readonly VatRecord[]): Promise<number> {
  return (loaded ?? (await listCountries())).length;
}
export const useCountries = () => useQuery({ queryKey: pricingKeys.countries(), queryFn: listCountries });
/** One country with its versions (effective-dated rate and VAT), newest first. */
export const useCountry = (id: string) => useQuery({ queryKey: pricingKeys.country(id), queryFn: () => getCountry(id), enabled: !!id });

/** A mutation that refreshes the whole pricing tree and the coupons' histories once it succeeds. */
function usePricingMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(args),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.coupons }),
      ]),
  });
}

/** Sets the overnight fractions of one hotel (`kind` 'hotel') or of every hotel of a chain ('chain'). */
export const useSetOvernight = () =>
  usePricingMutation(({ kind, id, fractions }: { kind: 'hotel' | 'chain'; id: string; fractions: OvernightFractions }) =>
    kind === 'hotel' ? setHotelOvernight(id, fractions) : setChainOvernight(id, fractions),
  );

export const useCreateCoupon = () => usePricingMutation((body: CouponBody) => createCoupon(body));
export const useUpdateCoupon = () => usePricingMutation(({ id, body }: { id: string; body: CouponBody }) => updateCoupon(id, body));
export const useDeleteCoupon = () => usePricingMutation((id: string) => deleteCoupon(id));
export const useEndCoupon = () => usePricingMutation((id: string) => endCoupon(id));

export const useAddCountry = () => usePricingMutation(addCountry);
export const useEditCountry = () => usePricingMutation(editCountry);

/** Deletes a country; the answer is the refreshed list, set in the cache as it is (no second call for it). */
export function useDeleteCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vatId: string) => deleteCountry(vatId),
    onSuccess: async (res, vatId) => {
      queryClient.setQueryData(pricingKeys.countries(), res.data);
      queryClient.removeQueries({ queryKey: pricingKeys.country(vatId) });
    },
  });
}
