-- A period's statements and a hotel's invoices answered a page at a time (issue 38; docs/areas/billing.md, "Pages of
-- statements and invoices"; docs/api-database.md, "Which index a list reads", rules 1 and 2). Hand SQL beside 0047
-- (libs/api/billing/src/period-counts.ts): drizzle-kit neither creates nor alters this column, its triggers, these
-- indexes or the counters table.
--
-- 1. Each statement carries its hotel's name (`hotel_name`), so that a period's statements are read by hotel name
--    through one index: set from the hotel when a statement is written or changes hotel, and moved with the hotel's
--    statements when a hotel is renamed (one UPDATE of that hotel's statements, about one per period, in the hotel's
--    transaction). The page answers this copy as the hotel's name: it is the hotel's name of the moment.
ALTER TABLE "statements" ADD COLUMN IF NOT EXISTS "hotel_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statement_hotel_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.hotel_name := coalesce((SELECT name FROM hotels WHERE id = NEW.hotel_id), '');
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_hotel_name" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_hotel_name" BEFORE INSERT OR UPDATE OF "hotel_id" ON "statements"
	FOR EACH ROW EXECUTE FUNCTION "statement_hotel_name"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_name_moves_statements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE statements SET hotel_name = NEW.name WHERE hotel_id = NEW.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "hotels_statements_name" ON "hotels";--> statement-breakpoint
CREATE TRIGGER "hotels_statements_name" AFTER UPDATE OF "name" ON "hotels"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "hotel_name_moves_statements"();--> statement-breakpoint
UPDATE "statements" s SET "hotel_name" = h."name" FROM "hotels" h
	WHERE h."id" = s."hotel_id" AND s."hotel_name" IS DISTINCT FROM h."name";--> statement-breakpoint
--
-- 2. The orders' indexes: a period's statements by hotel name, case-insensitive, then id (read backwards for a page
--    past the middle); a hotel's invoices newest first, ties by number (`created_at DESC, number_seq DESC`: this
--    index read backwards). Cost: one index entry more per statement and per invoice written.
CREATE INDEX IF NOT EXISTS "statements_period_name_idx" ON "statements" ("period_id", lower("hotel_name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_hotel_created_number_idx" ON "invoices" ("hotel_id", "created_at", "number_seq");--> statement-breakpoint
--
-- 3. A hotel's invoice count (rule 2): hotel `hotel_id` has `n` invoices, kept exact in the same transaction as every
--    insert and delete of invoices by statement triggers over the transition tables, as 0047's per-period counters
--    (an invoice never changes hotel). A period's count of statements is 0047's `billing_period_counts`.
CREATE TABLE IF NOT EXISTS "invoice_hotel_counts" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_hotel_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO invoice_hotel_counts (hotel_id, n)
	SELECT hotel_id, count(*) FROM new_invoices GROUP BY hotel_id ORDER BY hotel_id
	ON CONFLICT (hotel_id) DO UPDATE SET n = invoice_hotel_counts.n + excluded.n;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_hotel_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE invoice_hotel_counts c SET n = c.n - o.n
	FROM (SELECT hotel_id, count(*) AS n FROM old_invoices GROUP BY hotel_id) o
	WHERE c.hotel_id = o.hotel_id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_hotel_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM invoice_hotel_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_hotel_count_insert" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_hotel_count_insert" AFTER INSERT ON "invoices"
	REFERENCING NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION "invoice_hotel_counts_add"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_hotel_count_delete" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_hotel_count_delete" AFTER DELETE ON "invoices"
	REFERENCING OLD TABLE AS old_invoices FOR EACH STATEMENT EXECUTE FUNCTION "invoice_hotel_counts_remove"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_hotel_count_truncate" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_hotel_count_truncate" AFTER TRUNCATE ON "invoices"
	FOR EACH STATEMENT EXECUTE FUNCTION "invoice_hotel_counts_reset"();--> statement-breakpoint
DELETE FROM "invoice_hotel_counts";--> statement-breakpoint
INSERT INTO "invoice_hotel_counts" ("hotel_id", "n")
	SELECT "hotel_id", count(*) FROM "invoices" GROUP BY "hotel_id";
