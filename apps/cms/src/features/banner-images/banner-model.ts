/**
 * The Manage Images form model (docs/areas/cms.md, "Manage Images (`/all-images`)" and "Calls"): three
 * sections, horizontal, vertical and square, each with a title, a link, a description and its list of photos.
 * The field names of the wire (`horizontalTtile`… spelled so) stay in this file.
 */
import {
  BANNER_IMAGE_TYPES,
  BANNER_SUGGESTED_SIZES,
  type AddImageBannerBody,
  type BannerImageType,
  type ImageBannerSet,
} from '@backoffice/contracts';

export interface BannerSection {
  title: string;
  link: string;
  /** Editor HTML while editing; the API keeps the text only. */
  description: string;
  photos: string[];
  /** The one image chosen for upload (one file at a time per section). */
  file: File | null;
}

export type BannerForm = Record<BannerImageType, BannerSection>;

export const BANNER_KINDS: readonly BannerImageType[] = BANNER_IMAGE_TYPES;

export const KIND_LABELS: Record<BannerImageType, string> = {
  Hor: 'Horizontal',
  Ver: 'Vertical',
  Sqr: 'Square',
};

/** '472x192' etc. (docs/areas/cms.md, "Manage Images (`/all-images`)"). */
export const suggestedSize = (kind: BannerImageType) =>
  `${BANNER_SUGGESTED_SIZES[kind].width}x${BANNER_SUGGESTED_SIZES[kind].height}`;

const FIELDS = {
  Hor: {
    title: 'horizontalTtile',
    description: 'horizontalDescription',
    link: 'linkHor',
    photos: 'photosHor',
  },
  Ver: { title: 'verticalTtile', description: 'verticalDescription', link: 'linkVer', photos: 'photosVer' },
  Sqr: { title: 'squareTtile', description: 'squareDescription', link: 'linkSqr', photos: 'photosSqr' },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stored plain-text description as editor HTML (one paragraph per line). */
export function textToHtml(text: string): string {
  if (!text.trim()) return '';
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The form of a stored set, or an empty one before the first save. */
export function toForm(set: ImageBannerSet | null): BannerForm {
  const section = (kind: BannerImageType): BannerSection => {
    const f = FIELDS[kind];
    return {
      title: set?.[f.title] ?? '',
      link: set?.[f.link] ?? '',
      description: textToHtml(set?.[f.description] ?? ''),
      photos: [...(set?.[f.photos] ?? [])],
      file: null,
    };
  };
  return { Hor: section('Hor'), Ver: section('Ver'), Sqr: section('Sqr') };
}

/** The photos of one kind in a stored set. */
export const photosOf = (set: ImageBannerSet, kind: BannerImageType): string[] => [
  ...set[FIELDS[kind].photos],
];

/** The body of POST /imagesforyou/addimage from the form (docs/areas/cms.md, "Calls"). */
export function toAddImageBody(form: BannerForm, setId: string | null): AddImageBannerBody {
  return {
    horizontalTtile: form.Hor.title.trim(),
    horizontalDescription: form.Hor.description,
    verticalTtile: form.Ver.title.trim(),
    verticalDescription: form.Ver.description,
    squareTtile: form.Sqr.title.trim(),
    squareDescription: form.Sqr.description,
    imageId: setId ?? '',
    linkSqr: form.Sqr.link.trim(),
    linkVer: form.Ver.link.trim(),
    linkHor: form.Hor.link.trim(),
  };
}
