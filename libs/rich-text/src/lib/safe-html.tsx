import { Box, type BoxProps } from '@backoffice/ui';
import { useMemo } from 'react';
import { richContentCss } from './rich-content-css';
import { sanitizeRichHtml } from './sanitize';

/** Props of {@link SafeHtml}: the HTML plus a few layout props of the wrapping Box. */
export type SafeHtmlProps = { html: string } & Pick<
  BoxProps,
  'as' | 'id' | 'className' | 'color' | 'fontSize' | 'lineHeight' | 'maxH' | 'overflowY' | 'p' | 'px' | 'py' | 'm' | 'mt' | 'mb' | 'maxW' | 'w' | 'lineClamp'
> & { 'aria-label'?: string; 'data-testid'?: string };

/**
 * Shows rich HTML (ticket messages, replies, FAQ answers, content blocks) — THE ONLY component of the Back
 * Office that renders raw HTML. Sanitised with DOMPurify against the allowlist of libs/contracts rich-html.ts
 * (the API has sanitised it once already, on save; this guards against older or foreign content): no
 * <script>, no on* attributes, no javascript: or data: URLs, rel="noopener noreferrer" on links. Styled so
 * lists, quotes and headings show as written.
 *
 * @example <SafeHtml html={ticket.message} mt="2" />
 */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  // Sanitised just above: this is the one place of the Back Office that sets inner HTML.
  return <Box css={richContentCss} {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
