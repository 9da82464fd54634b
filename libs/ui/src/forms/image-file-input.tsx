import { CommonMessages, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@backoffice/contracts/constants';
import { Box, Button, Field, HStack, Text, chakra } from './main-entry';
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';

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
  /** id of the (hidden) file input that the label names (default: generated). */
  id?: string;
}

/** The types the picker offers, as react-dropzone takes them ('image/jpeg', 'image/png'). */
const ACCEPT = Object.fromEntries(IMAGE_TYPES.map((type) => [type, [] as string[]]));

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
 * One image picker for tickets, replies, banner sets and hotel photos (docs/areas/helpdesk.md, "Rules";
 * docs/areas/cms.md, "Rules"): a drop zone (react-dropzone) where one image is dropped, pasted or picked, with a
 * "Choose a file" button (keyboard: Tab to it, Enter or Space opens the file dialog). Its file input, hidden,
 * accepts image/jpeg and image/png and is the one `label` names. Whatever way the file comes, it is checked on the
 * client by its first bytes (JPEG FF D8 FF, PNG 89 50 4E 47) and its size (`maxBytes`, default 1 MB), not by its
 * name or type; a rejected file calls `onChange(null)`, shows the inline error '*Please upload valid image and
 * image max size should be 1 MB.' with role="alert" and calls `onReject` with the reason. An accepted file shows a
 * preview (alt "{label} preview") with a "Remove image" button. Of several files dropped at once the first counts.
 * Controlled: the file input is emptied after each pick, `value` is the only file kept.
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
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [invalid, setInvalid] = useState(false);
  // The last pick wins: an earlier pick whose check finishes later is ignored.
  const pick = useRef(0);
  const previewUrl = useObjectUrl(value);

  const check = async (file: File) => {
    const mine = ++pick.current;
    const rejection = await imageRejection(file, maxBytes);
    if (mine !== pick.current) return;
    const ok = rejection === null;
    setInvalid(!ok);
    onChange(ok ? file : null);
    if (rejection) onReject?.(rejection);
  };

  // react-dropzone's verdict on the type is not ours: every file goes through the same check of its bytes. The
  // input is emptied at once (the caller holds the file), so picking the same file again is a change.
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const file = accepted[0] ?? rejected[0]?.file;
    clearInput();
    if (file) void check(file);
  };

  const { getRootProps, getInputProps, inputRef, isDragActive } = useDropzone({
    onDrop,
    accept: ACCEPT,
    multiple: false,
    disabled,
    // The zone itself takes no focus: its button does (a second tab stop would say the same).
    noKeyboard: true,
  });

  function clearInput() {
    if (inputRef.current) inputRef.current.value = '';
  }

  const remove = () => {
    pick.current++;
    setInvalid(false);
    clearInput();
    onChange(null);
  };

  const shownUrl = previewUrl ?? (value ? undefined : existingUrl);
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Field.Root invalid={invalid} disabled={disabled} id={inputId} ids={{ label: labelId, helperText: hintId, errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Box
        {...getRootProps()}
        width="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragActive ? 'colorPalette.solid' : invalid ? 'border.error' : 'border'}
        bg={isDragActive ? 'colorPalette.subtle' : undefined}
        colorPalette="blue"
        borderRadius="md"
        px="4"
        py="3"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.5 : undefined}
      >
        {/* Named by the label (react-dropzone's own aria-label 'file upload' would hide it). */}
        <input
          {...getInputProps({ id: inputId, 'aria-label': undefined, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, disabled })}
        />
        <HStack gap="3" wrap="wrap">
          <Button type="button" size="sm" variant="outline" disabled={disabled} aria-describedby={[labelId, describedBy].filter(Boolean).join(' ')}>
            Choose a file
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {isDragActive ? 'Drop the image here' : 'or drop a JPEG or PNG here'}
          </Text>
        </HStack>
      </Box>
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
