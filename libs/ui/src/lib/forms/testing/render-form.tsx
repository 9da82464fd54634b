import { yupResolver } from '@hookform/resolvers/yup';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { UiProvider } from '../../ui-provider';

/** Options of {@link renderForm}. */
export interface RenderFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The yup schema checked on submit (and on change after a failed submit). */
  schema?: AnyObjectSchema;
  /** Renders the piece under test with the form's control. */
  field: (control: Control<T>) => ReactNode;
  /** Options of user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Test helper of the form pieces: a react-hook-form form (with a yup resolver when a schema is given) holding
 * the piece and a 'Save' submit button. `onSubmit` receives the values that passed the schema.
 */
export function renderForm<T extends FieldValues>({ defaultValues, schema, field, userOptions }: RenderFormOptions<T>) {
  const onSubmit = jest.fn();
  const controls: { control?: Control<T>; reset?: (v: DefaultValues<T>) => void } = {};
  function Form() {
    const { control, handleSubmit, reset } = useForm<T>({
      defaultValues,
      resolver: schema ? (yupResolver(schema) as unknown as Resolver<T>) : undefined,
    });
    controls.control = control;
    controls.reset = (v) => reset(v);
    return (
      <form onSubmit={handleSubmit((values) => onSubmit(values))} noValidate>
        {field(control)}
        <button type="submit">Save</button>
      </form>
    );
  }
  const view = render(
    <UiProvider withToaster={false}>
      <Form />
    </UiProvider>,
  );
  return { ...view, onSubmit, user: userEvent.setup(userOptions), reset: (v: DefaultValues<T>) => controls.reset?.(v) };
}
