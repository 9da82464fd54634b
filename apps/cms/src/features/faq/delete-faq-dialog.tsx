import { CmsMessages, Limits, type Faq } from '@backoffice/contracts';
import { useAction } from '@backoffice/remote-kit';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useDeleteFaq } from './api';

export interface DeleteFaqDialogProps {
  /** The FAQ to delete; null keeps the dialog closed. */
  faq: Faq | null;
  onClose: () => void;
  /** Called after the API deleted it (not on failure: the entry then stays). */
  onDeleted: (faq: Faq) => void;
}

/**
 * Asks first, then DELETE /api/faq/{id}. Success: 'Deleted successfully' for 2000 ms (docs/areas/cms.md,
 * "FAQ (`/faq`, `/faq/{fqaID}`)") and `onDeleted`. Failure: an error toast ('Failed to delete FAQ', or the API's
 * own message), the dialog closes and the caller keeps the entry (docs/areas/cms.md, "Rulings").
 */
export function DeleteFaqDialog({ faq, onClose, onDeleted }: DeleteFaqDialogProps) {
  const remove = useAction(useDeleteFaq(), {
    success: CmsMessages.faq.deleted,
    successMs: Limits.faqDeleteToastMs,
    failure: CmsMessages.faq.deleteFailed,
  });
  const busy = remove.isPending;

  const confirm = async () => {
    if (!faq || busy) return;
    const done = await remove.run(faq._id);
    if (done === undefined) onClose();
    else onDeleted(faq);
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
