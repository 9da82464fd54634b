import { loadUploadedImage } from '@backoffice/api-client';
import { useEffect, useState } from 'react';

export type UploadedImageState =
  { status: 'none' | 'loading' | 'error'; url: null } | { status: 'ready'; url: string };

/**
 * A stored ticket or reply image (an `/api/uploads/…` address) as an object URL: the route needs the bearer
 * token, which an `<img src>` cannot send (helpdesk contract). The download is aborted and the URL revoked
 * when the address changes or the component unmounts.
 */
export function useUploadedImage(address: string | null | undefined): UploadedImageState {
  const [state, setState] = useState<UploadedImageState>({ status: address ? 'loading' : 'none', url: null });

  useEffect(() => {
    if (!address) {
      setState({ status: 'none', url: null });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading', url: null });
    loadUploadedImage(address, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', url: null });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [address]);

  return state;
}
