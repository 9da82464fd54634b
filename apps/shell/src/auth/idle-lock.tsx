import { PlatformMessages } from '@backoffice/contracts/constants';
import { Button, Dialog, Portal, Stack, Text } from '@backoffice/ui';
import { useIdleLock } from './use-idle-lock';

/**
 * The idle lock of a SuperAdmin's session (docs/areas/platform.md, "Sessions and tokens"): `onLock` runs after 15
 * idle minutes, and for the last minute a dialog 'Your session is about to lock' counts the seconds down with a
 * 'Stay signed in' button. The button, Escape, or any activity (pointer, key, wheel, touch, scroll, here or in
 * another tab) closes it and starts the idle time again. Its own leaf, so the countdown renders only the dialog.
 */
export function IdleLock({ enabled, onLock }: { enabled: boolean; onLock: () => void }) {
  const { secondsLeft, stay } = useIdleLock(enabled, onLock);
  const m = PlatformMessages.idleLock;
  const close = (e: { open: boolean }) => {
    if (!e.open) stay();
  };
  return (
    <Dialog.Root role="alertdialog" size="sm" placement="center" open={secondsLeft !== null} onOpenChange={close}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{m.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" align="flex-start">
                <Text>
                  {m.before}{' '}
                  <Text as="span" role="timer" fontWeight="semibold">
                    {m.countdown(secondsLeft ?? 0)}
                  </Text>
                  {m.after}
                </Text>
                <Button colorPalette="blue" alignSelf="flex-end" onClick={stay}>
                  {m.stay}
                </Button>
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
