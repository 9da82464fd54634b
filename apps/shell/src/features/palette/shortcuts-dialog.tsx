// The keyboard shortcuts ("?"): a lazy chunk of its own (docs/frontend-data.md, "Command palette and keyboard").
import type { Role } from '@backoffice/contracts';
import { Box, Button, chakra, Dialog, Flex, Portal, Stack, Text } from '@backoffice/ui';
import { Fragment } from 'react';
import { goShortcutsFor, paletteKeyHint } from './keyboard';

/** Props of {@link ShortcutsDialog}. */
export interface ShortcutsDialogProps {
  open: boolean;
  role: Role;
  onClose: () => void;
}

const Kbd = chakra('kbd', {
  base: { fontFamily: 'mono', fontSize: 'xs', px: '1.5', py: '0.5', borderWidth: '1px', borderBottomWidth: '2px', borderRadius: 'sm', bg: 'bg.subtle' },
});

/** One shortcut: its keys, pressed one after the other (`then`) or together. */
interface Row {
  keys: string[];
  then?: boolean;
  does: string;
}

/**
 * The dialog that lists the console's keyboard shortcuts for `role`: the palette's keys, the `g` shortcuts of the
 * pages the role may open, the palette's own keys, Escape and the skip link.
 */
export default function ShortcutsDialog({ open, role, onClose }: ShortcutsDialogProps) {
  const rows: Row[] = [
    { keys: [paletteKeyHint()], does: 'Open the command palette (search and commands)' },
    { keys: ['/'], does: 'Open the command palette' },
    { keys: ['?'], does: 'Show these shortcuts' },
    ...goShortcutsFor(role).map((g) => ({ keys: ['g', g.key], then: true, does: `Go to ${g.label}` })),
    { keys: ['↑', '↓'], does: 'In the palette: move through the list' },
    { keys: ['Enter'], does: 'In the palette: open the chosen entry' },
    { keys: ['Esc'], does: 'Close the palette or a dialog' },
    { keys: ['Tab'], does: 'First on a page: “Skip to main content”' },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" color="fg.muted" fontSize="sm">
                None of them fires while you type in a field.
              </Text>
              <Stack as="dl" gap="2">
                {rows.map((row) => (
                  <Flex key={row.does} gap="4" align="baseline">
                    <Box as="dt" minW="9rem" whiteSpace="nowrap">
                      {row.keys.map((k, i) => (
                        <Fragment key={k}>
                          {i > 0 ? (
                            <Text as="span" px="1" fontSize="xs" color="fg.muted">
                              {row.then ? 'then' : 'or'}
                            </Text>
                          ) : null}
                          <Kbd>{k}</Kbd>
                        </Fragment>
                      ))}
                    </Box>
                    <Box as="dd" m="0">
                      {row.does}
                    </Box>
                  </Flex>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
