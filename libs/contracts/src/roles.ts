/** The three roles of spec 1 section 1; the wire value of `role` in tokens and payloads. */
export const Roles = { Employee: 'Employee', Department: 'Department', SuperAdmin: 'SuperAdmin' } as const;
export type Role = (typeof Roles)[keyof typeof Roles];
export const ALL_ROLES: readonly Role[] = [Roles.Employee, Roles.Department, Roles.SuperAdmin];
/** Self sign-up offers only these (spec 1 section 6). */
export const SIGNUP_ROLES: readonly Role[] = [Roles.Employee, Roles.Department];

/** Business constants of spec 1 section 9. */
export const Limits = {
  minPasswordLength: 6,
  pinLength: 4,
  ticketImageMaxBytes: 1_048_576,
  /** Homepage banner-set images (spec 1 section 5; DECISIONS.md Limits). */
  bannerImageMaxBytes: 1_048_576,
  /** Content (CMS) images: 10 MB by default, the API's CONTENT_IMAGE_MAX_BYTES configures it (DECISIONS.md Limits). */
  contentImageMaxBytes: 10_000_000,
  pageSize: 10,
  pagerRange: 5,
  descriptionCut: 100,
  sidebarOpenMinWidthPx: 650,
  notificationScrollHeightPx: 220,
  richTextHeightPx: 300,
  toastMs: 3000,
  faqDeleteToastMs: 2000,
} as const;

/** The time zone every date of the console is shown in (spec 1 section 9). */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';
