import { ROLE_TYPES, USER_KINDS } from '@backoffice/contracts';
import {
  STORED_ROLE,
  accessLevelAgrees,
  isLockedKind,
  isLockedType,
  mayGrant,
  mayManage,
  parseExpireDate,
  rankOfKind,
  rankOfRole,
} from './rules';

describe('role ceiling', () => {
  it('ranks SuperAdmin above Department above Employee above hotel and customer accounts', () => {
    expect([rankOfRole('SuperAdmin'), rankOfRole('Department'), rankOfRole('Employee'), rankOfRole(null)]).toEqual([3, 2, 1, 0]);
    const ranks = Object.fromEntries(USER_KINDS.map((k) => [k, rankOfKind(k)]));
    expect(ranks).toEqual({
      Admin: 3,
      Department: 2,
      Employee: 1,
      'Hotel Manager': 0,
      'Revenue Manager': 0,
      Owner: 0,
      'Reservation Contact': 0,
      Manager: 0,
      Customer: 0,
      Guest: 0,
    });
  });

  it('lets a SuperAdmin grant every type, and nobody else grant Admin', () => {
    for (const type of ROLE_TYPES) expect(mayGrant('SuperAdmin', type)).toBe(true);
    for (const role of ['Department', 'Employee', null] as const) {
      expect(mayGrant(role, 'Admin')).toBe(false);
      expect(mayGrant(role, 'Hotel Manager')).toBe(true);
    }
  });

  it('lets a caller manage users ranked at or below them only', () => {
    expect(mayManage('SuperAdmin', 'Admin')).toBe(true);
    expect(mayManage('Department', 'Admin')).toBe(false);
    expect(mayManage('Department', 'Department')).toBe(true);
    expect(mayManage('Employee', 'Department')).toBe(false);
    expect(mayManage('Employee', 'Customer')).toBe(true);
    expect(mayManage(null, 'Employee')).toBe(false);
  });
});

describe('role management types', () => {
  it('locks Customer and Guest', () => {
    expect(ROLE_TYPES.filter(isLockedType)).toEqual(['Customer', 'Guest']);
    expect(USER_KINDS.filter(isLockedKind)).toEqual(['Customer', 'Guest']);
  });

  it('stores each assignable type as the spec says', () => {
    expect(STORED_ROLE).toEqual({
      'Hotel Manager': { role: null, userType: 'EMPLOYEE', accessLevel: 'REGIONALMANAGER' },
      'Revenue Manager': { role: null, userType: 'EMPLOYEE', accessLevel: 'GROUPMANAGER' },
      Owner: { role: null, userType: 'ADMIN', accessLevel: 'OWNER' },
      Admin: { role: 'SuperAdmin', userType: null, accessLevel: null },
    });
  });

  it("accepts an absent access level or the type's own", () => {
    expect(accessLevelAgrees('Hotel Manager', undefined)).toBe(true);
    expect(accessLevelAgrees('Hotel Manager', 'REGIONALMANAGER')).toBe(true);
    expect(accessLevelAgrees('Hotel Manager', 'GROUPMANAGER')).toBe(false);
    expect(accessLevelAgrees('Owner', 'OWNER')).toBe(true);
    expect(accessLevelAgrees('Admin', '')).toBe(true);
    expect(accessLevelAgrees('Admin', 'OWNER')).toBe(false);
  });
});

describe('parseExpireDate', () => {
  it('reads a day as the start of that UTC day and an instant as is', () => {
    expect(parseExpireDate('2026-11-25')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(parseExpireDate('2026-11-25T10:30:00.000Z')?.toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(parseExpireDate('2026-11-25T10:30:00+05:30')?.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });

  it('refuses anything else', () => {
    for (const text of ['', 'tomorrow', '2026-02-30', '2026-13-01', '25/11/2026', '2026-02-30T00:00:00Z', '2026-11-25T10:30', '1e12']) {
      expect(parseExpireDate(text)).toBeNull();
    }
  });
});
