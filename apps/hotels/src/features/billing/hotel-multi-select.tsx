import { OTHER_CHAIN_FILTER, OTHER_CHAIN_NAME, formatNumber, type HotelListItem } from '@backoffice/contracts';
import { OptionSelect } from '@backoffice/remote-kit';
import { Box, Button, HStack, Input, Stack, Text, chakra, errorText } from '@backoffice/ui';
import { GroupFrame } from '@backoffice/ui/forms';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { BillingForm } from './billing-form';

/** A hotel as the picker shows it: id, name, city and property ID (searched), chain (filtered). */
export type PickableHotel = Pick<HotelListItem, '_id' | 'name'> & Partial<Pick<HotelListItem, 'city' | 'propertyId' | 'commission'>>;

/** The chain filter's value of a hotel: its chain's id, or `other` without one or in the chain named Other. */
const chainOf = (h: PickableHotel) =>
  h.commission && h.commission.clientTypeName.toLowerCase() !== OTHER_CHAIN_NAME.toLowerCase() ? h.commission._id : OTHER_CHAIN_FILTER;

/** The chains of `hotels` by name, Other last (only when a hotel is in it), for the chain filter. */
export function hotelChainOptions(hotels: readonly PickableHotel[]) {
  const named = new Map<string, string>();
  let other = false;
  for (const h of hotels) {
    const id = chainOf(h);
    if (id === OTHER_CHAIN_FILTER) other = true;
    else named.set(id, h.commission?.clientTypeName ?? id);
  }
  const options = [...named].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return other ? [...options, { value: OTHER_CHAIN_FILTER, label: OTHER_CHAIN_NAME }] : options;
}

/**
 * The hotels `search` (name, city or property ID, any case) and `chain` (a chain's id, `other`, or '' for all) keep,
 * in the order given.
 */
export function filterHotels(hotels: readonly PickableHotel[], search: string, chain: string): PickableHotel[] {
  const term = search.trim().toLowerCase();
  return hotels.filter(
    (h) =>
      (!chain || chainOf(h) === chain) &&
      (!term || [h.name, h.city, h.propertyId].some((v) => (v ?? '').toLowerCase().includes(term))),
  );
}

/**
 * The billing form's hotel scope (docs/areas/billing.md, "Execute Billing"; issue 36): a searchable multi-select of
 * every hotel, bound to the form's `scopeHotel` (ids, in the hotels' order). A search box (name, city or property
 * ID) and a chain filter narrow the list; Select all adds every hotel the filters show, Clear empties the choice;
 * "N of M selected" counts the whole choice, hidden hotels included. Native checkboxes and inputs, so it works from
 * the keyboard (Tab, Space; Enter in the search does not submit the form). The form's error ('Select hotel', an
 * unknown hotel) shows under it.
 */
export function HotelMultiSelect({ control, hotels, loading }: { control: Control<BillingForm>; hotels: readonly PickableHotel[]; loading?: boolean }) {
  const { field, fieldState } = useController({ control, name: 'scopeHotel' });
  const [search, setSearch] = useState('');
  const [chain, setChain] = useState('');
  const chains = useMemo(() => hotelChainOptions(hotels), [hotels]);
  const shown = useMemo(() => filterHotels(hotels, search, chain), [hotels, search, chain]);
  const selected = new Set(field.value);
  const set = (next: Set<string>) => field.onChange(hotels.map((h) => h._id).filter((id) => next.has(id)));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    set(next);
  };
  const noSubmit = (e: KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
  };
  const error = errorText(fieldState.error);

  return (
    <GroupFrame label="Hotels" error={error}>
      {(describedBy) => (
        <Stack gap="2">
          <HStack gap="3" wrap="wrap" align="flex-end">
            <Input
              size="sm"
              type="search"
              maxW="72"
              placeholder="Search by name, city or property ID"
              aria-label="Search hotels"
              value={search}
              maxLength={200}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={noSubmit}
            />
            <OptionSelect
              size="sm"
              rootProps={{ width: 'auto', minW: '44' }}
              aria-label="Chain"
              emptyOption="All chains"
              options={chains}
              value={chain}
              onChange={(e) => setChain(e.target.value)}
            />
            <Button size="sm" variant="outline" disabled={!shown.length} onClick={() => set(new Set([...selected, ...shown.map((h) => h._id)]))}>
              {search || chain ? `Select all ${formatNumber(shown.length)} shown` : 'Select all'}
            </Button>
            <Button size="sm" variant="ghost" disabled={!selected.size} onClick={() => set(new Set())}>
              Clear
            </Button>
            <Text fontSize="sm" role="status" aria-live="polite">
              {formatNumber(selected.size)} of {formatNumber(hotels.length)} selected
            </Text>
          </HStack>
          <Box maxH="72" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" role="group" aria-label="Hotels to bill" aria-describedby={describedBy}>
            {loading ? (
              <Text fontSize="sm" color="fg.muted">
                Loading hotels…
              </Text>
            ) : shown.length ? (
              <Stack gap="1">
                {shown.map((h) => (
                  <HStack key={h._id} gap="2">
                    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                      <chakra.input
                        type="checkbox"
                        ref={h._id === shown[0]._id ? field.ref : undefined}
                        checked={selected.has(h._id)}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => toggle(h._id, e.target.checked)}
                        onBlur={field.onBlur}
                        w="4"
                        h="4"
                        m="0"
                        accentColor="blue.solid"
                      />
                      {h.name}
                    </chakra.label>
                    <Text fontSize="xs" color="fg.muted" aria-hidden>
                      {[h.city, h.commission?.clientTypeName].filter(Boolean).join(' · ')}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No hotel matches the search.
              </Text>
            )}
          </Box>
        </Stack>
      )}
    </GroupFrame>
  );
}
