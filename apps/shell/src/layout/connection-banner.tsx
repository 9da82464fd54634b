import { isConnectionLost, probeConnection, subscribeConnection } from '@backoffice/api-client';
import { CommonMessages } from '@backoffice/contracts';
import { Flex, Spinner, Text } from '@backoffice/ui';
import { useEffect, useSyncExternalStore } from 'react';

/** The first wait before asking the API whether it is back, in milliseconds; doubled after each try, at most 30 s. */
export const PROBE_FIRST_MS = 2_000;
const PROBE_MAX_MS = 30_000;

/**
 * One "Connection lost, retrying…" banner at the top of the console while the API answers 503 or cannot be reached,
 * gone as soon as a call succeeds again (docs/frontend-data.md, "Connection lost"; docs/production.md, "During a
 * database outage"). The pages keep what they show meanwhile and their reads try again by themselves; so that the
 * banner also goes when nothing on screen is reading (a write failed, say), it asks `GET /api/health/ready` after
 * 2 s, then 4 s, 8 s… at most every 30 s, while it shows.
 */
export function ConnectionBanner() {
  const lost = useSyncExternalStore(subscribeConnection, isConnectionLost);

  useEffect(() => {
    if (!lost) return;
    let wait = PROBE_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const next = () => {
      timer = setTimeout(async () => {
        if (await probeConnection()) return;
        if (stopped) return;
        wait = Math.min(wait * 2, PROBE_MAX_MS);
        next();
      }, wait);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [lost]);

  if (!lost) return null;
  return (
    <Flex
      role="alert"
      align="center"
      justify="center"
      gap="2"
      px="4"
      py="2"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Spinner size="xs" aria-hidden />
      <Text fontSize="sm" fontWeight="medium">
        {CommonMessages.connection.lost}
      </Text>
    </Flex>
  );
}
