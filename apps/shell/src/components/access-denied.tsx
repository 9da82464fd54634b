import { Box, Heading, Link, Text } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from './document-title';

/** A page the signed-in role may not open (AREAS roles; the server enforces the same). */
export function AccessDenied({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        {title}
      </Heading>
      <Text mb="4">Your role does not have access to this page.</Text>
      <Link asChild color="blue.fg">
        <RouterLink to="/dashboard">Back to the dashboard</RouterLink>
      </Link>
    </Box>
  );
}
