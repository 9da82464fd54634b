import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { CMS_TITLE_MAX_LENGTH, CmsMessages } from '@backoffice/contracts';
import { RichTextField } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { Card, Heading, SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { FormActions, SaveReport, useUnsavedWarning } from '../../shared-images';
import {
  ENTRY_COUNT,
  entriesOf,
  fieldId,
  isDirty,
  type FieldId,
  SECTION_KEYS,
  SECTION_LABELS,
  type EntryState,
  type HomepageState,
  type PendingImage,
  type SectionKey,
} from '../lib/homepage-model';
import { useRemoveCmsPhoto } from '../api/remove-cms-photo';
import { useSaveHomepage } from '../api/save-homepage';
import { applySaveResults, MULTIPLE_IMAGES, type SectionResult } from '../lib/save-homepage';
import { validateHomepage } from '../lib/validate-homepage';
import { ContentImagesField } from './content-images-field';

let nextKey = 0;
function toPending(file: File): PendingImage {
  const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  return { key: `new-${++nextKey}`, file, previewUrl };
}
function revoke(images: PendingImage[]) {
  for (const image of images)
    if (image.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
}
const allPending = (state: HomepageState) =>
  SECTION_KEYS.flatMap((k) => entriesOf(state, k).flatMap((e) => e.pending));

/** Where an entry lives in the state: a section, and its index for benefits and reasons. */
type EntryRef = { section: 'search' | 'enjoy' } | { section: 'benefits' | 'reasons'; index: number };

/** Where an entry lives in the form values. */
function entryPath(ref: EntryRef): 'search' | 'enjoy' | `benefits.${number}` | `reasons.${number}` {
  return 'index' in ref ? `${ref.section}.${ref.index}` : ref.section;
}

/** The form path of each field the validation can name, by its DOM id. */
const PATH_OF_FIELD = new Map<FieldId, FieldPath<HomepageState>>([
  [fieldId.searchTitle, 'search.title'],
  [fieldId.enjoyTitle, 'enjoy.title'],
  ...(['benefits', 'reasons'] as const).flatMap((section) =>
    Array.from({ length: ENTRY_COUNT }, (_, i): [FieldId, FieldPath<HomepageState>][] => [
      [fieldId.entryTitle(section, i), `${section}.${i}.title`],
      [fieldId.entryDescription(section, i), `${section}.${i}.description`],
    ]).flat(),
  ),
]);

function updateEntry(
  state: HomepageState,
  ref: EntryRef,
  change: (e: EntryState) => EntryState,
): HomepageState {
  if (!('index' in ref)) return { ...state, [ref.section]: change(state[ref.section]) };
  const { section, index } = ref;
  return { ...state, [section]: state[section].map((e, i) => (i === index ? change(e) : e)) };
}

function focusField(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const target = el.matches('input, textarea, [contenteditable="true"], [role="textbox"]')
    ? el
    : (el.querySelector<HTMLElement>('[role="textbox"], [contenteditable="true"], input, textarea') ?? el);
  target.focus();
}

/**
 * The homepage editor's form (docs/areas/cms.md, "Homepage editor (`/content-home`)"): four panels saved by
 * one Update button, Cancel resets to what was last loaded or saved. Validation in the spec's order, stopping
 * at the first failure (same heading). Saving runs every section's calls; a section that fails does not stop
 * the others, and the page says which sections were saved and which failed, with a retry of the failed ones
 * (show the real outcome: docs/areas/platform.md, "Forms, grids and data conventions").
 */
export function HomepageEditor({ initial }: { initial: HomepageState }) {
  const notify = useNotify();
  const saveBlocks = useSaveHomepage();
  const removePhoto = useRemoveCmsPhoto();
  // The form values are the whole editor state (titles, descriptions, stored and new images); the titles and
  // descriptions are libs/ui and rich-text fields bound to it.
  const { control, getValues, setValue, reset, setError, clearErrors, getFieldState, watch } = useForm<HomepageState>({
    defaultValues: initial,
  });
  const state = watch();
  const [baseline, setBaseline] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SectionResult[] | null>(null);
  const dirty = isDirty(state, baseline);

  // Previews are object URLs: free them when the page goes.
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => () => revoke(allPending(stateRef.current)), []);

  useUnsavedWarning(dirty);

  // An error goes as soon as its field is edited (the check runs again on the next Update).
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      // Only when there is one: clearing notifies every field.
      if (name && getFieldState(name).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState]);

  const edit = (ref: EntryRef, change: (e: EntryState) => EntryState) => {
    const path = entryPath(ref);
    setValue(path, change(getValues(path)));
  };

  const addImages = (ref: EntryRef, multiple: boolean, files: File[]) =>
    edit(ref, (e) => {
      if (multiple) return { ...e, pending: [...e.pending, ...files.map(toPending)] };
      revoke(e.pending);
      return { ...e, pending: files.slice(0, 1).map(toPending) };
    });
  const removePending = (ref: EntryRef, key: string) =>
    edit(ref, (e) => {
      revoke(e.pending.filter((p) => p.key === key));
      return { ...e, pending: e.pending.filter((p) => p.key !== key) };
    });

  const deleteStored = async (ref: EntryRef, entry: EntryState, url: string) => {
    try {
      const res = await removePhoto.mutateAsync([entry.id, url]);
      if (res.data !== 'OK') throw new Error(res.message);
    } catch {
      notify({ type: 'error', title: CmsMessages.cms.imageDeletionFailed });
      return;
    }
    const drop = (e: EntryState) => ({ ...e, stored: e.stored.filter((u) => u !== url) });
    edit(ref, drop);
    setBaseline((b) => updateEntry(b, ref, drop));
    notify({ type: 'success', title: CmsMessages.cms.imageDeleted });
  };

  const save = async (sections: readonly SectionKey[]) => {
    const values = getValues();
    const problem = validateHomepage(values);
    clearErrors();
    if (problem) {
      const path = PATH_OF_FIELD.get(problem.field);
      if (path) setError(path, { type: 'required', message: problem.message });
      notify({ type: 'error', title: problem.message });
      focusField(problem.field);
      return;
    }
    setSaving(true);
    const results = await saveBlocks.mutateAsync([values, sections]);
    const next = applySaveResults(values, baseline, results);
    revoke(allPending(values).filter((p) => !allPending(next.state).includes(p)));
    reset(next.state);
    setBaseline(next.baseline);
    setSaving(false);
    const failed = results.filter((r) => !r.ok);
    if (failed.length === 0) {
      setReport(null);
      notify({ type: 'success', title: CmsMessages.cms.updated });
    } else {
      // Sections saved in an earlier attempt stay listed as saved.
      setReport((previous) => [
        ...(previous ?? []).filter((r) => r.ok && !sections.includes(r.key)),
        ...results,
      ]);
      notify({
        type: 'error',
        title: CmsMessages.cms.updateFailed,
        description: `Not saved: ${failed.map((r) => r.label).join(', ')}`,
      });
    }
  };

  const cancel = () => {
    revoke(allPending(getValues()));
    reset(baseline);
    setReport(null);
  };

  const failedKeys = report?.filter((r) => !r.ok).map((r) => r.key) ?? [];
  const disabled = saving;

  const titleField = (ref: EntryRef, id: string, label: string) => (
    <TextField
      control={control}
      name={`${entryPath(ref)}.title`}
      id={id}
      label={label}
      maxLength={CMS_TITLE_MAX_LENGTH}
      disabled={disabled}
    />
  );

  const images = (ref: EntryRef, entry: EntryState, name: string, multiple: boolean) => (
    <ContentImagesField
      name={name}
      multiple={multiple}
      stored={entry.stored}
      pending={entry.pending}
      disabled={disabled}
      onAdd={(files) => addImages(ref, multiple, files)}
      onRemovePending={(key) => removePending(ref, key)}
      onDeleteStored={(url) => deleteStored(ref, entry, url)}
    />
  );

  /** The search bar and Enjoy Microstay: a title and their banner images. */
  const singlePanel = (section: 'search' | 'enjoy') => {
    const label = SECTION_LABELS[section];
    const id = section === 'search' ? fieldId.searchTitle : fieldId.enjoyTitle;
    return (
      <>
        {titleField({ section }, id, `${label} title`)}
        {images({ section }, state[section], `${label} banner`, MULTIPLE_IMAGES[section])}
      </>
    );
  };

  /** Benefits and reasons for travel: three entries, each with a title, a description and its image. */
  const entryPanel = (section: 'benefits' | 'reasons') => {
    const singular = section === 'benefits' ? 'Benefit' : 'Reason for travel';
    const imageName = section === 'benefits' ? 'icon' : 'banner';
    return (
      <SimpleGrid columns={{ base: 1, lg: ENTRY_COUNT }} gap="4">
        {state[section].map((entry, index) => {
          const ref: EntryRef = { section, index };
          const n = index + 1;
          const descriptionId = fieldId.entryDescription(section, index);
          return (
            <Stack key={entry.id} as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3">
              <Text as="legend" fontWeight="semibold" px="1">
                {singular} {n}
              </Text>
              {titleField(ref, fieldId.entryTitle(section, index), `${singular} ${n} title`)}
              <RichTextField
                control={control}
                name={`${section}.${index}.description`}
                id={descriptionId}
                label={`${singular} ${n} description`}
                height={160}
                disabled={disabled}
              />
              {images(ref, entry, `${singular} ${n} ${imageName}`, MULTIPLE_IMAGES[section])}
            </Stack>
          );
        })}
      </SimpleGrid>
    );
  };

  const panel = (key: SectionKey) => (
    <Card.Root as="section" aria-labelledby={`home-panel-${key}`} key={key}>
      <Card.Header>
        <Heading as="h2" size="md" id={`home-panel-${key}`}>
          {SECTION_LABELS[key]}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{key === 'benefits' || key === 'reasons' ? entryPanel(key) : singlePanel(key)}</Stack>
      </Card.Body>
    </Card.Root>
  );

  return (
    <Stack gap="5">
      {report && (
        <SaveReport
          title={CmsMessages.cms.updateFailed}
          parts={report}
          retryLabel="Retry failed sections"
          retrying={saving}
          onRetry={() => void save(failedKeys)}
        />
      )}

      {SECTION_KEYS.map(panel)}

      <FormActions
        saveLabel="Update"
        saving={saving}
        dirty={dirty}
        onSave={() => void save(SECTION_KEYS)}
        onCancel={cancel}
      />
    </Stack>
  );
}
