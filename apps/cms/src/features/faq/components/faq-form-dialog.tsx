import { Limits, CmsMessages, type Faq } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { RichTextEditor, htmlToText } from '@backoffice/rich-text';
import { useNotify } from '@backoffice/shell-sdk';
import { Alert, Box, Button, Dialog, Field, Input, Portal, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';

interface FaqForm {
  q: string;
  a: string;
}

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
 * (300 px). Both are required ('Your question and answer is required', shown in the modal); a failed call
 * shows 'Failed to add FAQ' / 'Failed to update FAQ' as an error toast and keeps the modal and its input.
 */
export function FaqFormDialog({ open, faq, onClose, onSaved }: FaqFormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{faq ? 'Edit FAQ' : 'Add new FAQ'}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open, so each opening starts from the FAQ's current text. */}
            {open ? <FaqFormBody faq={faq} onClose={onClose} onSaved={onSaved} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function FaqFormBody({ faq, onClose, onSaved }: Omit<FaqFormDialogProps, 'open'>) {
  const notify = useNotify();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const [invalid, setInvalid] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<FaqForm>({ defaultValues: { q: faq?.q ?? '', a: faq?.a ?? '' } });

  const onSubmit = handleSubmit(async ({ q, a }) => {
    if (!q.trim() || !htmlToText(a).trim()) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      const saved = faq
        ? await update.mutateAsync({ _id: faq._id, q: q.trim(), a })
        : await create.mutateAsync({ q: q.trim(), a });
      notify({ type: 'success', title: faq ? CmsMessages.faq.updated : CmsMessages.faq.added });
      onSaved(saved);
    } catch (err) {
      notify({
        type: 'error',
        title: faq ? CmsMessages.faq.updateFailed : CmsMessages.faq.addFailed,
        description: errorMessage(err),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {invalid ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{CmsMessages.faq.required}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={invalid}>
            <Field.Label>Question</Field.Label>
            <Input {...register('q')} autoComplete="off" />
          </Field.Root>
          <Controller
            control={control}
            name="a"
            render={({ field }) => (
              <Box>
                {/* Visible caption; the editor's own accessible name is `label`. */}
                <Text fontWeight="medium" fontSize="sm" mb="1.5" aria-hidden>
                  Answer
                </Text>
                <RichTextEditor
                  label="Answer"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  height={Limits.richTextHeightPx}
                  invalid={invalid}
                  disabled={isSubmitting}
                />
              </Box>
            )}
          />
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
