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

/**
 * The blank-HTML test of rich text (ticket messages and replies, FAQ answers, content descriptions): true when
 * the HTML shows nothing, i.e. no image and no text once tags, comments, script/style content and non-breaking
 * spaces are removed (`''`, `<p></p>`, `<p>&nbsp; <br></p>`). The API applies it to the sanitised HTML before
 * saving (400 with the field's "required" message); the forms apply it to the editor's HTML before sending.
 * Pure string work (no DOM), so the browser and Node give the same answer.
 * @example isBlankHtml('<p>&nbsp;<br></p>') // true
 * @example isBlankHtml('<p><img src="https://x/a.png"></p>') // false
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img[\s/>]/i.test(html)) return false;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ');
  return text.trim() === '';
}
