-- The property listing sorted by another column than its default within a chain or a status (docs/api-database.md,
-- "Which index a list reads"): the filter's column, then the sort's key and id, over the hotels not deleted, beside
-- migration 0040's (which serve the default order and name within each filter, and every sort unfiltered). Without
-- them a page reads the unfiltered sort's index and skips the other chains' hotels: the last page of the big chain
-- by city read 376 rows for 10. Hand SQL, as 0040: `hotels` is a shared table (libs/api/server/src/db/server.schema.ts).
CREATE INDEX IF NOT EXISTS "hotels_list_chain_property_id_idx" ON "hotels" ("commission_id", lower(coalesce("property_id", '')), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_city_idx" ON "hotels" ("commission_id", lower("city"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_status_id_idx" ON "hotels" ("commission_id", "status", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_billing_idx" ON "hotels" ("commission_id", ("payment_method_id" IS NOT NULL), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_property_id_idx" ON "hotels" ("status", lower(coalesce("property_id", '')), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_city_idx" ON "hotels" ("status", lower("city"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_billing_idx" ON "hotels" ("status", ("payment_method_id" IS NOT NULL), "id") WHERE "deleted_at" IS NULL;
