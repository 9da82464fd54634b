/**
 * `/bulk-runs/:id` ("Bulk run", SuperAdmin only; docs/areas/platform.md, "Bulk runs"): one run full-size, its
 * progress kept live, Cancel while it runs, and its report, the jobs tray's link. It shows remote-kit's
 * BulkRunPanel, the one a page's BulkRunButton opens, so the two never disagree. The shell's lint rules allow it
 * (remote-kit is `scope:shared`), and the shell otherwise keeps remote-kit out of its chunks: this page is a lazy
 * chunk of its own (app/private-app.tsx), loaded only when a run's page opens, never with the sign-in page or the
 * signed-in layout.
 */
import { BulkRunPanel } from '@backoffice/remote-kit';
import { Heading, Stack } from '@backoffice/ui';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';

/** The page of one bulk run (see the file's comment); the run comes from the path's `:id`. */
export default function BulkRunPage() {
  useDocumentTitle('Bulk run');
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Bulk run
      </Heading>
      <BulkRunPanel key={id} runId={id} />
    </Stack>
  );
}
