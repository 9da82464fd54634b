import { newIdempotencyKey } from '@backoffice/api-client/work';
import {
  APPROVAL_KIND_LABELS,
  APPROVAL_STATUSES,
  ApprovalMessages,
  Limits,
  formatDateTime,
  formatMoney,
  type Approval,
  type ApprovalStatus,
} from '@backoffice/contracts';
import { FilterSelect, ListPage, ListToolbar, RecordLink, actionsColumn, listRows, useAction, useConfirmedAction, useListQuery } from '@backoffice/remote-kit';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import { Badge, Button, Dialog, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { Modal } from '@backoffice/ui/forms';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { NoteField } from '../shared/note-field';
import { useApprovals, useApproveRequest, useRejectRequest } from './api';

/** The list's name for what it remembers in this browser (the column choice). */
export const APPROVALS_LIST_KEY = 'approvals';
/** The way back to this list from a reservation opened from it. */
const BACK_LABEL = 'Back to approvals';
/** The URL keys the list reads besides page/sort/order (its saved views keep them). */
const VIEW_PARAMS = ['status'];
/** `?status=all`: every request, whatever its state (no `?status=` is the default, pending). */
const ALL = 'all';
/** The longest decision note (characters; ApprovalDecisionSchema). */
const DECISION_NOTE_MAX = 500;

const STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', failed: 'Failed' };
const STATUS_COLOURS: Readonly<Record<ApprovalStatus, string>> = { pending: 'orange', approved: 'green', rejected: 'gray', failed: 'red' };
const isStatus = (v: string | null): v is ApprovalStatus => (APPROVAL_STATUSES as readonly string[]).includes(v ?? '');

/** What a request would do, for the question and the row: 'Refund of A$620.00 on TF100001'. */
const describe = (a: Approval) => `${APPROVAL_KIND_LABELS[a.kind]}${a.cancel ? ' and cancellation' : ''} of ${formatMoney(a.amount, a.currency)} on ${a.record.name}`;

/**
 * /approvals (docs/areas/bookings.md, "Four-eyes approval"): the requests for large refunds and no-show charges, with
 * the Thresholds link (/approvals/thresholds) at the right; the status filter in the URL (`?status=`, default
 * pending; `all` for every state), Limits.pageSize a page (pending oldest first). Columns: kind, reservation (a
 * RecordLink), amount in its currency, reason and note, who asked and when, the status (with the outcome or the
 * decider's note) and who decided. A pending request offers Approve (asked first, naming the amount; one
 * Idempotency-Key per question, reused by a retried confirm, so the money action runs once) and Reject (a dialog with
 * an optional note). On the signed-in user's own requests (shell-sdk's user id = `requestedBy.id`) both are disabled
 * and the row says another SuperAdmin decides it. The API's refusals (403 own request, 409 decided already, 402 the
 * provider) are toasts; every decision refreshes the list and the reservations.
 */
export function ApprovalsPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const statusParam = params.get('status');
  const status: ApprovalStatus | typeof ALL = statusParam === ALL ? ALL : isStatus(statusParam) ? statusParam : 'pending';
  const pageSize = Limits.pageSize;
  const approvals = useApprovals({ page, limit: pageSize, ...(status === ALL ? {} : { status }) });
  const me = useAuth().user?.id;
  const notify = useNotify();
  const [rejecting, setRejecting] = useState<Approval | null>(null);

  const approve = useAction(useApproveRequest(), {
    // A provider refusal is kept on the request (status failed): said below as an error, not as a success.
    success: (a) => (a.status === 'failed' ? '' : ApprovalMessages.approved),
    failure: 'The request could not be approved.',
  });
  const approving = useConfirmedAction(
    {
      isPending: approve.isPending,
      run: async (vars: { id: string; key: string }) => {
        const result = await approve.run(vars);
        if (result?.status === 'failed') notify({ type: 'error', title: result.outcome ?? 'The payment provider refused the action.', description: 'Nothing was taken or given back.' });
        return result;
      },
    },
    {
      title: 'Approve request',
      message: (t: { approval: Approval; key: string }) =>
        `${describe(t.approval)}, asked by ${t.approval.requestedBy.name}: approving runs it now. It cannot be undone.`,
      confirmLabel: 'Approve',
      keepOnFailure: true,
    },
    (t) => ({ id: t.approval.id, key: t.key }),
  );

  const own = (a: Approval) => !!me && a.requestedBy.id === me;
  const columns: DataGridColumn<Approval>[] = [
    { id: 'kind', header: 'Kind', nowrap: true, priority: 1, cell: (a) => `${APPROVAL_KIND_LABELS[a.kind]}${a.cancel ? ' + cancel' : ''}` },
    {
      id: 'reservation',
      header: 'Reservation',
      nowrap: true,
      priority: 1,
      cell: (a) => <RecordLink record={{ type: 'reservation', id: a.record.id, name: a.record.name }} backLabel={BACK_LABEL} />,
    },
    { id: 'amount', header: 'Amount', kind: 'money', priority: 1, cell: (a) => formatMoney(a.amount, a.currency) },
    {
      id: 'reason',
      header: 'Reason',
      width: '14rem',
      priority: 2,
      cell: (a) => (a.reason ? `${a.reason}${a.note ? `: ${a.note}` : ''}` : '—'),
    },
    { id: 'requestedBy', header: 'Requested by', kind: 'name', width: '10rem', priority: 2, cell: (a) => a.requestedBy.name },
    { id: 'requestedAt', header: 'When', kind: 'date', priority: 2, cell: (a) => formatDateTime(a.requestedAt) },
    {
      id: 'status',
      header: 'Status',
      width: '12rem',
      priority: 1,
      cell: (a) => (
        <Stack gap="0.5">
          <Badge colorPalette={STATUS_COLOURS[a.status]} alignSelf="flex-start">
            {STATUS_LABELS[a.status]}
          </Badge>
          {a.outcome || a.decisionNote ? (
            <Text fontSize="xs" color="fg.muted">
              {a.outcome ?? a.decisionNote}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'decidedBy',
      header: 'Decided by',
      kind: 'name',
      width: '10rem',
      priority: 3,
      cell: (a) => (a.decidedBy ? `${a.decidedBy.name}${a.decidedAt ? `, ${formatDateTime(a.decidedAt)}` : ''}` : '—'),
    },
    actionsColumn(
      (a) =>
        a.status !== 'pending' ? null : own(a) ? (
          // The requester cannot decide their own request: the buttons stay, disabled, with the reason beside them.
          <Stack gap="1">
            <Stack direction="row" gap="2">
              <Button size="xs" colorPalette="blue" disabled aria-label={`Approve ${a.record.name}`} aria-describedby={`own-${a.id}`}>
                Approve
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" disabled aria-label={`Reject ${a.record.name}`} aria-describedby={`own-${a.id}`}>
                Reject
              </Button>
            </Stack>
            <Text id={`own-${a.id}`} fontSize="xs" color="fg.muted">
              Your request: another SuperAdmin decides it.
            </Text>
          </Stack>
        ) : (
          <>
            <Button
              size="xs"
              colorPalette="blue"
              aria-label={`Approve ${a.record.name}`}
              disabled={approve.isPending}
              onClick={() => approving.ask({ approval: a, key: newIdempotencyKey() })}
            >
              Approve
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Reject ${a.record.name}`} onClick={() => setRejecting(a)}>
              Reject
            </Button>
          </>
        ),
      { width: '13rem' },
    ),
  ];

  return (
    <>
      <ListPage
        title="Approvals"
        subtitle="Refunds and no-show charges at or above their currency's threshold wait here for a second SuperAdmin."
        listKey={APPROVALS_LIST_KEY}
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/approvals/thresholds">Thresholds</RouterLink>
          </Button>
        }
        viewParams={VIEW_PARAMS}
        columns={columns}
        {...listRows(approvals, approvals.data?.data, 'approval requests', (a) => a.id)}
        emptyText={status === 'pending' ? 'No requests are waiting.' : 'No requests match this filter.'}
        pagination={{ page, pageSize, total: approvals.data?.total ?? 0, onPageChange: setPage }}
        filters={
          <ListToolbar>
            <FilterSelect
              label="Status"
              minW="36"
              options={[...APPROVAL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })), { value: ALL, label: 'All' }]}
              value={status}
              onChange={(e) => setQuery({ status: e.target.value === 'pending' ? undefined : e.target.value, page: undefined })}
            />
          </ListToolbar>
        }
      />
      {approving.dialog}
      <RejectDialog approval={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/**
 * Reject a request (docs/areas/bookings.md, "Four-eyes approval"): what it would have done, and a note for the
 * requester (optional, at most 500 characters). Nothing runs; a refusal (403, 409) is a toast and the dialog stays.
 */
function RejectDialog({ approval, onClose }: { approval: Approval | null; onClose: () => void }) {
  return (
    <Modal open={approval !== null} title="Reject request" onClose={onClose}>
      {approval ? <RejectForm approval={approval} onClose={onClose} /> : null}
    </Modal>
  );
}

function RejectForm({ approval, onClose }: { approval: Approval; onClose: () => void }) {
  const reject = useAction(useRejectRequest(), { success: ApprovalMessages.rejected, failure: 'The request could not be rejected.' });
  const { control, handleSubmit } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const onSubmit = handleSubmit(async ({ note }) => {
    if (await reject.run({ id: approval.id, note: note.trim() || undefined })) onClose();
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Reject request">
      <Dialog.Body>
        <Stack gap="4">
          <Text>{`${describe(approval)}, asked by ${approval.requestedBy.name}. Rejecting runs nothing.`}</Text>
          <NoteField
            control={control}
            name="note"
            hint="Why (shown to the requester)"
            maxLength={DECISION_NOTE_MAX}
            rules={{ maxLength: { value: DECISION_NOTE_MAX, message: `Please keep the note to ${DECISION_NOTE_MAX} characters` } }}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" loading={reject.isPending}>
          Reject
        </Button>
      </Dialog.Footer>
    </form>
  );
}
