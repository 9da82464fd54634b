import type { CmsTag } from '@backoffice/contracts';

/**
 * The query keys of the website content calls (docs/frontend-data.md, "Query keys"): one content block per tag,
 * the homepage's four blocks, the banner set. A content write invalidates `cmsKeys.all`.
 */
export const cmsKeys = {
  all: ['cms'] as const,
  block: (tag: CmsTag) => [...cmsKeys.all, 'block', tag] as const,
  homepage: () => [...cmsKeys.all, 'homepage'] as const,
  bannerSet: () => [...cmsKeys.all, 'banner-set'] as const,
};

/**
 * Content forms load on open (docs/areas/cms.md, "Homepage editor (`/content-home`)",
 * "Content and SEO pages") and keep what they loaded while the user edits: their queries are never served
 * from an old cache entry (dropped as soon as the page closes) and never refetched under the form.
 */
export const EDITOR_QUERY_OPTIONS = { staleTime: 0, gcTime: 0, retry: false } as const;
