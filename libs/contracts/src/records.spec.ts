import { FILTERED_LISTS, RECORD_TYPES, findRecordMentions, recordPath } from './records';
import { findAreaPage } from './areas';

describe('recordPath', () => {
  it('gives every record type a page of the route table', () => {
    for (const type of RECORD_TYPES) {
      const path = recordPath({ type, id: type === 'content' ? '/faq' : 'x1', parentId: 'p1', name: 'n' });
      expect(path && findAreaPage(path)).toBeTruthy();
    }
  });

  it("answers null where the role may not open the record's page", () => {
    expect(recordPath({ type: 'reservation', id: 'r1' }, 'SuperAdmin')).toBe('/reservationDetails/r1');
    expect(recordPath({ type: 'reservation', id: 'r1' }, 'Employee')).toBeNull();
    expect(recordPath({ type: 'ticket', id: 't 1' }, 'Employee')).toBe('/view-ticket?ticketId=t%201');
    expect(recordPath({ type: 'department', id: 'd1' }, 'Department')).toBe('/department-details/d1');
    expect(recordPath({ type: 'department', id: 'd1' }, 'SuperAdmin')).toBe('/edit-department/d1');
    expect(recordPath({ type: 'invoice', id: 'i1' })).toBeNull();
  });

  it('links counts to the list filtered to what they count', () => {
    expect(FILTERED_LISTS.reservations({ couponId: 'c1' })).toBe('/reservations?couponId=c1');
    expect(FILTERED_LISTS.tickets({ about: { type: 'hotel', id: 'h1' } })).toBe('/all-tickets?about=hotel%3Ah1');
  });
});

describe('findRecordMentions', () => {
  it('finds booking, invoice and ticket numbers and e-mails in order, without overlaps', () => {
    const text = 'TF100707 and INV-000012, mail a.b@x.io re TK-000031; TF12 is too short';
    expect(findRecordMentions(text).map((m) => [m.type, m.reference, text.slice(m.start, m.end)])).toEqual([
      ['reservation', 'TF100707', 'TF100707'],
      ['invoice', 'INV-000012', 'INV-000012'],
      ['user', 'a.b@x.io', 'a.b@x.io'],
      ['ticket', 'TK-000031', 'TK-000031'],
    ]);
  });

  it('does not link a booking number inside a longer word', () => {
    expect(findRecordMentions('XTF100707 TF100707X')).toEqual([]);
  });
});
