-- Listing views that cannot be pumped (issue 15): 200 calls from one client added 200 views to an
-- owner's dashboard. A view now names its viewer (the signed-in user, or a visitor's hashed client
-- address) and its UTC day, and counts once per listing, viewer and day. Earlier rows have no
-- viewer; NULLs are distinct in a unique index, so they stay as they were.
ALTER TABLE "property_views" ADD COLUMN IF NOT EXISTS "viewer" text;
--> statement-breakpoint
ALTER TABLE "property_views" ADD COLUMN IF NOT EXISTS "viewed_on" date;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "property_views_once_idx" ON "property_views" USING btree ("property_id","viewer","viewed_on");
