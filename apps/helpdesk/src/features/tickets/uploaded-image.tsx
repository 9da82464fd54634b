import { Box, Skeleton, Text, chakra } from '@backoffice/ui';
import { useUploadedImageBlob } from './api';
import { useObjectUrl } from './use-object-url';

export interface UploadedImageProps {
  /** The `/api/uploads/…` address from the API. */
  address: string;
  alt: string;
  maxH?: string;
}

/** A stored image loaded with the token (a skeleton while it loads, a short note when it cannot). */
export function UploadedImage({ address, alt, maxH = '320px' }: UploadedImageProps) {
  const image = useUploadedImageBlob(address);
  const url = useObjectUrl(image.data);
  if (url) {
    return (
      <chakra.img
        src={url}
        alt={alt}
        maxH={maxH}
        maxW="100%"
        alignSelf="flex-start"
        objectFit="contain"
        borderRadius="md"
      />
    );
  }
  if (image.isError) {
    return (
      <Text fontSize="sm" color="fg.muted">
        The image could not be loaded.
      </Text>
    );
  }
  return (
    <Box>
      <Skeleton height="120px" width="180px" aria-label={`Loading ${alt.toLowerCase()}`} />
    </Box>
  );
}
