import { formatDateTime, formatNumber } from '@backoffice/contracts/constants';
import type { OutboxItem, OutboxMessage } from '@backoffice/contracts';
import { LinkedText, QueryGate, RecordLink } from '@backoffice/remote-kit';
import { Badge, Box, Card, CloseButton, HStack, Heading, Stack, Text } from '@backoffice/ui';
import { useOutboxMessage } from './api';

/** The way back to Sent Mail from a record a message links. */
export const BACK_TO_SENT_MAIL = 'Back to Sent Mail';

/**
 * A message's recipient (docs/areas/users.md, "Links"): the address as a link to the customer's record or the user's
 * page when the address is a user's (`recipientRecord`), else as it is.
 */
export function RecipientLink({ message }: { message: Pick<OutboxItem, 'recipient' | 'recipientRecord'> }) {
  const r = message.recipientRecord;
  if (!r) return <>{message.recipient}</>;
  return (
    <RecordLink record={{ type: r.type, id: r.id, name: r.name }} backLabel={BACK_TO_SENT_MAIL}>
      {message.recipient}
    </RecordLink>
  );
}

/** Props of {@link MessagePanel}. */
export interface MessagePanelProps {
  /** The message's id (`?mail=` of /outbox, a mail's link: recordPath's `mail`). */
  id: string;
  /** Closes the panel (the page drops `?mail=`). */
  onClose: () => void;
}

/**
 * The message a link opened on Sent Mail (`/outbox?mail=<id>`, docs/areas/users.md, "Links"): its subject, recipient
 * (a link to the user when the address is one), status, times in the viewer's zone, attempts, last error and its
 * text, the booking, invoice and ticket numbers it names as links; loading, a 404's text, a failure with Retry.
 */
export function MessagePanel({ id, onClose }: MessagePanelProps) {
  const message = useOutboxMessage(id);
  return (
    <Card.Root as="section" aria-label="Opened message" size="sm" borderColor="blue.solid">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="md">
            {message.data ? (message.data.subject ?? 'SMS') : 'Message'}
          </Heading>
          <CloseButton size="sm" aria-label="Close the message" onClick={onClose} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <QueryGate query={message} noun="message" missing="This message does not exist.">
          {(m: OutboxMessage) => (
            <Stack gap="2">
              <HStack gap="3" wrap="wrap" fontSize="sm">
                <Text>
                  To <RecipientLink message={m} />
                </Text>
                <Badge>{m.status}</Badge>
                <Text color="fg.muted">Created {formatDateTime(m.createdAt)}</Text>
                {m.sentAt ? <Text color="fg.muted">Sent {formatDateTime(m.sentAt)}</Text> : null}
                <Text color="fg.muted">Attempts {formatNumber(m.attempts)}</Text>
              </HStack>
              {m.lastError ? (
                <Text fontSize="sm" color="fg.error">
                  {m.lastError}
                </Text>
              ) : null}
              <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm" m="0">
                <LinkedText text={m.text} />
              </Box>
            </Stack>
          )}
        </QueryGate>
      </Card.Body>
    </Card.Root>
  );
}
