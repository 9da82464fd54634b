import { queryByProperty } from '@backoffice/api-client/bookings';
import {
  HOTEL_SEARCH_DEBOUNCE_MS,
  HOTEL_SEARCH_MIN_CHARS,
  PricingMessages,
  fractionToPercent,
  overnightError,
  percentToFraction,
  type HotelPricing,
  type OvernightFractions,
} from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Dialog, SimpleGrid, Stack } from '@backoffice/ui';
import { Modal, SaveFooter, AsyncSearchSelect, NumberField, SelectField, type SearchOption } from '@backoffice/ui/forms';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useChainOptions, useSetOvernight } from './api';
import { ruleResolver } from './format';

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

/** The field that shows a message of contracts overnightError (the first rate over 100 or below 0 for those). */
function fieldOfMessage(kind: OvernightTarget['kind'], message: string, values: OvernightForm): string {
  const m = PricingMessages.pricing;
  if (message === m.selectProperty) return kind === 'hotel' ? 'hotel' : 'chain';
  if (message === m.threeRequired) return 'three';
  if (message === m.sixRequired) return 'six';
  if (message === m.twelveRequired) return 'twelve';
  const bad = RATES.find((k) => {
    const v = values[k] ?? 0;
    return message === m.tooHigh ? v > 100 : v < 0;
  });
  return bad ?? 'three';
}

const resolverFor = (kind: OvernightTarget['kind']) =>
  ruleResolver<OvernightForm>(
    (v) => overnightError(kind === 'hotel' ? !!v.hotel : !!v.chain, v),
    (message, v) => fieldOfMessage(kind, message, v),
  );

export interface OvernightDialogProps {
  target: OvernightTarget | null;
  onClose: () => void;
}

/**
 * Edit Property Pricing and Edit Property Chain Pricing (docs/areas/pricing.md, "Pricing"): a hotel found by
 * name (more than 2 characters, after a 400 ms pause) or a chain, and the 3Hr, 6Hr and 12Hr rates in percent,
 * checked by contracts overnightError (messages in the form, in the spec's order) and sent as fractions. A
 * server refusal is an error toast and the modal stays open.
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
  const notify = useNotify();
  const save = useSetOvernight();
  const { options: chainOptions, chains } = useChainOptions();
  const prefill = target.kind === 'hotel' ? target.hotel : undefined;
  const { control, handleSubmit, setValue } = useForm<OvernightForm>({
    resolver: resolverFor(target.kind),
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
    try {
      const res = await save.mutateAsync({ kind: target.kind, id, fractions });
      notify({
        type: 'success',
        title: res.message || PricingMessages.pricing.updated,
        ...(target.kind === 'chain' ? { description: `${res.data.updated} ${res.data.updated === 1 ? 'hotel' : 'hotels'} updated` } : {}),
      });
      onClose();
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
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
