import { AREAS, AREA_KEYS, areaForPath, findAreaPage, matchesAreaPath } from './areas';
import { Roles } from './roles';

describe('AREAS', () => {
  it('has one entry per area key, in order', () => {
    expect(AREAS.map((a) => a.key)).toEqual(AREA_KEYS);
  });

  it('never lists a path twice', () => {
    const paths = AREAS.flatMap((a) => a.pages.map((p) => p.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves the shell routes to the shell', () => {
    for (const p of [
      '/login',
      '/signup',
      '/otpVerify',
      '/lock',
      '/dashboard',
      '/users/change-password',
      '/',
    ]) {
      expect(areaForPath(p)).toBeUndefined();
    }
  });

  it('links param-free addresses in the sidebar: a page with params names one its path matches', () => {
    for (const page of AREAS.flatMap((a) => a.pages)) {
      if (typeof page.nav === 'string') {
        expect(page.nav).not.toContain(':');
        expect(matchesAreaPath(page.path, page.nav)).toBe(true);
      } else if (page.nav) expect(page.path).not.toContain(':');
    }
    expect(findAreaPage('/property/all')?.page.nav).toBe('/property/all');
  });

  it('covers every route of the old console (ARCHITECTURE.md, "Every route has its area")', () => {
    const routes =
      '/content-home /contactUs /contactUs/seo /contactUs/list /contactUs/subscription /terms /terms/seo /terms-hotel ' +
      '/terms-hotel/seo /privacy /privacy/seo /faq /faq/seo /faq/7 /about /about/seo /pressRoom /pressRoom/seo /addHotel ' +
      '/editHotel/1 /hotels /addProperty /editProperty/1 /property/all /billing/1 /billingDetails/1/2 ' +
      '/monthlyBillingPaymentFails /missingPropertyID /coupons /coupons/create /coupons/3 /reporting /expediaURLError ' +
      '/propertyType /reportingPropertyType /groupRegionalManagers /all-useradmins /add-useradmins /customerRecords/9 ' +
      '/reservations /reservationDetails/5 /noShow/approved /noShow/unapproved /pricing /reviews/4 /users /add-ticket ' +
      '/add-myticket /all-tickets /all-mytickets /view-ticket /view-myticket /edit-department/8 /add-department ' +
      '/all-departments /all-images /users-all /users/create /users-all/6 /users-all/6/role-management /logs/rate-gain ' +
      '/logs/exchange-rate-gain /logs/cancellation-period /vatgst /add-vat /edit-vat/2 /exchange-rate-history /archives ' +
      '/execute-billing /execute-billing/11 /customers/9';
    const missing = routes.split(' ').filter((r) => areaForPath(r) === undefined);
    expect(missing).toEqual([]);
  });

  it('assigns routes to their areas, params and queries included', () => {
    expect(areaForPath('/all-tickets')).toBe('helpdesk');
    expect(areaForPath('/view-ticket?ticketId=12')).toBe('helpdesk');
    expect(areaForPath('/edit-department/abc')).toBe('helpdesk');
    expect(areaForPath('/faq/abc')).toBe('cms');
    expect(areaForPath('/outbox')).toBe('admin-users');
    expect(areaForPath('/execute-billing/42/')).toBe('hotels');
    expect(areaForPath('/reviews/42')).toBe('bookings');
    expect(areaForPath('/users-all/1/role-management')).toBe('admin-users');
    expect(areaForPath('/edit-department')).toBeUndefined();
    expect(areaForPath('/edit-department/1/extra')).toBeUndefined();
  });

  it("gives ticket pages to their roles, the department list's read-only variant to Department users, everything else to the SuperAdmin", () => {
    expect(findAreaPage('/all-tickets')?.page.roles).toEqual([
      Roles.Employee,
      Roles.Department,
      Roles.SuperAdmin,
    ]);
    expect(findAreaPage('/add-ticket')?.page.roles).toEqual([Roles.Employee]);
    expect(findAreaPage('/all-mytickets')?.page.roles).toEqual([Roles.Department]);
    // The Department role's read-only department list and its details page (docs/areas/helpdesk.md).
    expect(findAreaPage('/all-departments')?.page.roles).toEqual([Roles.SuperAdmin, Roles.Department]);
    expect(findAreaPage('/department-details/42')?.page.roles).toEqual([Roles.Department]);
    const readOnly = ['/all-departments', '/department-details/:departmentId', '/canned-replies', '/department-sla/:departmentId'];
    const others = AREAS.flatMap((a) => a.pages).filter((p) => !/ticket/.test(p.path) && !readOnly.includes(p.path));
    for (const p of others) expect(p.roles).toEqual([Roles.SuperAdmin]);
  });

  it('matches one non-empty segment per param', () => {
    expect(matchesAreaPath('/a/:id', '/a/1')).toBe(true);
    expect(matchesAreaPath('/a/:id', '/a/')).toBe(false);
  });
});
