import { PricingMessages, formatDate, formatDay, formatNumber, formatPercent, type VatDetail, type VatVersion } from '@backoffice/contracts';
import { FormPage, RecordGate, RecordLink, useAction } from '@backoffice/remote-kit';
import { DataGrid, Heading, SimpleGrid, Stack, TextField, type DataGridColumn } from '@backoffice/ui';
import { DateField, NumberField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useAddCountry, useCountry, useEditCountry } from './api';
import { COUNTRY_LABEL as LABEL, countryBodyOf, countryFieldOf, countrySchema, formOfCountry, type CountryForm } from './country-form';
import { flagEmoji } from './flag';

const COUNTRIES_PATH = '/vatgst';
const COUNTRY_BACK = { to: COUNTRIES_PATH, label: 'Back to countries' };
const m = PricingMessages.country;

const SOURCE_LABELS: Record<VatVersion['source'], string> = { create: 'Created', edit: 'Edited', feed: 'Rates feed' };

const versionColumns: DataGridColumn<VatVersion>[] = [
  { id: 'effectiveFrom', header: 'Effective From', kind: 'date', priority: 1, cell: (v) => formatDay(v.effectiveFrom) },
  { id: 'exchangeRate', header: 'Exchange Rate', kind: 'number', priority: 1, cell: (v) => formatNumber(v.exchangeRate, { maxDigits: 6 }) },
  { id: 'vat', header: 'VAT/GST', kind: 'number', priority: 1, cell: (v) => formatPercent(v.vat) },
  { id: 'source', header: 'Source', nowrap: true, priority: 2, cell: (v) => SOURCE_LABELS[v.source] },
  {
    id: 'createdBy',
    header: 'By',
    kind: 'name',
    width: '10rem',
    priority: 3,
    // The admin who saved it links to the admins list (docs/areas/pricing.md, "Links").
    cell: (v) =>
      v.createdBy ? <RecordLink record={{ type: 'admin', id: v.createdBy._id, name: v.createdBy.fullName }} backLabel="Back to the country" /> : v.source === 'feed' ? 'Rates feed' : '—',
  },
  { id: 'createdAt', header: 'Recorded On', kind: 'date', priority: 3, cell: (v) => formatDate(v.createdAt) },
];

/**
 * /add-vat and /edit-vat/{vatId} (docs/areas/pricing.md, "Country VAT/GST", "Effective-dated rates"): the form
 * on the page kit's FormPage, every field required, checked by its one schema (contracts countryError's rules and
 * messages, every failing field at once beside it). Add answers 'Data already exist.' for a country that exists
 * (shown beside the country's name), else returns to the list. An edit sets the day a changed exchange rate or VAT
 * applies from (default today), stays on the page and lists the record's versions under the form.
 */
export function CountryFormPage() {
  const id = useParams().vatId ?? '';
  if (!id) return <CountryEditor country={null} />;
  return <EditCountry id={id} />;
}

function EditCountry({ id }: { id: string }) {
  return (
    <RecordGate frame={{ title: 'Edit Country', back: COUNTRY_BACK, maxW: '4xl' }} query={useCountry(id)} noun="country" missing="This country does not exist or was deleted.">
      {(country) => <CountryEditor country={country} />}
    </RecordGate>
  );
}

function CountryEditor({ country }: { country: VatDetail | null }) {
  const navigate = useNavigate();
  const form = useForm<CountryForm>({ resolver: yupResolver(countrySchema(!!country)), defaultValues: formOfCountry(country) });
  const { control, setError, reset } = form;
  const flag = flagEmoji(useWatch({ control, name: 'countryflag' }));
  // A refusal that names a field (the error body's `field`) shows beside it, not as a toast.
  const showBeside = (field: keyof CountryForm | undefined, message: string) => {
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    return !!field;
  };
  const onError = (error: unknown, message: string) => showBeside(countryFieldOf(error), message);
  // The spec's 'Data already exist.' is a 200 with data false: no success toast for it.
  const add = useAction(useAddCountry(), { success: (res) => (res.data ? res.message || m.inserted : ''), failure: 'The country could not be added.', onError });
  const edit = useAction(useEditCountry(), { success: (res) => res.message || m.updated, failure: 'The country could not be saved.', onError });

  async function onSubmit(values: CountryForm) {
    if (country) {
      const res = await edit.run({ ...countryBodyOf(values), vatgstId: country._id, effectiveFrom: values.effectiveFrom });
      if (res) reset(formOfCountry(res.data, values.effectiveFrom));
      return res;
    }
    const res = await add.run(countryBodyOf(values));
    if (!res) return undefined;
    if (!res.data) {
      // 'Data already exist.' (a 200 with data false): the same name or flag, shown under the name.
      showBeside('countryname', res.message || m.exists);
      return undefined;
    }
    navigate(COUNTRIES_PATH);
    return res;
  }

  const title = country ? 'Edit Country' : 'Add Country';
  return (
    <FormPage
      title={title}
      subtitle={country?.countryname}
      back={COUNTRY_BACK}
      maxW="4xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel={country ? 'Save' : 'Add Country'}
      footer={
        country ? (
          <Stack as="section" gap="2" aria-label="Versions">
            <Heading as="h2" size="md">
              Versions
            </Heading>
            <DataGrid label="Versions" columns={versionColumns} rows={country.versions} rowKey={(v) => v._id} emptyText="No versions recorded yet." />
          </Stack>
        ) : null
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField control={control} name="countryname" label={LABEL.countryname} required maxLength={100} />
        <TextField
          control={control}
          name="countryflag"
          label={LABEL.countryflag}
          required
          maxLength={2}
          textTransform="uppercase"
          hint={`The 2-letter country code, e.g. NZ${flag ? ` (${flag})` : ''}`}
        />
        <TextField control={control} name="currencyFor" label={LABEL.currencyFor} required maxLength={3} textTransform="uppercase" hint="The 3-letter currency code, e.g. NZD" />
        <TextField control={control} name="shortName" label={LABEL.shortName} required maxLength={10} hint="As prices show it, e.g. NZ$" />
        <TextField control={control} name="currencyFullName" label={LABEL.currencyFullName} required maxLength={100} />
        <NumberField control={control} name="exchangeRate" label={LABEL.exchangeRate} required step={0.0001} min={0} hint="Units of this currency per Australian dollar" />
        <NumberField control={control} name="vat" label={LABEL.vat} unit="%" required step={0.01} min={0} max={100} />
        {country ? (
          <DateField
            control={control}
            name="effectiveFrom"
            label="Effective From"
            required
            hint="A changed exchange rate or VAT applies from this day; reservations and statements before it keep the old ones"
          />
        ) : null}
      </SimpleGrid>
    </FormPage>
  );
}
