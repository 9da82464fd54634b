/**
 * The chains area's own tables (docs/areas/chains.md, "Data"): which chain a manager belongs to, a Hotel
 * Manager's hotels, and the Expedia error reports. Chains are the shared `commissions` table and managers are
 * users (`@backoffice/api-server/schema`); this area owns the chains' rates and the managers' assignments.
 * drizzle-kit reads this file through the glob of apps/api/drizzle.config.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { commissions, createdAt, hotels, id, updatedAt, users } from '@backoffice/api-server/schema';

/** A manager's chain: one per manager (Revenue Manager and Hotel Manager alike). */
export const managerChains = pgTable(
  'manager_chains',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    commissionId: uuid('commission_id')
      .notNull()
      .references(() => commissions.id),
  },
  (t) => [index('manager_chains_commission_idx').on(t.commissionId)],
);

/** A Hotel Manager's hotels (all of its chain: the API checks it). */
export const managerHotels = pgTable(
  'manager_hotels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('manager_hotels_hotel_idx').on(t.hotelId)],
);

/** An error of a hotel's Expedia link, filed by the customer app (POST /report): ERROR until marked SOLVED. */
export const expediaReports = pgTable(
  'expedia_reports',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    contactNo: text('contact_no').notNull().default(''),
    url: text('url').notNull(),
    status: text('status', { enum: ['ERROR', 'SOLVED'] }).notNull().default('ERROR'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('expedia_reports_created_idx').on(t.createdAt.desc()), check('expedia_reports_status_check', sql`${t.status} in ('ERROR', 'SOLVED')`)],
);

export const chainsSchema = { managerChains, managerHotels, expediaReports };
