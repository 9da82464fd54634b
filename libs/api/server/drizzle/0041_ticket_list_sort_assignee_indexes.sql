CREATE INDEX "tickets_assignee_status_created_id_idx" ON "tickets" USING btree ("assignee_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_department_assignee_status_created_id_idx" ON "tickets" USING btree ("department_id","assignee_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_unassigned_status_created_id_idx" ON "tickets" USING btree ("status","created_at","id") WHERE "tickets"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "tickets_unassigned_department_status_created_id_idx" ON "tickets" USING btree ("department_id","status","created_at","id") WHERE "tickets"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "tickets_department_number_idx" ON "tickets" USING btree ("department_id","number");--> statement-breakpoint
CREATE INDEX "tickets_department_priority_created_id_idx" ON "tickets" USING btree ("department_id","priority","created_at","id");