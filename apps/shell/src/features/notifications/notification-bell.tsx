import { Limits, PlatformMessages, findRecordMentions, formatDate, mentionPath, type Notification, type Role } from '@backoffice/contracts';
import {
  Box,
  Button,
  Flex,
  Link,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '../../components/icons';
import { CountBadge, TopBarPopover } from '../../components/top-bar-popover';
import { notificationHref } from './notification-href';
import type { NotificationsState } from './use-notifications';

export interface NotificationBellProps {
  notifications: NotificationsState;
  /** The reader's role: it decides where a notification's record opens ({@link notificationHref}). */
  role: Role;
}

/**
 * The top bar's bell: unread badge and the dropdown list (docs/areas/platform.md, notifications). The list is as
 * tall as its entries, up to 220 px, then scrolls. An entry about a record (a ticket, a sign-up) is a link to it
 * for the reader's role and closes the list. Unread entries stand out (a dot, bold text, a tinted background,
 * and 'Unread' for screen readers); opening the bell marks all read on the server, so the entries that were
 * unread when it opened keep that look until it closes.
 */
export function NotificationBell({ notifications, role }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<string>>(() => new Set());
  const { status, items, unread, reload, markAllRead } = notifications;
  const isUnread = (n: Notification) => !n.isRead || unreadWhenOpened.has(n._id);

  return (
    <TopBarPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setUnreadWhenOpened(new Set(next ? items.filter((n) => !n.isRead).map((n) => n._id) : []));
        if (next) void markAllRead();
      }}
      label="Notifications"
      icon={<BellIcon />}
      title="Notifications"
      badge={<CountBadge count={unread} aria-label={`${unread} unread notifications`} role="status" colorPalette="red" />}
    >
      <Box maxHeight={`${Limits.notificationScrollHeightPx}px`} overflowY="auto" tabIndex={0} aria-label="Notification list">
        {status === 'loading' && items.length === 0 ? (
          <Flex justify="center" py="6" role="status" aria-label="Loading notifications">
            <Spinner />
          </Flex>
        ) : status === 'error' && items.length === 0 ? (
          <Stack role="alert" align="center" py="6" gap="2">
            <Text fontSize="sm">The notifications could not be loaded.</Text>
            <Button size="xs" variant="outline" onClick={() => void reload()}>
              Retry
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text p="4" fontSize="sm" color="fg.muted">
            {PlatformMessages.notifications.empty}
          </Text>
        ) : (
          <Stack as="ul" gap="0" m="0" p="0">
            {items.map((n) => (
              <NotificationEntry
                key={n._id}
                notification={n}
                unread={isUnread(n)}
                href={notificationHref(n, role)}
                onOpenRecord={() => setOpen(false)}
              />
            ))}
          </Stack>
        )}
      </Box>
    </TopBarPopover>
  );
}

function NotificationEntry({
  notification: n,
  unread,
  href,
  onOpenRecord,
}: {
  notification: Notification;
  unread: boolean;
  href: string | undefined;
  onOpenRecord: () => void;
}) {
  const body = (
    <Flex gap="2" align="start">
      <Box
        aria-hidden
        data-unread-dot={unread ? '' : undefined}
        flexShrink={0}
        mt="1.5"
        boxSize="2"
        borderRadius="full"
        bg={unread ? 'blue.solid' : 'transparent'}
      />
      <Box minW="0">
        {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
        <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'} wordBreak="break-word">
          {href ? n.name : <MentionLinks text={n.name} onOpen={onOpenRecord} />}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDate(n.createdAt)}
        </Text>
      </Box>
    </Flex>
  );
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" bg={unread ? 'blue.subtle' : undefined}>
      {href ? (
        <Link
          asChild
          display="block"
          px="4"
          py="2"
          color="inherit"
          textDecoration="none"
          _hover={{ bg: unread ? 'blue.muted' : 'bg.muted', textDecoration: 'none' }}
        >
          <RouterLink to={href} onClick={onOpenRecord}>
            {body}
          </RouterLink>
        </Link>
      ) : (
        <Box px="4" py="2">
          {body}
        </Box>
      )}
    </Box>
  );
}

/**
 * A notification's text with the records it names (booking, invoice and ticket numbers, e-mails) as links to the
 * shell's `/open/:type/:reference` (docs/frontend-data.md, "Links between records"). Only for an entry that is not a
 * link itself: a link inside a link is not allowed.
 */
function MentionLinks({ text, onOpen }: { text: string; onOpen: () => void }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of findRecordMentions(text)) {
    parts.push(text.slice(at, m.start));
    parts.push(
      <Link key={m.start} asChild color="blue.fg">
        <RouterLink to={mentionPath(m.type, m.reference)} onClick={onOpen}>
          {m.reference}
        </RouterLink>
      </Link>,
    );
    at = m.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
