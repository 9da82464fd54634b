import { Limits, OTHER_CHAIN_NAME, formatPercent, fractionToPercent, type HotelPricing, type PricingListQuery } from '@backoffice/contracts';
import { ListPage, ListToolbar, RecordLink, SearchField, listRows, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Button, HStack, type DataGridColumn } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';
import { useState } from 'react';
import { countPricing, useChainOptions, usePricing } from './api';
import { OvernightDialog, type OvernightTarget } from './overnight-dialog';
import { ChainFilter } from '../shared/chain-filter';
import { PAGE_SIZES } from '../shared/list';

/** A stored overnight fraction as the table shows it, through the format module: 0.425 → '42.5%'; '—' when absent. */
export const percentOf = (fraction: number | null | undefined) => formatPercent(typeof fraction === 'number' ? fractionToPercent(fraction) : null);

/** The list's name for what it remembers in this browser (the column choice, the rows per page). */
export const PRICING_LIST_KEY = 'pricing';
const BACK_TO_PRICING = 'Back to pricing';

/** The URL keys the table reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search', 'chain'];

/**
 * /pricing (docs/areas/pricing.md, "Pricing"): the hotels with their chain and overnight rates (percent of the
 * day rate), searched by hotel name and filtered by chain, paged by the API (all in the URL; 10 rows a page
 * unless the reader chose 25 or 50, kept with the column choice as list 'pricing'). Edit Property
 * Pricing, Edit Property Chain Pricing and a row's Edit open the modals; a save refreshes the table. Each property
 * links to its hotel, each chain to its hotels (docs/areas/pricing.md, "Links").
 */
export function PricingPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const chain = params.get('chain') || undefined;
  const [pageSize, setPageSize] = useGridPageSize(PRICING_LIST_KEY, Limits.pageSize, PAGE_SIZES);
  // The API takes at most 100 characters of a name to search (the box takes more).
  const query: PricingListQuery = { page, limit: pageSize, ...(search ? { search: search.slice(0, 100) } : {}), ...(chain ? { chain } : {}) };
  const pricing = usePricing(query);
  const { options: chainOptions } = useChainOptions();
  const [target, setTarget] = useState<OvernightTarget | null>(null);

  const total = pricing.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(pricing.isSuccess && !pricing.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  const columns: DataGridColumn<HotelPricing>[] = [
    {
      id: 'property',
      header: 'Property',
      kind: 'name',
      width: '16rem',
      priority: 1,
      cell: (r) => <RecordLink record={{ type: 'hotel', id: r._id, name: r.name }} backLabel={BACK_TO_PRICING} />,
    },
    {
      id: 'chain',
      header: 'Property Chain',
      kind: 'name',
      width: '12rem',
      priority: 2,
      cell: (r) => (r.commission ? <RecordLink record={{ type: 'chain', id: r.commission._id, name: r.commission.clientTypeName }} backLabel={BACK_TO_PRICING} /> : OTHER_CHAIN_NAME),
    },
    { id: 'three', header: '3HR', kind: 'number', priority: 1, cell: (r) => percentOf(r.overNightRatePercentage.three) },
    { id: 'six', header: '6HR', kind: 'number', priority: 1, cell: (r) => percentOf(r.overNightRatePercentage.six) },
    { id: 'twelve', header: '12HR', kind: 'number', priority: 1, cell: (r) => percentOf(r.overNightRatePercentage.twelve) },
    {
      id: 'edit',
      header: 'Action',
      pin: 'end',
      width: '6rem',
      cell: (r) => (
        <Button size="xs" variant="outline" onClick={() => setTarget({ kind: 'hotel', hotel: r })} aria-label={`Edit ${r.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="Pricing"
        listKey={PRICING_LIST_KEY}
        viewParams={VIEW_PARAMS}
        countView={countPricing}
        label="Overnight pricing"
        columns={columns}
        {...listRows(pricing, pricing.data?.data, 'pricing')}
        emptyText={search || chain ? 'No property matches these filters.' : 'No properties yet.'}
        pagination={{ page, pageSize, total, onPageChange: setPage, pageSizeOptions: PAGE_SIZES, onPageSizeChange: setPageSize }}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="blue" onClick={() => setTarget({ kind: 'hotel' })}>
              Edit Property Pricing
            </Button>
            <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setTarget({ kind: 'chain' })}>
              Edit Property Chain Pricing
            </Button>
          </HStack>
        }
        filters={
          <ListToolbar>
            <SearchField value={searchInput} onChange={setSearchInput} placeholder="Hotel name" />
            <ChainFilter options={chainOptions} value={chain} onChange={(id) => setQuery({ chain: id, page: undefined })} />
          </ListToolbar>
        }
      />
      <OvernightDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
