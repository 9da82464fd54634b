import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { useColorMode } from './color-mode';
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

/** Keeps `<html>`'s colour-mode class in step with the stored choice and the system's theme. */
function ColorModeSync() {
  useColorMode();
  return null;
}

/**
 * Provides the Back Office Chakra system (and, by default, the toast region) to its children, the light / dark /
 * system colour mode ({@link useColorMode}: the class on `<html>`, following the system's theme while the choice
 * is `system`) and the focus ring of elements without a recipe.
 * Wrap every React root with it: the shell's `<App/>`, a remote run on its own, a single-spa parcel.
 *
 * @example
 * createRoot(el).render(<UiProvider><App /></UiProvider>);
 */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <Global styles={FOCUS_RING_CSS} />
      <ColorModeSync />
      {children}
      {withToaster ? <Toaster /> : null}
    </ChakraProvider>
  );
}
