/**
 * The allowlist of rich HTML (ticket messages and replies, FAQ answers, banner and content descriptions),
 * shared by the API's sanitiser (sanitize-html, when HTML is saved) and the UI's `SafeHtml` (DOMPurify, when it
 * is shown), so that both sides keep exactly the same markup. Anything not listed is dropped: other tags lose
 * their markup but keep their text (script/style lose both), other attributes (every on* handler, style) go,
 * and URLs with another scheme (javascript:, data:, vbscript:) or protocol-relative ones (//host) are removed.
 * The Tiptap editor of libs/rich-text produces a subset of this; the rest (tables, images, ql-* classes) keeps
 * older content from the Quill-based client readable.
 */

/** Tags kept in rich HTML. */
export const RICH_HTML_ALLOWED_TAGS = [
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'span', 'div', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
] as const;

/** Attributes kept, per tag; '*' applies to every allowed tag. */
export const RICH_HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  '*': ['class'],
};

/** Attributes that hold a URL (checked against the schemes below). */
export const RICH_HTML_URL_ATTRIBUTES = ['href', 'src'] as const;

/** A class value is kept only when it matches this pattern (source of a RegExp: Quill's `ql-*` classes). */
export const RICH_HTML_ALLOWED_CLASS_PATTERN = '^ql-[a-z0-9-]+$';

/** URL schemes allowed in href/src; relative URLs (no scheme, not starting with //) are allowed too. */
export const RICH_HTML_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Narrower schemes for some tags (an image is never a mailto: link). */
export const RICH_HTML_ALLOWED_SCHEMES_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  img: ['http', 'https'],
};

/** `rel` forced on every link, so a target="_blank" link cannot reach back to the console (reverse tabnabbing). */
export const RICH_HTML_LINK_REL = 'noopener noreferrer';

/**
 * The blank-HTML test of rich text (ticket messages and replies, FAQ answers, content descriptions): true when
 * the HTML shows nothing, i.e. no image and no text once tags, comments, script/style content and non-breaking
 * spaces are removed (`''`, `<p></p>`, `<p>&nbsp; <br></p>`). The API applies it to the sanitised HTML before
 * saving (400 with the field's "required" message); the forms apply it to the editor's HTML before sending.
 * Pure string work (no DOM), so the browser and Node give the same answer.
 * @example isBlankHtml('<p>&nbsp;<br></p>') // true
 * @example isBlankHtml('<p><img src="https://x/a.png"></p>') // false
 */
// Beside the allowlist, not in constants/common.ts: that module loads on the login page, this one does not.
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
