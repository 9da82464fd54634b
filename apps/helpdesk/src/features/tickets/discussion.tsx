/**
 * A ticket's discussion (docs/areas/helpdesk.md, "View ticket"): its replies and internal notes, oldest first.
 */
import { formatDateTime, type TicketDiscussion } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { Badge, HStack, Stack, Text, chakra } from '@backoffice/ui';
import { LinkedHtml } from './linked-html';
import { UploadedImage } from './uploaded-image';

/** ours: the badge of an internal note in the discussion. */
export const INTERNAL_NOTE_BADGE = 'Internal note';

/** The look of an internal note, in the discussion and in the reply form while one is written: yellow-ish. */
export const NOTE_STYLE = { bg: 'yellow.subtle', borderColor: 'yellow.emphasized' } as const;

/** The entries of a ticket's discussion, a list named "Discussion"; 'No replies yet.' when there are none. */
export function Discussion({ entries }: { entries: readonly TicketDiscussion[] }) {
  if (entries.length === 0) return <Text color="fg.muted">No replies yet.</Text>;
  return (
    <chakra.ul aria-label="Discussion" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
      {entries.map((entry) => (
        <DiscussionEntry key={entry._id} entry={entry} />
      ))}
    </chakra.ul>
  );
}

/**
 * A reply: "{department} - {first name}" (each a link where the viewer may open it), its time, text and image. An
 * internal note (`internal: true`, only ever sent to the ticket's department and SuperAdmins) is drawn apart: a
 * yellow-ish box with the badge 'Internal note'.
 */
export function DiscussionEntry({ entry }: { entry: TicketDiscussion }) {
  const author = <RecordLink record={{ type: 'user', id: entry.user_info._id, name: entry.user_info.firstName }} backLabel="Back to the ticket" />;
  const department = entry.department_info;
  const note = entry.internal === true;
  return (
    <chakra.li borderWidth="1px" rounded="md" p="3" {...(note ? NOTE_STYLE : {})}>
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              {department ? (
                <>
                  <RecordLink record={{ type: 'department', id: department._id, name: department.name }} backLabel="Back to the ticket" />
                  {' - '}
                  {author}
                </>
              ) : (
                author
              )}
            </Text>
            {note ? <Badge colorPalette="yellow">{INTERNAL_NOTE_BADGE}</Badge> : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <chakra.time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</chakra.time>
          </Text>
        </HStack>
        <LinkedHtml html={entry.message} />
        {entry.discussionImage ? <UploadedImage address={entry.discussionImage} alt="Reply image" /> : null}
      </Stack>
    </chakra.li>
  );
}
