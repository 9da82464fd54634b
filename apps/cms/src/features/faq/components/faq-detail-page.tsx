import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { Box, Button, Card, Flex, HStack, Heading, Link } from '@backoffice/ui';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useFaq } from '../api/get-faq';
import { DeleteFaqDialog } from './delete-faq-dialog';
import { FaqFormDialog } from './faq-form-dialog';

/**
 * /faq/{fqaID} (docs/areas/cms.md, "FAQ (`/faq`, `/faq/{fqaID}`)"): one question and its answer, Edit (the
 * modal; the page shows the update) and Delete (confirm first; on success 'Deleted successfully' and back to
 * /faq; on failure an error toast and the FAQ stays).
 */
export function FaqDetailPage() {
  const { fqaID = '' } = useParams();
  const navigate = useNavigate();
  const faq = useFaq(fqaID);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <Box maxW="4xl">
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          FAQ Detail
        </Heading>
        <Link asChild>
          <RouterLink to="/faq">Back to FAQ list</RouterLink>
        </Link>
      </Flex>

      {faq.isPending ? <LoadingState /> : null}
      {faq.isError ? <LoadError message={errorMessage(faq.error)} onRetry={() => void faq.refetch()} /> : null}
      {faq.isSuccess ? (
        <>
          <Card.Root>
            <Card.Body>
              <Heading as="h2" size="lg" mb="3">
                {faq.data.q}
              </Heading>
              <SafeHtml html={faq.data.a} />
            </Card.Body>
          </Card.Root>
          <HStack gap="3" mt="4">
            <Button colorPalette="blue" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </HStack>
          <FaqFormDialog
            open={editing}
            faq={faq.data}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
          <DeleteFaqDialog
            faq={deleting ? faq.data : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate('/faq')}
          />
        </>
      ) : null}
    </Box>
  );
}
