import { PricingMessages, type VatRecord } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, DataGrid, Flex, HStack, Heading, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCountries, useDeleteCountry } from './api';
import { flagEmoji } from './format';

/**
 * /vatgst (docs/areas/pricing.md, "Country VAT/GST"): the countries with their flag, currency, exchange rate
 * (units per Australian dollar) and VAT; Add Country, and per row Edit and Delete (confirmed; the answer is
 * the refreshed list, shown as it is).
 */
export function CountriesPage() {
  const countries = useCountries();
  const remove = useDeleteCountry();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<VatRecord | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const res = await remove.mutateAsync(deleting._id);
      notify({ type: 'success', title: res.message || PricingMessages.country.deleted });
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
    setDeleting(null);
  }

  const columns: DataGridColumn<VatRecord>[] = [
    {
      id: 'flag',
      header: 'Flag',
      nowrap: true,
      cell: (r) => (
        <Text as="span" fontSize="xl" role="img" aria-label={`${r.countryflag.toUpperCase()} flag`}>
          {flagEmoji(r.countryflag) || r.countryflag}
        </Text>
      ),
    },
    { id: 'countryname', header: 'Country Name', cell: (r) => r.countryname },
    { id: 'currencyFor', header: 'Currency', nowrap: true, cell: (r) => r.currencyFor },
    { id: 'shortName', header: 'Currency Symbol', nowrap: true, cell: (r) => r.shortName },
    { id: 'currencyFullName', header: 'Currency Full Name', cell: (r) => r.currencyFullName },
    { id: 'exchangeRate', header: 'Exchange Rate', nowrap: true, cell: (r) => r.exchangeRate },
    { id: 'vat', header: 'VAT/GST', nowrap: true, cell: (r) => `${r.vat}%` },
    {
      id: 'actions',
      header: 'Action',
      pin: 'end',
      width: '10rem',
      cell: (r) => (
        <HStack gap="1">
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/edit-vat/${encodeURIComponent(r._id)}`} aria-label={`Edit ${r.countryname}`}>
              Edit
            </RouterLink>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(r)} aria-label={`Delete ${r.countryname}`}>
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Country VAT/GST
          </Heading>
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/add-vat">Add Country</RouterLink>
          </Button>
        </Flex>
        <DataGrid
          label="Countries"
          columns={columns}
          rows={countries.data}
          rowKey={(r) => r._id}
          loading={countries.isPending}
          loadingLabel="Loading countries…"
          error={countries.isError ? errorMessage(countries.error) : null}
          errorTitle="The countries could not be loaded."
          onRetry={() => void countries.refetch()}
          emptyText={PricingMessages.country.empty}
        />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete country"
        message={PricingMessages.country.deleteConfirm}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
