import { formFieldOf } from '@backoffice/api-client';
import { COUNTRY_FIELDS, PricingMessages, isIsoDay, utcDay, type AddVatBody, type VatRecord } from '@backoffice/contracts';
import { number, object, string, type ObjectSchema } from 'yup';

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

/** The fields' labels, the spec's ('Please Enter {label}'). */
export const COUNTRY_LABEL = Object.fromEntries(COUNTRY_FIELDS) as Record<(typeof COUNTRY_FIELDS)[number][0], string>;

/** A stored country as the form holds it (empty for a new one); `effectiveFrom` today's UTC day unless given. */
export const formOfCountry = (r: VatRecord | null, effectiveFrom = utcDay(new Date())): CountryForm => ({
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
export const countryBodyOf = (f: CountryForm): AddVatBody => ({
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
const COUNTRY_FORM_FIELDS: (keyof CountryForm)[] = [...COUNTRY_FIELDS.map(([key]) => key), 'effectiveFrom'];

/** The field that shows a country refusal the API answered (400, 409): the one its error body names (`field`), if any. */
export const countryFieldOf = (error: unknown): keyof CountryForm | undefined => formFieldOf(error, COUNTRY_FORM_FIELDS);

const text = (key: keyof typeof COUNTRY_LABEL) =>
  string()
    .defined()
    .test('required', m.required(COUNTRY_LABEL[key]), (v) => v.trim() !== '');
const given = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The country form's one schema (docs/areas/pricing.md, "Country VAT/GST"): contracts countryError's rules and
 * messages, field by field, so that every failing field shows its message at once in the form's order: every field
 * required ('Please Enter {label}'), the flag a 2-letter country code, the currency a 3-letter code, the exchange
 * rate above 0 (units per Australian dollar), the VAT 0–100 (percent); an edit's effective day a real day.
 */
export function countrySchema(editing: boolean): ObjectSchema<CountryForm> {
  return object({
    countryname: text('countryname'),
    countryflag: text('countryflag').test('code', m.flagInvalid, (v) => !v.trim() || /^[A-Za-z]{2}$/.test(v.trim())),
    currencyFor: text('currencyFor').test('code', m.currencyInvalid, (v) => !v.trim() || /^[A-Za-z]{3}$/.test(v.trim())),
    shortName: text('shortName'),
    currencyFullName: text('currencyFullName'),
    exchangeRate: number()
      .nullable()
      .defined()
      .test('required', m.required(COUNTRY_LABEL.exchangeRate), given)
      .test('positive', m.rateInvalid, (v) => !given(v) || v > 0),
    vat: number()
      .nullable()
      .defined()
      .test('required', m.required(COUNTRY_LABEL.vat), given)
      .test('range', m.vatInvalid, (v) => !given(v) || (v >= 0 && v <= 100)),
    effectiveFrom: string()
      .defined()
      .test('day', m.effectiveInvalid, (v) => !editing || isIsoDay(v)),
  });
}
