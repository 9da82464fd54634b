import { ALL_ROLES, Roles, type Role } from './roles';

/** The five remotes of the console (ARCHITECTURE.md, "Projects"). */
export type AreaKey = 'helpdesk' | 'cms' | 'hotels' | 'bookings' | 'admin-users';

export const AREA_KEYS: readonly AreaKey[] = ['helpdesk', 'cms', 'hotels', 'bookings', 'admin-users'];

/**
 * One route of an area.
 * - `path`: absolute, as in the spec's route tables, with `:param` segments (react-router syntax);
 *   query strings are not part of it (`/view-ticket?ticketId=` is `/view-ticket`).
 * - `label`: the page's title; the heading of its page and, when `nav` is set, its sidebar entry.
 * - `roles`: who may open it (docs/areas/platform.md, "Roles and access"); the server enforces the same.
 * - `nav`: shown as a sidebar entry. A page with params gives the entry's address instead of `true`
 *   (`/property/:hotelAdminID` is linked as '/property/all').
 */
export interface AreaPage {
  path: string;
  label: string;
  roles: Role[];
  nav?: boolean | string;
}

export interface Area {
  key: AreaKey;
  title: string;
  pages: AreaPage[];
}

const SA: Role[] = [Roles.SuperAdmin];
const ALL: Role[] = [...ALL_ROLES];
const DEPT: Role[] = [Roles.Department];
const EMP: Role[] = [Roles.Employee];

const sa = (path: string, label: string, nav?: boolean | string): AreaPage =>
  nav ? { path, label, roles: SA, nav } : { path, label, roles: SA };

/**
 * The route table of every area (docs/areas/platform.md, "Routes and guards"; the areas' docs;
 * ARCHITECTURE.md, "Every route has its area"). The shell's sidebar and router read it; each remote renders exactly
 * these paths. `/login`, `/signup`, `/otpVerify`, `/lock`, `/dashboard` and `/users/change-password` belong
 * to the shell.
 */
export const AREAS: readonly Area[] = [
  {
    key: 'helpdesk',
    title: 'Help Desk',
    pages: [
      { path: '/all-tickets', label: 'Ticket Management', roles: ALL, nav: true },
      { path: '/add-ticket', label: 'Add Ticket', roles: EMP },
      { path: '/view-ticket', label: 'View Ticket', roles: ALL },
      { path: '/all-mytickets', label: 'My Tickets', roles: DEPT, nav: true },
      { path: '/add-myticket', label: 'Add My Ticket', roles: DEPT },
      { path: '/view-myticket', label: 'View My Ticket', roles: DEPT },
      // A Department user opens the read-only variant (docs/areas/helpdesk.md); its sidebar has no entry for it
      // (the shell's sidebar entries are per role: apps/shell/src/layout/nav-items.ts), the dashboard and the
      // ticket lists link it.
      { path: '/all-departments', label: 'Department Management', roles: [...SA, ...DEPT], nav: true },
      { path: '/department-details/:departmentId', label: 'Department Details', roles: DEPT },
      sa('/add-department', 'Add Department'),
      sa('/edit-department/:departmentId', 'Edit Department'),
      // Saved answers of the agents (docs/areas/helpdesk.md, "Canned replies"); linked from the reply form's picker.
      { path: '/canned-replies', label: 'Canned Replies', roles: [...SA, ...DEPT] },
      // A department's SLA targets and business calendar (docs/areas/helpdesk.md, "SLAs"): the SuperAdmin edits, the
      // department's users read; linked from the department's edit and details pages.
      { path: '/department-sla/:departmentId', label: 'SLA & Business Hours', roles: [...SA, ...DEPT] },
    ],
  },
  {
    key: 'cms',
    title: 'Website Content',
    pages: [
      sa('/all-images', 'Manage Images', true),
      sa('/content-home', 'Homepage', true),
      sa('/contactUs', 'Contact Us', true),
      sa('/contactUs/seo', 'Contact Us SEO'),
      sa('/contactUs/list', 'Contact Us List', true),
      sa('/contactUs/subscription', 'Subscription List', true),
      sa('/terms', 'User Terms & Conditions', true),
      sa('/terms/seo', 'User Terms & Conditions SEO'),
      sa('/terms-hotel', 'Hotel Terms & Conditions', true),
      sa('/terms-hotel/seo', 'Hotel Terms & Conditions SEO'),
      sa('/privacy', 'Privacy Policy', true),
      sa('/privacy/seo', 'Privacy Policy SEO'),
      sa('/faq', 'FAQ', true),
      sa('/faq/seo', 'FAQ SEO'),
      sa('/faq/:fqaID', 'FAQ Detail'),
      sa('/about', 'About', true),
      sa('/about/seo', 'About SEO'),
      sa('/pressRoom', 'Press Room', true),
      sa('/pressRoom/seo', 'Press Room SEO'),
    ],
  },
  {
    key: 'hotels',
    title: 'Hotels & Billing',
    pages: [
      sa('/hotels', 'Hotels', true),
      sa('/addHotel', 'Add Hotel'),
      sa('/editHotel/:hotelId', 'Edit Hotel'),
      sa('/addProperty', 'Add Property'),
      sa('/editProperty/:propertyId', 'Edit Property'),
      sa('/property/:hotelAdminID', 'Property Listing', '/property/all'),
      sa('/billing/:propertyId', 'Invoices'),
      sa('/billingDetails/:propertyId/:invoiceId', 'Invoice Detail'),
      sa('/reporting', 'Reporting', true),
      sa('/monthlyBillingPaymentFails', 'Monthly Billing Payment Fails', true),
      sa('/missingPropertyID', 'Missing Property ID', true),
      sa('/execute-billing', 'Execute Billing', true),
      sa('/execute-billing/:billingId', 'Billing Statement'),
      sa('/propertyType', 'Property Chains', true),
      sa('/groupRegionalManagers', 'Hotel Managers', true),
      sa('/reportingPropertyType', 'Property Chain Reporting', true),
      sa('/expediaURLError', 'Expedia Hotel Errors', true),
      sa('/archives', 'Archives', true),
    ],
  },
  {
    key: 'bookings',
    title: 'Bookings',
    pages: [
      sa('/reservations', 'Reservations', true),
      sa('/reservationDetails/:reserveID', 'Reservation Details'),
      sa('/pricing', 'Pricing', true),
      sa('/noShow/unapproved', 'No Shows (Unapproved)', true),
      sa('/noShow/approved', 'No Shows (Approved)', true),
      sa('/approvals', 'Approvals', true),
      sa('/approvals/thresholds', 'Approval Thresholds'),
      sa('/reviews/:hotelId', 'Reviews'),
      sa('/coupons', 'Coupons', true),
      sa('/coupons/create', 'Create Coupon'),
      sa('/coupons/:id', 'Edit Coupon'),
      sa('/customerRecords/:customerID', 'Customer Records'),
      sa('/customers/:customerID', 'Customer Information'),
      sa('/vatgst', 'Country VAT/GST', true),
      sa('/add-vat', 'Add Country'),
      sa('/edit-vat/:vatId', 'Edit Country'),
      sa('/logs/rate-gain', 'Rate Gain Log', true),
      sa('/logs/exchange-rate-gain', 'Exchange Rate Log', true),
      sa('/logs/cancellation-period', 'Cancellation Period Log', true),
      sa('/exchange-rate-history', 'Exchange Rate History', true),
      sa('/jobs', 'Scheduled Jobs', true),
    ],
  },
  {
    key: 'admin-users',
    title: 'Users & Admins',
    pages: [
      sa('/users-all', 'Users Management', true),
      sa('/users', 'Users'),
      sa('/users/create', 'Create User'),
      sa('/users-all/:userId', 'Edit User'),
      sa('/users-all/:userId/role-management', 'Role Management'),
      sa('/all-useradmins', 'Admin Management', true),
      sa('/add-useradmins', 'Add Admin'),
      sa('/outbox', 'Sent Mail', true),
    ],
  },
];

function normalise(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed || '/';
}

/** True when `pathname` (no query) matches `pattern` (`:param` segments match any one non-empty segment). */
export function matchesAreaPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = normalise(pathname).split('/');
  if (want.length !== got.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? (got[i] ?? '').length > 0 : seg === got[i]));
}

/** The area and page that own `pathname` (query and hash ignored), or undefined for shell routes and unknown paths. */
export function findAreaPage(pathname: string): { area: Area; page: AreaPage } | undefined {
  for (const area of AREAS) {
    const page = area.pages.find((p) => matchesAreaPath(p.path, pathname));
    if (page) return { area, page };
  }
  return undefined;
}

/** The area owning `pathname`, e.g. `areaForPath('/edit-department/42') === 'helpdesk'`. */
export function areaForPath(pathname: string): AreaKey | undefined {
  return findAreaPage(pathname)?.area.key;
}

/** The area definition for a key. */
export function getArea(key: AreaKey): Area {
  const area = AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}
