import { CmsMessages, FAQ_QUESTION_MAX_LENGTH, Limits, type Faq } from '@backoffice/contracts';
import { useAction } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { Button, Dialog, Stack, TextField } from '@backoffice/ui';
import { Modal } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useCreateFaq, useUpdateFaq } from './api';
import { faqSchema, type FaqForm } from './faq-schema';

export interface FaqFormDialogProps {
  open: boolean;
  /** The FAQ to edit; absent for 'Add new FAQ'. */
  faq?: Faq;
  onClose: () => void;
  /** Called with the added or updated FAQ after the API accepted it. */
  onSaved: (faq: Faq) => void;
}

/**
 * The FAQ modal (docs/areas/cms.md, "FAQ (`/faq`, `/faq/{fqaID}`)"): a question input and a rich-text answer
 * (300 px), checked by {@link faqSchema}: each missing field says 'Your question and answer is required' beside
 * it, all at once, and the first is focused. A failed call is one error toast ('Failed to add FAQ' / 'Failed to
 * update FAQ', or the API's own message) and the modal keeps its input; a question the API finds too long is
 * told beside the field instead.
 */
export function FaqFormDialog({ open, faq, onClose, onSaved }: FaqFormDialogProps) {
  return (
    <Modal open={open} title={faq ? 'Edit FAQ' : 'Add new FAQ'} onClose={onClose} size="lg">
      <FaqFormBody faq={faq} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function FaqFormBody({ faq, onClose, onSaved }: Omit<FaqFormDialogProps, 'open'>) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<FaqForm>({ resolver: yupResolver(faqSchema), defaultValues: { q: faq?.q ?? '', a: faq?.a ?? '' } });
  // A question the API refuses for its length belongs beside the field, not in a toast.
  const onError = (_error: unknown, message: string) => {
    if (message !== CmsMessages.faq.questionTooLong) return false;
    setError('q', { type: 'server', message }, { shouldFocus: true });
    return true;
  };
  const create = useAction(useCreateFaq(), { success: CmsMessages.faq.added, failure: CmsMessages.faq.addFailed, onError });
  const update = useAction(useUpdateFaq(), { success: CmsMessages.faq.updated, failure: CmsMessages.faq.updateFailed, onError });

  const onSubmit = handleSubmit(async ({ q, a }) => {
    const saved = faq ? await update.run({ _id: faq._id, q, a }) : await create.run({ q, a });
    if (saved) onSaved(saved);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <TextField control={control} name="q" label="Question" autoComplete="off" maxLength={FAQ_QUESTION_MAX_LENGTH} required />
          <RichTextField control={control} name="a" label="Answer" height={Limits.richTextHeightPx} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={isSubmitting}>
          Submit
        </Button>
      </Dialog.Footer>
    </form>
  );
}
