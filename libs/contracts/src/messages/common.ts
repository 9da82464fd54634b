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
  /** ours: the database or the API cannot be reached for a moment (docs/production.md, "During a database outage"). */
  connection: {
    /** 503 of a call while the database does not answer (with Retry-After). */
    unavailable: 'The service is unavailable for a moment. Please try again shortly.',
    /** The console's banner while calls answer 503 or do not reach the API. */
    lost: 'Connection lost, retrying…',
  },
  /** ours: money actions (docs/api-database.md, "Money actions"). */
  payments: {
    /** 502 (with Retry-After) when the payment provider's answer was lost: the action may have happened. */
    outcomeUnknown:
      'The payment provider has not confirmed the outcome yet. Please try again in a minute: a retry will not take or give back the money twice.',
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
