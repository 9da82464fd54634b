CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"queue_job_id" text,
	"trigger" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"touched" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"error" text,
	"started_by" uuid,
	CONSTRAINT "job_runs_outcome_check" CHECK ("job_runs"."outcome" in ('running', 'success', 'fail')),
	CONSTRAINT "job_runs_trigger_check" CHECK ("job_runs"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vatgst_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vatgst_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"exchange_rate" numeric(14, 6) NOT NULL,
	"vat" numeric(5, 2) NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vatgst_versions_values_check" CHECK ("vatgst_versions"."exchange_rate" > 0 and "vatgst_versions"."vat" >= 0 and "vatgst_versions"."vat" <= 100),
	CONSTRAINT "vatgst_versions_source_check" CHECK ("vatgst_versions"."source" in ('create', 'edit', 'feed'))
);
--> statement-breakpoint
CREATE TABLE "availability_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"availabilities" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"job_run_id" uuid
);
--> statement-breakpoint
CREATE TABLE "cancellation_period_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"transferred" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_run_id" uuid
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ended_at" timestamp with time zone,
	"applied_to" text NOT NULL,
	"scope" text NOT NULL,
	"scope_chain" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"scope_hotel" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coupons_code_check" CHECK (char_length("coupons"."code") = 8),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" >= 0 and "coupons"."value" <= 100),
	CONSTRAINT "coupons_period_check" CHECK ("coupons"."end_date" > "coupons"."start_date"),
	CONSTRAINT "coupons_applied_to_check" CHECK ("coupons"."applied_to" in ('hotel', 'timeflyz', 'total')),
	CONSTRAINT "coupons_scope_check" CHECK ("coupons"."scope" in ('all', 'chain', 'hotel'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rate_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"log_type" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"job_run_id" uuid
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_pk" PRIMARY KEY("day","currency"),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_transfers" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_rates" (
	"hotel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"rate" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_rates_hotel_id_day_pk" PRIMARY KEY("hotel_id","day"),
	CONSTRAINT "market_rates_rate_check" CHECK ("market_rates"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_gain_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"job_run_id" uuid
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "payment_account_id" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "overnight_three" numeric(5, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "overnight_six" numeric(5, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "overnight_twelve" numeric(5, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vatgst_versions" ADD CONSTRAINT "vatgst_versions_vatgst_id_vatgst_id_fk" FOREIGN KEY ("vatgst_id") REFERENCES "public"."vatgst"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_snapshots" ADD CONSTRAINT "availability_snapshots_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_snapshots" ADD CONSTRAINT "availability_snapshots_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_period_logs" ADD CONSTRAINT "cancellation_period_logs_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rate_logs" ADD CONSTRAINT "exchange_rate_logs_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_rates" ADD CONSTRAINT "market_rates_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_gain_logs" ADD CONSTRAINT "rate_gain_logs_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_gain_logs" ADD CONSTRAINT "rate_gain_logs_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vatgst_versions_day_key" ON "vatgst_versions" USING btree ("vatgst_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_snapshots_hotel_day_key" ON "availability_snapshots" USING btree ("hotel_id","day");--> statement-breakpoint
CREATE INDEX "cancellation_period_logs_start_idx" ON "cancellation_period_logs" USING btree ("start" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code")) WHERE "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "coupons_period_idx" ON "coupons" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "exchange_rate_logs_start_idx" ON "exchange_rate_logs" USING btree ("start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_gain_logs_start_idx" ON "rate_gain_logs" USING btree ("start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_gain_logs_hotel_idx" ON "rate_gain_logs" USING btree ("hotel_id","start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_coupon_idx" ON "reservations" USING btree (upper("coupon_code")) WHERE "reservations"."coupon_code" is not null;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_overnight_check" CHECK ("hotels"."overnight_three" between 0 and 1 and "hotels"."overnight_six" between 0 and 1 and "hotels"."overnight_twelve" between 0 and 1);--> statement-breakpoint
-- Every country present gets its first version, in effect since it was added (docs/areas/pricing.md, "Effective-dated rates").
INSERT INTO "vatgst_versions" ("vatgst_id", "effective_from", "exchange_rate", "vat", "source")
SELECT "id", ("created_at" AT TIME ZONE 'UTC')::date, "exchange_rate", "vat", 'create' FROM "vatgst";
