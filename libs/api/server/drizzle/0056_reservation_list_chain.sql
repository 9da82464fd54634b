-- The reservations list and export filtered by a chain (`commission`), whatever the chain's share of the
-- reservations (docs/api-database.md, "Which index a list reads"). Until now a chain's page was read through the
-- whole list's order index, keeping the chain's hotels' rows: 1/share rows read per row answered (a chain of 2 % of
-- the reservations read 50 rows for each one), and its total summed up to 15 counters per hotel of the chain. Hand
-- SQL beside 0046 (libs/api/bookings/src/reservations/reservation-counts.ts): drizzle-kit neither creates nor alters
-- this column, its triggers, these indexes or the counters table.
--
-- 1. Each reservation carries its hotel's chain (`commission_id`, NULL: a hotel without one, the list's Other), set
--    from the hotel when a reservation is written or moves hotel, and moved with the hotel's reservations when a
--    hotel changes chain (one UPDATE of that hotel's reservations, in the hotel's transaction).
ALTER TABLE "reservations" ADD COLUMN IF NOT EXISTS "commission_id" uuid;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_chain_of_hotel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.commission_id := (SELECT commission_id FROM hotels WHERE id = NEW.hotel_id);
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_chain" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_chain" BEFORE INSERT OR UPDATE OF "hotel_id" ON "reservations"
	FOR EACH ROW EXECUTE FUNCTION "reservation_chain_of_hotel"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_chain_moves_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE reservations SET commission_id = NEW.commission_id WHERE hotel_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotels_reservations_chain" ON "hotels";--> statement-breakpoint
CREATE TRIGGER "hotels_reservations_chain" AFTER UPDATE OF "commission_id" ON "hotels"
	FOR EACH ROW WHEN (OLD.commission_id IS DISTINCT FROM NEW.commission_id) EXECUTE FUNCTION "hotel_chain_moves_reservations"();--> statement-breakpoint
UPDATE "reservations" r SET "commission_id" = h."commission_id" FROM "hotels" h
	WHERE h."id" = r."hotel_id" AND r."commission_id" IS DISTINCT FROM h."commission_id";--> statement-breakpoint
--
-- 2. The chain's indexes, as 0046's per hotel: the chain, then none, a status or a billing mark, then each order.
--    Cost: 6 entries more per reservation written.
CREATE INDEX IF NOT EXISTS "reservations_list_chain_created_idx" ON "reservations" ("commission_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_start_idx" ON "reservations" ("commission_id", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_status_created_idx" ON "reservations" ("commission_id", "status", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_status_start_idx"
	ON "reservations" ("commission_id", "status", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_billing_created_idx"
	ON "reservations" ("commission_id", reservation_billing("excluded", "charge_status"), "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_chain_billing_start_idx"
	ON "reservations" ("commission_id", reservation_billing("excluded", "charge_status"), "reservation_start", "id");--> statement-breakpoint
--
-- 3. A chain's total: n reservations of chain `chain` (the nil uuid: no chain) have status and billing, kept like
--    0046's counters by statement triggers over the transition tables (a hotel changing chain moves its reservations'
--    counts through the UPDATE of step 1).
CREATE TABLE IF NOT EXISTS "reservation_chain_counts" (
	"chain" uuid NOT NULL,
	"status" text NOT NULL,
	"billing" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_chain_counts_pkey" PRIMARY KEY ("chain","status","billing")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_chain_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO reservation_chain_counts (chain, status, billing, n)
			SELECT coalesce(commission_id, '00000000-0000-0000-0000-000000000000'), status, reservation_billing(excluded, charge_status), count(*)
			FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (chain, status, billing) DO UPDATE SET n = reservation_chain_counts.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO reservation_chain_counts (chain, status, billing, n)
			SELECT coalesce(commission_id, '00000000-0000-0000-0000-000000000000'), status, reservation_billing(excluded, charge_status), -count(*)
			FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (chain, status, billing) DO UPDATE SET n = reservation_chain_counts.n + EXCLUDED.n;
	ELSE
		INSERT INTO reservation_chain_counts (chain, status, billing, n)
			SELECT chain, status, billing, sum(d) FROM (
				SELECT coalesce(commission_id, '00000000-0000-0000-0000-000000000000') AS chain, status,
					reservation_billing(excluded, charge_status) AS billing, 1 AS d FROM new_rows
				UNION ALL
				SELECT coalesce(commission_id, '00000000-0000-0000-0000-000000000000'), status,
					reservation_billing(excluded, charge_status), -1 FROM old_rows
			) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (chain, status, billing) DO UPDATE SET n = reservation_chain_counts.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_chain_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM reservation_chain_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_chain_count_insert" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_chain_count_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_chain_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_chain_count_delete" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_chain_count_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_chain_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_chain_count_update" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_chain_count_update" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_chain_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_chain_count_truncate" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_chain_count_truncate" AFTER TRUNCATE ON "reservations"
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_chain_counts_reset"();--> statement-breakpoint
DELETE FROM "reservation_chain_counts";--> statement-breakpoint
INSERT INTO "reservation_chain_counts" ("chain", "status", "billing", "n")
	SELECT coalesce("commission_id", '00000000-0000-0000-0000-000000000000'), "status", reservation_billing("excluded", "charge_status"), count(*)
	FROM "reservations" GROUP BY 1, 2, 3;
