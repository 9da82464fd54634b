import { useState } from 'react';
import { CmsMessages, Limits } from '@backoffice/contracts';
import { Stack } from '@backoffice/ui';
import { ImageFileInput, type ImageRejection } from '@backoffice/ui/forms';
import { ImageList, type PendingImage } from '../shared';

export interface ContentImagesFieldProps {
  /** What the images are, e.g. 'Search bar banner' or 'Benefit 1 icon': names the input, images and buttons. */
  name: string;
  /** Several images (search bar, Enjoy Microstay: each pick adds one) or one (a benefit's icon, a reason's banner: a pick replaces it). */
  multiple: boolean;
  stored: string[];
  pending: PendingImage[];
  /** An accepted file (checked by its bytes and size). With `multiple` false, it replaces the pending one. */
  onAdd(files: File[]): void;
  onRemovePending(key: string): void;
  /** Deletes a stored image on the server (after the user confirmed); says itself how it went. */
  onDeleteStored(url: string): Promise<void>;
  disabled?: boolean;
}

/**
 * The images of one homepage block (docs/areas/cms.md, "Homepage editor (`/content-home`)"): the stored ones
 * and the newly chosen previews, each with a Delete button (a stored image after a confirmation), and libs/ui's
 * image drop zone, where one image at a time is dropped or picked. Files are checked on the client as the API
 * will: JPEG or PNG by their bytes ('This File Is Not Supported'), at most 10 MB ('This File Is Too Big').
 */
export function ContentImagesField({ name, multiple, stored, pending, onAdd, onRemovePending, onDeleteStored, disabled }: ContentImagesFieldProps) {
  const [rejection, setRejection] = useState<ImageRejection>('not-an-image');
  const replaces = !multiple && (stored.length > 0 || pending.length > 0);
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
      <ImageFileInput
        label={multiple ? `Add ${name} image` : `Choose the ${name}`}
        // The chosen file joins the previews above: the input itself keeps none.
        value={null}
        onChange={(file) => {
          if (file) onAdd([file]);
        }}
        maxBytes={Limits.contentImageMaxBytes}
        errorMessage={rejection === 'too-big' ? CmsMessages.cms.imageTooBig : CmsMessages.cms.imageNotSupported}
        onReject={setRejection}
        hint={`JPEG or PNG, at most 10 MB${multiple ? '; add as many as needed, one at a time' : replaces ? '; a new one replaces the current one' : ''}.`}
        disabled={disabled}
      />
    </Stack>
  );
}
