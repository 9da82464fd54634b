import type { Faq } from '@backoffice/contracts';
import { ListPage, RecordLink } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { Button, type DataGridColumn } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { RelatedPageLink } from '../content-pages/related-page-link';
import { countFaqs, useFaqs } from './api';
import { DeleteFaqDialog } from './delete-faq-dialog';
import { FaqFormDialog } from './faq-form-dialog';

/** The FAQ table's columns: the question (a link to its detail), the answer, and Delete (pinned). */
function faqColumns(onDelete: (faq: Faq) => void): DataGridColumn<Faq>[] {
  return [
    {
      id: 'question',
      header: 'Question',
      priority: 1,
      minWidth: '12rem',
      cellStyle: { fontWeight: 'medium' },
      cell: (faq) => (
        <RecordLink to={`/faq/${encodeURIComponent(faq._id)}`} backLabel="Back to FAQ list">
          {faq.q}
        </RecordLink>
      ),
    },
    { id: 'answer', header: 'Answer', priority: 2, minWidth: '14rem', cell: (faq) => <SafeHtml html={faq.a} /> },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: '6rem',
      cell: (faq) => (
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete FAQ: ${faq.q}`} onClick={() => onDelete(faq)}>
          Delete
        </Button>
      ),
    },
  ];
}

/** The list reads no URL key: a saved view keeps its columns only (docs/areas/platform.md, "Saved views"). */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /faq (docs/areas/cms.md, "FAQ (`/faq`, `/faq/{fqaID}`)"): the questions with their answers on the kit's list
 * page, 'Add new FAQ' (modal; the new entry is appended and the modal closes), a link to each detail page (which
 * leads back here) and Delete (after a confirmation; the entry goes only when the API deleted it). The FAQ SEO
 * page's link sits under the title.
 */
export function FaqListPage() {
  const faqs = useFaqs();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Faq | null>(null);
  const columns = useMemo(() => faqColumns(setToDelete), []);

  return (
    <>
      <ListPage
        title="FAQ"
        subtitle={<RelatedPageLink path="/faq" />}
        actions={
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            Add new FAQ
          </Button>
        }
        listKey="cms-faq"
        viewParams={NO_VIEW_PARAMS}
        countView={() => countFaqs(faqs.data)}
        label="FAQs"
        query={faqs}
        noun="FAQs"
        columns={columns}
        rows={faqs.data}
        rowKey={(faq) => faq._id}
      />
      <FaqFormDialog open={adding} onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />
      <DeleteFaqDialog faq={toDelete} onClose={() => setToDelete(null)} onDeleted={() => setToDelete(null)} />
    </>
  );
}
