import { OptionSelect, errorMessage, type OptionSelectProps } from '@backoffice/remote-kit';
import { Field, HStack, Input } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * DataGrid's state props from the query of its rows (docs/frontend-data.md, "Lists"): loading until the first
 * answer, the previous page dimmed while another loads, and a failure's message with Retry (asks again).
 */
export function gridStatesOf(query: Pick<UseQueryResult<unknown>, 'isPending' | 'isPlaceholderData' | 'isError' | 'error' | 'refetch'>) {
  return {
    loading: query.isPending,
    fetching: query.isPlaceholderData,
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

/** A list's toolbar (DataGrid's `toolbar`): its fields side by side, bottoms aligned, wrapping on narrow screens. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap">
      {children}
    </HStack>
  );
}

/** A labelled field of a list's toolbar, at least `minW` wide. */
function ToolbarField({ label, minW, children }: { label: string; minW: string; children: ReactNode }) {
  return (
    <Field.Root width="auto" minW={minW}>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/**
 * A list's search box, labelled 'Search', at most 200 characters: `value` is the text as typed, `onChange` gets each
 * change (remote-kit's `useSearchParam` gives both, and puts the text in the URL after a pause).
 */
export function SearchField({ value, onChange, placeholder }: { value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <ToolbarField label="Search" minW="64">
      <Input size="sm" type="search" placeholder={placeholder} value={value} maxLength={200} onChange={(e) => onChange(e.target.value)} />
    </ToolbarField>
  );
}

/**
 * A filter of a list's toolbar: a select of fixed choices (remote-kit's OptionSelect, small) labelled `label`, at
 * least `minW` wide; every other prop (options, emptyOption, value, onChange) goes to the select.
 */
export function FilterSelect({ label, minW, ...select }: { label: string; minW: string } & Omit<OptionSelectProps, 'size'>) {
  return (
    <ToolbarField label={label} minW={minW}>
      <OptionSelect size="sm" {...select} />
    </ToolbarField>
  );
}
