import { APPROVAL_DEFAULT_AUD_CENTS, ApprovalMessages, formatDateTime, formatMoney, type ApprovalThreshold } from '@backoffice/contracts';
import { ListPage, actionsColumn, listRows, statusOf, useAction } from '@backoffice/remote-kit';
import { Badge, Button, Dialog, Stack, Text, TextField, type DataGridColumn } from '@backoffice/ui';
import { Modal } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { badAmountText, minorInputText, parseMinorDecimal } from '../shared/money-input';
import { useApprovalThresholds, useSetThreshold } from './api';

/** The list's name for what it remembers in this browser (the column choice). */
export const THRESHOLDS_LIST_KEY = 'approval-thresholds';

/**
 * /approvals/thresholds (docs/areas/bookings.md, "Four-eyes approval"): each currency the console knows with its
 * threshold (a refund or a no-show charge at or above it needs a second SuperAdmin), its own or the default (A$500.00
 * converted with the stored exchange rates), who set it and when; Edit opens the currency's form: the amount as a
 * decimal of that currency (its own digits: JPY none), Save, and "Use default" for a currency with its own.
 */
export function ThresholdsPage() {
  const thresholds = useApprovalThresholds();
  const [editing, setEditing] = useState<ApprovalThreshold | null>(null);
  const columns: DataGridColumn<ApprovalThreshold>[] = [
    { id: 'currency', header: 'Currency', nowrap: true, priority: 1, cell: (t) => t.currency },
    { id: 'amount', header: 'Threshold', kind: 'money', priority: 1, cell: (t) => formatMoney(t.amount, t.currency) },
    {
      id: 'source',
      header: 'Source',
      nowrap: true,
      priority: 1,
      cell: (t) => (t.own ? <Badge colorPalette="blue">Own</Badge> : <Badge>Default</Badge>),
    },
    {
      id: 'updated',
      header: 'Set by',
      kind: 'name',
      width: '14rem',
      priority: 2,
      cell: (t) => (t.own && t.updatedBy ? `${t.updatedBy.name}${t.updatedAt ? `, ${formatDateTime(t.updatedAt)}` : ''}` : '—'),
    },
    actionsColumn(
      (t) => (
        <Button size="xs" variant="outline" aria-label={`Edit ${t.currency}`} onClick={() => setEditing(t)}>
          Edit
        </Button>
      ),
      { width: '6rem' },
    ),
  ];
  return (
    <>
      <ListPage
        title="Approval Thresholds"
        subtitle={`A refund or a no-show charge at or above its currency's threshold waits for a second SuperAdmin. A currency without its own uses ${formatMoney(APPROVAL_DEFAULT_AUD_CENTS, 'AUD')} converted.`}
        back={{ to: '/approvals', label: 'Back to approvals' }}
        listKey={THRESHOLDS_LIST_KEY}
        columns={columns}
        {...listRows(thresholds, thresholds.data?.data, 'thresholds', (t) => t.currency)}
        emptyText="No currencies yet."
      />
      <Modal open={editing !== null} title={editing ? `Threshold in ${editing.currency}` : 'Threshold'} onClose={() => setEditing(null)} size="sm">
        {editing ? <ThresholdForm threshold={editing} onClose={() => setEditing(null)} /> : null}
      </Modal>
    </>
  );
}

/** One currency's form: the amount (a decimal of the currency), Save; "Use default" when the currency has its own. */
function ThresholdForm({ threshold, onClose }: { threshold: ApprovalThreshold; onClose: () => void }) {
  const { currency } = threshold;
  const { control, handleSubmit, setError } = useForm<{ amount: string }>({ defaultValues: { amount: minorInputText(threshold.amount, currency) } });
  const save = useAction(useSetThreshold(), {
    success: ApprovalMessages.thresholdSaved,
    failure: 'The threshold could not be saved.',
    // The API's 400 about the amount shows beside the field.
    onError: (error, message) => {
      if (statusOf(error) !== 400) return false;
      setError('amount', { message }, { shouldFocus: true });
      return true;
    },
  });
  const [which, setWhich] = useState<'save' | 'default' | null>(null);

  const onSubmit = handleSubmit(async ({ amount }) => {
    const minor = parseMinorDecimal(amount, currency);
    if (minor === null) {
      setError('amount', { message: badAmountText(currency) }, { shouldFocus: true });
      return;
    }
    setWhich('save');
    if (await save.run({ currency, amount: minor })) onClose();
  });

  async function applyDefault() {
    setWhich('default');
    if (await save.run({ currency, amount: null })) onClose();
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Threshold in ${currency}`}>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{threshold.own ? `Its own threshold: ${formatMoney(threshold.amount, currency)}.` : `The default, converted: ${formatMoney(threshold.amount, currency)}.`}</Text>
          <TextField control={control} name="amount" label={`Threshold (${currency})`} inputMode="decimal" autoComplete="off" required />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        {threshold.own ? (
          <Button variant="outline" onClick={() => void applyDefault()} loading={save.isPending && which === 'default'} disabled={save.isPending}>
            Use default
          </Button>
        ) : null}
        <Button type="submit" colorPalette="blue" loading={save.isPending && which === 'save'} disabled={save.isPending}>
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
