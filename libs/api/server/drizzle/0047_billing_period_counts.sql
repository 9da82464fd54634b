-- Per-period statement counters (docs/api-database.md, "Which index a list reads", rule 2): a billing period bills
-- `hotels` hotels (one statement each). The periods' list (GET /reservationStatement/get) reads one row per period
-- here instead of counting every period's statements (3,299 statements read for 301 periods in billing's
-- list-plans.spec.ts). Kept exact in the same transaction as every insert and delete of statements, by statement
-- triggers (one update per period a statement touches: a generation inserts thousands of statements at once);
-- statements never change period.
CREATE TABLE IF NOT EXISTS "billing_period_counts" (
	"period_id" uuid PRIMARY KEY NOT NULL,
	"hotels" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "billing_period_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO billing_period_counts (period_id, hotels)
	SELECT period_id, count(*) FROM new_statements GROUP BY period_id
	ON CONFLICT (period_id) DO UPDATE SET hotels = billing_period_counts.hotels + excluded.hotels;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "billing_period_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE billing_period_counts c SET hotels = c.hotels - o.n
	FROM (SELECT period_id, count(*) AS n FROM old_statements GROUP BY period_id) o
	WHERE c.period_id = o.period_id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "billing_period_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM billing_period_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_period_count_insert" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_period_count_insert" AFTER INSERT ON "statements"
	REFERENCING NEW TABLE AS new_statements FOR EACH STATEMENT EXECUTE FUNCTION "billing_period_counts_add"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_period_count_delete" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_period_count_delete" AFTER DELETE ON "statements"
	REFERENCING OLD TABLE AS old_statements FOR EACH STATEMENT EXECUTE FUNCTION "billing_period_counts_remove"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "statements_period_count_truncate" ON "statements";--> statement-breakpoint
CREATE TRIGGER "statements_period_count_truncate" AFTER TRUNCATE ON "statements"
	FOR EACH STATEMENT EXECUTE FUNCTION "billing_period_counts_reset"();--> statement-breakpoint
DELETE FROM "billing_period_counts";--> statement-breakpoint
INSERT INTO "billing_period_counts" ("period_id", "hotels")
	SELECT "period_id", count(*) FROM "statements" GROUP BY "period_id";
