import { PricingMessages, formatNumber, formatPercent, type VatRecord } from '@backoffice/contracts';
import { ListPage, useAction } from '@backoffice/remote-kit';
import { Button, HStack, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCountries, useDeleteCountry } from './api';
import { flagEmoji } from './flag';
import { listRows } from '../shared/list';

/**
 * /vatgst (docs/areas/pricing.md, "Country VAT/GST"): the countries with their flag, currency, exchange rate
 * (units per Australian dollar) and VAT; Add Country, and per row Edit and Delete (confirmed; the answer is
 * the refreshed list, shown as it is).
 */
export function CountriesPage() {
  const countries = useCountries();
  const remove = useAction(useDeleteCountry(), { success: (res) => res.message || PricingMessages.country.deleted, failure: 'The country could not be deleted.' });
  const [deleting, setDeleting] = useState<VatRecord | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    await remove.run(deleting._id);
    setDeleting(null);
  }

  const columns: DataGridColumn<VatRecord>[] = [
    {
      id: 'flag',
      header: 'Flag',
      nowrap: true,
      priority: 2,
      cell: (r) => (
        <Text as="span" fontSize="xl" role="img" aria-label={`${r.countryflag.toUpperCase()} flag`}>
          {flagEmoji(r.countryflag) || r.countryflag}
        </Text>
      ),
    },
    { id: 'countryname', header: 'Country Name', kind: 'name', width: '12rem', priority: 1, cell: (r) => r.countryname },
    { id: 'currencyFor', header: 'Currency', nowrap: true, priority: 1, cell: (r) => r.currencyFor },
    { id: 'shortName', header: 'Currency Symbol', nowrap: true, minWidth: '8rem', priority: 3, cell: (r) => r.shortName },
    { id: 'currencyFullName', header: 'Currency Full Name', kind: 'name', width: '12rem', priority: 3, cell: (r) => r.currencyFullName },
    { id: 'exchangeRate', header: 'Exchange Rate', kind: 'number', minWidth: '7rem', priority: 1, cell: (r) => formatNumber(r.exchangeRate, { maxDigits: 6 }) },
    { id: 'vat', header: 'VAT/GST', kind: 'number', priority: 1, cell: (r) => formatPercent(r.vat) },
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
    <>
      <ListPage
        title="Country VAT/GST"
        listKey="countries"
        label="Countries"
        columns={columns}
        {...listRows(countries, countries.data, 'countries')}
        rowKey={(r) => r._id}
        emptyText={PricingMessages.country.empty}
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/add-vat">Add Country</RouterLink>
          </Button>
        }
      />
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
    </>
  );
}
