CREATE TABLE "expedia_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_no" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'ERROR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expedia_reports_status_check" CHECK ("expedia_reports"."status" in ('ERROR', 'SOLVED'))
);
--> statement-breakpoint
CREATE TABLE "manager_chains" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"commission_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_hotels" (
	"user_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	CONSTRAINT "manager_hotels_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "commission_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "commission_rate_not_gst" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "commission_rate_gst" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "commission_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manager_chains" ADD CONSTRAINT "manager_chains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_chains" ADD CONSTRAINT "manager_chains_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_hotels" ADD CONSTRAINT "manager_hotels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_hotels" ADD CONSTRAINT "manager_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expedia_reports_created_idx" ON "expedia_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manager_chains_commission_idx" ON "manager_chains" USING btree ("commission_id");--> statement-breakpoint
CREATE INDEX "manager_hotels_hotel_idx" ON "manager_hotels" USING btree ("hotel_id");--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_rates_check" CHECK ("commissions"."commission_rate" = "commissions"."commission_rate_not_gst" + "commissions"."commission_rate_gst");