import { isBlankHtml, sanitizeRichHtml } from './html';

describe('sanitizeRichHtml (allowlist of libs/contracts rich-html.ts)', () => {
  it('keeps the markup the editor produces', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <u>under</u> <s>gone</s></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote><h2>Head</h2>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops script, event handlers, style and javascript: links, keeping the text', () => {
    const out = sanitizeRichHtml(
      '<p onclick="x()" style="color:red">Help <script>alert(1)</script><a href="javascript:alert(1)">me</a></p>',
    );
    expect(out).toBe('<p>Help <a rel="noopener noreferrer">me</a></p>');
  });

  it('keeps http(s) and mailto links with a forced rel, relative links, and refuses protocol-relative ones', () => {
    expect(sanitizeRichHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitizeRichHtml('<a href="/faq">f</a>')).toContain('href="/faq"');
    expect(sanitizeRichHtml('<a href="//evil.example/x">e</a>')).not.toContain('evil');
  });

  it('allows images only over http(s) and only the ql-* classes', () => {
    expect(sanitizeRichHtml('<img src="https://x.example/a.png" alt="a" onerror="x()">')).toBe(
      '<img src="https://x.example/a.png" alt="a" />',
    );
    expect(sanitizeRichHtml('<img src="mailto:a@b.c">')).toBe('<img />');
    expect(sanitizeRichHtml('<p class="ql-align-center evil">c</p>')).toBe('<p class="ql-align-center">c</p>');
  });

  it('removes tags outside the list but keeps their text', () => {
    expect(sanitizeRichHtml('<iframe src="https://x"></iframe><form><p>in form</p></form><style>p{}</style>')).toBe(
      '<p>in form</p>',
    );
  });
});

describe('isBlankHtml', () => {
  it('is true for markup without text or image', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; <br></p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://x/a.png"></p>')).toBe(false);
  });
});
