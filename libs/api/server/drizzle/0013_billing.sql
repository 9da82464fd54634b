CREATE TABLE "billing_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"scope_hotel_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_periods_range_check" CHECK ("billing_periods"."end" > "billing_periods"."start"),
	CONSTRAINT "billing_periods_scope_check" CHECK ("billing_periods"."scope" in ('all', 'hotel'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number_seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_number_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"description" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_address" text NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"pending_since" timestamp with time zone,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"payment_intent_id" text,
	"failure_reason" text,
	"pdf_key" text,
	"pdf_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" = "invoices"."subtotal" + "invoices"."tax" and "invoices"."subtotal" >= 0 and "invoices"."tax" >= 0),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid" = ("invoices"."status" = 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payment_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"hotel_name" text NOT NULL,
	"payment_method" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_reservations" (
	"reservation_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"commission" integer NOT NULL,
	"commission_gst" integer NOT NULL,
	CONSTRAINT "statement_reservations_reservation_id_pk" PRIMARY KEY("reservation_id")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"reservation_count" integer NOT NULL,
	"gross" integer NOT NULL,
	"commission" integer NOT NULL,
	"commission_gst" integer NOT NULL,
	"emailed_at" timestamp with time zone,
	"email_count" integer DEFAULT 0 NOT NULL,
	"recipient" text,
	"outbox_id" uuid,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_amounts_check" CHECK ("statements"."reservation_count" > 0 and "statements"."commission" >= 0 and "statements"."commission_gst" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_failures" ADD CONSTRAINT "payment_failures_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_failures" ADD CONSTRAINT "payment_failures_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_reservations" ADD CONSTRAINT "statement_reservations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_reservations" ADD CONSTRAINT "statement_reservations_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_period_id_billing_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."billing_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_periods_created_idx" ON "billing_periods" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_statement_key" ON "invoices" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number_seq");--> statement-breakpoint
CREATE INDEX "invoices_hotel_idx" ON "invoices" USING btree ("hotel_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_failures_created_idx" ON "payment_failures" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statement_reservations_statement_idx" ON "statement_reservations" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_period_hotel_key" ON "statements" USING btree ("period_id","hotel_id");--> statement-breakpoint
CREATE INDEX "statements_hotel_idx" ON "statements" USING btree ("hotel_id");