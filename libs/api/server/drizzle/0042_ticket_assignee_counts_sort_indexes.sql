-- Per-assignee ticket counters (docs/api-database.md, "Which index a list reads", rule 2): n tickets sent to
-- department_id, assigned to assignee_id (NULL: unassigned), are in status. "Mine" and "Unassigned" (the ticket
-- list's assignee filter), all or a department's, with a status or not, sum at most 4 rows per department here
-- instead of counting every matching ticket. Kept exact in the same transaction as every insert, delete and change
-- of assignee, department or status, like ticket_counts (0002) and ticket_user_counts (0027).
CREATE TABLE IF NOT EXISTS "ticket_assignee_counts" (
	"assignee_id" uuid,
	"department_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ticket_assignee_counts_key" ON "ticket_assignee_counts"
	("assignee_id", "department_id", "status") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_assignee_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.assignee_id IS NOT DISTINCT FROM NEW.assignee_id
		AND OLD.department_id = NEW.department_id AND OLD.status = NEW.status THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		-- Two statements so that each reads the key's index (IS NOT DISTINCT FROM reads none).
		IF OLD.assignee_id IS NULL THEN
			UPDATE ticket_assignee_counts SET n = n - 1
			WHERE assignee_id IS NULL AND department_id = OLD.department_id AND status = OLD.status;
		ELSE
			UPDATE ticket_assignee_counts SET n = n - 1
			WHERE assignee_id = OLD.assignee_id AND department_id = OLD.department_id AND status = OLD.status;
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO ticket_assignee_counts (assignee_id, department_id, status, n)
		VALUES (NEW.assignee_id, NEW.department_id, NEW.status, 1)
		ON CONFLICT (assignee_id, department_id, status) DO UPDATE SET n = ticket_assignee_counts.n + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_assignee_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM ticket_assignee_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_assignee_count" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_assignee_count" AFTER INSERT OR DELETE OR UPDATE OF "assignee_id", "department_id", "status"
	ON "tickets" FOR EACH ROW EXECUTE FUNCTION "ticket_assignee_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "tickets_assignee_count_truncate" ON "tickets";--> statement-breakpoint
CREATE TRIGGER "tickets_assignee_count_truncate" AFTER TRUNCATE ON "tickets"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_assignee_counts_reset"();--> statement-breakpoint
DELETE FROM "ticket_assignee_counts";--> statement-breakpoint
INSERT INTO "ticket_assignee_counts" ("assignee_id", "department_id", "status", "n")
	SELECT "assignee_id", "department_id", "status", count(*) FROM "tickets"
	GROUP BY "assignee_id", "department_id", "status";--> statement-breakpoint
-- The ticket list sorted by title, all or a department's (docs/api-database.md, "Which index a list reads"): the
-- equal column, then the order `lower(title), created_at, id` (either direction: no NULLs). Hand-written: drizzle-kit
-- writes no expression's direction and NULLS placement, which the SLA due's indexes below need.
CREATE INDEX IF NOT EXISTS "tickets_title_created_id_idx" ON "tickets" (lower("title"), "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_department_title_created_id_idx" ON "tickets"
	("department_id", lower("title"), "created_at", "id");--> statement-breakpoint
-- Sorted by the SLA due (the earlier of the targets not met yet; SORT_KEYS.slaDue of the tickets' repository, the
-- same expression): no due last in both directions, so one index per direction (each read backwards gives the
-- other direction with NULLS FIRST: a last page read from its end).
CREATE INDEX IF NOT EXISTS "tickets_sla_due_created_id_idx" ON "tickets" (
	(LEAST(CASE WHEN "first_replied_at" IS NULL THEN "first_reply_due_at" END,
		CASE WHEN "resolved_at" IS NULL THEN "resolution_due_at" END)) ASC NULLS LAST, "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_sla_due_desc_created_id_idx" ON "tickets" (
	(LEAST(CASE WHEN "first_replied_at" IS NULL THEN "first_reply_due_at" END,
		CASE WHEN "resolved_at" IS NULL THEN "resolution_due_at" END)) DESC NULLS LAST, "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_department_sla_due_created_id_idx" ON "tickets" ("department_id",
	(LEAST(CASE WHEN "first_replied_at" IS NULL THEN "first_reply_due_at" END,
		CASE WHEN "resolved_at" IS NULL THEN "resolution_due_at" END)) ASC NULLS LAST, "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_department_sla_due_desc_created_id_idx" ON "tickets" ("department_id",
	(LEAST(CASE WHEN "first_replied_at" IS NULL THEN "first_reply_due_at" END,
		CASE WHEN "resolved_at" IS NULL THEN "resolution_due_at" END)) DESC NULLS LAST, "created_at" DESC, "id" DESC);
