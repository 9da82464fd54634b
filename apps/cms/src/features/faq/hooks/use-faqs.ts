import { getFaq, listFaqs } from '@backoffice/api-client';
import type { Faq } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useCallback, useEffect, useState } from 'react';

export type FaqsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; faqs: Faq[] };

/** The FAQ list (GET /api/faq/get), loaded on open and on `reload()`; `update` changes it in place after a write. */
export function useFaqs() {
  const [state, setState] = useState<FaqsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    listFaqs().then(
      (faqs) => live && setState({ status: 'ready', faqs }),
      (err: unknown) => live && setState({ status: 'error', message: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (faqs: Faq[]) => Faq[]) =>
      setState((s) => (s.status === 'ready' ? { status: 'ready', faqs: change(s.faqs) } : s)),
    [],
  );
  return { state, reload, update };
}

/** One FAQ (GET /api/faq/get/{id}), loaded on open and on `reload()`; `replace` swaps in the edited one. */
export function useFaq(id: string) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; faq: Faq }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getFaq(id).then(
      (faq) => live && setState({ status: 'ready', faq }),
      (err: unknown) => live && setState({ status: 'error', message: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((faq: Faq) => setState({ status: 'ready', faq }), []);
  return { state, reload, replace };
}
