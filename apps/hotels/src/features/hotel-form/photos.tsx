import { CommonMessages, HOTEL_PHOTO_MAX_BYTES, HotelsMessages, formatBytes, formatPercent } from '@backoffice/contracts';
import { useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { Box, Button, HStack, Stack, Text, chakra } from '@backoffice/ui';
import { ImageFileInput, type ImageRejection } from '@backoffice/ui/forms';
import { useEffect, useState } from 'react';
import { useRemoveHotelPhoto, useUploadHotelPhoto } from './api';
import { FormSection } from './hotel-fields';

/** The alert of a file refused before upload (the spec's edit-screen messages). */
export const rejectionText = (reason: ImageRejection) =>
  reason === 'too-big' ? HotelsMessages.photos.tooBig : HotelsMessages.photos.notSupported;

/** The largest photo, for people ('10.0 MB'). */
const MAX_SIZE = formatBytes(HOTEL_PHOTO_MAX_BYTES);

/**
 * The photo picker of both pages: JPEG or PNG up to 10 MB. A refused file shows one message beside the picker,
 * the spec's for its reason ('This File Is Too Big' / 'This File Is Not Supported'), instead of the picker's
 * default 1 MB text, and no toast repeats it (docs/areas/hotels.md, "Photos").
 */
function HotelPhotoInput({ label, hint, disabled, onFile }: { label: string; hint: string; disabled?: boolean; onFile: (file: File) => void }) {
  const [rejection, setRejection] = useState<ImageRejection>('too-big');
  return (
    <ImageFileInput
      label={label}
      value={null}
      maxBytes={HOTEL_PHOTO_MAX_BYTES}
      hint={hint}
      disabled={disabled}
      errorMessage={rejectionText(rejection)}
      onChange={(file) => file && onFile(file)}
      onReject={setRejection}
    />
  );
}

/** Add Hotel's photos: files chosen now, uploaded one by one after the hotel is made (docs/areas/hotels.md, "Photos"). */
export function NewPhotosField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  return (
    <FormSection title="Photos">
      {files.length ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0">
          {files.map((f, i) => (
            <HStack as="li" key={`${f.name}-${i}`} gap="2">
              <Preview file={f} alt={`Preview of ${f.name}`} />
              <Text flex="1">{f.name}</Text>
              <Button size="xs" variant="ghost" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                Remove {f.name}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No photos chosen.</Text>
      )}
      <HotelPhotoInput label="Add a photo" hint={`JPEG or PNG, up to ${MAX_SIZE} each.`} onFile={(file) => onChange([...files, file])} />
    </FormSection>
  );
}

/** A chosen file's picture, from an object URL released when the file leaves the list. */
function Preview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <chakra.img src={url} alt={alt} w="20" h="14" objectFit="cover" borderRadius="sm" /> : null;
}

/** Edit Hotel's photos: each stored photo with Remove (asked first); a chosen file uploads at once with its progress. */
export function PhotosSection({ hotelId, photos }: { hotelId: string; photos: string[] }) {
  const upload = useAction(useUploadHotelPhoto(hotelId), {
    success: HotelsMessages.photos.added,
    failure: CommonMessages.generic.somethingWrong,
  });
  const remove = useAction(useRemoveHotelPhoto(hotelId), {
    success: HotelsMessages.photos.deleted,
    failure: HotelsMessages.photos.deletionFailed,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const removing = useConfirmedAction(remove, { title: 'Remove photo', message: 'Please confirm you wish to delete this image ?', confirmLabel: 'Delete', destructive: true });

  const onFile = async (file: File) => {
    setProgress(0);
    await upload.run({ file, onProgress: setProgress });
    setProgress(null);
  };

  return (
    <FormSection title="Photos">
      {photos.length ? (
        <HStack as="ul" gap="3" flexWrap="wrap" listStyleType="none" m="0">
          {photos.map((url, i) => (
            <Box as="li" key={url} w="40">
              <chakra.img src={url} alt={`Hotel photo ${i + 1}`} w="40" h="24" objectFit="cover" borderRadius="sm" />
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => removing.ask(url)}>
                Remove photo {i + 1}
              </Button>
            </Box>
          ))}
        </HStack>
      ) : (
        <Text color="fg.muted">No photos yet.</Text>
      )}
      <HotelPhotoInput label="Upload a photo" hint={`JPEG or PNG, up to ${MAX_SIZE}.`} disabled={upload.isPending} onFile={(file) => void onFile(file)} />
      {progress !== null ? (
        <Text role="status" fontSize="sm">
          Uploading… {formatPercent(progress * 100, { digits: 0 })}
        </Text>
      ) : null}
      {removing.dialog}
    </FormSection>
  );
}
