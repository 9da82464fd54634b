/**
 * Plain text from editor HTML: the banner-set descriptions (docs/areas/cms.md, "Rules": HTML tags removed
 * before saving) and the SEO blocks' meta-descriptions. Line breaks and block ends become new lines; entities
 * are decoded; nothing of the markup survives (the UI shows the text as text).
 */
import sanitizeHtml from 'sanitize-html';

const BLOCK_END = /<\s*(br\s*\/?|\/\s*(p|div|li|h[1-6]|blockquote|pre|tr)\s*)>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * @returns the text of `html` without any tag: `<p>Stay <b>3h</b></p><p>Save</p>` → `Stay 3h\nSave`.
 */
export function htmlToPlainText(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (m) => `${m}\n`);
  const text = sanitizeHtml(withBreaks, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title'],
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
