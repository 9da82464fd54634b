import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_LINK_MAX_LENGTH,
  BANNER_TITLE_MAX_LENGTH,
  CmsMessages,
  type BannerImageType,
  type ImageBannerSet,
} from '@backoffice/contracts';
import { useAction, useUnsavedChangesWarning } from '@backoffice/remote-kit';
import { htmlToText, RichTextField } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, HStack, Stack, Text, TextField } from '@backoffice/ui';
import { ImageFileInput } from '@backoffice/ui/forms';
import { FormActions, ImageList, SaveReport, SectionCard, type SavePart } from '../shared';
import { useDeleteBannerImage, useSaveBannerSet, useUploadBannerImage } from './api';
import {
  BANNER_KINDS,
  KIND_LABELS,
  photosOf,
  suggestedSize,
  toAddImageBody,
  toForm,
  type BannerForm,
  type BannerSection,
} from './banner-model';
import { bannerSchema } from './banner-schema';

/** The failure texts of the Manage Images calls when the API gives no message of its own. */
const FAILED = {
  texts: 'The titles, links and descriptions were not saved.',
  image: (kind: BannerImageType) => `The ${KIND_LABELS[kind].toLowerCase()} image was not uploaded.`,
};

const sameSection = (a: BannerSection, b: BannerSection) =>
  a.title === b.title &&
  a.link === b.link &&
  htmlToText(a.description).trim() === htmlToText(b.description).trim() &&
  !a.file;

/** The stored text fields of a saved set, keeping the photos and chosen files of `form`. */
function withSavedText(form: BannerForm, set: ImageBannerSet): BannerForm {
  const saved = toForm(set);
  const next = { ...form };
  for (const kind of BANNER_KINDS) {
    next[kind] = {
      ...form[kind],
      title: saved[kind].title,
      link: saved[kind].link,
      description: saved[kind].description,
    };
  }
  return next;
}

/**
 * The Manage Images form (docs/areas/cms.md, "Manage Images (`/all-images`)"): the horizontal, vertical and
 * square sections of the one banner set, each in its card with title, link, rich-text description (the API keeps
 * the text only: the page says so and shows what was stored), one image at a time (JPEG or PNG, 1 MB) and the
 * stored photos with Delete (after a confirmation). Submit checks every field at once ({@link bannerSchema}),
 * saves the record first (POST /imagesforyou/addimage), then uploads each chosen image to its list; a failed part
 * is named and everything else is kept, with a Retry. Cancel resets the form. Each call's outcome is one toast
 * (useAction).
 */
export function BannerImagesForm({ initial }: { initial: ImageBannerSet | null }) {
  const notify = useNotify();
  const [setId, setSetId] = useState<string | null>(initial?._id ?? null);
  // The form values are the three sections (text fields, stored photos, chosen file).
  const { control, getValues, setValue, reset, watch, handleSubmit } = useForm<BannerForm>({
    resolver: yupResolver(bannerSchema),
    defaultValues: toForm(initial),
  });
  const form = watch();
  const setForm = (next: BannerForm | ((f: BannerForm) => BannerForm)) =>
    reset(typeof next === 'function' ? next(getValues()) : next);
  const [baseline, setBaseline] = useState<BannerForm>(() => toForm(initial));
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SavePart[] | null>(null);
  const dirty = BANNER_KINDS.some((k) => !sameSection(form[k], baseline[k]));

  useUnsavedChangesWarning(dirty);

  const change = (kind: BannerImageType, patch: Partial<BannerSection>) =>
    setValue(kind, { ...getValues(kind), ...patch });

  const setPhotos = (kind: BannerImageType, photos: string[]) => {
    setValue(`${kind}.photos`, photos);
    setBaseline((b) => ({ ...b, [kind]: { ...b[kind], photos } }));
  };

  // The last failure's text, for the save report (the toast says it too).
  const lastFailure = useRef('');
  const remember = (_error: unknown, message: string) => {
    lastFailure.current = message;
    return false;
  };
  const saveSet = useAction(useSaveBannerSet(), {
    success: (res) => res.message || CmsMessages.banners.updated,
    failure: FAILED.texts,
    onError: remember,
  });
  const upload = useUploadBannerImage();
  const uploads = {
    Hor: useAction(upload, { success: (res) => res.message || CmsMessages.banners.horizontalAdded, failure: FAILED.image('Hor'), onError: remember }),
    Ver: useAction(upload, { success: (res) => res.message || CmsMessages.banners.verticalAdded, failure: FAILED.image('Ver'), onError: remember }),
    Sqr: useAction(upload, { success: (res) => res.message || CmsMessages.banners.squareAdded, failure: FAILED.image('Sqr'), onError: remember }),
  };
  const removeImage = useAction(useDeleteBannerImage(), {
    success: CmsMessages.banners.imageDeleted,
    failure: CmsMessages.banners.imageDeletionFailed,
  });

  const submit = async (values: BannerForm) => {
    setSaving(true);
    const parts: SavePart[] = [];
    const res = await saveSet.run([toAddImageBody(values, setId)]);
    if (!res) {
      parts.push({ label: 'Titles, links and descriptions', ok: false, error: lastFailure.current });
      for (const kind of BANNER_KINDS) {
        if (values[kind].file)
          parts.push({ label: `${KIND_LABELS[kind]} image`, ok: false, error: 'not uploaded: the record was not saved' });
      }
      setReport(parts);
      setSaving(false);
      return;
    }
    const id = res._id;
    setSetId(id);
    const saved = withSavedText(values, res.data);
    setForm((f) => withSavedText(f, res.data));
    setBaseline({
      Hor: { ...saved.Hor, file: null },
      Ver: { ...saved.Ver, file: null },
      Sqr: { ...saved.Sqr, file: null },
    });
    parts.push({ label: 'Titles, links and descriptions', ok: true });
    // docs/areas/cms.md, "Manage Images (`/all-images`)": the images are added after the record is saved, one
    // call per file.
    for (const kind of BANNER_KINDS) {
      const file = values[kind].file;
      if (!file) continue;
      const added = await uploads[kind].run([id, kind, file]);
      if (added) {
        setPhotos(kind, photosOf(added.data, kind));
        change(kind, { file: null });
        parts.push({ label: `${KIND_LABELS[kind]} image`, ok: true });
      } else {
        parts.push({ label: `${KIND_LABELS[kind]} image`, ok: false, error: lastFailure.current });
      }
    }
    setReport(parts.some((p) => !p.ok) ? parts : null);
    setSaving(false);
  };
  const send = handleSubmit(submit);

  /** Deletes a stored photo (the user confirmed in the list); the toast says how it went. */
  const deletePhoto = async (kind: BannerImageType, url: string) => {
    if (!setId) return;
    const done = await removeImage.run([setId, kind, url]);
    if (done) setPhotos(kind, getValues(`${kind}.photos`).filter((u) => u !== url));
  };

  const cancel = () => {
    setForm(baseline);
    setReport(null);
  };

  return (
    <Stack gap="5">
      {report && (
        <SaveReport
          title="Not everything was saved."
          parts={report}
          retryLabel="Retry"
          retrying={saving}
          onRetry={() => void send()}
        />
      )}

      {BANNER_KINDS.map((kind) => {
        const label = KIND_LABELS[kind];
        const section = form[kind];
        return (
          <SectionCard key={kind} id={`banner-${kind}`} title={`${label} images`}>
            <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
              <TextField control={control} name={`${kind}.title`} id={`banner-${kind}-title`} label={`${label} title`} maxLength={BANNER_TITLE_MAX_LENGTH} disabled={saving} />
              <TextField
                control={control}
                name={`${kind}.link`}
                id={`banner-${kind}-link`}
                label={`${label} link`}
                maxLength={BANNER_LINK_MAX_LENGTH}
                placeholder="https://… or /path"
                disabled={saving}
              />
            </HStack>
            <RichTextField
              control={control}
              name={`${kind}.description`}
              id={`banner-${kind}-description`}
              label={`${label} description`}
              height={160}
              hint="Formatting is removed when saved: the website shows the text only."
              disabled={saving}
            />
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="2">
                Stored {label.toLowerCase()} photos
              </Text>
              <ImageList
                label={`Stored ${label.toLowerCase()} photos`}
                imageName={`${label} photo`}
                buttonName={`${label.toLowerCase()} photo`}
                stored={section.photos}
                onDeleteStored={(url) => deletePhoto(kind, url)}
                emptyText="No photos yet."
                imageMaxW="200px"
                disabled={saving}
              />
            </Box>
            <ImageFileInput
              id={`banner-${kind}-image`}
              label={`${label} image`}
              value={section.file}
              onChange={(file) => change(kind, { file })}
              maxBytes={BANNER_IMAGE_MAX_BYTES}
              errorMessage={CmsMessages.banners.imageInline}
              // The spec's toast beside the inline error (docs/areas/cms.md).
              onReject={(reason) => reason === 'too-big' && notify({ type: 'error', title: CmsMessages.banners.imageTooBig })}
              hint={`${CmsMessages.banners.maxSizeHint}. Suggested size ${suggestedSize(kind)} pixels.`}
              disabled={saving}
            />
          </SectionCard>
        );
      })}

      <FormActions saveLabel="Submit" saving={saving} dirty={dirty} onSave={() => void send()} onCancel={cancel} />
    </Stack>
  );
}
