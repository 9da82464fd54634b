import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { Control, FieldError, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What every form piece of `@backoffice/ui` takes (docs/areas/platform.md,
 * "Forms, grids and data conventions").
 *
 * The pieces are wired by `control` + `name`, never by a `FormProvider` context: libs/ui is a module-federation
 * singleton served by the shell, while each remote bundles its own react-hook-form, so a remote's form context
 * would not reach the shell's copy. A `control` object works across the two copies.
 *
 * @typeParam T the form's values (`useForm<T>()`).
 * @typeParam N the path of this field in `T`; each piece narrows it to the value type it edits.
 * @typeParam TT the values after the resolver's transform (inferred from `control`).
 */
export interface FormFieldBaseProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>, TT = T> {
  /** `useForm()`'s `control`. */
  control: Control<T, unknown, TT>;
  /** The field's path in the form values, e.g. 'title' or 'rates.0.amount'. */
  name: N;
  /** Visible label; the control's accessible name. */
  label: string;
  /** Help text under the control (tied to it by aria-describedby). */
  hint?: ReactNode;
  /** Marks the control required (aria-required); the schema still does the checking. */
  required?: boolean;
  disabled?: boolean;
  /** The control's DOM id (default: generated). Give one when other code focuses the field by id. */
  id?: string;
}

/**
 * The message of a field's error. An object field (a date range) may carry its error on a part
 * (`error.from`) rather than on itself, so the parts are looked at too.
 */
export function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  for (const part of Object.values(error as unknown as Record<string, unknown>)) {
    if (part && typeof part === 'object' && 'message' in part && typeof part.message === 'string' && part.message)
      return part.message;
  }
  return undefined;
}

/** The DOM ids of a field's parts, from {@link useFieldIds}. */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
  /** The control's aria-describedby: the hint and the error when shown. */
  describedBy: string | undefined;
}

/**
 * Ids for a field's control, hint and error. The error goes into aria-describedby as well as Chakra's
 * aria-errormessage: more screen readers read the former.
 */
export function useFieldIds(id: string | undefined, hint: unknown, error: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  const ids = { control, hint: `${control}-hint`, error: `${control}-error` };
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  return { ...ids, describedBy };
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The label's content (a piece may add visually hidden words, e.g. a unit). */
  label: ReactNode;
  hint?: ReactNode;
  /** The inline error; the control is marked aria-invalid and described by it. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** From {@link useFieldIds}; pass `ids.describedBy` to the control as aria-describedby. */
  ids: FieldIds;
  /** Whether to render `label` as the Field's <label> (false when the control renders its own label). */
  withLabel?: boolean;
  children: ReactNode;
}

/**
 * The frame of a single-control piece: label, control, hint and inline error. Chakra's Field ties them together
 * (label `for`, aria-invalid, aria-errormessage; the error text is aria-live="polite"). The error has no
 * role="alert": on a failed submit react-hook-form focuses the first invalid control, which reads its
 * description, and a page-level alert stays the only alert on the page.
 */
export function FieldFrame({ label, hint, error, required, disabled, ids, withLabel = true, children }: FieldFrameProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      id={ids.control}
      ids={{ helperText: ids.hint, errorText: ids.error }}
    >
      {withLabel ? <Field.Label>{label}</Field.Label> : null}
      {children}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
