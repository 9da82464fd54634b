import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { CMS_TITLE_MAX_LENGTH, CmsMessages } from '@backoffice/contracts';
import { useAction, useUnsavedChangesWarning } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { FormActions, SaveReport, SectionCard } from '../shared';
import { useRemoveCmsPhoto, useSaveHomepage } from './api';
import { ContentImagesField } from './content-images-field';
import {
  ENTRY_COUNT,
  entriesOf,
  fieldId,
  isDirty,
  SECTION_KEYS,
  SECTION_LABELS,
  type EntryState,
  type HomepageState,
  type PendingImage,
  type SectionKey,
} from './homepage-model';
import { homepageSchema } from './homepage-schema';
import { applySaveResults, MULTIPLE_IMAGES, type SectionResult } from './save-homepage';

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

function updateEntry(
  state: HomepageState,
  ref: EntryRef,
  change: (e: EntryState) => EntryState,
): HomepageState {
  if (!('index' in ref)) return { ...state, [ref.section]: change(state[ref.section]) };
  const { section, index } = ref;
  return { ...state, [section]: state[section].map((e, i) => (i === index ? change(e) : e)) };
}

/**
 * The homepage editor's form (docs/areas/cms.md, "Homepage editor (`/content-home`)"): four panels, each in its
 * card, saved by one Update button; Cancel resets to what was last loaded or saved. Update first checks every
 * field at once ({@link homepageSchema}: each message beside its field, the first in the spec's order focused,
 * no toast repeating them). Saving runs every section's calls; a section that fails does not stop the others,
 * and the page says which sections were saved and which failed, with a retry of the failed ones (show the real
 * outcome: docs/areas/platform.md, "Forms, grids and data conventions").
 */
export function HomepageEditor({ initial }: { initial: HomepageState }) {
  const notify = useNotify();
  // The form values are the whole editor state (titles, descriptions, stored and new images); the titles and
  // descriptions are libs/ui and rich-text fields bound to it. `raw`: the save works on the very images chosen.
  const { control, getValues, setValue, reset, watch, handleSubmit } = useForm<HomepageState>({
    resolver: yupResolver(homepageSchema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const state = watch();
  const [baseline, setBaseline] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SectionResult[] | null>(null);
  const dirty = isDirty(state, baseline);
  // The save answers each section's result (it never fails as a whole): the success toast only when all were
  // saved ('' is no toast), else the error toast below names what was not.
  const saveBlocks = useAction(useSaveHomepage(), {
    success: (results) => (results.every((r) => r.ok) ? CmsMessages.cms.updated : ''),
    failure: CmsMessages.cms.updateFailed,
  });
  const removePhoto = useAction(useRemoveCmsPhoto(), {
    success: CmsMessages.cms.imageDeleted,
    failure: CmsMessages.cms.imageDeletionFailed,
  });

  // Previews are object URLs: free them when the page goes.
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => () => revoke(allPending(stateRef.current)), []);

  useUnsavedChangesWarning(dirty);

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
    if (!(await removePhoto.run([entry.id, url]))) return;
    const drop = (e: EntryState) => ({ ...e, stored: e.stored.filter((u) => u !== url) });
    edit(ref, drop);
    setBaseline((b) => updateEntry(b, ref, drop));
  };

  const save = async (values: HomepageState, sections: readonly SectionKey[]) => {
    setSaving(true);
    const results = await saveBlocks.run([values, sections]);
    setSaving(false);
    if (!results) return;
    const next = applySaveResults(values, baseline, results);
    revoke(allPending(values).filter((p) => !allPending(next.state).includes(p)));
    reset(next.state);
    setBaseline(next.baseline);
    const failed = results.filter((r) => !r.ok);
    if (failed.length === 0) {
      setReport(null);
    } else {
      // Sections saved in an earlier attempt stay listed as saved.
      setReport((previous) => [...(previous ?? []).filter((r) => r.ok && !sections.includes(r.key)), ...results]);
      notify({ type: 'error', title: CmsMessages.cms.updateFailed, description: `Not saved: ${failed.map((r) => r.label).join(', ')}` });
    }
  };

  const cancel = () => {
    revoke(allPending(getValues()));
    reset(baseline);
    setReport(null);
  };

  const failedKeys = report?.filter((r) => !r.ok).map((r) => r.key) ?? [];
  const update = handleSubmit((values) => save(values, SECTION_KEYS));
  const retry = handleSubmit((values) => save(values, failedKeys));
  const disabled = saving;

  const titleField = (ref: EntryRef, id: string, label: string) => (
    <TextField control={control} name={`${entryPath(ref)}.title`} id={id} label={label} maxLength={CMS_TITLE_MAX_LENGTH} required disabled={disabled} />
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
          return (
            <Stack key={entry.id} as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3" minW="0">
              <Text as="legend" fontWeight="semibold" px="1">
                {singular} {n}
              </Text>
              {titleField(ref, fieldId.entryTitle(section, index), `${singular} ${n} title`)}
              <RichTextField
                control={control}
                name={`${section}.${index}.description`}
                id={fieldId.entryDescription(section, index)}
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

  return (
    <Stack gap="5">
      {report && (
        <SaveReport
          title={CmsMessages.cms.updateFailed}
          parts={report}
          retryLabel="Retry failed sections"
          retrying={saving}
          onRetry={() => void retry()}
        />
      )}

      {SECTION_KEYS.map((key) => (
        <SectionCard key={key} id={`home-panel-${key}`} title={SECTION_LABELS[key]}>
          {key === 'benefits' || key === 'reasons' ? entryPanel(key) : singlePanel(key)}
        </SectionCard>
      ))}

      <FormActions saveLabel="Update" saving={saving} dirty={dirty} onSave={() => void update()} onCancel={cancel} />
    </Stack>
  );
}
