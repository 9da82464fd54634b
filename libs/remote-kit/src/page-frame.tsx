import { Box, Button, Flex, HStack, Heading, Link, Stack } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { findRecordMentions, mentionPath, recordPath, type RecordRef } from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import { EmptyState, LoadError, LoadingState, errorMessage } from './page-states';
import { LiveRecordNote, useLiveRecordChange, useOverwriteGuard, useUnsavedForms, type LiveRecord } from './record-page-live';

/** The way back of a page: a link, e.g. a record's list. */
export interface BackLink {
  to: string;
  label: string;
}

/** The browser tab's title of a page: `<page title> · Back Office`. */
export const documentTitleOf = (title: string) => `${title} · Back Office`;

/** What a link to a record carries so that the record's page can lead back to the list it came from. */
export interface CameFrom {
  from?: { path: string; label?: string };
}

/**
 * The way back of a record or form page: the list the user came from (its path with its filters and page, passed
 * by {@link RecordLink} in the location's state), else `fallback` (docs/frontend-data.md, "Pages").
 */
export function useBackTo(fallback: BackLink | undefined): BackLink | undefined {
  const state = useLocation().state as CameFrom | null;
  const from = state?.from;
  if (from?.path && from.path.startsWith('/')) return { to: from.path, label: from.label ?? fallback?.label ?? 'Back' };
  return fallback;
}

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's h1, also the browser tab's title. */
  title: string;
  /** Beside the title: a list's "Views" menu. */
  titleAside?: ReactNode;
  /** Under the title: a record's key fields (its status, its reference), or a line about the page. */
  subtitle?: ReactNode;
  /** The way back (a form or a record's page); the list the user came from wins when there is one. */
  back?: BackLink;
  /** Buttons at the header's right (a list's Add and Export, a record's actions). */
  action?: ReactNode;
  /** The page's widest (a form's, e.g. '4xl'); full width by default. */
  maxW?: string;
  children: ReactNode;
}

/**
 * An area page's frame (docs/frontend-data.md, "Pages"): the h1 with the record's key fields under it, the way back
 * and the actions on the right, then the content; it names the browser tab after the page.
 */
export function PageFrame({ title, titleAside, subtitle, back, action, maxW, children }: PageFrameProps) {
  const backTo = useBackTo(back);
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
  return (
    <Box p={{ base: '4', md: '6' }} maxW={maxW}>
      <Stack gap="5">
        <Flex justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="lg">
                {title}
              </Heading>
              {titleAside}
            </HStack>
            {subtitle ? <Box color="fg.muted">{subtitle}</Box> : null}
          </Stack>
          <HStack gap="3" wrap="wrap">
            {backTo ? (
              <Link asChild color="blue.fg">
                <RouterLink to={backTo.to}>{backTo.label}</RouterLink>
              </Link>
            ) : null}
            {action}
          </HStack>
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}

/** Props of {@link QueryGate}. */
export interface QueryGateProps<T> {
  query: UseQueryResult<T>;
  /** 'coupon', 'departments': the loading and error texts ("Loading the coupon…", "The coupon could not be loaded."). */
  noun: string;
  /** The text of a 404; without it a 404 is an error with Retry. */
  missing?: string;
  /** Shown under the 404 text: the way back. */
  back?: BackLink;
  children: (data: T) => ReactNode;
}

/**
 * The one loading and error gate of the console (docs/frontend-data.md, "Pages"): a spinner while `query` loads, a
 * 404's text with the way back, another failure's message with Retry, then `children(data)`. Pages use it (or
 * RecordPage, ListPage) instead of their own `isPending ? … : isError ? …` (tools/lint/page-kit.spec.ts).
 */
export function QueryGate<T>({ query, noun, missing, back, children }: QueryGateProps<T>) {
  if (query.isPending) return <LoadingState label={`Loading the ${noun}…`} />;
  if (query.isError) {
    if (missing && (query.error as { status?: number }).status === 404) {
      return (
        <Stack gap="3" align="center">
          <EmptyState text={missing} />
          {back ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={back.to}>{back.label}</RouterLink>
            </Button>
          ) : null}
        </Stack>
      );
    }
    return <LoadError title={`The ${noun} could not be loaded.`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** Props of {@link RecordGate}. */
export interface RecordGateProps<T> {
  /** The page's frame while the record loads or fails (its title, way back, width). */
  frame: Omit<PageFrameProps, 'children'>;
  query: UseQueryResult<T>;
  /** 'coupon', 'user': the loading and error texts ("Loading the coupon…", "The coupon could not be loaded."). */
  noun: string;
  /** The text of a 404: the record does not exist or was removed. */
  missing: string;
  /** The record's page; keyed by `keyOf(data)` when given, so that another record's page starts afresh. */
  children: (data: T) => ReactNode;
  keyOf?: (data: T) => string;
}

/**
 * A record's page as its record loads: loading, a 404 (`missing`, with the way back), another failure with Retry,
 * then `children(data)`. The frame is shown while loading or failed; `children` draws its own.
 */
export function RecordGate<T>({ frame, query, noun, missing, children, keyOf }: RecordGateProps<T>) {
  const back = useBackTo(frame.back);
  if (query.isPending || query.isError) {
    // A 404 shows its way back under its text: the header's link would say it twice.
    const missingOne = query.isError && (query.error as { status?: number }).status === 404;
    return (
      <PageFrame {...frame} back={missingOne ? undefined : frame.back}>
        <QueryGate query={query} noun={noun} missing={missing} back={back}>
          {() => null}
        </QueryGate>
      </PageFrame>
    );
  }
  return <Fragment key={keyOf?.(query.data)}>{children(query.data)}</Fragment>;
}

/** Props of {@link RecordPage}. */
export interface RecordPageProps<T> {
  query: UseQueryResult<T>;
  /** 'reservation', 'hotel': the loading and error texts. */
  noun: string;
  /** The text of a 404. */
  missing: string;
  /** The title while loading, and the way back (the list it came from wins). */
  frame: Omit<PageFrameProps, 'children' | 'subtitle' | 'action'>;
  /** The record's title (its key fields: 'Reservation BK-1042'); the frame's while loading. */
  title?: (data: T) => string;
  /** Under the title: status badges, the reference, the owner. */
  subtitle?: (data: T) => ReactNode;
  /** The record's action buttons (header right). */
  actions?: (data: T) => ReactNode;
  keyOf?: (data: T) => string;
  /**
   * The record shown, by its audit entity type and id: its live changes by other users show on the page
   * (docs/areas/platform.md, "Live changes"). Without it the page reloads with its queries and says nothing.
   */
  record?: LiveRecord;
  /** The panels or tabs of the record, its History panel among them. */
  children: (data: T) => ReactNode;
}

/**
 * A record's page (docs/frontend-data.md, "Pages"): loading, a 404 with the way back to the list it came from,
 * a failure with Retry; then the title with the record's key fields, its actions, and its panels.
 *
 * With `record`, live changes (docs/areas/platform.md, "Live changes"): when someone else changes the record, the
 * shell has its queries reloaded and the page says "Updated by {name} just now" under the title. While a form on
 * the page holds unsaved changes, the page keeps the data it showed (the form is not drawn again over the edits),
 * warns that saving will overwrite that user's changes and asks before any form of the page is submitted; once no
 * form holds changes (saved, or undone) it shows the record as it is now.
 */
export function RecordPage<T>({ query, noun, missing, frame, title, subtitle, actions, keyOf, record, children }: RecordPageProps<T>) {
  const change = useLiveRecordChange(record);
  const editing = useUnsavedForms();
  // What the page showed when another user's change arrived during an edit: kept until no form holds changes.
  const [held, setHeld] = useState<{ data: T } | null>(null);
  const [seen, setSeen] = useState(change);
  if (change !== seen) {
    setSeen(change);
    if (change && editing && !held && query.data !== undefined) setHeld({ data: query.data });
  }
  if (held && !editing) setHeld(null);
  const guard = useOverwriteGuard(held ? change : null);
  const shown = (data: T) => (held ? held.data : data);
  return (
    <RecordGate frame={frame} query={query} noun={noun} missing={missing} keyOf={keyOf && ((data) => keyOf(shown(data)))}>
      {(fresh) => {
        const data = shown(fresh);
        return (
          <PageFrame {...frame} title={title ? title(data) : frame.title} subtitle={subtitle?.(data)} action={actions?.(data)}>
            {record ? (
              <>
                <LiveRecordNote change={change} conflict={held !== null} />
                <Box display="contents" onSubmitCapture={guard.onSubmitCapture}>
                  {children(data)}
                </Box>
                {guard.dialog}
              </>
            ) : (
              children(data)
            )}
          </PageFrame>
        );
      }}
    </RecordGate>
  );
}

/** Props of {@link RecordLink}: a path (`to`), or a record (`record`) whose page records.ts knows. */
export interface RecordLinkProps {
  /** The record page's path, e.g. `/users/edit/42`; ignored when `record` is given. */
  to?: string;
  /**
   * The record linked (docs/frontend-data.md, "Links between records"): its page comes from `recordPath` for the
   * signed-in user's role; with no page for that role the reference is shown as plain text.
   */
  record?: RecordRef;
  /** The way back's text on the record's page, e.g. 'Back to users' (default: the record page's own). */
  backLabel?: string;
  /** The link's text; default the record's `name`, else its id. */
  children?: ReactNode;
  'aria-label'?: string;
}

/**
 * A link to another record (docs/frontend-data.md, "Pages", "Links between records"): every reference to a record
 * is one, also across areas (the shell's router moves between remotes and keeps its own state). It carries the
 * current path with its query, so that the record's page leads back to this exact list (filters and page kept).
 */
export function RecordLink({ to, record, backLabel, children, ...rest }: RecordLinkProps) {
  const location = useLocation();
  const { user } = useAuth();
  const path = record ? recordPath(record, user?.role) : (to ?? null);
  const text = children ?? record?.name ?? record?.id;
  if (!path) return <>{text}</>;
  const state: CameFrom = { from: { path: `${location.pathname}${location.search}`, ...(backLabel ? { label: backLabel } : {}) } };
  return (
    <Link asChild color="blue.fg">
      <RouterLink to={path} state={state} {...rest}>
        {text}
      </RouterLink>
    </Link>
  );
}

/**
 * A plain text with the records it names as links (docs/frontend-data.md, "Links between records"): booking
 * numbers (TF…), invoice numbers (INV-…), ticket numbers (TK-…) and e-mail addresses become links to the shell's
 * `/open/:type/:reference`, which opens the record. The text is shown as given otherwise (no HTML is read).
 */
export function LinkedText({ text }: { text: string }) {
  const mentions = findRecordMentions(text);
  if (!mentions.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of mentions) {
    if (m.start > at) parts.push(text.slice(at, m.start));
    parts.push(
      <RecordLink key={m.start} to={mentionPath(m.type, m.reference)}>
        {m.reference}
      </RecordLink>,
    );
    at = m.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
