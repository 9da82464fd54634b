import { changedFields } from './audit';

describe('changedFields', () => {
  it('keeps only the fields whose values differ, each side with its value', () => {
    expect(changedFields({ name: 'A', code: 1, tags: ['x'] }, { name: 'B', code: 1, tags: ['x'] })).toEqual({
      before: { name: 'A' },
      after: { name: 'B' },
    });
  });

  it('compares arrays and objects by value, and counts a missing field as null', () => {
    expect(changedFields({ photos: ['a'] }, { photos: ['a', 'b'], title: 'T' })).toEqual({
      before: { photos: ['a'], title: null },
      after: { photos: ['a', 'b'], title: 'T' },
    });
  });

  it('answers two empty objects when nothing changed', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
