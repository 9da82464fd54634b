import type { Faq } from '@backoffice/contracts';
import { EmptyState, LoadError, LoadingState } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { Box, Button, Card, Flex, Heading, Link, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RelatedPageLink } from '../../content-pages/components/related-page-link';
import { useFaqs } from '../hooks/use-faqs';
import { DeleteFaqDialog } from './delete-faq-dialog';
import { FaqFormDialog } from './faq-form-dialog';

/**
 * /faq (spec 1 section 2): the questions with their answers, 'Add new FAQ' (modal; the new entry is appended
 * and the modal closes), a link to each detail page and Delete (after a confirmation; the entry goes only when
 * the API deleted it).
 */
export function FaqListPage() {
  const { state, reload, update } = useFaqs();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Faq | null>(null);

  return (
    <Box maxW="4xl">
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          FAQ
        </Heading>
        <Button colorPalette="blue" onClick={() => setAdding(true)}>
          Add new FAQ
        </Button>
      </Flex>
      <RelatedPageLink path="/faq" />

      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'ready' && state.faqs.length === 0 ? <EmptyState /> : null}
      {state.status === 'ready' && state.faqs.length > 0 ? (
        <Stack as="ul" aria-label="FAQs" gap="3" listStyleType="none" m="0" p="0">
          {state.faqs.map((faq) => (
            <Card.Root as="li" key={faq._id} size="sm">
              <Card.Body>
                <Flex justify="space-between" align="start" gap="3">
                  <Heading as="h2" size="md">
                    <Link asChild color="blue.700" _hover={{ textDecoration: 'underline' }}>
                      <RouterLink to={`/faq/${encodeURIComponent(faq._id)}`}>{faq.q}</RouterLink>
                    </Link>
                  </Heading>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Delete FAQ: ${faq.q}`}
                    onClick={() => setToDelete(faq)}
                  >
                    Delete
                  </Button>
                </Flex>
                <SafeHtml html={faq.a} mt="2" />
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : null}

      <FaqFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(faq) => {
          update((faqs) => [...faqs, faq]);
          setAdding(false);
        }}
      />
      <DeleteFaqDialog
        faq={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(gone) => {
          update((faqs) => faqs.filter((f) => f._id !== gone._id));
          setToDelete(null);
        }}
      />
    </Box>
  );
}
