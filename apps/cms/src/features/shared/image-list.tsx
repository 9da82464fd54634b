import { useState } from 'react';
import { mediaUrl } from '@backoffice/api-client/cms';
import { Box, Button, HStack, Text, chakra } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';

/** A newly chosen image, shown as a preview until it is saved. */
export interface PendingImage {
  key: string;
  file: File;
  /** An object URL of `file` (revoked when the preview goes); '' shows the file name instead. */
  previewUrl: string;
}

export interface ImageListProps {
  /** The list's accessible name, e.g. 'Search bar banner images' or 'Stored horizontal photos'. */
  label: string;
  /** What one image is, e.g. 'Search bar banner' or 'Horizontal photo': the n-th image is `${imageName} ${n}`. */
  imageName: string;
  /** The same for the Delete buttons (`Delete ${buttonName} ${n}`), when it differs (e.g. 'horizontal photo'). */
  buttonName?: string;
  /** Addresses of the stored images (public URLs given by the API). */
  stored: string[];
  /** Newly chosen images, each named `New ${imageName} ${n}`, with a Delete that asks nothing. */
  pending?: PendingImage[];
  onRemovePending?(key: string): void;
  /** Deletes a stored image on the server after the user confirmed; says itself how it went (toasts). */
  onDeleteStored(url: string): Promise<void>;
  /** Shown instead of the list when there is no image; without it, nothing is shown. */
  emptyText?: string;
  /** The largest width of a thumbnail (a Chakra size). */
  imageMaxW?: string;
  disabled?: boolean;
}

function DeleteButton({ name, disabled, onClick }: { name: string; disabled?: boolean; onClick(): void }) {
  return (
    <Button
      size="xs"
      mt="1"
      variant="outline"
      colorPalette="red"
      aria-label={name}
      disabled={disabled}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}

/**
 * The images of a content form (docs/areas/cms.md, "Homepage editor (`/content-home`)" and
 * "Manage Images (`/all-images`)"): the stored ones, each with a Delete that asks 'Please confirm you wish to
 * delete this image ?' first (confirmation before destruction), then the new previews, each with a Delete
 * that only drops the preview.
 */
export function ImageList({
  label,
  imageName,
  buttonName = imageName,
  stored,
  pending = [],
  onRemovePending,
  onDeleteStored,
  emptyText,
  imageMaxW = '180px',
  disabled,
}: ImageListProps) {
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await onDeleteStored(toDelete);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const empty = stored.length === 0 && pending.length === 0;
  const thumbnail = { maxH: '110px', maxW: imageMaxW, objectFit: 'contain' } as const;

  return (
    <>
      {empty ? (
        emptyText && (
          <Text fontSize="sm" color="fg.muted">
            {emptyText}
          </Text>
        )
      ) : (
        <HStack as="ul" wrap="wrap" gap="3" listStyleType="none" aria-label={label}>
          {stored.map((url, i) => (
            <Box as="li" key={url} borderWidth="1px" borderRadius="md" p="2">
              <chakra.img src={mediaUrl(url)} alt={`${imageName} ${i + 1}`} {...thumbnail} />
              <DeleteButton
                name={`Delete ${buttonName} ${i + 1}`}
                disabled={disabled}
                onClick={() => setToDelete(url)}
              />
            </Box>
          ))}
          {pending.map((image, i) => (
            <Box as="li" key={image.key} borderWidth="1px" borderStyle="dashed" borderRadius="md" p="2">
              {image.previewUrl ? (
                <chakra.img src={image.previewUrl} alt={`New ${imageName} ${i + 1}`} {...thumbnail} />
              ) : (
                <Text fontSize="sm">{image.file.name}</Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                New, not saved yet
              </Text>
              <DeleteButton
                name={`Delete new ${buttonName} ${i + 1}`}
                disabled={disabled}
                onClick={() => onRemovePending?.(image.key)}
              />
            </Box>
          ))}
        </HStack>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message="Please confirm you wish to delete this image ?"
        confirmLabel="Delete"
        destructive
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
