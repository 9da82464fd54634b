import { newIdempotencyKey, type RefundOutcome } from '@backoffice/api-client/bookings';
import {
  ApprovalMessages,
  BookingsMessages,
  REFUND_NOTE_MAX_LENGTH,
  REFUND_REASONS,
  currencyCode,
  formatMoney,
  type RefundBody,
  type RefundReason,
  type ReservationDetails,
} from '@backoffice/contracts';
import { statusOf, useAction } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Button, Dialog, Stack, Text, TextField } from '@backoffice/ui';
import { Modal, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { object, string, type ObjectSchema } from 'yup';
import { badAmountText, minorInputText, parseMinorDecimal } from '../shared/money-input';
import { NoteField } from '../shared/note-field';
import { useRefund } from './api';

/** Which refund the dialog makes: a refund alone, or the booking's cancellation with its refund (one step). */
export type RefundMode = 'refund' | 'cancel';

/** The dialog's form: the amount as typed (a decimal of the charge's currency), the reason ('' until chosen), the note. */
export interface RefundForm {
  amount: string;
  reason: RefundReason | '';
  note: string;
}

const m = BookingsMessages.reservation;
/** The start of the API's 400 for an amount above what remains (its end names the remaining amount). */
const TOO_LARGE = m.refundTooLarge('').trim();

/**
 * The refund form's rules (docs/areas/bookings.md, "Refunds"): an amount of the charge's currency above 0 and at most
 * `refundable` (minor units), a reason from REFUND_REASONS, a note (required with Other) of at most
 * REFUND_NOTE_MAX_LENGTH characters. The messages are the API's own, so the form and the server say the same.
 */
export function refundSchema(currency: string, refundable: number): ObjectSchema<RefundForm> {
  return object({
    amount: string()
      .defined()
      .test('amount', badAmountText(currency), (v) => {
        const minor = parseMinorDecimal(v ?? '', currency);
        return minor !== null && minor > 0;
      })
      .test('max', m.refundTooLarge(formatMoney(refundable, currency)), (v) => (parseMinorDecimal(v ?? '', currency) ?? 0) <= refundable),
    reason: string<RefundReason | ''>()
      .defined()
      .test('reason', m.refundReasonRequired, (v) => !!v),
    note: string()
      .defined()
      .max(REFUND_NOTE_MAX_LENGTH, `Please keep the note to ${REFUND_NOTE_MAX_LENGTH} characters`)
      .when('reason', { is: 'Other', then: (s) => s.test('note', m.refundNoteRequired, (v) => !!v?.trim()) }),
  });
}

export interface RefundDialogProps {
  /** The reservation (its charge, what remains refundable), and which step; null while closed. */
  target: { reservation: ReservationDetails; mode: RefundMode } | null;
  onClose: () => void;
  /** Called with the approval request when the amount needs a second SuperAdmin (the page shows the notice). */
  onApprovalRequested: () => void;
}

/**
 * Refund Customer and Cancel and refund (docs/areas/bookings.md, "Refunds"): the amount (prefilled with what remains
 * refundable, typed as a decimal of the charge's currency), the reason and the note, checked by {@link refundSchema}
 * and sent as `POST /reservation/refund` in minor units, `cancel: true` for Cancel and refund. Submitting is the
 * confirmation: one Idempotency-Key per submission of the same values, so a retry after a failure (502: the outcome
 * is unknown) reuses it and cannot refund twice, while changed values make a new one. A 400 about a field shows beside
 * it; any other failure is a toast and the dialog stays open. Refunded: the success toast, the page reloads (the
 * mutation refreshes the bookings tree). An approval request (202): an info toast with ApprovalMessages.requested and
 * `onApprovalRequested` (the page links to /approvals).
 */
export function RefundDialog({ target, onClose, onApprovalRequested }: RefundDialogProps) {
  const title = target?.mode === 'cancel' ? 'Cancel and refund' : 'Refund Customer';
  return (
    <Modal open={target !== null} title={title} onClose={onClose}>
      {target ? <RefundBodyForm reservation={target.reservation} mode={target.mode} title={title} onClose={onClose} onApprovalRequested={onApprovalRequested} /> : null}
    </Modal>
  );
}

function RefundBodyForm({
  reservation,
  mode,
  title,
  onClose,
  onApprovalRequested,
}: {
  reservation: ReservationDetails;
  mode: RefundMode;
  title: string;
  onClose: () => void;
  onApprovalRequested: () => void;
}) {
  const charge = reservation.charge;
  const currency = charge?.currency ?? currencyCode(reservation.currencySymbol) ?? 'AUD';
  const refundable = reservation.refundable;
  const notify = useNotify();
  const { control, handleSubmit, setError, watch } = useForm<RefundForm>({
    resolver: yupResolver(refundSchema(currency, refundable)),
    defaultValues: { amount: minorInputText(refundable, currency), reason: mode === 'cancel' ? 'Cancelled stay' : '', note: '' },
  });
  const reason = watch('reason');
  // The key of the last submission and the body it was made for: resubmitting the same body reuses it.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const refund = useAction(useRefund(), {
    // An approval request is no refund: its own info toast below, no success toast.
    success: (r: RefundOutcome) => (r.kind === 'refunded' ? r.message || m.refunded : ''),
    failure: 'The refund could not be made.',
    onError: (error, message) => {
      const status = statusOf(error) ?? 0;
      if (status !== 400) return false;
      const field = message.startsWith(TOO_LARGE) ? 'amount' : message === m.refundReasonRequired ? 'reason' : message === m.refundNoteRequired ? 'note' : null;
      if (field) setError(field, { message }, { shouldFocus: true });
      return field !== null;
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    if (!charge) return;
    const body: RefundBody = {
      chargeId: charge._id,
      amount: parseMinorDecimal(form.amount, currency) ?? undefined,
      reason: form.reason || undefined,
      ...(form.note.trim() ? { note: form.note.trim() } : {}),
      ...(mode === 'cancel' ? { cancel: true } : {}),
    };
    const text = JSON.stringify(body);
    if (sent.current?.body !== text) sent.current = { body: text, key: newIdempotencyKey() };
    const outcome = await refund.run({ body, key: sent.current.key });
    if (!outcome) return;
    if (outcome.kind === 'approvalRequested') {
      notify({ type: 'info', title: ApprovalMessages.requested, description: 'Another SuperAdmin decides it on the Approvals page.', durationMs: 6_000 });
      onApprovalRequested();
    }
    onClose();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {mode === 'cancel'
              ? `The booking ${reservation.bookingId} is cancelled and the amount below given back to the customer, in one step.`
              : `Remaining refundable: ${formatMoney(refundable, currency)}`}
          </Text>
          <TextField control={control} name="amount" label={`Amount (${currency})`} inputMode="decimal" autoComplete="off" required />
          <SelectField
            control={control}
            name="reason"
            label="Reason"
            required
            placeholder="Select a reason"
            options={REFUND_REASONS.map((r) => ({ value: r, label: r }))}
          />
          <NoteField control={control} name="note" hint={`Up to ${REFUND_NOTE_MAX_LENGTH} characters`} maxLength={REFUND_NOTE_MAX_LENGTH} required={reason === 'Other'} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={refund.isPending}>
          {mode === 'cancel' ? 'Keep booking' : 'Cancel'}
        </Button>
        <Button type="submit" colorPalette={mode === 'cancel' ? 'red' : 'blue'} loading={refund.isPending}>
          {mode === 'cancel' ? 'Cancel and refund' : 'Refund'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
