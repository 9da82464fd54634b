import { Link, Text } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { relatedPageOf } from './content-pages';

/**
 * Under a page's heading (its frame's subtitle): from a content page (or the FAQ list) a link to its search-engine page, from an SEO
 * page a link back to its page ({@link relatedPageOf}). Renders nothing for a page without a pair.
 */
export function RelatedPageLink({ path }: { path: string }) {
  const related = relatedPageOf(path);
  if (!related) return null;
  const toSeo = related.path.endsWith('/seo');
  return (
    <Text fontSize="sm" color="fg.muted">
      {toSeo ? 'Search engine page (title and meta-description): ' : 'The page these search engine texts describe: '}
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to={related.path}>{toSeo ? related.label : `Back to ${related.label}`}</RouterLink>
      </Link>
    </Text>
  );
}
