import { findRecordMentions, mentionPath } from '@backoffice/contracts';
import type { CameFrom } from '@backoffice/remote-kit';
import { SafeHtml } from '@backoffice/rich-text';
import { Box } from '@backoffice/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';

/** The router path of a mention link the linkifier made (its `href` carries the router's base as well). */
const PATH_ATTR = 'data-mention-path';

/**
 * Turns the records named in the text of a sanitised HTML tree into links, in place (docs/areas/helpdesk.md,
 * "Links"): booking numbers (TF…), invoice numbers (INV-…), ticket numbers (TK-…) and e-mail addresses become
 * `<a href="{base}/open/:type/:reference">` (the shell's page that opens the record). Only text nodes are read
 * and written, through `createTextNode` and `textContent`: no HTML is parsed or injected, so a message that
 * spells out `<script>` or `<a href=…>` keeps it as text. Text already inside a link is left alone. Running it
 * again on its own result changes nothing.
 * @param root the element holding the sanitised HTML (SafeHtml's).
 * @param base the router's base path ('' at the root), put before each path in `href`.
 */
export function linkMentions(root: HTMLElement, base = ''): void {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const link = node.parentElement?.closest('a');
    if (!link || !root.contains(link)) texts.push(node as Text);
  }
  for (const node of texts) {
    const text = node.data;
    const mentions = findRecordMentions(text);
    if (!mentions.length) continue;
    const parts = doc.createDocumentFragment();
    let at = 0;
    for (const m of mentions) {
      if (m.start > at) parts.append(doc.createTextNode(text.slice(at, m.start)));
      const path = mentionPath(m.type, m.reference);
      const a = doc.createElement('a');
      a.setAttribute('href', `${base}${path}`);
      a.setAttribute(PATH_ATTR, path);
      a.textContent = m.reference;
      parts.append(a);
      at = m.end;
    }
    if (at < text.length) parts.append(doc.createTextNode(text.slice(at)));
    node.replaceWith(parts);
  }
}

/**
 * A ticket message or reply (sanitised rich HTML, shown through SafeHtml) with the booking, invoice and ticket
 * numbers and e-mail addresses of its text as links ({@link linkMentions}). A plain click on one moves within the
 * console like a RecordLink (the way back to this page kept); a click with a modifier opens it as the browser
 * does.
 */
export function LinkedHtml({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const base = useHref('/').replace(/\/$/, '');
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  // After SafeHtml wrote the HTML (it writes it again only when the HTML changes).
  useLayoutEffect(() => {
    if (box.current) linkMentions(box.current, base);
  }, [html, base]);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[${PATH_ATTR}]`);
      const path = link && element.contains(link) ? link.getAttribute(PATH_ATTR) : null;
      if (!path) return;
      event.preventDefault();
      const state: CameFrom = { from: { path: from } };
      navigate(path, { state });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [from, navigate]);

  return (
    <Box ref={box}>
      <SafeHtml html={html} />
    </Box>
  );
}
