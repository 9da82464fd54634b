import { PricingMessages, formatNumber, formatPercent, type VatRecord } from '@backoffice/contracts';
import { ListPage, actionsColumn, listRows, useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { Button, Text, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { countCountries, useCountries, useDeleteCountry } from './api';
import { flagEmoji } from './flag';

/** The list reads no URL key besides page/sort/order: a saved view keeps its sort and columns only. */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /vatgst (docs/areas/pricing.md, "Country VAT/GST"): the countries with their flag, currency, exchange rate
 * (units per Australian dollar) and VAT; Add Country, and per row Edit and Delete (confirmed; the answer is
 * the refreshed list, shown as it is).
 */
export function CountriesPage() {
  const countries = useCountries();
  const remove = useAction(useDeleteCountry(), { success: (res) => res.message || PricingMessages.country.deleted, failure: 'The country could not be deleted.' });
  const deleting = useConfirmedAction(remove, { title: 'Delete country', message: PricingMessages.country.deleteConfirm, confirmLabel: 'Delete', destructive: true }, (r: VatRecord) => r._id);

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
    actionsColumn(
      (r) => (
        <>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/edit-vat/${encodeURIComponent(r._id)}`} aria-label={`Edit ${r.countryname}`}>
              Edit
            </RouterLink>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => deleting.ask(r)} aria-label={`Delete ${r.countryname}`}>
            Delete
          </Button>
        </>
      ),
      { gap: '1' },
    ),
  ];

  return (
    <>
      <ListPage
        title="Country VAT/GST"
        listKey="countries"
        viewParams={NO_VIEW_PARAMS}
        countView={() => countCountries(countries.data)}
        columns={columns}
        {...listRows(countries, countries.data, 'countries')}
        emptyText={PricingMessages.country.empty}
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/add-vat">Add Country</RouterLink>
          </Button>
        }
      />
      {deleting.dialog}
    </>
  );
}
