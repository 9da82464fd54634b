import { Limits, PlatformMessages } from '@backoffice/contracts';
import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Spinner, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { BellIcon } from '../../components/icons';
import { formatNotificationDate } from './format-date';
import type { NotificationsState } from './use-notifications';

/** The top bar's bell: unread badge and the dropdown list (spec 1 section 2, "Notification dropdown"). */
export function NotificationBell({ notifications }: { notifications: NotificationsState }) {
  const [open, setOpen] = useState(false);
  const { status, items, unread, reload, markAllRead } = notifications;

  return (
    <Box position="relative">
      <Popover.Root
        open={open}
        onOpenChange={(e) => {
          setOpen(e.open);
          if (e.open) void markAllRead();
        }}
        positioning={{ placement: 'bottom-end' }}
      >
        <Popover.Trigger asChild>
          <IconButton aria-label="Notifications" variant="ghost">
            <BellIcon />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="sm" maxW="calc(100vw - 16px)">
              <Popover.Header fontWeight="semibold" borderBottomWidth="1px" py="2">
                Notifications
              </Popover.Header>
              <Popover.Body p="0">
                <Box height={`${Limits.notificationScrollHeightPx}px`} overflowY="auto" tabIndex={0} aria-label="Notification list">
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
                        <Box
                          as="li"
                          key={n._id}
                          listStyleType="none"
                          px="4"
                          py="2"
                          borderBottomWidth="1px"
                          bg={n.isRead ? undefined : 'blue.50'}
                        >
                          <Text fontSize="sm">{n.name}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {formatNotificationDate(n.createdAt)}
                          </Text>
                        </Box>
                      ))}
                    </Stack>
                  )}
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {unread > 0 ? (
        <Badge
          aria-label={`${unread} unread notifications`}
          role="status"
          position="absolute"
          top="0"
          right="0"
          transform="translate(25%, -25%)"
          colorPalette="red"
          variant="solid"
          borderRadius="full"
          fontSize="xs"
          pointerEvents="none"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Box>
  );
}
