import type { Faq } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { Box, Button, DataGrid, Flex, Heading, Link, type DataGridColumn } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RelatedPageLink } from '../../content-pages/components/related-page-link';
import { useFaqs } from '../api/get-faqs';
import { DeleteFaqDialog } from './delete-faq-dialog';
import { FaqFormDialog } from './faq-form-dialog';

/** The FAQ table's columns: the question (a link to its detail), the answer, and Delete (pinned). */
function faqColumns(onDelete: (faq: Faq) => void): DataGridColumn<Faq>[] {
  return [
    {
      id: 'question',
      header: 'Question',
      cellStyle: { fontWeight: 'medium', minW: '40' },
      cell: (faq) => (
        <Link asChild color="blue.700" _hover={{ textDecoration: 'underline' }}>
          <RouterLink to={`/faq/${encodeURIComponent(faq._id)}`}>{faq.q}</RouterLink>
        </Link>
      ),
    },
    { id: 'answer', header: 'Answer', cell: (faq) => <SafeHtml html={faq.a} />, cellStyle: { minW: '48' } },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: '6rem',
      cell: (faq) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete FAQ: ${faq.q}`}
          onClick={() => onDelete(faq)}
        >
          Delete
        </Button>
      ),
    },
  ];
}

/**
 * /faq (docs/areas/cms.md, "FAQ (`/faq`, `/faq/{fqaID}`)"): the questions with their answers in a table, 'Add
 * new FAQ' (modal; the new entry is appended and the modal closes), a link to each detail page and Delete
 * (after a confirmation; the entry goes only when the API deleted it).
 */
export function FaqListPage() {
  const faqs = useFaqs();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Faq | null>(null);
  const columns = useMemo(() => faqColumns(setToDelete), []);

  return (
    <Box maxW="5xl">
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          FAQ
        </Heading>
        <Button colorPalette="blue" onClick={() => setAdding(true)}>
          Add new FAQ
        </Button>
      </Flex>
      <RelatedPageLink path="/faq" />

      <DataGrid
        label="FAQs"
        columns={columns}
        rows={faqs.data}
        rowKey={(faq) => faq._id}
        loading={faqs.isPending}
        loadingLabel="Loading the FAQs…"
        fetching={faqs.isFetching && !faqs.isPending}
        error={faqs.isError ? errorMessage(faqs.error) : null}
        onRetry={() => void faqs.refetch()}
      />

      <FaqFormDialog open={adding} onClose={() => setAdding(false)} onSaved={() => setAdding(false)} />
      <DeleteFaqDialog faq={toDelete} onClose={() => setToDelete(null)} onDeleted={() => setToDelete(null)} />
    </Box>
  );
}
