import { FilterSelect, type SelectOption } from '@backoffice/remote-kit';

/** Props of {@link ChainFilter}. */
export interface ChainFilterProps {
  /** The chains to choose from (their ids), ending with Other (`other`: the hotels without a chain). */
  options: readonly SelectOption[];
  /** The chosen chain's id from the URL, or undefined for All. */
  value: string | undefined;
  /** Gets the chosen chain's id, or undefined for All. */
  onChange: (chain: string | undefined) => void;
}

/**
 * The Property Chain filter of this area's lists (reservations, pricing: docs/areas/bookings.md, docs/areas/pricing.md):
 * All, then the chains. A chain in the URL that the options do not hold yet (they are still loading) stays chosen,
 * shown as 'Loading…', so that the filter never looks like All while it is not.
 */
export function ChainFilter({ options, value, onChange }: ChainFilterProps) {
  return (
    <FilterSelect label="Property Chain" minW="44" options={options} emptyOption="All" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      {value && !options.some((o) => o.value === value) ? <option value={value}>Loading…</option> : null}
    </FilterSelect>
  );
}
