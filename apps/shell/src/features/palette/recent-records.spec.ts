import { readRecent, RECENT_LIMIT, recentKey, recordAt, rememberRecord } from './recent-records';

beforeEach(() => localStorage.clear());

describe('recordAt', () => {
  it('reads the record a page shows from its address, as records.ts writes it for the role', () => {
    expect(recordAt('/reservationDetails/r%201', '', 'SuperAdmin')).toEqual({ type: 'reservation', id: 'r 1' });
    expect(recordAt('/view-ticket', '?ticketId=t9', 'Employee')).toEqual({ type: 'ticket', id: 't9' });
    expect(recordAt('/execute-billing/p1', '?statement=s2', 'SuperAdmin')).toEqual({ type: 'statement', id: 's2' });
    expect(recordAt('/execute-billing/p1', '', 'SuperAdmin')).toEqual({ type: 'billingPeriod', id: 'p1' });
    expect(recordAt('/billingDetails/h1/i3', '', 'SuperAdmin')).toEqual({ type: 'invoice', id: 'i3' });
    expect(recordAt('/department-details/d1', '', 'Department')).toEqual({ type: 'department', id: 'd1' });
    expect(recordAt('/reservationDetails/r1', '', 'Employee')).toBeNull(); // not an Employee's page
    expect(recordAt('/reservations', '', 'SuperAdmin')).toBeNull();
  });
});

describe('the recent records', () => {
  it('keeps the newest first, once per record, at most ten, per user; ignores a damaged record', () => {
    for (let i = 0; i < RECENT_LIMIT + 2; i++) rememberRecord('u1', { type: 'hotel', id: `h${i}`, title: `Hotel ${i}`, route: `/editHotel/h${i}` });
    rememberRecord('u1', { type: 'hotel', id: 'h5', title: 'Hotel Five', route: '/editHotel/h5' });
    const list = readRecent('u1');
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list.slice(0, 3).map((r) => r.title)).toEqual(['Hotel Five', 'Hotel 11', 'Hotel 10']);
    expect(list.filter((r) => r.id === 'h5')).toHaveLength(1);
    expect(readRecent('u2')).toEqual([]);
    localStorage.setItem(recentKey('u2'), '{not json');
    expect(readRecent('u2')).toEqual([]);
  });
});
