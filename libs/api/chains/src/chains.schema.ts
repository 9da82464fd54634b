/**
 * The chains area's own table (docs/areas/chains.md, "Data"): the Expedia error reports. Chains are the shared
 * `commissions` table and managers are users; a manager's chain and hotels (`manager_chains`, `manager_hotels`)
 * are shared tables too (`@backoffice/api-server/schema`), since role management (docs/areas/users.md) writes
 * them as well; they are re-exported here for this area's code. drizzle-kit reads this file through the glob of
 * apps/api/drizzle.config.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, managerChains, managerHotels, updatedAt } from '@backoffice/api-server/schema';

export { managerChains, managerHotels };

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

export const chainsSchema = { expediaReports };
