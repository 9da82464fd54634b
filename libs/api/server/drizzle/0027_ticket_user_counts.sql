-- Per-creator ticket counters (docs/api-database.md, "The ticket list under 100,000 tickets"): n tickets raised
-- by user_id, sent to department_id, are in status. A creator's list (an Employee's, "My Tickets") sums at most
-- 4 rows per department here instead of counting every ticket the creator raised. Kept exact in the same
-- transaction as every insert, delete and change of creator, department or status, like ticket_counts (0002).
CREATE TABLE IF NOT EXISTS "ticket_user_counts" (
	"user_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_user_counts_pkey" PRIMARY KEY ("user_id","department_id","status")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_user_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id AND OLD.department_id = NEW.department_id
		AND OLD.status = NEW.status THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE ticket_user_counts SET n = n - 1
		WHERE user_id = OLD.user_id AND department_id = OLD.department_id AND status = OLD.status;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO ticket_user_counts (user_id, department_id, status, n)
		VALUES (NEW.user_id, NEW.department_id, NEW.status, 1)
		ON CONFLICT (user_id, department_id, status) DO UPDATE SET n = ticket_user_counts.n + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_user_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM ticket_user_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_user_count" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_user_count" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "department_id", "status"
	ON "tickets" FOR EACH ROW EXECUTE FUNCTION "ticket_user_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_user_count_truncate" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_user_count_truncate" AFTER TRUNCATE ON "tickets"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_user_counts_reset"();--> statement-breakpoint
DELETE FROM "ticket_user_counts";--> statement-breakpoint
INSERT INTO "ticket_user_counts" ("user_id", "department_id", "status", "n")
	SELECT "user_id", "department_id", "status", count(*) FROM "tickets" GROUP BY "user_id", "department_id", "status";
