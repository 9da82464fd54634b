import { Box, Heading, Skeleton, Stack, Text } from '@backoffice/ui';
import { LoadError } from '../../components/page-states';
import { BannerImagesForm } from './components/banner-images-form';
import { useBannerSet } from './hooks/use-banner-set';

/**
 * /all-images, Manage Images (spec 1 section 2): the homepage banner set, loaded on open, with a skeleton
 * meanwhile and an error with Retry when the load fails. The form remounts on every load.
 */
export function BannerImagesPage() {
  const load = useBannerSet();
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="5">
        <Heading as="h1" size="lg">
          Manage Images
        </Heading>
        <Text color="fg.muted">The homepage banner images: horizontal, vertical and square.</Text>
      </Stack>
      {load.status === 'loading' && (
        <Stack gap="4" role="status" aria-label="Loading the banner images">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="280px" borderRadius="md" />
          ))}
        </Stack>
      )}
      {load.status === 'error' && <LoadError message={load.message} onRetry={load.reload} />}
      {load.status === 'ready' && <BannerImagesForm initial={load.set} />}
    </Box>
  );
}

export default BannerImagesPage;
