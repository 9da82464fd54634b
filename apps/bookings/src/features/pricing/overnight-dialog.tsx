import { queryByProperty } from '@backoffice/api-client/bookings';
import {
  HOTEL_SEARCH_DEBOUNCE_MS,
  HOTEL_SEARCH_MIN_CHARS,
  PricingMessages,
  fractionToPercent,
  percentToFraction,
  type HotelPricing,
  type OvernightFractions,
} from '@backoffice/contracts';
import { useAction } from '@backoffice/remote-kit';
import { Dialog, SimpleGrid, Stack } from '@backoffice/ui';
import { Modal, SaveFooter, AsyncSearchSelect, NumberField, SelectField, type SearchOption } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { mixed, number, object, string, type ObjectSchema } from 'yup';
import { useChainOptions, useSetOvernight } from './api';

/** Which modal is open: a property's (optionally prefilled from a table row) or a chain's. */
export type OvernightTarget = { kind: 'hotel'; hotel?: HotelPricing } | { kind: 'chain' };

/** The modal's form: rates in percent (0–100, 2 decimals), null while empty. */
export interface OvernightForm {
  hotel: SearchOption | null;
  chain: string;
  three: number | null;
  six: number | null;
  twelve: number | null;
}

const RATES = ['three', 'six', 'twelve'] as const;
const percentOrNull = (fraction: number | undefined) => (typeof fraction === 'number' && fraction !== 0 ? fractionToPercent(fraction) : null);
const ratesOf = (f: OvernightFractions | undefined) => ({ three: percentOrNull(f?.three), six: percentOrNull(f?.six), twelve: percentOrNull(f?.twelve) });

const m = PricingMessages.pricing;

/** A rate in percent: given and not 0 (`required`), then at most 100, then not below 0 (contracts overnightError). */
const rate = (required: string) =>
  number()
    .nullable()
    .defined()
    .test('required', required, (v) => typeof v === 'number' && Number.isFinite(v) && v !== 0)
    .test('max', m.tooHigh, (v) => typeof v !== 'number' || v <= 100)
    .test('min', m.negative, (v) => typeof v !== 'number' || v > 100 || v >= 0);

/**
 * The modal's one schema: contracts overnightError's rules and messages, field by field, so that every failing
 * field shows its message at once ('Please Select Property' beside the hotel or chain, 'Please Enter 3Hr Rate', …,
 * 'Rate cannot be more than 100%' beside each rate over 100).
 */
export function overnightSchema(kind: OvernightTarget['kind']): ObjectSchema<OvernightForm> {
  return object({
    hotel: mixed<SearchOption>()
      .nullable()
      .defined()
      .test('picked', m.selectProperty, (v) => kind !== 'hotel' || !!v),
    chain: string()
      .defined()
      .test('picked', m.selectProperty, (v) => kind !== 'chain' || !!v),
    three: rate(m.threeRequired),
    six: rate(m.sixRequired),
    twelve: rate(m.twelveRequired),
  });
}

export interface OvernightDialogProps {
  target: OvernightTarget | null;
  onClose: () => void;
}

/**
 * Edit Property Pricing and Edit Property Chain Pricing (docs/areas/pricing.md, "Pricing"): a hotel found by
 * name (more than 2 characters, after a 400 ms pause) or a chain, and the 3Hr, 6Hr and 12Hr rates in percent,
 * checked by {@link overnightSchema} (every message beside its field at once, in the spec's order) and sent as
 * fractions through useAction. A server refusal is an error toast and the modal stays open.
 */
export function OvernightDialog({ target, onClose }: OvernightDialogProps) {
  const title = target?.kind === 'chain' ? 'Edit Property Chain Pricing' : 'Edit Property Pricing';
  return (
    <Modal open={target !== null} title={title} onClose={onClose}>
      {target ? <OvernightBody target={target} title={title} onClose={onClose} /> : null}
    </Modal>
  );
}

function OvernightBody({ target, title, onClose }: { target: OvernightTarget; title: string; onClose: () => void }) {
  const save = useAction(useSetOvernight(), {
    success: (res) => {
      const done = res.message || m.updated;
      return target.kind === 'chain' ? `${done}: ${res.data.updated} ${res.data.updated === 1 ? 'hotel' : 'hotels'} updated` : done;
    },
    failure: 'The overnight rates could not be saved.',
  });
  const { options: chainOptions, chains } = useChainOptions();
  const prefill = target.kind === 'hotel' ? target.hotel : undefined;
  const { control, handleSubmit, setValue } = useForm<OvernightForm>({
    resolver: yupResolver(overnightSchema(target.kind)),
    defaultValues: { hotel: prefill ? { value: prefill._id, label: prefill.name } : null, chain: '', ...ratesOf(prefill?.overNightRatePercentage) },
  });

  // A hotel picked from the search shows its current rates, to be changed from there.
  const found = useRef(new Map<string, HotelPricing>());
  const picked = useWatch({ control, name: 'hotel' });
  const pickedId = picked?.value;
  useEffect(() => {
    const hotel = pickedId ? found.current.get(pickedId) : undefined;
    if (!hotel) return;
    const rates = ratesOf(hotel.overNightRatePercentage);
    for (const k of RATES) setValue(k, rates[k]);
  }, [pickedId, setValue]);

  const searchHotels = async (term: string): Promise<SearchOption[]> => {
    const hotels = await queryByProperty(term);
    for (const h of hotels) found.current.set(h._id, h);
    return hotels.map((h) => ({ value: h._id, label: h.name, description: [h.city, h.commission?.clientTypeName].filter(Boolean).join(' · ') }));
  };

  const onSubmit = handleSubmit(async (form) => {
    const fractions = { three: percentToFraction(form.three ?? 0), six: percentToFraction(form.six ?? 0), twelve: percentToFraction(form.twelve ?? 0) };
    const id = target.kind === 'hotel' ? (form.hotel?.value ?? '') : form.chain;
    if (await save.run({ kind: target.kind, id, fractions })) onClose();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <Dialog.Body>
        <Stack gap="4">
          {target.kind === 'hotel' ? (
            <AsyncSearchSelect
              control={control}
              name="hotel"
              label="Property"
              required
              placeholder="Type a hotel name"
              hint={`Type more than ${HOTEL_SEARCH_MIN_CHARS} characters`}
              minChars={HOTEL_SEARCH_MIN_CHARS + 1}
              debounceMs={HOTEL_SEARCH_DEBOUNCE_MS}
              search={searchHotels}
            />
          ) : (
            <SelectField
              control={control}
              name="chain"
              label="Property Chain"
              required
              placeholder={chains.isPending ? 'Loading property chains…' : chains.isError ? 'The property chains could not be loaded' : 'Select a property chain'}
              options={chainOptions}
            />
          )}
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <NumberField control={control} name="three" label="3Hr Rate" unit="%" step={0.01} min={0} max={100} required />
            <NumberField control={control} name="six" label="6Hr Rate" unit="%" step={0.01} min={0} max={100} required />
            <NumberField control={control} name="twelve" label="12Hr Rate" unit="%" step={0.01} min={0} max={100} required />
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <SaveFooter onCancel={onClose} saving={save.isPending} />
    </form>
  );
}
