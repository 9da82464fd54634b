import { CommonMessages, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@backoffice/contracts/constants';
import { Box, Button, Field, HStack, Input, chakra } from './main-entry';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

/** Props of {@link ImageFileInput}. */
export interface ImageFileInputProps {
  /** Visible label and accessible name of the file input, e.g. 'Image'. */
  label: string;
  /** The accepted file, or null. The component never keeps a file of its own: the caller holds it. */
  value: File | null;
  /** Called with the picked file once it passed the checks, or null (removed, or a rejected file). */
  onChange: (file: File | null) => void;
  /** Largest accepted size in bytes. Default IMAGE_MAX_BYTES, 1048576 (1 MB, docs/areas/helpdesk.md). */
  maxBytes?: number;
  /** An image already stored (an object URL or any displayable address), shown while `value` is null. */
  existingUrl?: string;
  /** When given, the stored image gets a "Remove image" button that calls it. */
  onRemoveExisting?: () => void;
  /** Inline error for a rejected file. Default CommonMessages.images.inline. */
  errorMessage?: string;
  /**
   * Called when a picked file is refused, after the inline error shows; e.g. the spec's toast 'Please upload file
   * within 1 MB' for `'too-big'` (docs/areas/helpdesk.md and cms.md). libs/ui holds no toast texts of its
   * own.
   */
  onReject?: (reason: ImageRejection) => void;
  /** Hint under the input, e.g. '*Max image size 1 MB'. */
  hint?: string;
  disabled?: boolean;
  /** id of the input (default: generated). */
  id?: string;
}

const readHead = (file: Blob, n: number): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, n));
  });

/** True when the bytes start like a JPEG (FF D8 FF) or a PNG (89 50 4E 47). */
export function isJpegOrPngHead(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return jpeg || png;
}

/** Why a picked file was refused: over the size limit, or not a JPEG or PNG by its bytes (or empty). */
export type ImageRejection = 'too-big' | 'not-an-image';

/**
 * Checks a file as {@link ImageFileInput} does: at most `maxBytes` bytes (default 1048576), then a JPEG or PNG by
 * its first bytes (not its name or type). @returns null for an acceptable file, else why it is refused.
 */
export async function imageRejection(file: Blob, maxBytes: number = IMAGE_MAX_BYTES): Promise<ImageRejection | null> {
  if (file.size > maxBytes) return 'too-big';
  if (file.size === 0) return 'not-an-image';
  try {
    return isJpegOrPngHead(await readHead(file, 4)) ? null : 'not-an-image';
  } catch {
    return 'not-an-image';
  }
}

/**
 * Whether a file is a JPEG or PNG by its first bytes (not its name or type) and at most `maxBytes` bytes
 * (default 1048576). The server checks again (413/415); this spares the user a useless upload.
 */
export async function isAcceptableImage(file: Blob, maxBytes: number = IMAGE_MAX_BYTES): Promise<boolean> {
  return (await imageRejection(file, maxBytes)) === null;
}

/** An object URL for a file while it is shown, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * One image picker for tickets, replies and banner sets (docs/areas/helpdesk.md, "Rules"; docs/areas/cms.md,
 * "Rules"): a file input labelled `label` accepting image/jpeg and image/png. A picked file is checked on the
 * client by its first bytes (JPEG FF D8 FF, PNG 89 50 4E 47) and its size (`maxBytes`, default 1 MB); a
 * rejected file calls `onChange(null)` and shows the inline error '*Please upload valid image and image max
 * size should be 1 MB.' with role="alert" and calls `onReject` with the reason. An accepted file shows a
 * preview (alt "{label} preview") with a "Remove image" button. Controlled: setting `value` to null (e.g. a
 * form reset) clears the input.
 *
 * @example
 * <Controller name="ticketImage" control={control}
 *   render={({ field }) => <ImageFileInput label="Image" value={field.value} onChange={field.onChange} />} />
 */
export function ImageFileInput({
  label,
  value,
  onChange,
  maxBytes = IMAGE_MAX_BYTES,
  existingUrl,
  onRemoveExisting,
  errorMessage = CommonMessages.images.inline,
  onReject,
  hint,
  disabled,
  id,
}: ImageFileInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  // The last pick wins: an earlier pick whose check finishes later is ignored.
  const pick = useRef(0);
  const previewUrl = useObjectUrl(value);

  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = '';
  }, [value]);

  const handleChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    const mine = ++pick.current;
    if (!file) {
      setInvalid(false);
      onChange(null);
      return;
    }
    const rejection = await imageRejection(file, maxBytes);
    if (mine !== pick.current) return;
    const ok = rejection === null;
    setInvalid(!ok);
    if (!ok && inputRef.current) inputRef.current.value = '';
    onChange(ok ? file : null);
    if (rejection) onReject?.(rejection);
  };

  const remove = () => {
    pick.current++;
    setInvalid(false);
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  const shownUrl = previewUrl ?? (value ? undefined : existingUrl);

  return (
    <Field.Root invalid={invalid} disabled={disabled} ids={{ control: inputId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={inputRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={handleChange}
        p="1"
        h="auto"
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {invalid && <Field.ErrorText role="alert">{errorMessage}</Field.ErrorText>}
      {(value || existingUrl) && (
        <HStack mt="2" align="start" gap="3">
          {shownUrl && (
            <Box borderWidth="1px" borderRadius="md" overflow="hidden">
              <chakra.img src={shownUrl} alt={`${label} preview`} maxH="120px" maxW="200px" objectFit="contain" />
            </Box>
          )}
          {(value || onRemoveExisting) && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={disabled}
              onClick={value ? remove : onRemoveExisting}
            >
              Remove image
            </Button>
          )}
        </HStack>
      )}
    </Field.Root>
  );
}
