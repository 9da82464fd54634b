import type { ImageBannerSet } from '@backoffice/contracts';

/** For specs: a File holding the PNG signature (passes the byte check of the image inputs). */
export const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/**
 * For specs: the banner set (docs/areas/cms.md, "Manage Images") titled Wide, Tall and Square, with no descriptions,
 * links or photos; `overrides` replace fields.
 */
export const bannerSet = (overrides: Partial<ImageBannerSet> = {}): ImageBannerSet => ({
  _id: 'set1',
  horizontalTtile: 'Wide',
  verticalTtile: 'Tall',
  squareTtile: 'Square',
  horizontalDescription: '',
  verticalDescription: '',
  squareDescription: '',
  linkHor: '',
  linkVer: '',
  linkSqr: '',
  photosHor: [],
  photosVer: [],
  photosSqr: [],
  updatedAt: '',
  ...overrides,
});
