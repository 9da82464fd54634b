/**
 * The users area's own table (docs/areas/users.md, "Data"): the spreadsheet uploads with their reports. Users,
 * their chain and hotels, PINs and step-ups are shared tables (`@backoffice/api-server/schema`): sign-in, the
 * chains area and the access hook read them too. drizzle-kit reads this file through the glob of
 * apps/api/drizzle.config.ts.
 */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, users } from '@backoffice/api-server/schema';

/**
 * One POST /user/uploadExcelUsers: who sent which file (its SHA-256), how many rows were read, created and
 * refused, and the report answered (`UserUploadReport`, kept so that the upload's history can be read back).
 */
export const userImports = pgTable(
  'user_imports',
  {
    id: id(),
    createdBy: uuid('created_by').references(() => users.id),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    rowCount: integer('row_count').notNull(),
    createdCount: integer('created_count').notNull(),
    refusedCount: integer('refused_count').notNull(),
    report: jsonb('report').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_imports_created_idx').on(t.createdAt.desc())],
);

export const usersSchema = { userImports };
