import { CmsMessages } from '@backoffice/contracts';
import { RecordPage } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { Button, HStack } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SectionCard } from '../shared';
import { useFaq } from './api';
import { DeleteFaqDialog } from './delete-faq-dialog';
import { FaqFormDialog } from './faq-form-dialog';

/** The FAQ list: the detail page's way back when it was not opened from a list. */
const FAQ_LIST = { to: '/faq', label: 'Back to FAQ list' };

/**
 * /faq/{fqaID} (docs/areas/cms.md, "FAQ (`/faq`, `/faq/{fqaID}`)") on the kit's record page: the question as
 * the title, its answer in a card, Edit (the modal; the page shows the update) and Delete (confirm first; on
 * success 'Deleted successfully' and back to /faq; on failure an error toast and the FAQ stays). An unknown FAQ
 * says 'FAQ not found' with the way back.
 */
export function FaqDetailPage() {
  const { fqaID = '' } = useParams();
  const navigate = useNavigate();
  const faq = useFaq(fqaID);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <RecordPage
      query={faq}
      noun="FAQ"
      missing={CmsMessages.faq.notFound}
      frame={{ title: 'FAQ Detail', back: FAQ_LIST, maxW: '4xl' }}
      title={(data) => data.q}
      actions={() => (
        <HStack gap="3">
          <Button size="sm" colorPalette="blue" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </HStack>
      )}
    >
      {(data) => (
        <>
          <SectionCard id="faq-answer" title="Answer">
            <SafeHtml html={data.a} />
          </SectionCard>
          <FaqFormDialog open={editing} faq={data} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
          <DeleteFaqDialog faq={deleting ? data : null} onClose={() => setDeleting(false)} onDeleted={() => navigate('/faq')} />
        </>
      )}
    </RecordPage>
  );
}
