import { ChakraProvider } from '@chakra-ui/react';
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
 * Provides the Back Office Chakra system (and, by default, the toast region) to its children.
 * Wrap every React root with it: the shell's `<App/>`, a remote run on its own, a single-spa parcel.
 *
 * @example
 * createRoot(el).render(<UiProvider><App /></UiProvider>);
 */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  return (
    <ChakraProvider value={getSystem()}>
      {children}
      {withToaster ? <Toaster /> : null}
    </ChakraProvider>
  );
}
