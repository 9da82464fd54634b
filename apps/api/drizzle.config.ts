import { defineConfig } from 'drizzle-kit';

// Migrations are made only by drizzle-kit (docs/api-database.md, "Migrations"), run from apps/api so that
// drizzle-kit finds the workspace's path aliases (apps/api/tsconfig.json):
//   npx nx run api:db-generate -- --name <what>            (from the schema files)
//   npx nx run api:db-generate -- --custom --name <what>   (an empty file for triggers and other hand SQL)
// `npx nx run api:db-check` (CI) fails when `drizzle-kit check` finds a problem or when generate would write a
// migration. The API applies them at start-up (libs/api/server/src/db/database.ts); never run `drizzle-kit
// migrate` against PGlite: it fails silently.
//
// The tables: the shared ones (libs/api/server/src/db/*.schema.ts, split by concern; server.schema.ts re-exports
// them, and drizzle-kit counts a table exported twice once) and each area's (libs/api/<area>/src/<area>.schema.ts),
// found by the globs: a new shared or area schema file needs no edit here.
// `ticket_counts` is not in a *.schema.ts file on purpose (libs/api/helpdesk/src/ticket-counts.ts): its table
// and trigger are hand SQL (migrations 0002, 0004) that drizzle-kit neither creates nor alters.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['../../libs/api/server/src/db/*.schema.ts', '../../libs/api/*/src/*.schema.ts'],
  // DRIZZLE_OUT: the db-check target points it at a temporary copy (tools/scripts/db-check.mjs).
  out: process.env.DRIZZLE_OUT ?? '../../libs/api/server/drizzle',
});
