ALTER TABLE "tickets" ADD COLUMN "raiser_sort_last" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "raiser_sort_first" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_sort_last" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_sort_first" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "department_sort" text;--> statement-breakpoint
CREATE INDEX "tickets_raiser_name_created_id_idx" ON "tickets" USING btree ("raiser_sort_last","raiser_sort_first","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_department_raiser_name_created_id_idx" ON "tickets" USING btree ("department_id","raiser_sort_last","raiser_sort_first","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_name_created_id_idx" ON "tickets" USING btree ("assignee_sort_last","assignee_sort_first","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_name_desc_created_id_idx" ON "tickets" USING btree ("assignee_sort_last" DESC NULLS LAST,"assignee_sort_first" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_department_assignee_name_created_id_idx" ON "tickets" USING btree ("department_id","assignee_sort_last","assignee_sort_first","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_department_assignee_name_desc_created_id_idx" ON "tickets" USING btree ("department_id","assignee_sort_last" DESC NULLS LAST,"assignee_sort_first" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_department_name_created_id_idx" ON "tickets" USING btree ("department_sort","created_at","id");