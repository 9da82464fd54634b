import { QueryFilter, type ListQuery, type SelectOption } from '@backoffice/remote-kit';

/** Props of {@link StatusFilter}. */
export interface StatusFilterProps {
  /** The statuses offered after 'View All'. */
  options: readonly SelectOption[];
  /** The `?status=` of the URL ('' for View All). */
  value: string;
  /** The list's URL query: a choice sets `?status=` and goes back to page 1. */
  setQuery: ListQuery['setQuery'];
}

/**
 * The Status filter of the help desk's lists (docs/areas/helpdesk.md, "Screens"): 'View All' and the statuses,
 * kept in the URL as `?status=`; a new choice starts at page 1.
 */
export function StatusFilter({ options, value, setQuery }: StatusFilterProps) {
  return <QueryFilter label="Status" minW="44" list={{ setQuery }} param="status" value={value} options={options} emptyOption="View All" />;
}
