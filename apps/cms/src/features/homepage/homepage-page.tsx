import { Box, Heading, Skeleton, Stack, Text } from '@backoffice/ui';
import { LoadError } from '../../components/page-states';
import { HomepageEditor } from './components/homepage-editor';
import { useHomepageBlocks } from './hooks/use-homepage-blocks';

function HomepageSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Loading the homepage content">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={i % 3 === 0 ? '160px' : '260px'} borderRadius="md" />
      ))}
    </Stack>
  );
}

/**
 * /content-home, the homepage editor (spec 1 section 2): loads the search bar, benefits, reasons for travel and
 * Enjoy Microstay blocks on open (section 4), shows a skeleton meanwhile and an error with Retry when a load
 * fails. The editor remounts on every load, so a Retry starts from what the server holds.
 */
export function HomepagePage() {
  const load = useHomepageBlocks();
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="5">
        <Heading as="h1" size="lg">
          Homepage
        </Heading>
        <Text color="fg.muted">The website's homepage sections. Update saves all four panels.</Text>
      </Stack>
      {load.status === 'loading' && <HomepageSkeleton />}
      {load.status === 'error' && <LoadError message={load.message} onRetry={load.reload} />}
      {load.status === 'ready' && <HomepageEditor initial={load.data} />}
    </Box>
  );
}

export default HomepagePage;
