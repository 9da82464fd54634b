/**
 * Limits and pure rules every area shares (docs/areas/platform.md). No TypeBox here: this module is part of
 * the `@backoffice/contracts/constants` entry, which loads on the shell's login page.
 */

/** Longest record id a body, query or path accepts, in characters (ids are UUIDs; 64 leaves room). */
export const ID_MAX_LENGTH = 64;

/** Largest `limit` (rows per page) a paged list accepts. */
export const PAGE_LIMIT_MAX = 100;

/** Largest `page` number a paged list accepts. */
export const PAGE_MAX = 100_000;

/** Image types accepted by every upload (tickets, replies, banners, content), checked by the file's bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The usual image cap, in bytes: 1 MB (1048576), for ticket, reply and banner images. */
export const IMAGE_MAX_BYTES = 1_048_576;
