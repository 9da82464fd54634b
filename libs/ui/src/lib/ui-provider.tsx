import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { getSystem } from './system';
import { Toaster } from './toaster';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children?: ReactNode;
  /** Render the shared {@link Toaster} (default true). A parcel inside the shell passes false. */
  withToaster?: boolean;
}

/**
 * A visible focus ring on every element the keyboard reaches (docs/areas/platform.md, "Console preferences and
 * theme"). Chakra's recipes draw their own (`focusVisibleRing`: buttons, links, inputs, selects) in the later
 * `recipes` layer, and style props come after every layer, so both win; this rule, in Chakra's `base` layer, gives
 * a 2 px blue ring to what has neither (a plain `a`, `button`, `summary`, an element with a tabindex). An element
 * focused only to move the reading position (`tabindex="-1"`, such as the `main` region the skip link targets)
 * shows none.
 */
const FOCUS_RING_CSS = `
@layer base {
  :where(:focus-visible) {
    outline: 2px solid var(--chakra-colors-blue-focus-ring, #3b82f6);
    outline-offset: 2px;
  }
  :where([tabindex="-1"]):focus { outline: none; }
}
`;

/**
 * Provides the Back Office Chakra system (and, by default, the toast region) to its children, the light / dark /
 * the focus ring of elements without a recipe. The colour mode's class on `<html>` is put there before the first
 * paint by the shell's entry and kept in step by `useColorMode` (@backoffice/ui/forms) in the signed-in top bar:
 * not here, since this entry is on the sign-in page whole (its budget).
 * Wrap every React root with it: the shell's `<App/>`, a remote run on its own, a single-spa parcel.
 *
 * @example
 * createRoot(el).render(<UiProvider><App /></UiProvider>);
 */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <Global styles={FOCUS_RING_CSS} />
      {children}
      {withToaster ? <Toaster /> : null}
    </ChakraProvider>
  );
}
