CREATE TABLE "canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department_id" uuid,
	"owner_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canned_replies_owner_check" CHECK (("canned_replies"."department_id" is null) <> ("canned_replies"."owner_id" is null))
);
--> statement-breakpoint
CREATE TABLE "department_holidays" (
	"department_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "department_holidays_department_id_day_pk" PRIMARY KEY("department_id","day")
);
--> statement-breakpoint
CREATE TABLE "department_sla_policies" (
	"department_id" uuid PRIMARY KEY NOT NULL,
	"first_reply_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"week" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_discussions" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_reply_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_holidays" ADD CONSTRAINT "department_holidays_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_sla_policies" ADD CONSTRAINT "department_sla_policies_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_replies_department_idx" ON "canned_replies" USING btree ("department_id","title");--> statement-breakpoint
CREATE INDEX "canned_replies_owner_idx" ON "canned_replies" USING btree ("owner_id","title");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_assignee_created_id_idx" ON "tickets" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_department_assignee_created_id_idx" ON "tickets" USING btree ("department_id","assignee_id","created_at","id");