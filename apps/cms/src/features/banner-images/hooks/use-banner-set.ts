import { useCallback, useEffect, useState } from 'react';
import { getImagesForYou } from '@backoffice/api-client';
import type { ImageBannerSet } from '@backoffice/contracts';

export type BannerSetLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; set: ImageBannerSet | null };

/** GET /imagesforyou/ on open (null before the first save), with `reload()` for the Retry button. */
export function useBannerSet(): BannerSetLoad & { reload(): void } {
  const [load, setLoad] = useState<BannerSetLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    getImagesForYou().then(
      (set) => live && setLoad({ status: 'ready', set }),
      (err: unknown) =>
        live &&
        setLoad({
          status: 'error',
          message: err instanceof Error ? err.message : 'The images could not be loaded.',
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, reload };
}
