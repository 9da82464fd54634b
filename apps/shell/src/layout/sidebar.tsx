import type { Role } from '@backoffice/contracts';
import { Box, Button, Link, Stack, Text } from '@backoffice/ui';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '../components/icons';
import { preloadPath } from '../federation/remote-area';
import { navFor, type NavEntry, type NavGroup } from './nav-items';

// A pointer resting on an entry or focus reaching it starts loading the entry's remote and page: a click then
// finds them loaded. A failed preload is forgotten; the click tries again and shows the area's error.
// One `li` with its link, memoised on `active`: a navigation renders again only the entries it makes active or
// inactive (docs/micro-frontends.md, "Kept areas"). A plain `a`, not React Router's Link, which reads the location
// and so renders again, each of the sidebar's 40-odd links, on every navigation.
const EntryItem = memo(function EntryItem({
  entry,
  active,
  nested,
  go,
  onNavigate,
}: {
  entry: NavEntry;
  go: (path: string) => void;
  active: boolean;
  /** An entry of a group (smaller text). */
  nested?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Box as="li" listStyleType="none" fontSize={nested ? 'sm' : undefined}>
      <Link
        asChild
        display="block"
        px="3"
        py="2"
        borderRadius="md"
        color={active ? 'white' : 'gray.200'}
        bg={active ? 'blue.600' : 'transparent'}
        fontWeight={active ? 'semibold' : 'normal'}
        _hover={{ bg: active ? 'blue.600' : 'whiteAlpha.200', textDecoration: 'none' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.300' }}
      >
        <a
          href={entry.path}
          aria-current={active ? 'page' : undefined}
          onClick={(event) => {
            // As React Router's Link: a modified or non-primary click is the browser's (a new tab, a download).
            if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
              return;
            event.preventDefault();
            onNavigate?.();
            go(entry.path);
          }}
          onPointerEnter={() => preloadPath(entry.path)}
          onFocus={() => preloadPath(entry.path)}
        >
          {entry.label}
        </a>
      </Link>
    </Box>
  );
});

// Memoised: `pathname` is null while no entry of the group is active, so a navigation renders a group again only
// when it enters, leaves or moves within it.
const Group = memo(function Group({
  group,
  pathname,
  go,
  onNavigate,
}: {
  group: NavGroup;
  pathname: string | null;
  go: (path: string) => void;
  onNavigate?: () => void;
}) {
  const containsActive = pathname !== null;
  const [open, setOpen] = useState(containsActive);
  const expanded = open || containsActive;
  const listId = `nav-group-${group.key}`;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        color="gray.100"
        _hover={{ bg: 'whiteAlpha.200' }}
        // The ghost variant paints an open group light (gray.subtle), under light text: keep it dark.
        _expanded={{ bg: 'whiteAlpha.100' }}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(!expanded)}
        fontWeight="normal"
        fontSize="md"
        px="3"
      >
        {group.title}
        <ChevronDownIcon style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />
      </Button>
      {expanded ? (
        <Stack as="ul" id={listId} gap="0.5" pl="3" m="0" mt="1">
          {group.entries.map((e) => (
            <EntryItem
              key={e.path}
              entry={e}
              active={!!pathname && e.active(pathname)}
              nested
              go={go}
              onNavigate={onNavigate}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
});

export interface SidebarProps {
  role: Role;
  /** First name, or 'Admin' for a SuperAdmin (docs/areas/platform.md, "Layout"). */
  greetingName: string;
  /** Called after a link is followed (closes the sidebar on narrow screens). */
  onNavigate?: () => void;
}

/**
 * The left sidebar: greeting and the role's entries, in a `nav` named "Main". Memoised: it re-renders for its own
 * props and a navigation (the active entry), not for every change of the layout around it.
 */
export const Sidebar = memo(function Sidebar({ role, greetingName, onNavigate }: SidebarProps) {
  const { pathname, search } = useLocation();
  // The entries' navigation, the same function for the sidebar's life: useNavigate answers a new one on every
  // navigation. Like React Router's Link, a link to the page already open replaces it in the history.
  const navigate = useNavigate();
  const latest = useRef({ navigate, here: pathname + search });
  useLayoutEffect(() => {
    latest.current = { navigate, here: pathname + search };
  }, [navigate, pathname, search]);
  const go = useCallback(
    (path: string) => latest.current.navigate(path, { replace: latest.current.here === path }),
    [],
  );
  const { entries, groups } = useMemo(() => navFor(role), [role]);
  return (
    <Box as="nav" aria-label="Main" bg="gray.900" color="white" h="full" overflowY="auto" px="3" py="4">
      <Text px="3" mb="4" fontSize="lg" fontWeight="semibold">
        Hello, {greetingName}
      </Text>
      <Stack as="ul" gap="1" m="0" p="0">
        {entries.map((e) => (
          <EntryItem key={e.path} entry={e} active={e.active(pathname)} go={go} onNavigate={onNavigate} />
        ))}
        {groups.map((g) => (
          <Group
            key={g.key}
            group={g}
            pathname={g.entries.some((e) => e.active(pathname)) ? pathname : null}
            go={go}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </Box>
  );
});
