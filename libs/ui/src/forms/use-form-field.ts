import { errorText, useFieldIds, type FieldFrameProps, type FieldIds, type FormFieldBaseProps } from './main-entry';
import { useController, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';

/** What {@link useFieldState} gives a form piece. */
export interface FieldState<T extends FieldValues, N extends FieldPath<T>> {
  /** react-hook-form's field: `value`, `onChange`, `onBlur`, `name`, `ref`. */
  field: ControllerRenderProps<T, N>;
  /** The inline error: the piece's own `problem` first, else the schema's message (see `errorText`). */
  error: string | undefined;
}

/**
 * The field of a piece wired by `control` + `name` and its inline error (docs/areas/platform.md, "Forms, grids and
 * data conventions"). `problem` is the piece's own message (a typed day that is no day), shown before the
 * schema's. Internal to the `/forms` entry: not exported, so the entry's export list and the main entry's stay as
 * they are (docs/releases.md, "The host contract").
 */
export function useFieldState<T extends FieldValues, N extends FieldPath<T>, TT>(
  { control, name }: Pick<FormFieldBaseProps<T, N, TT>, 'control' | 'name'>,
  problem?: string,
): FieldState<T, N> {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  return { field, error: problem ?? errorText(fieldState.error) };
}

/** What {@link useFormField} gives a single-control piece. */
export interface FormField<T extends FieldValues, N extends FieldPath<T>> extends FieldState<T, N> {
  /** The DOM ids of the control, hint and error; `ids.describedBy` goes on the control. */
  ids: FieldIds;
  /** The props of `FieldFrame` but its children: `<FieldFrame {...frame}>`. */
  frame: Omit<FieldFrameProps, 'children'>;
}

/**
 * {@link useFieldState} plus the ids and the `FieldFrame` props of a piece with one control (label, control, hint,
 * inline error). The piece spreads `frame` on its FieldFrame and puts `field` and `ids.describedBy` on its control.
 *
 * @example
 * const { field, ids, frame } = useFormField(props);
 * return <FieldFrame {...frame}><Input ref={field.ref} aria-describedby={ids.describedBy} … /></FieldFrame>;
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>, TT>(
  props: FormFieldBaseProps<T, N, TT>,
  problem?: string,
): FormField<T, N> {
  const { field, error } = useFieldState(props, problem);
  const { label, hint, required, disabled, id } = props;
  const ids = useFieldIds(id, hint, error);
  return { field, error, ids, frame: { label, hint, error, required, disabled, ids } };
}
