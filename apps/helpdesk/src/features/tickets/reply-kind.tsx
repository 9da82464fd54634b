/**
 * The agents' choices of the reply form (docs/areas/helpdesk.md, "View ticket", "Internal notes", "SLAs"): a reply
 * or an internal note, and whether a reply waits on the raiser.
 */
import { maySeeInternalNotes, type Role, type Ticket } from '@backoffice/contracts';
import { Button, HStack, Text, chakra } from '@backoffice/ui';

/** What the reply form sends: a reply the raiser sees, or an internal note the raiser never sees. */
export type ReplyKind = 'reply' | 'note';

/** ours: the line shown in the form while an internal note is written. */
export const NOTE_NOTICE = 'Internal note — not visible to the raiser';
/** ours: the checkbox of an agent's reply that pauses the SLA clock. */
export const WAITING_ON_RAISER_LABEL = 'Wait for the raiser (pauses the SLA clock)';

/**
 * "Reply | Internal note": two toggle buttons (aria-pressed) in a group named 'Kind of post', for those who may
 * write a note (maySeeInternalNotes of libs/contracts: a SuperAdmin or a Department user of the ticket's
 * department).
 */
export function ReplyKindToggle({ value, onChange, disabled }: { value: ReplyKind; onChange: (kind: ReplyKind) => void; disabled?: boolean }) {
  const option = (kind: ReplyKind, label: string) => (
    <Button
      type="button"
      size="sm"
      variant={value === kind ? 'solid' : 'outline'}
      colorPalette={kind === 'note' ? 'yellow' : undefined}
      aria-pressed={value === kind}
      onClick={() => onChange(kind)}
      disabled={disabled}
    >
      {label}
    </Button>
  );
  return (
    <HStack gap="0" role="group" aria-label="Kind of post" css={{ '& > button:first-of-type': { roundedRight: 0 }, '& > button:last-of-type': { roundedLeft: 0 } }}>
      {option('reply', 'Reply')}
      {option('note', 'Internal note')}
    </HStack>
  );
}

/** The note's notice, shown above the editor while "Internal note" is chosen. */
export function NoteNotice() {
  return (
    <Text fontSize="sm" fontWeight="semibold" color="yellow.fg">
      {NOTE_NOTICE}
    </Text>
  );
}

/** A native checkbox 'Wait for the raiser (pauses the SLA clock)', for an agent's reply (never a note). */
export function WaitingOnRaiserCheckbox({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor={disabled ? 'not-allowed' : 'pointer'}>
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        w="4"
        h="4"
        m="0"
        accentColor="blue.solid"
        cursor="inherit"
      />
      {WAITING_ON_RAISER_LABEL}
    </chakra.label>
  );
}

/**
 * Who may write an internal note and the agents' choices of a reply (maySeeInternalNotes of libs/contracts): a
 * SuperAdmin, or a Department user of the ticket's department; never the raiser as such.
 */
export function mayWriteNotes(user: { role: Role; departmentId?: string | null } | null | undefined, ticket: Pick<Ticket, 'department'>): boolean {
  return maySeeInternalNotes(user, { departmentId: ticket.department._id });
}
