import { controlCharacterProblem, findControlCharacter } from './input';

describe('control characters in a request part', () => {
  it('names the first field that has one, in document order, with its path', () => {
    expect(findControlCharacter({ a: 'ok', room: { name: 'x\u0000', other: '\u0001' } })).toEqual({ path: 'room.name', inKey: false });
    expect(findControlCharacter({ type: ['hotel', 'mo\u0007tel'] })).toEqual({ path: 'type[1]', inKey: false });
    expect(findControlCharacter([{ a: '\u001f' }])).toEqual({ path: '[0].a', inKey: false });
    expect(controlCharacterProblem({ firstName: 'Ann\u0000' })).toBe('firstName contains a control character');
    expect(controlCharacterProblem('\u0000')).toBe('The request body contains a control character');
  });

  it('finds one in an object key without repeating the key', () => {
    expect(findControlCharacter({ ok: { ['na\u0000me']: 'x' } })).toEqual({ path: 'ok', inKey: true });
    expect(controlCharacterProblem({ ['na\u0000me']: 'x' })).toBe('A field name contains a control character');
  });

  it('lets tab, line feed and carriage return, numbers, booleans, null and bytes pass', () => {
    expect(findControlCharacter({ a: 'line\r\nnext\tcol', b: 1, c: true, d: null, e: undefined })).toBeNull();
    expect(findControlCharacter(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const found = findControlCharacter(deep);
    expect(found?.inKey).toBe(false);
    expect(found?.path.length).toBe('[0]'.length * 200_000);
  });
});
