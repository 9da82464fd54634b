import type { RecordChange } from '@backoffice/contracts';
import { act, renderHook } from '@testing-library/react';
import { RECORD_CHANGES_KEPT, publishRecordChange, resetRecordChanges, subscribeRecordChanges, useRecordChange } from './changes';
import { shellWrapper, testShell } from './testing/test-shell';

const wrapper = shellWrapper(testShell());

const change = (over: Partial<RecordChange> = {}): RecordChange => ({
  type: 'hotel',
  id: 'h1',
  action: 'hotel.update',
  by: { id: 'other', name: 'Ravi Kumar' },
  at: '2026-12-06T10:00:00.000Z',
  ...over,
});

beforeEach(() => resetRecordChanges());

describe('the change feed', () => {
  it("gives a page the latest change of its record by someone else, and re-renders it when one arrives", () => {
    const { result } = renderHook(() => useRecordChange('hotel', 'h1'), { wrapper });
    expect(result.current).toBeNull();
    const first = change();
    act(() => publishRecordChange(first));
    expect(result.current).toBe(first);
    const second = change({ by: { id: 'third', name: 'Mei Tan' }, action: 'room.update' });
    act(() => publishRecordChange(second));
    expect(result.current?.by?.name).toBe('Mei Tan');
  });

  it("reads null once the latest change is the user's own, and a system change as someone else's", () => {
    const { result } = renderHook(() => useRecordChange('hotel', 'h1'), { wrapper });
    act(() => publishRecordChange(change()));
    act(() => publishRecordChange(change({ by: { id: 'me', name: 'Asha' } })));
    expect(result.current).toBeNull();
    act(() => publishRecordChange(change({ by: null, action: 'job.run' })));
    expect(result.current?.action).toBe('job.run');
  });

  it('keeps records apart: another record, another type, a batch of the type and no record read nothing', () => {
    const { result } = renderHook(() => ({ h1: useRecordChange('hotel', 'h1'), none: useRecordChange(undefined, null) }), { wrapper });
    act(() => {
      publishRecordChange(change({ id: 'h2' }));
      publishRecordChange(change({ type: 'reservation' }));
      publishRecordChange(change({ id: null }));
    });
    expect(result.current).toEqual({ h1: null, none: null });
  });

  it('tells every listener every change, batches and own changes included, until it unsubscribes', () => {
    const seen: RecordChange[] = [];
    const stop = subscribeRecordChanges((c) => seen.push(c));
    const batch = change({ id: null });
    const own = change({ by: { id: 'me', name: 'Asha' } });
    publishRecordChange(batch);
    publishRecordChange(own);
    stop();
    publishRecordChange(change());
    expect(seen).toEqual([batch, own]);
  });

  it(`forgets the oldest record past ${RECORD_CHANGES_KEPT}, and a record changed again counts as new`, () => {
    publishRecordChange(change({ id: 'first' }));
    publishRecordChange(change({ id: 'again' }));
    for (let i = 0; i < RECORD_CHANGES_KEPT - 2; i += 1) publishRecordChange(change({ id: `r${i}` }));
    publishRecordChange(change({ id: 'first', action: 'hotel.status' })); // moved to the newest end
    publishRecordChange(change({ id: 'one-more' }));
    const { result } = renderHook(() => [useRecordChange('hotel', 'first'), useRecordChange('hotel', 'again')], { wrapper });
    expect(result.current[0]?.action).toBe('hotel.status');
    expect(result.current[1]).toBeNull();
  });
});
