CREATE TABLE "banner_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"singleton" integer DEFAULT 1 NOT NULL,
	"horizontal_title" text DEFAULT '' NOT NULL,
	"vertical_title" text DEFAULT '' NOT NULL,
	"square_title" text DEFAULT '' NOT NULL,
	"horizontal_description" text DEFAULT '' NOT NULL,
	"vertical_description" text DEFAULT '' NOT NULL,
	"square_description" text DEFAULT '' NOT NULL,
	"link_hor" text DEFAULT '' NOT NULL,
	"link_ver" text DEFAULT '' NOT NULL,
	"link_sqr" text DEFAULT '' NOT NULL,
	"photos_hor" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos_ver" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos_sqr" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_sets_singleton_check" CHECK ("banner_sets"."singleton" = 1)
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_blocks_position_check" CHECK ("cms_blocks"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "contact_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "banner_sets_singleton_key" ON "banner_sets" USING btree ("singleton");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_tag_position_key" ON "cms_blocks" USING btree ("tag","position");--> statement-breakpoint
CREATE INDEX "contact_enquiries_created_idx" ON "contact_enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "faqs_created_idx" ON "faqs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_key" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
-- Every content block exists from the start (CMS_TAGS in libs/contracts/src/cms.ts): the editors always have an _id to update.
INSERT INTO "cms_blocks" ("tag", "position") VALUES
	('SEARCH BAR SECTION', 0),
	('BENEFITS SECTION', 0),
	('BENEFITS SECTION', 1),
	('BENEFITS SECTION', 2),
	('REASON FOR TRAVEL SECTION', 0),
	('REASON FOR TRAVEL SECTION', 1),
	('REASON FOR TRAVEL SECTION', 2),
	('ENJOY MICROSTAY SECTION', 0),
	('ContactUs', 0),
	('ContactUsSeo', 0),
	('TermsAndConditions', 0),
	('TermsAndConditionsSEO', 0),
	('TermsAndConditionsHotels', 0),
	('TermsAndConditionsHotelsSEO', 0),
	('PrivacyPolicy', 0),
	('PrivacyPolicySeo', 0),
	('FaqSeo', 0),
	('AboutMicrostay', 0),
	('AboutMicrostaySeo', 0),
	('Press Room', 0),
	('Press Room SEO', 0)
ON CONFLICT ("tag", "position") DO NOTHING;
