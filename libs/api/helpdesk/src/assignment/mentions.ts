/**
 * `@mention` in an internal note (docs/areas/helpdesk.md, "Internal notes"): the note's text names a member of the
 * ticket's department as `@First Last` (plain text, so the rich text carries it through sanitizeRichHtml unchanged;
 * any case, the names' spaces as typed or one space); each member so named is notified.
 */
import type { TicketPerson } from '@backoffice/contracts';

/** The visible text of sanitised rich HTML: tags dropped, the common entities decoded, spaces folded. */
export function richText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|td|th)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/[\s\u00a0]+/g, ' ');
}

/**
 * The members `html` mentions as `@First Last` (followed by the text's end or a character that is not a letter or a
 * digit), each once, in the members' order. A mention of someone else names nobody.
 */
export function mentionedMembers(html: string, members: readonly TicketPerson[]): TicketPerson[] {
  const text = richText(html).toLowerCase();
  if (!text.includes('@')) return [];
  return members.filter((m) => {
    const name = `@${m.firstName} ${m.lastName}`.replace(/\s+/g, ' ').trim().toLowerCase();
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const next = text.charAt(at + name.length);
      if (!next || !/[\p{L}\p{N}]/u.test(next)) return true;
    }
    return false;
  });
}
