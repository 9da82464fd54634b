import { findRefusedText, refusedTextProblem } from './input';

describe('refused text in a request part', () => {
  it('names the first field that has a control character, in document order, with its path', () => {
    expect(findRefusedText({ a: 'ok', room: { name: 'x\u0000', other: '\u0001' } })).toEqual({ path: 'room.name', inKey: false, kind: 'control' });
    expect(findRefusedText({ type: ['hotel', 'mo\u0007tel'] })).toEqual({ path: 'type[1]', inKey: false, kind: 'control' });
    expect(findRefusedText([{ a: '\u001f' }])).toEqual({ path: '[0].a', inKey: false, kind: 'control' });
    expect(refusedTextProblem({ firstName: 'Ann\u0000' })).toBe('firstName contains a control character');
    expect(refusedTextProblem('\u0000')).toBe('The request body contains a control character');
  });

  it('finds a lone surrogate (text no UTF-8 can hold), but not a pair', () => {
    expect(refusedTextProblem({ lastName: 'Lee\ud800' })).toBe('lastName contains an invalid character');
    expect(refusedTextProblem({ lastName: '\udc00' })).toBe('lastName contains an invalid character');
    expect(refusedTextProblem({ lastName: 'Lee 😀' })).toBeNull();
  });

  it('finds one in an object key without repeating the key', () => {
    expect(findRefusedText({ ok: { ['na\u0000me']: 'x' } })).toEqual({ path: 'ok', inKey: true, kind: 'control' });
    expect(refusedTextProblem({ ['na\u0000me']: 'x' })).toBe('A field name contains a control character');
    expect(refusedTextProblem({ ['\ud800']: 'x' })).toBe('A field name contains an invalid character');
  });

  it('lets tab, line feed and carriage return, numbers, booleans, null and bytes pass', () => {
    expect(findRefusedText({ a: 'line\r\nnext\tcol', b: 1, c: true, d: null, e: undefined })).toBeNull();
    expect(findRefusedText(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findRefusedText(undefined)).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const found = findRefusedText(deep);
    expect(found?.kind).toBe('control');
    expect(found?.path.length).toBe('[0]'.length * 200_000);
  });
});
