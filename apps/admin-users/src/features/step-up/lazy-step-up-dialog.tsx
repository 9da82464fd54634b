import { Suspense, lazy } from 'react';
import type { StepUpDialogProps } from './step-up-dialog';

// The PIN dialog is needed only after the API asks for a step-up: its code loads then, not with the page.
const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/**
 * The step-up dialog (`StepUpDialog` of ./step-up-dialog, the same props) as the pages render it: nothing while
 * closed, and its code fetched on its first opening (nothing shows until it has loaded).
 *
 * @example
 * <LazyStepUpDialog open={waiting !== null} reason={`Adding ${waiting} as an Admin.`}
 *   onVerified={() => { setWaiting(null); void save(waiting, true); }} onCancel={() => setWaiting(null)} />
 */
export function LazyStepUpDialog(props: StepUpDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog {...props} />
    </Suspense>
  );
}
