/**
 * Messages every area shows: empty lists and generic failures (docs/areas/platform.md, shared by every
 * area's screens and API).
 */
export const CommonMessages = {
  lists: {
    empty: 'Sorry, no records found.',
  },
  /** Image uploads (tickets, replies and banner sets share these texts). */
  images: {
    /** 413: an image over 1 MB. */
    tooBig: 'Please upload file within 1 MB',
    /** 415: not a JPEG or PNG by its bytes. */
    notSupported: 'This File Is Not Supported',
    /** The inline error of an image picker that refused a file. */
    inline: '*Please upload valid image and image max size should be 1 MB.',
  },
  generic: {
    somethingWrong: 'Something went wrong, Please try again...',
    /** ours: 404 of an unknown record or route. */
    notFound: 'Not found',
  },
  /** ours: 400 of a multipart body that cannot be read (no boundary, cut short, not a form inside). */
  forms: {
    unreadable: 'The form data could not be read: please send it again',
  },
} as const;

/**
 * Builds the 400 message for a field the body must not carry (unknown body fields are refused, not dropped).
 * @param field the offending property name, e.g. `role`.
 * @returns e.g. `Unknown field: role`.
 */
export function unknownFieldMessage(field: string): string {
  return `Unknown field: ${field}`;
}
