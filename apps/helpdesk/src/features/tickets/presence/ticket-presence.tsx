/**
 * Who else has a ticket open and who is typing a reply (docs/areas/helpdesk.md, "Who else is looking"): the page
 * joins the ticket's presence topic through the shell's socket (shell-sdk `usePresence`) and lists the others.
 */
import { presenceTopic, Roles, type PresenceViewer } from '@backoffice/contracts';
import { useAuth, usePresence } from '@backoffice/shell-sdk';
import { Box, Center, HStack, Text } from '@backoffice/ui';
import { Fragment } from 'react';

/** ours: the words before the others' names. */
export const ALSO_HERE = 'Also here:';
/** ours: after the name of someone typing a reply. */
export const TYPING = '(typing…)';

/** Props of {@link TicketPresence}. */
export interface TicketPresenceProps {
  /** The ticket shown. */
  ticketId: string;
  /** Whether the signed-in user is typing a reply now (the reply form says so). */
  typing: boolean;
}

const initials = (v: PresenceViewer) => `${v.firstName.charAt(0)}${v.lastName.charAt(0)}`.toUpperCase();

/**
 * The other staff on this ticket's page, "Also here: Ana Lopez (typing…), Ravi Kumar", each after a circle with
 * their initials, in the order they came; nothing when alone. A polite live region: a screen reader hears who came,
 * left or started typing. Staff only: the raising Employee's page joins nothing (the API would refuse it anyway), and
 * outside the shell (a remote on its own) the list is always empty.
 */
export function TicketPresence({ ticketId, typing }: TicketPresenceProps) {
  const { user } = useAuth();
  const staff = user !== null && user.role !== Roles.Employee;
  const others = usePresence(staff ? presenceTopic('ticket', ticketId) : null, typing);
  return (
    // Empty, the region stays in the page (so what appears in it is announced) but out of the flow: no gap in a Stack.
    <Box aria-live="polite" aria-atomic="true" data-testid="ticket-presence" position={others.length ? undefined : 'absolute'}>
      {others.length ? (
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text as="span">{ALSO_HERE}</Text>
          {others.map((v, i) => (
            <Fragment key={v.userId}>
              <HStack as="span" gap="1">
                <Center
                  as="span"
                  aria-hidden="true"
                  boxSize="6"
                  rounded="full"
                  bg="colorPalette.subtle"
                  colorPalette="blue"
                  fontSize="xs"
                  fontWeight="semibold"
                >
                  {initials(v)}
                </Center>
                <Text as="span" color="fg">
                  {`${v.firstName} ${v.lastName}`}
                  {v.typing ? ` ${TYPING}` : ''}
                  {i < others.length - 1 ? ',' : ''}
                </Text>
              </HStack>
            </Fragment>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
