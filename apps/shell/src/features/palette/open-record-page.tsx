// The shell's `/open/:type/:reference` (records.ts, `mentionPath`): a booking number, invoice number, ticket number
// or e-mail address named in a text opens its record. A lazy chunk of its own (docs/frontend-data.md, "Command
// palette and keyboard").
import { ApiError } from '@backoffice/api-client';
import { RECORD_TYPE_LABELS, type MentionType } from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, Heading, HStack, Link, Text } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { PageLoader } from '../../components/page-loader';
import { exactSearchOptions } from './api';
import { openPalette } from './palette-store';
import { rememberRecord } from './recent-records';

const MENTION_TYPES: readonly MentionType[] = ['reservation', 'invoice', 'ticket', 'user'];
const isMentionType = (t: string | undefined): t is MentionType => (MENTION_TYPES as readonly (string | undefined)[]).includes(t);

/** "No reservation TF100707 was found": the page's heading when the search knows no such record. */
export const notFoundText = (type: MentionType, reference: string) => `No ${RECORD_TYPE_LABELS[type].one.toLowerCase()} ${reference} was found`;

/**
 * Finds the record of `type` whose reference is exactly `reference` (GET /api/search with `exact`, the caller's
 * role deciding what it may see) and replaces this page in the history by the record's page; none found: says so,
 * with Try again and a search for the text.
 */
export default function OpenRecordPage() {
  const { type, reference = '' } = useParams();
  if (!isMentionType(type)) return <Missing title="This link names no kind of record the console knows" reference={reference} />;
  return <OpenRecord type={type} reference={reference} />;
}

function OpenRecord({ type, reference }: { type: MentionType; reference: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const query = useQuery(exactSearchOptions(type, reference));
  const hit = query.data?.hits[0];
  const label = RECORD_TYPE_LABELS[type].one;
  useDocumentTitle(`${label} ${reference}`);

  useEffect(() => {
    if (!hit) return;
    if (user) rememberRecord(user.id, { type: hit.type, id: hit.id, title: hit.title, context: hit.context, route: hit.route });
    navigate(hit.route, { replace: true });
  }, [hit, navigate, user]);

  if (query.isPending || hit) return <PageLoader label={`Opening ${label.toLowerCase()} ${reference}…`} />;
  if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.message : 'The search could not be done.';
    return <Missing title={`${label} ${reference} could not be opened`} detail={message} reference={reference} retry={() => void query.refetch()} busy={query.isFetching} />;
  }
  return (
    <Missing
      title={notFoundText(type, reference)}
      detail="It may have been removed, or your role may not see it."
      reference={reference}
      retry={() => void query.refetch()}
      busy={query.isFetching}
    />
  );
}

function Missing({ title, detail, reference, retry, busy }: { title: string; detail?: string; reference: string; retry?: () => void; busy?: boolean }) {
  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        {title}
      </Heading>
      {detail ? <Text mb="4">{detail}</Text> : null}
      <HStack gap="3" wrap="wrap">
        {retry ? (
          <Button onClick={retry} loading={busy}>
            Try again
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => openPalette(reference)}>
          Search for “{reference}”
        </Button>
        <Link asChild color="blue.fg">
          <RouterLink to="/dashboard">Back to the dashboard</RouterLink>
        </Link>
      </HStack>
    </Box>
  );
}
