import { excerpt, htmlToText } from './html-text';

describe('htmlToText', () => {
  it('strips markup, reads block ends and <br> as spaces, and collapses whitespace', () => {
    expect(htmlToText('<p>Hello <b>you</b></p><p>there<br>again</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Hello you there again one two',
    );
    expect(htmlToText('<p>a&nbsp;&amp;&nbsp;b &lt;tag&gt;</p>')).toBe('a & b <tag>');
  });

  it('drops script and style contents and runs nothing', () => {
    const spy = jest.fn();
    Object.assign(window, { __spy: spy });
    expect(htmlToText('<p>x</p><script>window.__spy()</script><style>p{}</style><img src=x onerror="window.__spy()">')).toBe('x');
    expect(spy).not.toHaveBeenCalled();
  });

  it('gives an empty string for empty input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p></p>')).toBe('');
  });
});

describe('excerpt', () => {
  it('cuts the text at 100 characters and adds ...', () => {
    const long = 'a'.repeat(150);
    expect(excerpt(`<p>${long}</p>`)).toBe(`${'a'.repeat(100)}...`);
  });

  it('keeps a text of exactly 100 characters whole, without ...', () => {
    const exact = 'b'.repeat(100);
    expect(excerpt(`<p>${exact}</p>`)).toBe(exact);
  });

  it('counts text, not markup, and takes another max', () => {
    expect(excerpt('<p><strong>Hello</strong> <em>world</em></p>', 7)).toBe('Hello w...');
    expect(excerpt('<p><strong>Hello</strong></p>', 7)).toBe('Hello');
  });

  it('never splits an emoji', () => {
    expect(excerpt('😀😀😀', 2)).toBe('😀😀...');
  });
});
