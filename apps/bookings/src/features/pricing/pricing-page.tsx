import { Limits, OTHER_CHAIN_NAME, type HotelPricing, type PricingListQuery } from '@backoffice/contracts';
import { OptionSelect, errorMessage, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Box, Button, DataGrid, Field, Flex, HStack, Heading, Input, Stack, type DataGridColumn } from '@backoffice/ui';
import { useState } from 'react';
import { useChainOptions, usePricing } from './api';
import { percentOf } from './format';
import { OvernightDialog, type OvernightTarget } from './overnight-dialog';

/**
 * /pricing (docs/areas/pricing.md, "Pricing"): the hotels with their chain and overnight rates (percent of the
 * day rate), searched by hotel name and filtered by chain, paged by the API (all in the URL). Edit Property
 * Pricing, Edit Property Chain Pricing and a row's Edit open the modals; a save refreshes the table.
 */
export function PricingPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const chain = params.get('chain') || undefined;
  const query: PricingListQuery = { page, limit: Limits.pageSize, ...(search ? { search } : {}), ...(chain ? { chain } : {}) };
  const pricing = usePricing(query);
  const { options: chainOptions } = useChainOptions();
  const [target, setTarget] = useState<OvernightTarget | null>(null);

  const total = pricing.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(pricing.isSuccess && !pricing.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  const columns: DataGridColumn<HotelPricing>[] = [
    { id: 'property', header: 'Property', cell: (r) => r.name },
    { id: 'chain', header: 'Property Chain', cell: (r) => r.commission?.clientTypeName ?? OTHER_CHAIN_NAME },
    { id: 'three', header: '3HR', nowrap: true, cell: (r) => percentOf(r.overNightRatePercentage.three) },
    { id: 'six', header: '6HR', nowrap: true, cell: (r) => percentOf(r.overNightRatePercentage.six) },
    { id: 'twelve', header: '12HR', nowrap: true, cell: (r) => percentOf(r.overNightRatePercentage.twelve) },
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
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Pricing
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="blue" onClick={() => setTarget({ kind: 'hotel' })}>
              Edit Property Pricing
            </Button>
            <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setTarget({ kind: 'chain' })}>
              Edit Property Chain Pricing
            </Button>
          </HStack>
        </Flex>
        <DataGrid
          label="Overnight pricing"
          columns={columns}
          rows={pricing.data?.data}
          rowKey={(r) => r._id}
          loading={pricing.isPending}
          loadingLabel="Loading pricing…"
          fetching={pricing.isPlaceholderData}
          error={pricing.isError ? errorMessage(pricing.error) : null}
          errorTitle="The pricing could not be loaded."
          onRetry={() => void pricing.refetch()}
          emptyText={search || chain ? 'No property matches these filters.' : 'No properties yet.'}
          pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          toolbar={
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Field.Root width="auto" minW="64">
                <Field.Label>Search</Field.Label>
                <Input size="sm" type="search" placeholder="Hotel name" value={searchInput} maxLength={100} onChange={(e) => setSearchInput(e.target.value)} />
              </Field.Root>
              <Field.Root width="auto" minW="44">
                <Field.Label>Property Chain</Field.Label>
                <OptionSelect
                  size="sm"
                  options={chainOptions}
                  emptyOption="All"
                  value={chain ?? ''}
                  onChange={(e) => setQuery({ chain: e.target.value || undefined, page: undefined })}
                >
                  {chain && !chainOptions.some((o) => o.value === chain) ? <option value={chain}>Loading…</option> : null}
                </OptionSelect>
              </Field.Root>
            </HStack>
          }
        />
      </Stack>
      <OvernightDialog target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
