import { UiProvider } from '@backoffice/ui';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeRichHtml } from './sanitize';

function renderHtml(html: string) {
  const { container } = render(
    <UiProvider withToaster={false}>
      <SafeHtml html={html} data-testid="safe" />
    </UiProvider>,
  );
  return container.querySelector('[data-testid="safe"]') as HTMLElement;
}

describe('SafeHtml', () => {
  it('renders the allowed markup', () => {
    const box = renderHtml('<p>Hi <strong>there</strong></p><ul><li>one</li></ul>');
    expect(box.innerHTML).toBe('<p>Hi <strong>there</strong></p><ul><li>one</li></ul>');
  });

  it('strips <script>, on* attributes and javascript: links', () => {
    const spy = jest.fn();
    Object.assign(window, { __xss: spy });
    const box = renderHtml(
      '<p onclick="window.__xss()" onmouseover="window.__xss()">Help</p><script>window.__xss()</script>' +
        '<a href="javascript:window.__xss()">click</a><a href=" JaVa\tScRiPt:alert(1)">two</a>' +
        '<img src="x" onerror="window.__xss()">',
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onclick|onmouseover|onerror|javascript|script/i);
    expect(box.querySelectorAll('a[href]')).toHaveLength(0);
    expect(box).toHaveTextContent('Help');
    expect(box).toHaveTextContent('click');
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps http(s), mailto and relative links with rel="noopener noreferrer"', () => {
    const box = renderHtml('<a href="https://example.com" target="_blank">a</a><a href="mailto:x@y.z">b</a><a href="/faq">c</a>');
    const links = Array.from(box.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com', 'mailto:x@y.z', '/faq']);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });
});

describe('sanitizeRichHtml (libs/contracts allowlist)', () => {
  it('drops tags, attributes, classes and schemes outside the list', () => {
    expect(sanitizeRichHtml('<iframe src="https://x"></iframe><p style="color:red" class="ql-align-center evil">t</p>')).toBe(
      '<p class="ql-align-center">t</p>',
    );
    expect(sanitizeRichHtml('<img src="data:image/png;base64,AAAA" alt="d">')).toBe('<img alt="d">');
    expect(sanitizeRichHtml('<img src="mailto:x@y.z">')).toBe('<img>');
    expect(sanitizeRichHtml('<a href="//evil.example">e</a>')).toBe('<a rel="noopener noreferrer">e</a>');
    expect(sanitizeRichHtml('<p data-x="1" aria-hidden="true" title="t">t</p>')).toBe('<p>t</p>');
  });
});
