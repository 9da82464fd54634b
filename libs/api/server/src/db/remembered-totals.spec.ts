import { RememberedTotals, type LaterPageReads } from './remembered-totals';

/** Reads of a list whose true total is `truth()`: each read logged; the rows name the total they were read for. */
function list(truth: () => number) {
  const log: string[] = [];
  const reads: LaterPageReads<string> = {
    withTotal: async (guess) => {
      log.push(`withTotal(${guess})`);
      return { rows: [`page for ${guess}`], total: truth() };
    },
    total: async () => {
      log.push('total');
      return truth();
    },
    rows: async (n) => {
      log.push(`rows(${n})`);
      return [`page for ${n}`];
    },
  };
  return { log, reads };
}

describe('RememberedTotals.laterPage', () => {
  it("reads a filter's first later page as its total then its rows, and later pages in one statement", async () => {
    const totals = new RememberedTotals(10);
    const { log, reads } = list(() => 40);
    expect(await totals.laterPage('a', reads)).toEqual({ rows: ['page for 40'], total: 40 });
    expect(await totals.laterPage('a', reads)).toEqual({ rows: ['page for 40'], total: 40 });
    expect(log).toEqual(['total', 'rows(40)', 'withTotal(40)']);
  });

  it('reads the page again for the true total when rows came or went since', async () => {
    const totals = new RememberedTotals(10);
    let n = 40;
    const { log, reads } = list(() => n);
    await totals.laterPage('a', reads);
    n = 41;
    expect(await totals.laterPage('a', reads)).toEqual({ rows: ['page for 41'], total: 41 });
    expect(await totals.laterPage('a', reads)).toEqual({ rows: ['page for 41'], total: 41 });
    expect(log).toEqual(['total', 'rows(40)', 'withTotal(40)', 'rows(41)', 'withTotal(41)']);
  });

  it('keeps each filter apart and forgets the least recently read beyond its capacity', async () => {
    const totals = new RememberedTotals(2);
    const a = list(() => 1);
    const b = list(() => 2);
    const c = list(() => 3);
    await totals.laterPage('a', a.reads);
    await totals.laterPage('b', b.reads);
    await totals.laterPage('a', a.reads); // 'a' read last: 'b' is now the oldest
    await totals.laterPage('c', c.reads); // beyond 2: 'b' forgotten
    await totals.laterPage('a', a.reads);
    await totals.laterPage('b', b.reads);
    expect(a.log).toEqual(['total', 'rows(1)', 'withTotal(1)', 'withTotal(1)']);
    expect(b.log).toEqual(['total', 'rows(2)', 'total', 'rows(2)']);
  });
});
