-- The Expedia error list (GET /report, docs/areas/chains.md) finds the hotel each report's URL names among the
-- hotels not deleted, first added first: an index by URL then that order (docs/api-database.md, "Which index a
-- list reads"), instead of reading every hotel for a page of reports. Hand SQL beside migration 0040's: `hotels`
-- is a shared table (libs/api/server/src/db/server.schema.ts) whose schema declares no list index of the areas.
CREATE INDEX IF NOT EXISTS "hotels_expedia_url_idx" ON "hotels" ("expedia_url", "created_at", "id") WHERE "deleted_at" IS NULL;
