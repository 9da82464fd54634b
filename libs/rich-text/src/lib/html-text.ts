const BLOCK_TAGS = new Set([
  'P', 'DIV', 'LI', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'TD', 'TH', 'TABLE', 'HR',
]);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function collectText(node: Node, out: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      out.push(child.nodeValue ?? '');
    } else if (child.nodeType === 1) {
      const tag = (child as Element).tagName;
      if (SKIPPED_TAGS.has(tag)) continue;
      if (tag === 'BR') {
        out.push(' ');
        continue;
      }
      collectText(child, out);
      if (BLOCK_TAGS.has(tag)) out.push(' ');
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The visible text of rich HTML: markup removed, script/style contents dropped, block ends and <br> read as a
 * space, every run of whitespace (including &nbsp;) collapsed to one space, trimmed. Parses with the browser's
 * inert DOMParser (no script runs, no image loads); without a DOM (Node) a tag-stripping fallback is used.
 * Used for the ticket list's description column (docs/areas/helpdesk.md,
 * "Ticket list (`/all-tickets`, everyone)": "markup removed").
 *
 * @example htmlToText('<p>Hello <b>you</b></p><p>there</p>') // 'Hello you there'
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const out: string[] = [];
    collectText(doc.body, out);
    text = out.join('');
  } else {
    text = html
      .replace(/<(script|style|template|noscript)[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
  }
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * The text of rich HTML (see {@link htmlToText}) cut to `max` characters (Unicode code points, so an emoji is
 * never split) with '...' appended when it was longer; shorter text is returned whole. The
 * ticket list (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)") shows the description cut at
 * 100 characters plus '...'.
 *
 * @param max characters kept before '...' (default 100)
 * @example excerpt('<p>' + 'a'.repeat(150) + '</p>') // 'aaaa…(100 a)...'
 */
export function excerpt(html: string, max = 100): string {
  const chars = Array.from(htmlToText(html));
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}
