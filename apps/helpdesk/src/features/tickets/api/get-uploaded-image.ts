import { loadUploadedImage } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/**
 * GET /api/uploads/… with the bearer token (an `<img src>` cannot send it: docs/areas/helpdesk.md, "Calls"),
 * as a Blob. A stored image never changes under its address, so it is never stale; the download is aborted
 * when no one shows it any more.
 */
export const getUploadedImageQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ticketKeys.upload(address),
    queryFn: ({ signal }) => loadUploadedImage(address, signal),
    staleTime: Infinity,
  });

/** The image at `address` as a Blob; no call without an address. */
export function useUploadedImageBlob(address: string | null | undefined) {
  return useQuery({ ...getUploadedImageQueryOptions(address ?? ''), enabled: Boolean(address) });
}
