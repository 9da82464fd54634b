/**
 * The assignee among a ticket's facts (docs/areas/helpdesk.md, "View ticket", "Assignment"): who owns the ticket
 * inside its department, and for those who may change it an "Assign…" menu and a "Take it" button.
 */
import { HelpdeskMessages, mayAssignTicket, type Ticket, type TicketPerson } from '@backoffice/contracts';
import { RecordLink, useAction } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Button, HStack, Menu, Portal, Text } from '@backoffice/ui';
import { useState } from 'react';
import { useAssignTicket, useTicketAssignees } from '../api';

/** ours: the error toast's title when an assignment fails without a message of the API's own. */
export const ASSIGN_FAILED = 'The ticket could not be assigned.';
/** ours: the assignee's place when the ticket has none. */
export const UNASSIGNED_TEXT = 'Unassigned';

/** "First Last" of a person a ticket names. */
export const personName = (p: Pick<TicketPerson, 'firstName' | 'lastName'>): string => `${p.firstName} ${p.lastName}`.trim();

/**
 * "Assignee: Ana Silva" (a RecordLink to the user, plain text for a role that may not open users) or "Assignee:
 * Unassigned". For whoever {@link mayAssignTicket} (a SuperAdmin, or a Department user of the ticket's department)
 * also "Take it" (assign to oneself; hidden while one is the assignee) and the menu "Assign…": the people of
 * GET /ticket/assignees (loaded when the menu first opens), the assignee marked, and "Unassign" while assigned.
 * Each choice is PUT /ticket/assign; its answer is toasted (an error toast with the API's message on a failure,
 * 'The ticket could not be assigned.' under it) and the page shows the answer's ticket at once.
 */
export function TicketAssignee({ ticket }: { ticket: Ticket }) {
  const { user } = useAuth();
  const may = mayAssignTicket(user, { departmentId: ticket.department._id });
  const assignee = ticket.assignee ?? null;
  const [menuOpened, setMenuOpened] = useState(false);
  const people = useTicketAssignees(ticket._id, may && menuOpened);
  const mutation = useAssignTicket();
  const assign = useAction(mutation, {
    success: (result) =>
      result.message || (result.data.assignee ? HelpdeskMessages.assignment.assigned : HelpdeskMessages.assignment.unassigned),
    failure: ASSIGN_FAILED,
  });
  const run = (assigneeId: string | null) => void assign.run({ ticketId: ticket._id, assigneeId });

  return (
    <HStack gap="2" wrap="wrap">
      <Text>
        Assignee:{' '}
        {assignee ? (
          <RecordLink record={{ type: 'user', id: assignee._id, name: personName(assignee) }} backLabel="Back to the ticket" />
        ) : (
          UNASSIGNED_TEXT
        )}
      </Text>
      {may && user && assignee?._id !== user.id ? (
        <Button size="xs" variant="outline" onClick={() => run(user.id)} loading={assign.isPending} disabled={assign.isPending}>
          Take it
        </Button>
      ) : null}
      {may ? (
        <Menu.Root positioning={{ placement: 'bottom-start' }} onOpenChange={({ open }) => open && setMenuOpened(true)}>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline" disabled={assign.isPending}>
              Assign…
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content aria-label="Assign to">
                {people.isPending ? (
                  <Menu.Item value="__loading" disabled>
                    Loading…
                  </Menu.Item>
                ) : people.isError ? (
                  <Menu.Item value="__error" disabled>
                    The people could not be loaded.
                  </Menu.Item>
                ) : (
                  people.data.map((p) => (
                    <Menu.Item key={p._id} value={p._id} disabled={p._id === assignee?._id} onSelect={() => run(p._id)}>
                      {personName(p)}
                      {p._id === assignee?._id ? ' (assignee)' : ''}
                    </Menu.Item>
                  ))
                )}
                {assignee ? (
                  <Menu.Item value="__unassign" onSelect={() => run(null)}>
                    Unassign
                  </Menu.Item>
                ) : null}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </HStack>
  );
}
