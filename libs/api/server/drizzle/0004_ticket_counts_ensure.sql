-- 0002_ticket_list_order again, idempotent. 0002 and 0003 were written in parallel and 0002's timestamp is the
-- earlier one: drizzle's migrator skips a migration older than the last one applied, so a data folder that got
-- 0003 before 0002 existed never ran 0002 (no ticket_counts: the ticket list would fail). This one runs
-- everywhere after both; on a database that has 0002 it only recounts.
DROP INDEX IF EXISTS "tickets_department_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_department_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_user_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_department_status_created_id_idx" ON "tickets" USING btree ("department_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_department_created_id_idx" ON "tickets" USING btree ("department_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_user_created_id_idx" ON "tickets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_status_created_id_idx" ON "tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_created_id_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ticket_counts" (
	"department_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_pkey" PRIMARY KEY ("department_id","status")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.department_id = NEW.department_id AND OLD.status = NEW.status THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE ticket_counts SET n = n - 1 WHERE department_id = OLD.department_id AND status = OLD.status;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO ticket_counts (department_id, status, n) VALUES (NEW.department_id, NEW.status, 1)
		ON CONFLICT (department_id, status) DO UPDATE SET n = ticket_counts.n + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM ticket_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_count" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_count" AFTER INSERT OR DELETE OR UPDATE OF "department_id", "status" ON "tickets"
	FOR EACH ROW EXECUTE FUNCTION "ticket_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_count_truncate" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_count_truncate" AFTER TRUNCATE ON "tickets"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_reset"();--> statement-breakpoint
DELETE FROM "ticket_counts";--> statement-breakpoint
INSERT INTO "ticket_counts" ("department_id", "status", "n")
	SELECT "department_id", "status", count(*) FROM "tickets" GROUP BY "department_id", "status";
