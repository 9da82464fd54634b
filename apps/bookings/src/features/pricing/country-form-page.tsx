import {
  COUNTRY_FIELDS,
  dayText,
  PricingMessages,
  countryError,
  isIsoDay,
  utcDay,
  type AddVatBody,
  type VatDetail,
  type VatRecord,
  type VatVersion,
} from '@backoffice/contracts';
import { PageFrame, RecordGate, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Button, DataGrid, HStack, Heading, SimpleGrid, Stack, TextField, type DataGridColumn } from '@backoffice/ui';
import { DateField, NumberField } from '@backoffice/ui/forms';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useAddCountry, useCountry, useEditCountry } from './api';
import { firstErrorMessage, flagEmoji, ruleResolver } from './format';

const COUNTRIES_PATH = '/vatgst';
const COUNTRY_BACK = { to: COUNTRIES_PATH, label: 'Back to countries' };

/** The country form: text as typed, the numbers null while empty; `effectiveFrom` (an edit) a day YYYY-MM-DD. */
export interface CountryForm {
  countryname: string;
  countryflag: string;
  currencyFor: string;
  shortName: string;
  currencyFullName: string;
  exchangeRate: number | null;
  vat: number | null;
  effectiveFrom: string;
}

const LABEL = Object.fromEntries(COUNTRY_FIELDS) as Record<(typeof COUNTRY_FIELDS)[number][0], string>;

const formOf = (r: VatRecord | null, effectiveFrom = utcDay(new Date())): CountryForm => ({
  countryname: r?.countryname ?? '',
  countryflag: r?.countryflag ?? '',
  currencyFor: r?.currencyFor ?? '',
  shortName: r?.shortName ?? '',
  currencyFullName: r?.currencyFullName ?? '',
  exchangeRate: r?.exchangeRate ?? null,
  vat: r?.vat ?? null,
  effectiveFrom,
});

/** The fields of POST /vatgst/addvat and /vatgst/editvat: trimmed, the codes upper-case. */
const bodyOf = (f: CountryForm): AddVatBody => ({
  countryname: f.countryname.trim(),
  countryflag: f.countryflag.trim().toUpperCase(),
  currencyFor: f.currencyFor.trim().toUpperCase(),
  shortName: f.shortName.trim(),
  currencyFullName: f.currencyFullName.trim(),
  exchangeRate: f.exchangeRate,
  vat: f.vat,
  isDeleted: false,
});

const m = PricingMessages.country;
const FIELD_OF: Record<string, keyof CountryForm> = {
  ...Object.fromEntries(COUNTRY_FIELDS.map(([key, label]) => [m.required(label), key])),
  [m.flagInvalid]: 'countryflag',
  [m.currencyInvalid]: 'currencyFor',
  [m.rateInvalid]: 'exchangeRate',
  [m.vatInvalid]: 'vat',
  [m.effectiveInvalid]: 'effectiveFrom',
  [m.exists]: 'countryname',
};

/** The form's rules: contracts countryError, then (an edit) the effective day. */
const countryResolver = (editing: boolean) =>
  ruleResolver<CountryForm>(
    (f) => countryError(f) ?? (editing && !isIsoDay(f.effectiveFrom) ? m.effectiveInvalid : null),
    (message) => FIELD_OF[message] ?? 'countryname',
  );

const SOURCE_LABELS: Record<VatVersion['source'], string> = { create: 'Created', edit: 'Edited', feed: 'Rates feed' };

const versionColumns: DataGridColumn<VatVersion>[] = [
  { id: 'effectiveFrom', header: 'Effective From', nowrap: true, cell: (v) => dayText(v.effectiveFrom) },
  { id: 'exchangeRate', header: 'Exchange Rate', nowrap: true, cell: (v) => v.exchangeRate },
  { id: 'vat', header: 'VAT/GST', nowrap: true, cell: (v) => `${v.vat}%` },
  { id: 'source', header: 'Source', cell: (v) => SOURCE_LABELS[v.source] },
  { id: 'createdBy', header: 'By', cell: (v) => v.createdBy?.fullName ?? (v.source === 'feed' ? 'Rates feed' : '—') },
  { id: 'createdAt', header: 'Recorded On', nowrap: true, cell: (v) => dayText(v.createdAt) },
];

/**
 * /add-vat and /edit-vat/{vatId} (docs/areas/pricing.md, "Country VAT/GST", "Effective-dated rates"): every
 * field required, checked by contracts countryError. Add answers 'Data already exist.' for a country that
 * exists, else returns to the list. An edit sets the day a changed exchange rate or VAT applies from (default
 * today), stays on the page and lists the record's versions.
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
  const notify = useNotify();
  const navigate = useNavigate();
  const add = useAddCountry();
  const edit = useEditCountry();
  const { control, handleSubmit, setError, reset } = useForm<CountryForm>({ resolver: countryResolver(!!country), defaultValues: formOf(country) });
  const flag = flagEmoji(useWatch({ control, name: 'countryflag' }));

  const onInvalid = (errors: FieldErrors<CountryForm>) => {
    const message = firstErrorMessage(errors as Record<string, { message?: unknown }>);
    if (message) notify({ type: 'error', title: message });
  };

  const fail = (message: string) => {
    const field = FIELD_OF[message];
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    notify({ type: 'error', title: message });
  };

  const onSubmit = handleSubmit(async (form) => {
    try {
      if (country) {
        const res = await edit.mutateAsync({ ...bodyOf(form), vatgstId: country._id, effectiveFrom: form.effectiveFrom });
        notify({ type: 'success', title: res.message || m.updated });
        reset(formOf(res.data, form.effectiveFrom));
      } else {
        const res = await add.mutateAsync(bodyOf(form));
        if (!res.data) {
          fail(res.message || m.exists);
          return;
        }
        notify({ type: 'success', title: res.message || m.inserted });
        navigate(COUNTRIES_PATH);
      }
    } catch (e) {
      fail(errorMessage(e));
    }
  }, onInvalid);

  const title = country ? 'Edit Country' : 'Add Country';
  return (
    <PageFrame title={title} back={COUNTRY_BACK} maxW="4xl">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <Stack gap="4">
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
          <HStack gap="2">
            <Button type="submit" colorPalette="blue" loading={add.isPending || edit.isPending}>
              {country ? 'Save' : 'Add Country'}
            </Button>
            <Button variant="outline" onClick={() => navigate(COUNTRIES_PATH)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
      {country ? (
        <Stack as="section" gap="2" aria-label="Versions">
          <Heading as="h2" size="md">
            Versions
          </Heading>
          <DataGrid label="Versions" columns={versionColumns} rows={country.versions} rowKey={(v) => v._id} emptyText="No versions recorded yet." />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
