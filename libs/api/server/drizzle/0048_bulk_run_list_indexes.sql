DROP INDEX "bulk_runs_created_idx";--> statement-breakpoint
CREATE INDEX "bulk_runs_list_created_idx" ON "bulk_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bulk_runs_starter_created_idx" ON "bulk_runs" USING btree ("started_by","created_at","id");--> statement-breakpoint
CREATE INDEX "bulk_runs_action_created_idx" ON "bulk_runs" USING btree ("action","created_at","id");