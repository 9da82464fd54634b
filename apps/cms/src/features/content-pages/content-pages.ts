import { CMS_TAGS, type CmsTag } from '@backoffice/contracts';
import { AREA } from '../../area';

/** `content`: a title and a rich-text body. `seo`: the page's search-engine Title and Meta-Description. */
export type ContentPageKind = 'content' | 'seo';

/** One website content page of the console, edited by the one ContentBlockEditor. */
export interface ContentPage {
  /** The console route, as in the area's route table (libs/contracts areas.ts). */
  path: string;
  /** The CMS block it edits (libs/contracts CMS_TAGS). */
  tag: CmsTag;
  /** The page heading (the route table's label). */
  label: string;
  kind: ContentPageKind;
  /** Where the public website shows this content (the search-result preview's URL). */
  publicPath: string;
}

/**
 * The public website's address, shown in the SEO pages' search-result preview. Ours: the spec does not give
 * the public site's host (the brand name is not reproduced either), so a reserved `.example` host stands in.
 */
export const PUBLIC_SITE_ORIGIN = 'https://www.microstay.example';

const page = (
  path: string,
  tag: CmsTag,
  label: string,
  kind: ContentPageKind,
  publicPath: string,
): ContentPage => ({
  path,
  tag,
  label,
  kind,
  publicPath,
});

/**
 * docs/areas/cms.md, "Content and SEO pages": route → CMS tag → label → kind. Adding a page is a line here
 * (and its route in AREAS); nothing else changes.
 */
export const CONTENT_PAGES: readonly ContentPage[] = [
  page('/contactUs', CMS_TAGS.contactUs, 'Contact Us', 'content', '/contact-us'),
  page('/contactUs/seo', CMS_TAGS.contactUsSeo, 'Contact Us SEO', 'seo', '/contact-us'),
  page('/terms', CMS_TAGS.terms, 'User Terms & Conditions', 'content', '/terms-and-conditions'),
  page('/terms/seo', CMS_TAGS.termsSeo, 'User Terms & Conditions SEO', 'seo', '/terms-and-conditions'),
  page(
    '/terms-hotel',
    CMS_TAGS.termsHotels,
    'Hotel Terms & Conditions',
    'content',
    '/hotel-terms-and-conditions',
  ),
  page(
    '/terms-hotel/seo',
    CMS_TAGS.termsHotelsSeo,
    'Hotel Terms & Conditions SEO',
    'seo',
    '/hotel-terms-and-conditions',
  ),
  page('/privacy', CMS_TAGS.privacy, 'Privacy Policy', 'content', '/privacy-policy'),
  page('/privacy/seo', CMS_TAGS.privacySeo, 'Privacy Policy SEO', 'seo', '/privacy-policy'),
  page('/faq/seo', CMS_TAGS.faqSeo, 'FAQ SEO', 'seo', '/faq'),
  page('/about', CMS_TAGS.about, 'About', 'content', '/about-us'),
  page('/about/seo', CMS_TAGS.aboutSeo, 'About SEO', 'seo', '/about-us'),
  page('/pressRoom', CMS_TAGS.pressRoom, 'Press Room', 'content', '/press-room'),
  page('/pressRoom/seo', CMS_TAGS.pressRoomSeo, 'Press Room SEO', 'seo', '/press-room'),
];

/** The public address of a content page (for the search-result preview). */
export function publicUrl(p: Pick<ContentPage, 'publicPath'>): string {
  return PUBLIC_SITE_ORIGIN + p.publicPath;
}

/** A page of this area linked from another one: its route and its label (the route table's). */
export interface RelatedPage {
  path: string;
  label: string;
}

/**
 * The page paired with `path`: a content page's search-engine (SEO) page (`/terms` → `/terms/seo`), and an SEO
 * page's content page (`/faq/seo` → the FAQ list). Each shows a link to the other, so that the seven SEO pages,
 * which have no sidebar entry, are reached from their page (docs/areas/cms.md). Undefined for other pages.
 */
export function relatedPageOf(path: string): RelatedPage | undefined {
  const target = path.endsWith('/seo') ? path.slice(0, -'/seo'.length) : `${path}/seo`;
  const page = AREA.pages.find((p) => p.path === target);
  return page ? { path: page.path, label: page.label } : undefined;
}
