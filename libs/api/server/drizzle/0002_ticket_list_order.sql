DROP INDEX "tickets_department_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_department_created_idx";--> statement-breakpoint
DROP INDEX "tickets_user_created_idx";--> statement-breakpoint
DROP INDEX "tickets_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_created_idx";--> statement-breakpoint
CREATE INDEX "tickets_department_status_created_id_idx" ON "tickets" USING btree ("department_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_department_created_id_idx" ON "tickets" USING btree ("department_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_user_created_id_idx" ON "tickets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_created_id_idx" ON "tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_id_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
-- The list's count without reading every ticket: how many tickets each department has in each status, kept
-- by a trigger in the same transaction as the change (not in schema.ts: only the trigger writes it, the
-- list reads it with SQL; docs/api-database.md). A SuperAdmin's or a department's count, filtered by status
-- or department or not, sums at most (departments x 4) rows instead of counting up to every ticket.
CREATE TABLE "ticket_counts" (
	"department_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_pkey" PRIMARY KEY ("department_id","status")
);--> statement-breakpoint
INSERT INTO "ticket_counts" ("department_id", "status", "n")
	SELECT "department_id", "status", count(*) FROM "tickets" GROUP BY "department_id", "status";--> statement-breakpoint
CREATE FUNCTION "ticket_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "tickets_count" AFTER INSERT OR DELETE OR UPDATE OF "department_id", "status" ON "tickets"
	FOR EACH ROW EXECUTE FUNCTION "ticket_counts_track"();
--> statement-breakpoint
CREATE FUNCTION "ticket_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM ticket_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tickets_count_truncate" AFTER TRUNCATE ON "tickets"
	FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_reset"();
