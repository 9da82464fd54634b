import { Box, Input, Stack, Text, chakra } from '@backoffice/ui';
import { GroupFrame } from '@backoffice/ui/forms';
import { useId, useState } from 'react';

/** One hotel of the {@link HotelPicker}: its id, name and chain's name (shown as its description). */
export interface HotelChoice {
  value: string;
  label: string;
  chainName?: string | null;
}

export interface HotelPickerProps {
  /** The group's name (its legend), e.g. 'Hotels'. */
  label: string;
  /** The hotels offered, in order. */
  options: readonly HotelChoice[];
  /** The checked hotels' ids (kept when the filter hides them). */
  value: readonly string[];
  /** A hotel was checked (`checked` true) or unchecked. */
  onToggle: (hotelId: string, checked: boolean) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Show each hotel's chain under its name (when the list mixes chains). */
  showChain?: boolean;
}

/** From this many hotels on, a text box filters the list by name. */
const FILTER_FROM = 8;

/**
 * Role management's Hotels (docs/areas/users.md, "Role management"): a group of checkboxes (libs/ui's GroupFrame: a fieldset named by
 * `label`) in a scrolling box, with 'N selected', and a text filter when the list is long. Checked hotels stay
 * checked when the filter hides them: it only narrows what is shown. Hint and error describe the group and each
 * checkbox. Built here rather than libs/ui's MultiSelectField, which keeps only the values of the options shown.
 */
export function HotelPicker({ label, options, value, onToggle, hint, error, disabled, showChain }: HotelPickerProps) {
  const base = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const checked = new Set(value);
  return (
    <GroupFrame label={label} hint={hint} error={error} disabled={disabled}>
      {(describedBy) => (
        <Stack gap="2">
          {options.length >= FILTER_FROM ? (
            <Input size="sm" type="search" aria-label={`Filter ${label.toLowerCase()}`} placeholder="Filter by name" value={filter} onChange={(e) => setFilter(e.target.value)} />
          ) : null}
          <Box maxH="60" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
            {shown.length ? (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="1.5">
                {shown.map((o) => {
                  const chainId = `${base}-${o.value}-chain`;
                  return (
                    <chakra.li key={o.value} display="flex" alignItems="baseline" gap="2" flexWrap="wrap">
                      <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor={disabled ? 'not-allowed' : 'pointer'}>
                        <chakra.input
                          type="checkbox"
                          value={o.value}
                          checked={checked.has(o.value)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={[showChain && o.chainName ? chainId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
                          onChange={(e) => onToggle(o.value, e.target.checked)}
                          w="4"
                          h="4"
                          m="0"
                          accentColor="blue.solid"
                          cursor="inherit"
                        />
                        {o.label}
                      </chakra.label>
                      {showChain && o.chainName ? (
                        <Text as="span" id={chainId} fontSize="xs" color="fg.muted">
                          {o.chainName}
                        </Text>
                      ) : null}
                    </chakra.li>
                  );
                })}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {options.length ? 'No hotel matches the filter.' : 'No hotels to choose from.'}
              </Text>
            )}
          </Box>
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {value.length} selected
          </Text>
        </Stack>
      )}
    </GroupFrame>
  );
}
