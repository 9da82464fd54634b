import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { CMS_IMAGE_TYPES, Limits, CmsMessages } from '@backoffice/contracts';
import { Box, Stack, Text } from '@backoffice/ui';
import { ImageList, type PendingImage } from '../../shared-images';
import { checkContentImage } from '../lib/check-content-image';

export interface ContentImagesFieldProps {
  /** What the images are, e.g. 'Search bar banner' or 'Benefit 1 icon': names the drop zone, images and buttons. */
  name: string;
  /** Several images (search bar, Enjoy Microstay) or one (a benefit's icon, a reason's banner). */
  multiple: boolean;
  stored: string[];
  pending: PendingImage[];
  /** Accepted files (checked by their bytes and size). With `multiple` false, the one file replaces the pending one. */
  onAdd(files: File[]): void;
  onRemovePending(key: string): void;
  /** Deletes a stored image on the server (after the user confirmed); rejects when it failed. */
  onDeleteStored(url: string): Promise<void>;
  disabled?: boolean;
}

const ACCEPT = Object.fromEntries(CMS_IMAGE_TYPES.map((t) => [t, [] as string[]]));

function rejectionMessage(rejection: FileRejection): string {
  const codes = rejection.errors.map((e) => e.code);
  if (codes.includes('file-too-large')) return CmsMessages.cms.imageTooBig;
  return CmsMessages.cms.imageNotSupported;
}

/**
 * The images of one homepage block (docs/areas/cms.md, "Homepage editor (`/content-home`)"): the stored ones
 * and the newly chosen previews, each with a Delete button (a stored image after a confirmation), and a drop
 * zone where images are dropped or picked (keyboard: Enter or Space opens the file dialog). Files are checked
 * on the client as the API will: JPEG or PNG by their bytes ('This File Is Not Supported'), at most 10 MB
 * ('This File Is Too Big').
 */
export function ContentImagesField({
  name,
  multiple,
  stored,
  pending,
  onAdd,
  onRemovePending,
  onDeleteStored,
  disabled,
}: ContentImagesFieldProps) {
  const [errors, setErrors] = useState<string[]>([]);

  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    const problems = rejected.map((r) => `${r.file.name}: ${rejectionMessage(r)}`);
    const checked = await Promise.all(
      accepted.map(async (file) => ({ file, error: await checkContentImage(file) })),
    );
    const good: File[] = [];
    for (const { file, error } of checked) {
      if (error) problems.push(`${file.name}: ${error}`);
      else good.push(file);
    }
    setErrors(problems);
    if (good.length) onAdd(multiple ? good : good.slice(0, 1));
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (a, r) => void onDrop(a, r),
    accept: ACCEPT,
    maxSize: Limits.contentImageMaxBytes,
    multiple,
    disabled,
  });

  const zoneLabel = multiple ? `Add ${name} images` : `Choose ${name}`;

  return (
    <Stack gap="2">
      <ImageList
        label={`${name} images`}
        imageName={name}
        stored={stored}
        pending={pending}
        onRemovePending={onRemovePending}
        onDeleteStored={onDeleteStored}
        disabled={disabled}
      />
      <Box
        {...getRootProps({ role: 'button', 'aria-label': zoneLabel })}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragActive ? 'blue.500' : 'border'}
        borderRadius="md"
        p="4"
        textAlign="center"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
      >
        <input {...getInputProps({ 'aria-label': `${name} file` })} />
        <Text fontSize="sm">
          {isDragActive
            ? 'Drop the images here'
            : multiple
              ? 'Drop images here, or click to pick them (JPEG or PNG, at most 10 MB each)'
              : stored.length > 0 || pending.length > 0
                ? 'Drop an image here, or click to pick one: it replaces the current one (JPEG or PNG, at most 10 MB)'
                : 'Drop an image here, or click to pick one (JPEG or PNG, at most 10 MB)'}
        </Text>
      </Box>
      {errors.length > 0 && (
        <Box role="alert" color="fg.error" fontSize="sm">
          {errors.map((e) => (
            <Text key={e}>{e}</Text>
          ))}
        </Box>
      )}
    </Stack>
  );
}
