-- Statistics on the expression the hotel listing's Missing Property ID filter reads (docs/api-database.md, "Which
-- index a list reads", rule 5). Its index is partial (WHERE deleted_at IS NULL), and PostgreSQL does not read a
-- partial index's statistics, so it guessed 0.5% of the hotels (17 of 1,152 in the hotels' list-plans spec). A later
-- page numbers its rows with row_number() over the index's order and stops at the page's last (a window's run
-- condition): sure of a scope of 17 rows, the planner sorted them instead of reading the index, and sorted the whole
-- scope. With the expression's own statistics (PostgreSQL 14 and later) it knows the scope. The next ANALYZE
-- (autovacuum's, or a list-plans spec's) fills them: an ANALYZE here would fix a test database's statistics at its
-- empty tables.
CREATE STATISTICS IF NOT EXISTS "hotels_missing_property_id_stats" ON (coalesce("property_id", '')) FROM "hotels";
