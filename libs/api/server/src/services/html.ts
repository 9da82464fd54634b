/**
 * Rich HTML from the editors is sanitised when saved, with the allowlist of libs/contracts (rich-html.ts), which
 * the UI's SafeHtml (DOMPurify) applies again when it shows it.
 */
import sanitizeHtml from 'sanitize-html';
import {
  RICH_HTML_ALLOWED_ATTRIBUTES,
  RICH_HTML_ALLOWED_CLASS_PATTERN,
  RICH_HTML_ALLOWED_SCHEMES,
  RICH_HTML_ALLOWED_SCHEMES_BY_TAG,
  RICH_HTML_ALLOWED_TAGS,
  RICH_HTML_LINK_REL,
} from '@backoffice/contracts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_HTML_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedClasses: { '*': [new RegExp(RICH_HTML_ALLOWED_CLASS_PATTERN)] },
  allowedSchemes: [...RICH_HTML_ALLOWED_SCHEMES],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(RICH_HTML_ALLOWED_SCHEMES_BY_TAG).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: RICH_HTML_LINK_REL }) },
};

/** The HTML with only the allowed tags, attributes and URL schemes of libs/contracts rich-html.ts, trimmed. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows nothing (no text, no image): the one rule of libs/contracts, shared with the forms. */
export { isBlankHtml } from '@backoffice/contracts';
