-- The reservations list and export (GET /reservation/getReservations, GET /reservation/export) and the approvals
-- list, whatever the share of one hotel or one customer (docs/api-database.md, "Which index a list reads"). Hand
-- SQL: `reservations` is a shared table (libs/api/server/src/db/server.schema.ts) and the bookings area owns its
-- list; drizzle-kit neither creates nor alters these indexes, the counters tables or their triggers
-- (libs/api/bookings/src/reservations/reservation-counts.ts, libs/api/bookings/src/approvals/approval-counts.ts).
--
-- 1. One index per scope and filter combination the console sends: the scope (none, a hotel, a customer) and one
--    filter (none, a status, a billing mark: the equality on reservation_billing of migration 0012), then each of
--    the console's orders (newest first: created_at, id; by arrival: reservation_start, id; read either way). The
--    whole list's newest first and by arrival keep reservations_created_idx and reservations_start_idx. Cost: 16
--    entries more per reservation written.
CREATE INDEX IF NOT EXISTS "reservations_list_status_created_idx" ON "reservations" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_status_start_idx" ON "reservations" ("status", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_billing_created_idx"
	ON "reservations" (reservation_billing("excluded", "charge_status"), "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_billing_start_idx"
	ON "reservations" (reservation_billing("excluded", "charge_status"), "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_created_idx" ON "reservations" ("hotel_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_start_idx" ON "reservations" ("hotel_id", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_status_created_idx" ON "reservations" ("hotel_id", "status", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_status_start_idx" ON "reservations" ("hotel_id", "status", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_billing_created_idx"
	ON "reservations" ("hotel_id", reservation_billing("excluded", "charge_status"), "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_hotel_billing_start_idx"
	ON "reservations" ("hotel_id", reservation_billing("excluded", "charge_status"), "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_created_idx" ON "reservations" ("booked_by_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_start_idx" ON "reservations" ("booked_by_id", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_status_created_idx" ON "reservations" ("booked_by_id", "status", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_status_start_idx"
	ON "reservations" ("booked_by_id", "status", "reservation_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_billing_created_idx"
	ON "reservations" ("booked_by_id", reservation_billing("excluded", "charge_status"), "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_list_customer_billing_start_idx"
	ON "reservations" ("booked_by_id", reservation_billing("excluded", "charge_status"), "reservation_start", "id");--> statement-breakpoint
--
-- 2. The totals of a hotel's (or a chain's hotels') and of a customer's list: n reservations of hotel_id, or booked
--    by booked_by_id, have status and the billing mark billing (reservation_billing: excluded, yes, no). A total sums
--    at most 15 rows per hotel or customer here instead of counting its reservations. Kept exact like
--    reservation_counts (0012), by statement triggers over the transition tables in the same transaction as every
--    insert, delete and change (of hotel, customer, status, exclusion or charge status): one upsert per key a
--    statement changes, in key order (two transactions meet the rows in the same order).
CREATE TABLE IF NOT EXISTS "reservation_hotel_counts" (
	"hotel_id" uuid NOT NULL,
	"status" text NOT NULL,
	"billing" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_hotel_counts_pkey" PRIMARY KEY ("hotel_id","status","billing")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reservation_customer_counts" (
	"booked_by_id" uuid NOT NULL,
	"status" text NOT NULL,
	"billing" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_customer_counts_pkey" PRIMARY KEY ("booked_by_id","status","billing")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_scope_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO reservation_hotel_counts (hotel_id, status, billing, n)
			SELECT hotel_id, status, reservation_billing(excluded, charge_status), count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (hotel_id, status, billing) DO UPDATE SET n = reservation_hotel_counts.n + EXCLUDED.n;
		INSERT INTO reservation_customer_counts (booked_by_id, status, billing, n)
			SELECT booked_by_id, status, reservation_billing(excluded, charge_status), count(*) FROM new_rows
			WHERE booked_by_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (booked_by_id, status, billing) DO UPDATE SET n = reservation_customer_counts.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO reservation_hotel_counts (hotel_id, status, billing, n)
			SELECT hotel_id, status, reservation_billing(excluded, charge_status), -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (hotel_id, status, billing) DO UPDATE SET n = reservation_hotel_counts.n + EXCLUDED.n;
		INSERT INTO reservation_customer_counts (booked_by_id, status, billing, n)
			SELECT booked_by_id, status, reservation_billing(excluded, charge_status), -count(*) FROM old_rows
			WHERE booked_by_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (booked_by_id, status, billing) DO UPDATE SET n = reservation_customer_counts.n + EXCLUDED.n;
	ELSE
		INSERT INTO reservation_hotel_counts (hotel_id, status, billing, n)
			SELECT hotel_id, status, billing, sum(d) FROM (
				SELECT hotel_id, status, reservation_billing(excluded, charge_status) AS billing, 1 AS d FROM new_rows
				UNION ALL
				SELECT hotel_id, status, reservation_billing(excluded, charge_status), -1 FROM old_rows
			) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (hotel_id, status, billing) DO UPDATE SET n = reservation_hotel_counts.n + EXCLUDED.n;
		INSERT INTO reservation_customer_counts (booked_by_id, status, billing, n)
			SELECT booked_by_id, status, billing, sum(d) FROM (
				SELECT booked_by_id, status, reservation_billing(excluded, charge_status) AS billing, 1 AS d FROM new_rows
				UNION ALL
				SELECT booked_by_id, status, reservation_billing(excluded, charge_status), -1 FROM old_rows
			) moved WHERE booked_by_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (booked_by_id, status, billing) DO UPDATE SET n = reservation_customer_counts.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_scope_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM reservation_hotel_counts;
	DELETE FROM reservation_customer_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_scope_count_insert" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_scope_count_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_scope_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_scope_count_delete" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_scope_count_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_scope_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_scope_count_update" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_scope_count_update" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_scope_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reservations_scope_count_truncate" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservations_scope_count_truncate" AFTER TRUNCATE ON "reservations"
	FOR EACH STATEMENT EXECUTE FUNCTION "reservation_scope_counts_reset"();--> statement-breakpoint
DELETE FROM "reservation_hotel_counts";--> statement-breakpoint
INSERT INTO "reservation_hotel_counts" ("hotel_id", "status", "billing", "n")
	SELECT "hotel_id", "status", reservation_billing("excluded", "charge_status"), count(*) FROM "reservations" GROUP BY 1, 2, 3;--> statement-breakpoint
DELETE FROM "reservation_customer_counts";--> statement-breakpoint
INSERT INTO "reservation_customer_counts" ("booked_by_id", "status", "billing", "n")
	SELECT "booked_by_id", "status", reservation_billing("excluded", "charge_status"), count(*) FROM "reservations"
	WHERE "booked_by_id" IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
--
-- 3. The approvals list's total (libs/api/bookings/src/approvals/repository.ts): n approval requests have status.
--    Its indexes are declared in libs/api/bookings/src/bookings.schema.ts (migration 0045).
CREATE TABLE IF NOT EXISTS "approval_request_counts" (
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "approval_request_counts_pkey" PRIMARY KEY ("status")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "approval_request_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO approval_request_counts (status, n) SELECT status, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
		ON CONFLICT (status) DO UPDATE SET n = approval_request_counts.n + EXCLUDED.n;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO approval_request_counts (status, n) SELECT status, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
		ON CONFLICT (status) DO UPDATE SET n = approval_request_counts.n + EXCLUDED.n;
	ELSE
		INSERT INTO approval_request_counts (status, n)
			SELECT status, sum(d) FROM (
				SELECT status, 1 AS d FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
			) moved GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
		ON CONFLICT (status) DO UPDATE SET n = approval_request_counts.n + EXCLUDED.n;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "approval_request_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM approval_request_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "approval_requests_count_insert" ON "approval_requests";--> statement-breakpoint
CREATE TRIGGER "approval_requests_count_insert" AFTER INSERT ON "approval_requests" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "approval_request_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "approval_requests_count_delete" ON "approval_requests";--> statement-breakpoint
CREATE TRIGGER "approval_requests_count_delete" AFTER DELETE ON "approval_requests" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "approval_request_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "approval_requests_count_update" ON "approval_requests";--> statement-breakpoint
CREATE TRIGGER "approval_requests_count_update" AFTER UPDATE ON "approval_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "approval_request_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "approval_requests_count_truncate" ON "approval_requests";--> statement-breakpoint
CREATE TRIGGER "approval_requests_count_truncate" AFTER TRUNCATE ON "approval_requests"
	FOR EACH STATEMENT EXECUTE FUNCTION "approval_request_counts_reset"();--> statement-breakpoint
DELETE FROM "approval_request_counts";--> statement-breakpoint
INSERT INTO "approval_request_counts" ("status", "n") SELECT "status", count(*) FROM "approval_requests" GROUP BY 1;
