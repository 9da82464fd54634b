import { findAreaPage } from './areas';
import { DASHBOARD_NO_SHOW_DAYS, DASHBOARD_QUEUES, DASHBOARD_QUEUE_LINKS, dashboardQueuePath, noShowQueueFrom } from './dashboard-queues';
import { Roles } from './roles';

describe('the dashboard queues’ links (docs/areas/dashboard.md, "Work queues")', () => {
  it('lead every queue to a page of the route table the SuperAdmin opens, every placeholder replaced', () => {
    for (const key of DASHBOARD_QUEUES) {
      const link = new URL(dashboardQueuePath(key, '2026-12-06', '2026-12-07'), 'http://console');
      expect({ key, roles: findAreaPage(link.pathname)?.page.roles }).toEqual({ key, roles: expect.arrayContaining([Roles.SuperAdmin]) });
      expect(link.search).not.toMatch(/[{}]|%7B/);
    }
  });

  it('writes the days of today, tomorrow, the no-show window and the month', () => {
    expect(dashboardQueuePath('arrivalsToday', '2026-12-06', '2026-12-07')).toBe('/reservations?from=2026-12-06&to=2026-12-06');
    expect(dashboardQueuePath('arrivalsTomorrow', '2026-12-06', '2026-12-07')).toBe('/reservations?from=2026-12-07&to=2026-12-07');
    expect(dashboardQueuePath('unapprovedNoShows', '2026-12-06', '2026-12-07')).toBe('/noShow/unapproved?from=2026-11-07&to=2026-12-06');
    expect(dashboardQueuePath('failedPayments', '2026-12-06', '2026-12-07')).toBe('/monthlyBillingPaymentFails?from=2026-12-01&to=2026-12-06');
  });

  it('counts the no-show window as DASHBOARD_NO_SHOW_DAYS days, today included, across a year and a leap day', () => {
    expect(DASHBOARD_NO_SHOW_DAYS).toBe(30);
    expect(noShowQueueFrom('2027-01-10')).toBe('2026-12-12');
    expect(noShowQueueFrom('2028-03-15')).toBe('2028-02-15');
  });

  it('says which links lead to the closest page rather than the exact records', () => {
    expect(DASHBOARD_QUEUES.filter((key) => !DASHBOARD_QUEUE_LINKS[key].exact)).toEqual(['slaBreaches', 'statementsNotSent', 'invoicesUnpaid']);
  });
});
