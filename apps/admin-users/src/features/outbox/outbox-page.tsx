import {
  OUTBOX_CHANNELS,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  formatBytes,
  formatDateTime,
  formatNumber,
  type OutboxChannel,
  type OutboxStatus,
} from '@backoffice/contracts/constants';
import type { OutboxItem, OutboxListQuery } from '@backoffice/contracts';
import { LinkedText, ListPage, ListToolbar, QueryFilter, SearchField, listRows, useAction, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Badge, Box, Button, HStack, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';
import { useEffect } from 'react';
import { countOutbox, useOpenAttachment, useOutbox, useRetryMessage } from './api';
import { MessagePanel, RecipientLink } from './message-panel';

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' };
const STATUS_COLOURS: Record<OutboxStatus, string> = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };
const CHANNEL_LABELS: Record<OutboxChannel, string> = { email: 'E-mail', sms: 'SMS' };

/** The list's name: its column choice and rows per page are kept under it. */
const LIST_KEY = 'outbox';
/** The rows per page offered: OUTBOX_PAGE_SIZE (20) first. */
const PAGE_SIZES: readonly number[] = [OUTBOX_PAGE_SIZE, 50, 100];

const isStatus = (v: string | null): v is OutboxStatus => (OUTBOX_STATUSES as readonly string[]).includes(v ?? '');
/**
 * `?status=` of the messages that need someone: failed, or still queued or being sent MAIL_STUCK_MINUTES after their
 * attempt was due (the API's `attention`; the dashboard's failed or stuck e-mails, docs/areas/dashboard.md, "Work queues").
 */
export const ATTENTION_STATUS_QUERY = 'attention';
const isChannel = (v: string | null): v is OutboxChannel => (OUTBOX_CHANNELS as readonly string[]).includes(v ?? '');
/** The URL keys the list reads besides page/sort/order, `?mail=` the message open above it (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search', 'status', 'channel', 'mail'];

/** GET /outbox's filters of the URL query (`search`: the search box's text in the URL). */
function filtersOf(params: URLSearchParams, search = params.get('search') ?? ''): Omit<OutboxListQuery, 'page' | 'limit'> {
  const statusParam = params.get('status');
  const channelParam = params.get('channel');
  return {
    ...(search ? { search } : {}),
    ...(isStatus(statusParam) ? { status: statusParam } : {}),
    ...(statusParam === ATTENTION_STATUS_QUERY ? { attention: true } : {}),
    ...(isChannel(channelParam) ? { channel: channelParam } : {}),
  };
}

/** The id of the opened message's panel, scrolled to when a link opens it. */
const messageAnchor = 'opened-message';

/**
 * /outbox, Sent Mail (docs/api-database.md, "Mail"), remote-kit's ListPage (list 'outbox'): the outbox newest first
 * with search (recipient or subject), status ('Failed or stuck' too: `?status=attention`) and channel filters and
 * paging by the API (all in the URL), 20 rows a
 * page unless the reader chose 50 or 100; each message's times in the viewer's zone, status, attempts and last
 * error, its attachments (sizes through the format module) to open, and Retry on a failed one. The recipient stays
 * on one line (the whole address on hover); at narrow widths channel, attempts, sent time and attachments give way.
 * Links (docs/areas/users.md, "Links"): the recipient to the user it is, the numbers a subject names to their
 * records; `?mail=<id>` (a mail's link) opens that message above the list and marks its row, Open sets it.
 */
export function OutboxPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const [pageSize, setPageSize] = useGridPageSize(LIST_KEY, OUTBOX_PAGE_SIZE, PAGE_SIZES);
  const filters = filtersOf(params, search);
  const { status, attention, channel } = filters;
  const opened = params.get('mail') ?? '';
  const query: OutboxListQuery = { page, limit: pageSize, ...filters };
  const messages = useOutbox(query);
  const retry = useAction(useRetryMessage(), { success: (res) => res.message, failure: 'The message could not be queued again.' });
  const opener = useAction(useOpenAttachment(), { success: null, failure: 'The attachment could not be opened.' });

  const total = messages.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(messages.isSuccess && !messages.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));
  // A message opened by its link is scrolled to once shown.
  useEffect(() => {
    if (opened) document.getElementById(messageAnchor)?.scrollIntoView?.({ block: 'nearest' });
  }, [opened]);

  const columns: DataGridColumn<OutboxItem>[] = [
    { id: 'createdAt', header: 'Created', kind: 'date', priority: 2, cell: (m) => formatDateTime(m.createdAt) },
    { id: 'channel', header: 'Channel', nowrap: true, priority: 3, cell: (m) => CHANNEL_LABELS[m.channel] },
    { id: 'recipient', header: 'Recipient', kind: 'email', width: '16rem', minWidth: '10rem', priority: 1, cell: (m) => <RecipientLink message={m} /> },
    // Wide enough that a subject wraps into lines of words, never a short word alone.
    {
      id: 'subject',
      header: 'Subject',
      minWidth: '12rem',
      priority: 2,
      cell: (m) => (
        <Box
          aria-current={m._id === opened ? 'true' : undefined}
          {...(m._id === opened ? { bg: 'blue.subtle', borderLeftWidth: '3px', borderColor: 'blue.solid', ps: '2', borderRadius: 'sm' } : {})}
        >
          {m.subject ? <LinkedText text={m.subject} /> : '—'}
        </Box>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: '10rem',
      priority: 1,
      cell: (m) => (
        <Stack gap="1">
          <Badge colorPalette={STATUS_COLOURS[m.status]} alignSelf="flex-start">
            {STATUS_LABELS[m.status]}
          </Badge>
          {m.lastError && m.status !== 'sent' ? (
            <Text fontSize="xs" color="red.600">
              {m.lastError}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'attempts', header: 'Attempts', kind: 'number', priority: 3, cell: (m) => formatNumber(m.attempts) },
    { id: 'sentAt', header: 'Sent', kind: 'date', priority: 3, cell: (m) => formatDateTime(m.sentAt) },
    {
      id: 'attachments',
      header: 'Attachments',
      priority: 3,
      cell: (m) =>
        m.attachments.length ? (
          <Stack gap="1">
            {m.attachments.map((a) => (
              <Button
                key={a.index}
                size="xs"
                variant="plain"
                color="blue.600"
                justifyContent="flex-start"
                px="0"
                loading={opener.isPending && opener.variables?.message._id === m._id && opener.variables.index === a.index}
                aria-label={`Open ${a.filename}`}
                onClick={() => void opener.run({ message: m, index: a.index })}
              >
                {a.filename} ({formatBytes(a.size)})
              </Button>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      pin: 'end',
      width: '10rem',
      cell: (m) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" aria-label={`Open ${m.subject ?? m.recipient}`} onClick={() => setQuery({ mail: m._id })}>
            Open
          </Button>
          {m.status === 'failed' ? (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Retry ${m.subject ?? m.recipient}`}
              loading={retry.isPending && retry.variables === m._id}
              onClick={() => void retry.run(m._id)}
            >
              Retry
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title="Sent Mail"
      listKey={LIST_KEY}
      viewParams={VIEW_PARAMS}
      countView={(q) => countOutbox(filtersOf(q))}
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setSearchInput('');
            setQuery({ search: undefined, status: undefined, channel: undefined, mail: undefined, page: undefined });
          }}
        >
          Reset
        </Button>
      }
      filters={
        <Stack gap="4">
          <ListToolbar>
            <SearchField value={searchInput} onChange={setSearchInput} placeholder="Recipient or subject" />
            <QueryFilter
              label="Status"
              minW="36"
              list={list}
              param="status"
              value={attention ? ATTENTION_STATUS_QUERY : status}
              options={[{ value: ATTENTION_STATUS_QUERY, label: 'Failed or stuck' }, ...OUTBOX_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] }))]}
            />
            <QueryFilter label="Channel" minW="32" list={list} param="channel" value={channel} options={OUTBOX_CHANNELS.map((v) => ({ value: v, label: CHANNEL_LABELS[v] }))} />
          </ListToolbar>
          {opened ? (
            <Box id={messageAnchor}>
              <MessagePanel id={opened} onClose={() => setQuery({ mail: undefined })} />
            </Box>
          ) : null}
        </Stack>
      }
      label="Sent Mail"
      columns={columns}
      {...listRows(messages, messages.data?.data, 'messages')}
      emptyText="No messages match these filters."
      columnToggle
      pagination={{ page, pageSize, total, onPageChange: setPage, pageSizeOptions: PAGE_SIZES, onPageSizeChange: setPageSize }}
    />
  );
}
