import type { RecordChange } from '@backoffice/contracts';
import { Button, HStack, Stack } from '@backoffice/ui';
import { useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame, useBackTo, type BackLink } from './page-frame';
import { LiveRecordNote, useLiveRecordChange, useOverwriteGuard, type LiveRecord } from './record-page-live';
import { useUnsavedChangesWarning } from './unsaved-changes';

/** Props of {@link FormPage}. */
export interface FormPageProps<F extends FieldValues> {
  /** The page's h1, the form's accessible name (unless `label`) and the browser tab's title. */
  title: string;
  subtitle?: ReactNode;
  /** The way back, also the Cancel button's target (the list the user came from wins). */
  back?: BackLink;
  /** The form's accessible name when it is not the title. */
  label?: string;
  /** The page's widest (default '3xl'). */
  maxW?: string;
  /**
   * The react-hook-form instance, made with the form's one schema from libs/contracts (its limits and messages are
   * the API's), so that every error shows at once beside its field and the first invalid field is focused.
   */
  form: UseFormReturn<F>;
  /**
   * Sends the form (usually `useAction(...).run`): resolves to the answer, or `undefined` when the call failed
   * (useAction has shown why), and the unsaved-changes warning stays.
   */
  onSubmit: (values: F) => Promise<unknown>;
  /** The submit button's text (default 'Save'). */
  submitLabel?: string;
  /** The Cancel link's text (default 'Cancel'; the spec's 'Go Back' on some pages). */
  cancelLabel?: string;
  /** Save cannot be pressed yet (what the form needs has not loaded). */
  submitDisabled?: boolean;
  /** More buttons beside Save and Cancel. */
  extraActions?: ReactNode;
  /** The header's buttons (a record's actions on its edit page). */
  actions?: ReactNode;
  /** Content under the form, outside it (a record's History panel). */
  footer?: ReactNode;
  /**
   * The record edited, by its audit entity type and id (an edit page): when someone else changes it while the
   * form is open, the page warns and Save asks first (docs/areas/platform.md, "Live changes").
   */
  record?: LiveRecord;
  children: ReactNode;
}

/**
 * A form page (docs/frontend-data.md, "Forms"): the frame, a native form (Enter submits, no browser validation
 * bubbles), the fields, then Save (busy while sending) and Cancel. Leaving with unsaved changes asks first; a
 * successful save makes the saved values the form's own, so only later edits ask again. Every error shows at once beside its field (the schema reports all, react-hook-form focuses the
 * first invalid field); success and failure are told once, by useAction.
 *
 * With `record`, live changes (docs/areas/platform.md, "Live changes"): the form keeps what it loaded (it is never
 * drawn again over the user's edits), so when someone else changes the record while the form is open the page says
 * "{name} changed this record while you were editing. Saving will overwrite their changes." and Save asks for
 * confirmation (the form is checked first); after a save the warning goes until the next change by someone else.
 */
export function FormPage<F extends FieldValues>({
  title,
  subtitle,
  back,
  label,
  maxW = '3xl',
  form,
  onSubmit,
  submitLabel = 'Save',
  submitDisabled,
  cancelLabel = 'Cancel',
  extraActions,
  actions,
  footer,
  record,
  children,
}: FormPageProps<F>) {
  const backTo = useBackTo(back);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesWarning(isDirty && !isSubmitting);
  // Another user's change since the form opened, until a save here overwrote it.
  const change = useLiveRecordChange(record);
  const [overwritten, setOverwritten] = useState<RecordChange | null>(null);
  const conflict = change !== null && change !== overwritten ? change : null;
  const guard = useOverwriteGuard(conflict);
  const confirmed = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (conflict && !confirmed.current) {
      guard.ask(() => {
        confirmed.current = true;
        void submit();
      });
      return;
    }
    confirmed.current = false;
    const result = await onSubmit(values);
    if (result !== undefined) setOverwritten(conflict);
    // Saved: what is on screen is what the server has, until the next edit (unless the page reset the form itself).
    if (result !== undefined && form.formState.isDirty) form.reset(form.getValues());
  });
  return (
    <PageFrame title={title} subtitle={subtitle} back={back} maxW={maxW} action={actions}>
      <LiveRecordNote change={conflict} conflict />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={label ?? title}>
        <Stack gap="4">
          {children}
          <HStack gap="3" justify="flex-end" wrap="wrap">
            {extraActions}
            {backTo ? (
              <Button asChild variant="outline">
                <RouterLink to={backTo.to}>{cancelLabel}</RouterLink>
              </Button>
            ) : null}
            <Button type="submit" colorPalette="blue" loading={isSubmitting} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
      {guard.dialog}
      {footer}
    </PageFrame>
  );
}
