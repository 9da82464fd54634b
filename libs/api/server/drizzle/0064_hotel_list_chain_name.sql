-- The property listing sorted by chain name, and every listing page without reading the chains (docs/api-database.md,
-- "Which index a list reads", rules 1 and 4; docs/areas/hotels.md, "Property listing"). Until now the chain name's
-- sort joined `commissions` and sorted every hotel of the scope, and each page looked its hotels' chain up in
-- `commissions`, which with a few dozen chains the planner scanned whole per page (the bench's hotels by name: 131
-- rows read for 10, the last page 173). Hand SQL: `hotels` is a shared table (libs/api/server) and the hotels area
-- owns its listing; drizzle-kit does not manage this column, its triggers or these indexes
-- (libs/api/hotels/src/listing/listing.ts).
--
-- 1. Each hotel carries its chain's name (`chain_name`, NULL: no chain, the listing's Other), set from the chain when
--    the hotel is written with a chain, and changed on each of the chain's hotels when the chain is renamed (one
--    UPDATE of those hotels, in the chain's transaction).
ALTER TABLE "hotels" ADD COLUMN IF NOT EXISTS "chain_name" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_chain_name_of_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.chain_name := (SELECT client_type_name FROM commissions WHERE id = NEW.commission_id);
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotels_chain_name" ON "hotels";--> statement-breakpoint
CREATE TRIGGER "hotels_chain_name" BEFORE INSERT OR UPDATE OF "commission_id" ON "hotels"
	FOR EACH ROW EXECUTE FUNCTION "hotel_chain_name_of_chain"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "commission_name_moves_hotels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE hotels SET chain_name = NEW.client_type_name WHERE commission_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "commissions_hotels_chain_name" ON "commissions";--> statement-breakpoint
CREATE TRIGGER "commissions_hotels_chain_name" AFTER UPDATE OF "client_type_name" ON "commissions"
	FOR EACH ROW WHEN (OLD.client_type_name IS DISTINCT FROM NEW.client_type_name) EXECUTE FUNCTION "commission_name_moves_hotels"();--> statement-breakpoint
UPDATE "hotels" h SET "chain_name" = c."client_type_name" FROM "commissions" c
	WHERE c."id" = h."commission_id" AND h."chain_name" IS DISTINCT FROM c."client_type_name";--> statement-breakpoint
--
-- 2. The chain name's sort (`lower(coalesce(chain_name, 'Other'))`, then the id), as 0040's and 0059's sorts: the
--    whole list, a status, a chain (its hotels share one name: the order is the id's). Cost: 3 entries more per
--    hotel written.
CREATE INDEX IF NOT EXISTS "hotels_list_by_chain_name_idx" ON "hotels" (lower(coalesce("chain_name", 'Other')), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_status_by_chain_name_idx" ON "hotels" ("status", lower(coalesce("chain_name", 'Other')), "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_list_chain_by_chain_name_idx" ON "hotels" ("commission_id", lower(coalesce("chain_name", 'Other')), "id") WHERE "deleted_at" IS NULL;
