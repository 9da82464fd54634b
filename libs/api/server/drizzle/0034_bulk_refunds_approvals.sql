CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reservation_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"note" text,
	"cancel" boolean DEFAULT false NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"outcome" text,
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approving', 'approved', 'rejected', 'failed')),
	CONSTRAINT "approval_requests_amount_check" CHECK ("approval_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "approval_thresholds" (
	"currency" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"refund_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"approval_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_refunds_amount_check" CHECK ("charge_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bulk_run_items" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"at" timestamp with time zone,
	CONSTRAINT "bulk_run_items_run_id_position_pk" PRIMARY KEY("run_id","position"),
	CONSTRAINT "bulk_run_items_outcome_check" CHECK ("bulk_run_items"."outcome" in ('pending', 'done', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"origin" text,
	"started_by" uuid NOT NULL,
	"queue_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "bulk_runs_status_check" CHECK ("bulk_runs"."status" in ('queued', 'running', 'cancelling', 'cancelled', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_thresholds" ADD CONSTRAINT "approval_thresholds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_run_items" ADD CONSTRAINT "bulk_run_items_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_key" ON "approval_requests" USING btree ("charge_id","kind") WHERE "approval_requests"."status" in ('pending', 'approving');--> statement-breakpoint
CREATE INDEX "charge_refunds_charge_idx" ON "charge_refunds" USING btree ("charge_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_refunds_charge_attempt_key" ON "charge_refunds" USING btree ("charge_id","attempt");--> statement-breakpoint
CREATE INDEX "bulk_run_items_outcome_idx" ON "bulk_run_items" USING btree ("run_id","outcome","position");--> statement-breakpoint
CREATE INDEX "bulk_runs_created_idx" ON "bulk_runs" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bulk_runs_active_idx" ON "bulk_runs" USING btree ("created_at") WHERE "bulk_runs"."status" in ('queued', 'running', 'cancelling');