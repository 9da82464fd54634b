import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  RICH_HTML_ALLOWED_ATTRIBUTES,
  RICH_HTML_ALLOWED_CLASS_PATTERN,
  RICH_HTML_ALLOWED_SCHEMES,
  RICH_HTML_ALLOWED_SCHEMES_BY_TAG,
  RICH_HTML_ALLOWED_TAGS,
  RICH_HTML_LINK_REL,
  RICH_HTML_URL_ATTRIBUTES,
} from '@backoffice/contracts';

const CLASS_PATTERN = new RegExp(RICH_HTML_ALLOWED_CLASS_PATTERN);
const ALL_ATTRIBUTES = [...new Set(Object.values(RICH_HTML_ALLOWED_ATTRIBUTES).flat())];
const URL_ATTRIBUTES: readonly string[] = RICH_HTML_URL_ATTRIBUTES;

/** The scheme of a URL ('javascript' for ' java\tscript:x'), '' for a relative URL, null for a protocol-relative one. */
function schemeOf(url: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: so must we.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\')) return null;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match ? match[1].toLowerCase() : '';
}

let purifier: Purifier | undefined;

// A private DOMPurify instance: its hooks apply the per-tag rules of libs/contracts rich-html.ts, which
// DOMPurify's global ALLOWED_ATTR cannot express, without touching the default instance others may use.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    const allowed = [...(RICH_HTML_ALLOWED_ATTRIBUTES[tag] ?? []), ...(RICH_HTML_ALLOWED_ATTRIBUTES['*'] ?? [])];
    if (!allowed.includes(name)) {
      data.keepAttr = false;
      return;
    }
    if (name === 'class') {
      const kept = data.attrValue.split(/\s+/).filter((c) => CLASS_PATTERN.test(c));
      if (kept.length === 0) data.keepAttr = false;
      else data.attrValue = kept.join(' ');
      return;
    }
    if (URL_ATTRIBUTES.includes(name)) {
      const scheme = schemeOf(data.attrValue);
      const schemes: readonly string[] = RICH_HTML_ALLOWED_SCHEMES_BY_TAG[tag] ?? RICH_HTML_ALLOWED_SCHEMES;
      if (scheme === null || (scheme !== '' && !schemes.includes(scheme))) data.keepAttr = false;
    }
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', RICH_HTML_LINK_REL);
  });
  purifier = p;
  return p;
}

/**
 * Rich HTML reduced to the allowlist of libs/contracts rich-html.ts (the same rules the API's sanitize-html
 * applies when the HTML is saved): only the listed tags (others keep their text; script/style lose it too),
 * only the listed attributes per tag (never on* handlers or style), only ql-* classes, href/src only relative
 * or with an allowed scheme (http, https, mailto; images http, https), and rel="noopener noreferrer" on every
 * link. Needs a DOM (browser or jsdom).
 */
export function sanitizeRichHtml(html: string): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
