import { FORMAT_LOCALES, formatDateTime } from '@backoffice/contracts/constants';
import { Button, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { saveConsolePreferences, timeZoneChoices, useConsolePreferences } from './console-preferences';

/** Props of {@link PreferencesDialog}. */
export interface PreferencesDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Locale and time zone", opened from the user menu: the console locale (how dates and amounts are written) and
 * the time zone dates are shown in, with a sample, saved for this browser (docs/areas/platform.md, "Console
 * preferences and theme"). Rendered only while open, so it starts from the preferences in force each time.
 */
export function PreferencesDialog({ open, onClose }: PreferencesDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? <PreferencesForm onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A labelled native select of the form, with its help text under it. */
function ChoiceField({
  label,
  value,
  onChange,
  choices,
  help,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly { value: string; label: string }[];
  help: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
}

const SAMPLE = new Date(Date.UTC(2026, 11, 6, 9, 0));

/** Asked before new preferences redraw a page that holds unsaved changes. */
export const UNSAVED_ON_REDRAW = 'A form on this page has unsaved changes, which a new locale or time zone would lose. Apply anyway?';

function PreferencesForm({ onClose }: { onClose: () => void }) {
  const current = useConsolePreferences();
  const [locale, setLocale] = useState(current.locale);
  const [timeZone, setTimeZone] = useState(current.timeZone);
  const zones = timeZoneChoices();
  if (!zones.some((z) => z.value === timeZone)) zones.unshift({ value: timeZone, label: timeZone });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // A new locale or zone redraws every page: a form with unsaved changes (remote-kit counts them on <html>,
        // data-unsaved-forms) would lose them, so ask first, as a link away from it does.
        if (document.documentElement.dataset['unsavedForms'] && !window.confirm(UNSAVED_ON_REDRAW)) return;
        saveConsolePreferences({ locale, timeZone });
        onClose();
      }}
    >
      <Dialog.Header>
        <Dialog.Title>Locale and time zone</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ChoiceField
            label="Locale"
            value={locale}
            onChange={setLocale}
            choices={FORMAT_LOCALES}
            help="How dates, times and amounts are written."
          />
          <ChoiceField
            label="Time zone"
            value={timeZone}
            onChange={setTimeZone}
            choices={zones}
            help="The zone dates and times are shown in."
          />
          <Text fontSize="sm" color="fg.muted" data-testid="preferences-sample">
            For example: {formatDateTime(SAMPLE, { locale, timeZone })}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
