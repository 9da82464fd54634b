import { listCmsBlocks } from '@backoffice/api-client';
import type { CmsBlock, CmsTag } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useCallback, useEffect, useState } from 'react';

export type CmsBlockState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; block: CmsBlock };

/** Shown when the API holds no block for the tag (the seed creates one per tag, so this means a broken install). */
export const NO_BLOCK_MESSAGE = 'This content section does not exist yet.';

/**
 * Loads the content block of `tag` (POST /api/cms/list {tag}) when the page opens and on `reload()`.
 * `replace(block)` swaps in the saved block after an update, without a new request.
 */
export function useCmsBlock(tag: CmsTag) {
  const [state, setState] = useState<CmsBlockState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    listCmsBlocks(tag).then(
      (blocks) => {
        if (!live) return;
        const block = blocks[0];
        setState(block ? { status: 'ready', block } : { status: 'error', message: NO_BLOCK_MESSAGE });
      },
      (err: unknown) => {
        if (live) setState({ status: 'error', message: errorMessage(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [tag, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((block: CmsBlock) => setState({ status: 'ready', block }), []);
  return { state, reload, replace };
}
