import { Limits, CmsMessages, type Faq } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { toaster } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useDeleteFaq } from '../api/delete-faq';

export interface DeleteFaqDialogProps {
  /** The FAQ to delete; null keeps the dialog closed. */
  faq: Faq | null;
  onClose: () => void;
  /** Called after the API deleted it (not on failure: the entry then stays). */
  onDeleted: (faq: Faq) => void;
}

/**
 * Asks first, then DELETE /api/faq/{id}. Success: 'Deleted successfully' for 2000 ms (docs/areas/cms.md,
 * "FAQ (`/faq`, `/faq/{fqaID}`)") and `onDeleted`. Failure: an error toast, the dialog closes and the caller
 * keeps the entry (docs/areas/cms.md, "Rulings").
 */
export function DeleteFaqDialog({ faq, onClose, onDeleted }: DeleteFaqDialogProps) {
  const notify = useNotify();
  const remove = useDeleteFaq();
  const busy = remove.isPending;

  const confirm = async () => {
    if (!faq || busy) return;
    try {
      await remove.mutateAsync(faq._id);
      toaster.create({ type: 'success', title: CmsMessages.faq.deleted, duration: Limits.faqDeleteToastMs });
      onDeleted(faq);
    } catch (err) {
      notify({ type: 'error', title: CmsMessages.faq.deleteFailed, description: errorMessage(err) });
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={faq !== null}
      message={CmsMessages.faq.deleteConfirm}
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
