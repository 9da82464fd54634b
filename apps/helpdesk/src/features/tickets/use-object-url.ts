import { useEffect, useState } from 'react';

/**
 * An object URL for `blob` (e.g. an image an `<img>` shows), null without one; revoked when the blob changes
 * or the component unmounts.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
