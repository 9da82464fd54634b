/**
 * "Another reply arrived first" (docs/areas/helpdesk.md, "View ticket", "Who else is looking"): before a reply is
 * sent, the ticket's discussion is asked again; entries by others that were not in it when this user started
 * typing stop the send and are shown above the form, with "Send anyway" and "Cancel".
 */
import type { TicketDiscussion } from '@backoffice/contracts';
import { Alert, Button, HStack, Stack, chakra } from '@backoffice/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getTicketDiscussionQueryOptions, ticketKeys } from './api';
import { DiscussionEntry } from './discussion';

/** ours: the alert's title, e.g. 'Ana replied while you were typing' ('Ana and Ravi …' for two, 'Ana, Ravi and Mo …'). */
export function arrivedFirstTitle(entries: readonly TicketDiscussion[]): string {
  const names = [...new Set(entries.map((e) => e.user_info.firstName))];
  const who = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} replied while you were typing`;
}

/** What {@link useArrivedFirst} gives the reply form. */
export interface ArrivedFirst {
  /** The entries that arrived first, shown in the alert; empty when there is no warning. */
  arrived: readonly TicketDiscussion[];
  /**
   * Asks the discussion again (GET the ticket's discussion, which also refreshes the page's own) and answers true
   * when entries by others arrived since the user started typing: the send must stop, and they are in `arrived`.
   * Once warned of, those entries count as seen, so the next press sends. A failed refresh does not stop the send.
   */
  stop: () => Promise<boolean>;
  /** Takes the warning away (Cancel, or the send went ahead). */
  dismiss: () => void;
}

/**
 * Watches when this user (`userId`) starts typing a reply to `ticketId` (`typing` turns true) and remembers the
 * discussion's entries then (its cached data; when none is cached yet, the instant, compared with the entries'
 * `createdAt`). See {@link ArrivedFirst}.
 */
export function useArrivedFirst(ticketId: string, userId: string | undefined, typing: boolean): ArrivedFirst {
  const queryClient = useQueryClient();
  const started = useRef<{ seen: Set<string> | null; at: number } | null>(null);
  const [arrived, setArrived] = useState<readonly TicketDiscussion[]>([]);

  useEffect(() => {
    if (!typing || started.current) return;
    const cached = queryClient.getQueryData<TicketDiscussion[]>(ticketKeys.discussion(ticketId));
    started.current = { seen: cached ? new Set(cached.map((e) => e._id)) : null, at: Date.now() };
  }, [typing, queryClient, ticketId]);

  const stop = useCallback(async () => {
    const start = started.current;
    if (!start) return false;
    let fresh: TicketDiscussion[];
    try {
      fresh = await queryClient.fetchQuery({ ...getTicketDiscussionQueryOptions(ticketId), staleTime: 0 });
    } catch {
      return false;
    }
    const isNew = (e: TicketDiscussion) => (start.seen ? !start.seen.has(e._id) : Date.parse(e.createdAt) > start.at);
    const news = fresh.filter((e) => e.user_info._id !== userId && isNew(e));
    start.seen = new Set([...(start.seen ?? []), ...fresh.map((e) => e._id)]);
    setArrived(news);
    return news.length > 0;
  }, [queryClient, ticketId, userId]);

  const dismiss = useCallback(() => setArrived([]), []);
  return { arrived, stop, dismiss };
}

/**
 * The warning above the reply form: "{names} replied while you were typing", the entries that arrived first (as
 * the discussion shows them), and the buttons "Send anyway" (sends the reply as it is) and "Cancel" (keeps
 * writing). Nothing when there is no warning.
 */
export function ArrivedFirstAlert({
  arrived,
  onSendAnyway,
  onCancel,
  disabled,
}: {
  arrived: readonly TicketDiscussion[];
  onSendAnyway: () => void;
  onCancel: () => void;
  disabled?: boolean;
}) {
  if (arrived.length === 0) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3">
          <Alert.Title>{arrivedFirstTitle(arrived)}</Alert.Title>
          <chakra.ul aria-label="Replies that arrived first" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
            {arrived.map((entry) => (
              <DiscussionEntry key={entry._id} entry={entry} />
            ))}
          </chakra.ul>
          <HStack>
            <Button type="button" size="sm" onClick={onSendAnyway} disabled={disabled}>
              Send anyway
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={disabled}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
