import { Box, Button, HStack } from '@backoffice/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of {@link SnapshotTabs}. */
export interface SnapshotTab {
  id: string;
  /** The tab's text (its accessible name). */
  label: ReactNode;
}

export interface SnapshotTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly SnapshotTab[];
  /** The selected tab's id. */
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * A row of tabs over one panel, with the WAI-ARIA tabs pattern (tablist, tab with aria-selected, tabpanel; Left
 * and Right move between tabs, Home and End go to the ends, the selected tab alone is in the Tab order). The
 * list scrolls sideways when the tabs do not fit (a month of daily snapshots). Built from libs/ui's Button:
 * libs/ui exports no Tabs, and its main entry is on the login page whole.
 */
export function SnapshotTabs({ label, tabs, selected, onSelect, children }: SnapshotTabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(0, tabs.findIndex((t) => t.id === selected));

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="1" overflowX="auto" borderBottomWidth="1px" pb="1">
        {tabs.map((t, i) => {
          const on = i === index;
          return (
            <Button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={on}
              aria-controls={`${base}-panel`}
              tabIndex={on ? 0 : -1}
              size="sm"
              variant={on ? 'solid' : 'ghost'}
              colorPalette={on ? 'blue' : 'gray'}
              flexShrink={0}
              onClick={() => onSelect(t.id)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </Button>
          );
        })}
      </HStack>
      <Box role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${index}`} pt="4">
        {children}
      </Box>
    </Box>
  );
}
