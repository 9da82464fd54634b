import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_LINK_MAX_LENGTH,
  BANNER_TITLE_MAX_LENGTH,
  CmsMessages,
  CommonMessages,
  type BannerImageType,
  type ImageBannerSet,
} from '@backoffice/contracts';
import { htmlToText, RichTextField } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Card, HStack, Heading, Stack, Text, TextField } from '@backoffice/ui';
import { ImageFileInput } from '@backoffice/ui/forms';
import { FormActions, ImageList, SaveReport, useUnsavedWarning, type SavePart } from '../../shared-images';
import {
  BANNER_KINDS,
  KIND_LABELS,
  photosOf,
  suggestedSize,
  toAddImageBody,
  toForm,
  type BannerForm,
  type BannerSection,
} from '../lib/banner-model';
import { useDeleteBannerImage } from '../api/delete-banner-image';
import { useSaveBannerSet } from '../api/save-banner-set';
import { useUploadBannerImage } from '../api/upload-banner-image';

const ADDED: Record<BannerImageType, string> = {
  Hor: CmsMessages.banners.horizontalAdded,
  Ver: CmsMessages.banners.verticalAdded,
  Sqr: CmsMessages.banners.squareAdded,
};

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : CommonMessages.generic.somethingWrong;

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
 * square sections of the one banner set, each with title, link, rich-text description (the API keeps the text
 * only: the page says so and shows what was stored), one image at a time (JPEG or PNG, 1 MB) and the stored
 * photos with Delete (after a confirmation). Submit saves the record first (POST /imagesforyou/addimage),
 * then uploads each chosen image to its list; a failed part is named and everything else is kept, with a
 * Retry. Cancel resets the form.
 */
export function BannerImagesForm({ initial }: { initial: ImageBannerSet | null }) {
  const notify = useNotify();
  const [setId, setSetId] = useState<string | null>(initial?._id ?? null);
  // The form values are the three sections (text fields, stored photos, chosen file).
  const { control, getValues, setValue, reset, watch } = useForm<BannerForm>({ defaultValues: toForm(initial) });
  const form = watch();
  const setForm = (next: BannerForm | ((f: BannerForm) => BannerForm)) =>
    reset(typeof next === 'function' ? next(getValues()) : next);
  const [baseline, setBaseline] = useState<BannerForm>(() => toForm(initial));
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SavePart[] | null>(null);
  const dirty = BANNER_KINDS.some((k) => !sameSection(form[k], baseline[k]));

  useUnsavedWarning(dirty);

  const change = (kind: BannerImageType, patch: Partial<BannerSection>) =>
    setValue(kind, { ...getValues(kind), ...patch });

  const setPhotos = (kind: BannerImageType, photos: string[]) => {
    setValue(`${kind}.photos`, photos);
    setBaseline((b) => ({ ...b, [kind]: { ...b[kind], photos } }));
  };

  const saveSet = useSaveBannerSet();
  const upload = useUploadBannerImage();
  const removeImage = useDeleteBannerImage();

  const submit = async () => {
    const form = getValues();
    setSaving(true);
    const parts: SavePart[] = [];
    let id: string;
    try {
      const res = await saveSet.mutateAsync([toAddImageBody(form, setId)]);
      id = res._id;
      setSetId(id);
      const saved = withSavedText(form, res.data);
      setForm((f) => withSavedText(f, res.data));
      setBaseline({
        Hor: { ...saved.Hor, file: null },
        Ver: { ...saved.Ver, file: null },
        Sqr: { ...saved.Sqr, file: null },
      });
      parts.push({ label: 'Titles, links and descriptions', ok: true });
      notify({ type: 'success', title: res.message || CmsMessages.banners.updated });
    } catch (err) {
      parts.push({ label: 'Titles, links and descriptions', ok: false, error: messageOf(err) });
      for (const kind of BANNER_KINDS) {
        if (form[kind].file)
          parts.push({
            label: `${KIND_LABELS[kind]} image`,
            ok: false,
            error: 'not uploaded: the record was not saved',
          });
      }
      notify({ type: 'error', title: messageOf(err) });
      setReport(parts);
      setSaving(false);
      return;
    }
    // docs/areas/cms.md, "Manage Images (`/all-images`)": the images are added after the record is saved, one
    // call per file.
    for (const kind of BANNER_KINDS) {
      const file = form[kind].file;
      if (!file) continue;
      try {
        const res = await upload.mutateAsync([id, kind, file]);
        setPhotos(kind, photosOf(res.data, kind));
        change(kind, { file: null });
        parts.push({ label: `${KIND_LABELS[kind]} image`, ok: true });
        notify({ type: 'success', title: res.message || ADDED[kind] });
      } catch (err) {
        parts.push({ label: `${KIND_LABELS[kind]} image`, ok: false, error: messageOf(err) });
        notify({ type: 'error', title: `${KIND_LABELS[kind]} image: ${messageOf(err)}` });
      }
    }
    setReport(parts.some((p) => !p.ok) ? parts : null);
    setSaving(false);
  };

  /** Deletes a stored photo (the user confirmed in the list) and says how it went. */
  const deletePhoto = async (kind: BannerImageType, url: string) => {
    if (!setId) return;
    try {
      const res = await removeImage.mutateAsync([setId, kind, url]);
      if (res.data !== 'OK') throw new Error(res.message);
      setPhotos(
        kind,
        getValues(`${kind}.photos`).filter((u) => u !== url),
      );
      notify({ type: 'success', title: CmsMessages.banners.imageDeleted });
    } catch {
      notify({ type: 'error', title: CmsMessages.banners.imageDeletionFailed });
    }
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
          onRetry={() => void submit()}
        />
      )}

      {BANNER_KINDS.map((kind) => {
        const label = KIND_LABELS[kind];
        const section = form[kind];
        const titleId = `banner-${kind}-title`;
        const linkId = `banner-${kind}-link`;
        return (
          <Card.Root as="section" key={kind} aria-labelledby={`banner-${kind}-heading`}>
            <Card.Header>
              <Heading as="h2" size="md" id={`banner-${kind}-heading`}>
                {label} images
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
                  <TextField control={control} name={`${kind}.title`} id={titleId} label={`${label} title`} maxLength={BANNER_TITLE_MAX_LENGTH} disabled={saving} />
                  <TextField
                    control={control}
                    name={`${kind}.link`}
                    id={linkId}
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
                  onReject={(reason) =>
                    reason === 'too-big' && notify({ type: 'error', title: CmsMessages.banners.imageTooBig })
                  }
                  hint={`${CmsMessages.banners.maxSizeHint}. Suggested size ${suggestedSize(kind)} pixels.`}
                  disabled={saving}
                />
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}

      <FormActions
        saveLabel="Submit"
        saving={saving}
        dirty={dirty}
        onSave={() => void submit()}
        onCancel={cancel}
      />
    </Stack>
  );
}
