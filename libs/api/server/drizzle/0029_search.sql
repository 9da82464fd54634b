-- The one search across the areas (docs/areas/search.md, "Indexes"): pg_trgm and the trigram indexes of the texts
-- it matches, each on the expression the search's SQL writes (libs/api/platform/src/search/repository.ts). A GIN
-- trigram index answers both `doc LIKE '%text%'` and `text <% doc` (word similarity, typos). Booking, invoice and
-- ticket numbers are found by their unique btree indexes (ranges), e-mails and last names by the existing
-- text_pattern_ops indexes (prefixes). pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_search_trgm_idx" ON "hotels" USING gin (lower("name" || ' ' || "city" || ' ' || coalesce("property_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commissions_name_trgm_idx" ON "commissions" USING gin (lower("client_type_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_code_trgm_idx" ON "coupons" USING gin (lower("code") gin_trgm_ops);
