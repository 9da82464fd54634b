import { Box, Text } from '@backoffice/ui';

/** What a search engine shows at most before it cuts with '...' (characters; the usual guidance). */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** `text` cut at `max` characters (at a word break when one is near) plus '...', as a result page shows it. */
export function truncateForSerp(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** `https://www.site.com/press-room` → `www.site.com › press-room` (the breadcrumb form results use). */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    const parts = u.pathname.split('/').filter(Boolean);
    return [u.host, ...parts].join(' › ');
  } catch {
    return url;
  }
}

export interface SearchPreviewProps {
  title: string;
  description: string;
  /** The public page's address. */
  url: string;
}

/**
 * A live search-result snippet of the page: the title as the blue link line, the URL, the meta-description,
 * each cut as a result page cuts them. A region named "Search result preview".
 */
export function SearchPreview({ title, description, url }: SearchPreviewProps) {
  return (
    <Box
      as="section"
      aria-label="Search result preview"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      maxW="600px"
      bg="bg"
      fontFamily="arial, sans-serif"
    >
      <Text fontSize="sm" color="fg.muted" mb="1" data-testid="serp-url">
        {displayUrl(url)}
      </Text>
      <Text fontSize="xl" color="#1a0dab" lineHeight="short" data-testid="serp-title">
        {title.trim() ? truncateForSerp(title, SEO_TITLE_MAX) : 'Untitled page'}
      </Text>
      <Text fontSize="sm" color="#4d5156" mt="1" data-testid="serp-description">
        {description.trim()
          ? truncateForSerp(description, SEO_DESCRIPTION_MAX)
          : 'No meta-description: the search engine picks text from the page.'}
      </Text>
    </Box>
  );
}
