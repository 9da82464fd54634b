import { fetchOutboxAttachment } from '@backoffice/api-client/admin';
import {
  OUTBOX_CHANNELS,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  type OutboxChannel,
  type OutboxStatus,
} from '@backoffice/contracts/constants';
import type { OutboxItem, OutboxListQuery } from '@backoffice/contracts';
import { PageFrame, errorMessage, openBlob, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Button, DataGrid, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { useState } from 'react';
import { inConsoleZone } from '../shared/format';
import { FilterSelect, ListToolbar, SearchField, gridStatesOf } from '../shared/list-page';
import { useOutbox, useRetryMessage } from './api';

/** An instant as the console shows it (`DD/MM/YYYY hh:mm A`, the console's zone). */
const when = (iso: string | null) => (iso ? inConsoleZone(iso, 'DD/MM/YYYY hh:mm A') : '—');

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' };
const STATUS_COLOURS: Record<OutboxStatus, string> = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };
const CHANNEL_LABELS: Record<OutboxChannel, string> = { email: 'E-mail', sms: 'SMS' };

const isStatus = (v: string | null): v is OutboxStatus => (OUTBOX_STATUSES as readonly string[]).includes(v ?? '');
const isChannel = (v: string | null): v is OutboxChannel => (OUTBOX_CHANNELS as readonly string[]).includes(v ?? '');

/** A size for people: bytes, KB or MB. */
export const fileSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Opens a stored attachment: fetched with the token as a Blob (remote-kit's openBlob). */
async function openAttachment(message: OutboxItem, index: number) {
  const attachment = message.attachments[index];
  openBlob(await fetchOutboxAttachment(message._id, index), attachment.filename, attachment.contentType);
}

/**
 * /outbox, Sent Mail (docs/api-database.md, "Mail"): the outbox newest first with search (recipient or subject),
 * status and channel filters and paging by the API (all in the URL); each message's status, attempts and last
 * error, its attachments to open, and Retry on a failed one.
 */
export function OutboxPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const channelParam = params.get('channel');
  const channel = isChannel(channelParam) ? channelParam : undefined;
  const query: OutboxListQuery = {
    page,
    limit: OUTBOX_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(channel ? { channel } : {}),
  };
  const messages = useOutbox(query);
  const retry = useRetryMessage();
  const notify = useNotify();
  const [opening, setOpening] = useState<string | null>(null);

  const total = messages.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  useLastPageFallback(messages.isSuccess && !messages.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  async function onOpen(message: OutboxItem, index: number) {
    const key = `${message._id}/${index}`;
    setOpening(key);
    try {
      await openAttachment(message, index);
    } catch (e) {
      notify({ type: 'error', title: 'The attachment could not be opened.', description: errorMessage(e) });
    } finally {
      setOpening((current) => (current === key ? null : current));
    }
  }

  async function onRetry(message: OutboxItem) {
    try {
      const result = await retry.mutateAsync(message._id);
      notify({ type: 'success', title: result.message });
    } catch (e) {
      notify({ type: 'error', title: 'The message could not be queued again.', description: errorMessage(e) });
    }
  }

  const columns: DataGridColumn<OutboxItem>[] = [
    { id: 'createdAt', header: 'Created', nowrap: true, cell: (m) => when(m.createdAt) },
    { id: 'channel', header: 'Channel', nowrap: true, cell: (m) => CHANNEL_LABELS[m.channel] },
    { id: 'recipient', header: 'Recipient', cell: (m) => m.recipient },
    { id: 'subject', header: 'Subject', cell: (m) => m.subject ?? '—' },
    {
      id: 'status',
      header: 'Status',
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
    { id: 'attempts', header: 'Attempts', nowrap: true, cell: (m) => m.attempts },
    { id: 'sentAt', header: 'Sent', nowrap: true, cell: (m) => when(m.sentAt) },
    {
      id: 'attachments',
      header: 'Attachments',
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
                loading={opening === `${m._id}/${a.index}`}
                aria-label={`Open ${a.filename}`}
                onClick={() => void onOpen(m, a.index)}
              >
                {a.filename} ({fileSize(a.size)})
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
      width: '7rem',
      cell: (m) =>
        m.status === 'failed' ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Retry ${m.subject ?? m.recipient}`}
            loading={retry.isPending && retry.variables === m._id}
            onClick={() => void onRetry(m)}
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <PageFrame
      title="Sent Mail"
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setSearchInput('');
            setQuery({ search: undefined, status: undefined, channel: undefined, page: undefined });
          }}
        >
          Reset
        </Button>
      }
    >
      <DataGrid
        label="Sent Mail"
        columns={columns}
        rows={messages.data?.data}
        rowKey={(m) => m._id}
        {...gridStatesOf(messages)}
        loadingLabel="Loading messages…"
        errorTitle="The messages could not be loaded."
        emptyText="No messages match these filters."
        pagination={{ page, pageSize: OUTBOX_PAGE_SIZE, total, onPageChange: setPage }}
        toolbar={
          <ListToolbar>
            <SearchField value={searchInput} onChange={setSearchInput} placeholder="Recipient or subject" />
            <FilterSelect
              label="Status"
              minW="36"
              options={OUTBOX_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] }))}
              emptyOption="All"
              value={status ?? ''}
              onChange={(e) => setQuery({ status: e.target.value || undefined, page: undefined })}
            />
            <FilterSelect
              label="Channel"
              minW="32"
              options={OUTBOX_CHANNELS.map((v) => ({ value: v, label: CHANNEL_LABELS[v] }))}
              emptyOption="All"
              value={channel ?? ''}
              onChange={(e) => setQuery({ channel: e.target.value || undefined, page: undefined })}
            />
          </ListToolbar>
        }
      />
    </PageFrame>
  );
}
