/**
 * The console's business constants in one object, for the screens (docs/areas/platform.md; the per-area
 * constants beside this file hold the same numbers under their own names).
 */
import { BANNER_IMAGE_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES } from './cms-media';
import { PASSWORD_MIN_LENGTH, PIN_LENGTH } from './platform';
import { TICKET_IMAGE_MAX_BYTES } from './helpdesk';

/** Business constants: lengths in characters, sizes in bytes, durations in milliseconds, heights in pixels. */
export const Limits = {
  /** Shortest password, in characters. */
  minPasswordLength: PASSWORD_MIN_LENGTH,
  /** Digits of the admin's PIN. */
  pinLength: PIN_LENGTH,
  /** Ticket and reply images, in bytes (1 MB). */
  ticketImageMaxBytes: TICKET_IMAGE_MAX_BYTES,
  /** Homepage banner-set images, in bytes (1 MB). */
  bannerImageMaxBytes: BANNER_IMAGE_MAX_BYTES,
  /** Content (CMS) images, in bytes: 10 MB by default, the API's CONTENT_IMAGE_MAX_BYTES configures it. */
  contentImageMaxBytes: CONTENT_IMAGE_MAX_BYTES,
  /** Rows per list page. */
  pageSize: 10,
  /** Numbered buttons of the pager. */
  pagerRange: 5,
  /** Characters of a description shown in a list before it is cut. */
  descriptionCut: 100,
  /** Below this window width (pixels) the sidebar starts closed. */
  sidebarOpenMinWidthPx: 650,
  /** Height of the notification list before it scrolls, in pixels. */
  notificationScrollHeightPx: 220,
  /** Height of a rich-text editor, in pixels. */
  richTextHeightPx: 300,
  /** How long a toast shows, in milliseconds. */
  toastMs: 3000,
  /** How long the FAQ delete toast shows, in milliseconds. */
  faqDeleteToastMs: 2000,
} as const;

/** The time zone every date of the console is shown in. */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * The time zones the console offers where a person picks one (the user menu's display zone, a department's SLA
 * calendar): the display zone first, then the zones of the marketplace's hotels and of the people who run it. A
 * picker adds a zone that is not among them (the browser's own, a stored one) rather than refuse it.
 */
export const COMMON_TIME_ZONES: readonly string[] = [
  'Asia/Kolkata',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Perth',
  'Pacific/Auckland',
  'Asia/Singapore',
  'Asia/Bangkok',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'UTC',
];
