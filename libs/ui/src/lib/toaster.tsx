import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * The one toast store of the console: bottom right (bottom end), 3000 ms by default (`Limits.toastMs`).
 * Not top right as in the first console: there a toast covered the top bar's bell and user menu (issue 8);
 * at the bottom end it covers none of the frame's controls (the footer holds only text).
 *
 * @example
 * toaster.create({ type: 'success', title: 'SignUp Successfully' });
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, duration: 3000 });

/** Renders the toasts of {@link toaster}. {@link UiProvider} already renders one: mount it only in a custom root. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
