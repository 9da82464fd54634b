/**
 * For specs: `@backoffice/remote-kit` with its BulkRunButton replaced (the kit's own specs test the dialog and the
 * run), so that a spec sees what a page asks it to start: a plain button that calls `started` with the button's
 * props; while `realBulkRunButton.on` is true, the kit's real button (its question, Start and the API call).
 * Use it as `jest.mock('@backoffice/remote-kit', () => jest.requireActual('../shared/bulk-run-button-stand-in').remoteKit())`
 * and set `realBulkRunButton.on = false` in `beforeEach` (`jest.resetAllMocks()` clears `started`).
 */
import type { BulkRunButtonProps } from '@backoffice/remote-kit';

/** Called with the props of every stand-in button clicked. */
export const started = jest.fn();
/** Whether the kit's real BulkRunButton renders instead of the stand-in. */
export const realBulkRunButton = { on: false };

/** The kit's exports with BulkRunButton replaced by the switchable stand-in. */
export function remoteKit() {
  const actual = jest.requireActual('@backoffice/remote-kit');
  return {
    ...actual,
    BulkRunButton: (props: BulkRunButtonProps) =>
      realBulkRunButton.on ? (
        <actual.BulkRunButton {...props} />
      ) : (
        <button type="button" disabled={props.disabled} onClick={() => started(props)}>
          {props.label}
        </button>
      ),
  };
}
