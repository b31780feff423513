-- performance: what the load benchmark (bench/run.ts, bench/plans.ts; docs/PERFORMANCE.md) found.
-- The lists' slowness was their ORDER BY (fixed in the properties repository), not an index; one
-- index serves a room band that few rows of a type match (Land has no rooms), which otherwise
-- walks every row of the type newest first.
CREATE INDEX IF NOT EXISTS "renting_properties_type_rooms_idx" ON "renting_properties" USING btree ("type","rooms");
--> statement-breakpoint
-- Type and rooms are not independent (Land has none): without these statistics the planner
-- multiplies their selectivities, expects thousands of Land rows with 10+ rooms and walks the
-- newest-first index through all 100,000 listings looking for them (90 ms instead of 0.1 ms).
CREATE STATISTICS IF NOT EXISTS "renting_properties_type_rooms_stats" (mcv) ON "type", "rooms" FROM "renting_properties";
