-- The property listing (GET /hotel/list, GET /hotel/getHotel/{hotelAdminID}) and the chains list, whatever the
-- size of one chain (docs/api-database.md, "Which index a list reads"). Hand SQL: `hotels` is a shared table
-- (libs/api/server/src/db/server.schema.ts) and the hotels area owns its listing; drizzle-kit neither creates nor
-- alters these indexes, the counters table or its trigger (libs/api/hotels/src/listing/hotel-counts.ts).
--
-- 1. One index per scope and filter combination the console sends, over the hotels not deleted: the equalities
--    (status, chain, owner), then the order (newest first: created_at, id; read backwards). The Missing Property
--    ID list (by name) and the unfiltered list's sortable columns have theirs.
CREATE INDEX IF NOT EXISTS "hotels_list_created_idx" ON "hotels" ("created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_created_idx" ON "hotels" ("status", "created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_created_idx" ON "hotels" ("commission_id", "created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_status_created_idx" ON "hotels" ("commission_id", "status", "created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_owner_created_idx" ON "hotels" ("owner_id", "created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_name_idx" ON "hotels" (lower("name"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_name_idx" ON "hotels" ("commission_id", lower("name"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_name_idx" ON "hotels" ("status", lower("name"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_missing_name_idx" ON "hotels" (lower("name"), "id")
	WHERE "deleted_at" IS NULL AND coalesce("property_id", '') = '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_property_id_idx" ON "hotels" (lower(coalesce("property_id", '')), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_city_idx" ON "hotels" (lower("city"), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_id_idx" ON "hotels" ("status", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_billing_idx" ON "hotels" (("payment_method_id" IS NOT NULL), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- 2. The totals: n hotels not deleted are in chain commission_id (NULL: none), have status and lack (or not) a
--    property ID. A list's total sums at most 6 rows per chain here instead of counting the chain's hotels; the
--    chains list's hotel counts too. Kept exact in the same transaction as every insert, delete and change of
--    chain, status, property ID or deletion.
CREATE TABLE IF NOT EXISTS "hotel_counts" (
	"commission_id" uuid,
	"status" text NOT NULL,
	"missing_property_id" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_counts_key" UNIQUE NULLS NOT DISTINCT ("commission_id", "status", "missing_property_id")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.commission_id IS NOT DISTINCT FROM NEW.commission_id AND OLD.status = NEW.status
		AND (coalesce(OLD.property_id, '') = '') = (coalesce(NEW.property_id, '') = '')
		AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
		UPDATE hotel_counts SET n = n - 1
		WHERE commission_id IS NOT DISTINCT FROM OLD.commission_id AND status = OLD.status
			AND missing_property_id = (coalesce(OLD.property_id, '') = '');
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
		INSERT INTO hotel_counts (commission_id, status, missing_property_id, n)
		VALUES (NEW.commission_id, NEW.status, coalesce(NEW.property_id, '') = '', 1)
		ON CONFLICT (commission_id, status, missing_property_id) DO UPDATE SET n = hotel_counts.n + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM hotel_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotels_count" ON "hotels";--> statement-breakpoint
CREATE TRIGGER "hotels_count" AFTER INSERT OR DELETE OR UPDATE OF "commission_id", "status", "property_id", "deleted_at"
	ON "hotels" FOR EACH ROW EXECUTE FUNCTION "hotel_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotels_count_truncate" ON "hotels";--> statement-breakpoint
CREATE TRIGGER "hotels_count_truncate" AFTER TRUNCATE ON "hotels"
	FOR EACH STATEMENT EXECUTE FUNCTION "hotel_counts_reset"();--> statement-breakpoint
DELETE FROM "hotel_counts";--> statement-breakpoint
INSERT INTO "hotel_counts" ("commission_id", "status", "missing_property_id", "n")
	SELECT "commission_id", "status", coalesce("property_id", '') = '', count(*) FROM "hotels" WHERE "deleted_at" IS NULL
	GROUP BY 1, 2, 3;
