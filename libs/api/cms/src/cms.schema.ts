/**
 * The website content's tables (docs/areas/cms.md): the banner set, content blocks, FAQs and the public forms'
 * records. drizzle-kit reads this file through the glob of apps/api/drizzle.config.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '@backoffice/api-server/schema';

/**
 * The homepage banner image set (docs/areas/cms.md, "Calls"): one record (`singleton` is always 1, unique). Photo
 * lists hold stored media names (`<sha256>.<jpg|png>`, libs/api/server/src/services/images.ts) in upload order.
 */
export const bannerSets = pgTable(
  'banner_sets',
  {
    id: id(),
    singleton: integer('singleton').notNull().default(1),
    horizontalTitle: text('horizontal_title').notNull().default(''),
    verticalTitle: text('vertical_title').notNull().default(''),
    squareTitle: text('square_title').notNull().default(''),
    /** Plain text (HTML tags removed on save). */
    horizontalDescription: text('horizontal_description').notNull().default(''),
    verticalDescription: text('vertical_description').notNull().default(''),
    squareDescription: text('square_description').notNull().default(''),
    linkHor: text('link_hor').notNull().default(''),
    linkVer: text('link_ver').notNull().default(''),
    linkSqr: text('link_sqr').notNull().default(''),
    photosHor: text('photos_hor').array().notNull().default(sql`'{}'::text[]`),
    photosVer: text('photos_ver').array().notNull().default(sql`'{}'::text[]`),
    photosSqr: text('photos_sqr').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banner_sets_singleton_key').on(t.singleton), check('banner_sets_singleton_check', sql`${t.singleton} = 1`)],
);

/**
 * Website content blocks found by tag (docs/areas/cms.md, "Content blocks and tags"; CMS_TAGS). One block per
 * tag, three for the benefits and reasons for travel (`position` 0, 1, 2). The migration creates every block
 * empty; the seed fills them.
 */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: id(),
    tag: text('tag').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull().default(''),
    /** Sanitised rich HTML; plain text on the SEO tags (the meta-description). */
    description: text('description').notNull().default(''),
    /** Stored media names in upload order. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_blocks_tag_position_key').on(t.tag, t.position),
    check('cms_blocks_position_check', sql`${t.position} between 0 and 2`),
  ],
);

/**
 * FAQ entries (docs/areas/cms.md, "Calls"): `question` plain text, `answer` sanitised rich HTML; listed
 * oldest first.
 */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('faqs_created_idx').on(t.createdAt, t.id)],
);

/**
 * Newsletter subscriptions from the public site (docs/areas/cms.md, "Calls"); `email` stored lower-cased,
 * once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_email_key').on(t.email), index('subscriptions_created_idx').on(t.createdAt, t.id)],
);

/** Contact-us enquiries from the public site (docs/areas/cms.md, "Calls"); plain text. */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt, t.id)],
);

/** The website content's tables, for the composed Drizzle schema (apps/api/src/areas.ts). */
export const cmsSchema = { bannerSets, cmsBlocks, faqs, subscriptions, contactEnquiries };
