import { NativeSelect } from '@backoffice/ui';
import type { ComponentProps, ReactNode } from 'react';

/** One choice of an {@link OptionSelect}: the submitted `value` and the shown `label`. */
export interface SelectOption {
  value: string | number;
  label: string;
}

type FieldProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'>;

export interface OptionSelectProps extends FieldProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first choice with the value '' (e.g. 'View All', 'Select a department'); none when omitted. */
  emptyOption?: string;
  /** Extra `<option>`s after `options` (e.g. a 'Loading…' stand-in for a value whose label is not known yet). */
  children?: ReactNode;
  /** The select's size (Chakra NativeSelect sizes). */
  size?: ComponentProps<typeof NativeSelect.Root>['size'];
  /** Disables the whole select. */
  disabled?: boolean;
  /** Layout of the outer box, e.g. `{ width: 'auto', minW: '36' }`. */
  rootProps?: Omit<ComponentProps<typeof NativeSelect.Root>, 'children' | 'size' | 'disabled'>;
}

/**
 * A native select of fixed choices with the Chakra indicator: the filters (status, department) and the form
 * selects (priority, status) of the helpdesk pages. Every other prop (value, onChange, aria-label, a
 * react-hook-form `register(...)` spread with its ref) goes to the `<select>` itself; its label comes from the
 * surrounding `Field.Root`/`Field.Label` or an `aria-label`.
 */
export function OptionSelect({
  options,
  emptyOption,
  children,
  size,
  disabled,
  rootProps,
  ...field
}: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} {...rootProps}>
      <NativeSelect.Field {...field}>
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
