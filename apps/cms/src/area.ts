import { getArea, type Area } from '@backoffice/contracts';
import type { PaletteCommand } from '@backoffice/shell-sdk';

/** This remote's route table (libs/contracts AREAS): the shell's sidebar and this Module read the same list. */
export const AREA: Area = getArea('cms');

/**
 * What the website content area adds to the shell's command palette (docs/micro-frontends.md, "What a remote registers with the
 * palette"; the built-in "Go to" commands already open every sidebar page): each is listed to a role that may open its page.
 */
export const COMMANDS: readonly PaletteCommand[] = [
  {
    id: 'upload-image',
    label: 'Upload an image',
    path: '/all-images',
    keywords: ['banner', 'photo', 'media'],
  },
  {
    id: 'faq-seo',
    label: "Edit the FAQ page's SEO",
    path: '/faq/seo',
    keywords: ['meta', 'title', 'description'],
  },
  { id: 'terms-seo', label: "Edit the user terms' SEO", path: '/terms/seo', keywords: ['meta'] },
  { id: 'contact-seo', label: "Edit the Contact Us page's SEO", path: '/contactUs/seo', keywords: ['meta'] },
];
