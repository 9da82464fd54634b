-- The Sent Mail list (GET /outbox: every e-mail and SMS ever queued, newest first, by channel and status) whatever
-- the size of the outbox (docs/api-database.md, "Which index a list reads"). Hand SQL: `outbox` is a shared table
-- (libs/api/server/src/db/server.schema.ts) and the platform area owns its list; drizzle-kit neither creates nor
-- alters these indexes, the counters table or its trigger (libs/api/platform/src/outbox/outbox-counts.ts).
--
-- 1. One index per filter combination the page sends (none, status, channel, both), then the order (newest first:
--    created_at, id, read backwards). outbox_created_idx (0014) cannot serve `created_at DESC, id DESC`: it is
--    DESC NULLS LAST without the id. Cost: four entries per message queued, and the two status ones again at each
--    status change (queued, sending, sent: the delivery worker's updates, which already change outbox_due_idx).
CREATE INDEX IF NOT EXISTS "outbox_list_created_idx" ON "outbox" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_list_status_created_idx" ON "outbox" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_list_channel_created_idx" ON "outbox" ("channel", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_list_channel_status_created_idx" ON "outbox" ("channel", "status", "created_at", "id");--> statement-breakpoint
-- 2. The totals: n messages of channel are in status. A list's total sums at most 8 rows here instead of counting
--    the outbox. Kept exact in the same transaction as every insert, delete and change of channel or status.
CREATE TABLE IF NOT EXISTS "outbox_counts" (
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "outbox_counts_pkey" PRIMARY KEY ("channel", "status")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outbox_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.channel = NEW.channel AND OLD.status = NEW.status THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE outbox_counts SET n = n - 1 WHERE channel = OLD.channel AND status = OLD.status;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO outbox_counts (channel, status, n) VALUES (NEW.channel, NEW.status, 1)
		ON CONFLICT (channel, status) DO UPDATE SET n = outbox_counts.n + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outbox_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM outbox_counts;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "outbox_count" ON "outbox";--> statement-breakpoint
CREATE TRIGGER "outbox_count" AFTER INSERT OR DELETE OR UPDATE OF "channel", "status"
	ON "outbox" FOR EACH ROW EXECUTE FUNCTION "outbox_counts_track"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "outbox_count_truncate" ON "outbox";--> statement-breakpoint
CREATE TRIGGER "outbox_count_truncate" AFTER TRUNCATE ON "outbox"
	FOR EACH STATEMENT EXECUTE FUNCTION "outbox_counts_reset"();--> statement-breakpoint
DELETE FROM "outbox_counts";--> statement-breakpoint
INSERT INTO "outbox_counts" ("channel", "status", "n")
	SELECT "channel", "status", count(*) FROM "outbox" GROUP BY "channel", "status";
