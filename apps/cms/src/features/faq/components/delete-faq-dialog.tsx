import { deleteFaq } from '@backoffice/api-client';
import { Limits, Messages, type Faq } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { ConfirmDialog, toaster } from '@backoffice/ui';
import { useState } from 'react';
import { errorMessage } from '../../../components/page-states';

/** Ours: the spec's client showed success even when the delete failed (DECISIONS.md: show the real outcome). */
export const FAQ_DELETE_FAILED = 'Failed to delete FAQ';
/** Ours: the confirmation asked before a FAQ is deleted (spec floor: confirm before destruction). */
export const FAQ_DELETE_CONFIRM = 'Please confirm you wish to delete this FAQ ?';

export interface DeleteFaqDialogProps {
  /** The FAQ to delete; null keeps the dialog closed. */
  faq: Faq | null;
  onClose: () => void;
  /** Called after the API deleted it (not on failure: the entry then stays). */
  onDeleted: (faq: Faq) => void;
}

/**
 * Asks first, then DELETE /api/faq/{id}. Success: 'Deleted successfully' for 2000 ms (spec 1 section 9) and
 * `onDeleted`. Failure: an error toast, the dialog closes and the caller keeps the entry (DECISIONS.md).
 */
export function DeleteFaqDialog({ faq, onClose, onDeleted }: DeleteFaqDialogProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!faq || busy) return;
    setBusy(true);
    try {
      await deleteFaq(faq._id);
      toaster.create({ type: 'success', title: Messages.faq.deleted, duration: Limits.faqDeleteToastMs });
      onDeleted(faq);
    } catch (err) {
      notify({ type: 'error', title: FAQ_DELETE_FAILED, description: errorMessage(err) });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={faq !== null}
      message={FAQ_DELETE_CONFIRM}
      confirmLabel="Delete"
      destructive
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}
